/**
 * The five converters: each reads a dataset's files in its original format (as the source's
 * archives hold them) and gives the pages and gold records of docs/data.md's layout, as close to
 * the shared copy as the source allows. Where a source leaves a field unknown it stays null.
 */
import { Parser } from "htmlparser2";
import type { Files } from "./archive.js";
import {
  blockLines,
  type Conversion,
  type ConvertedPage,
  collapseSpaces,
  decodeEntities,
  decodeText,
  selfUrlOf,
  siteOf,
} from "./layout.js";

function basename(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function parentName(path: string): string {
  const parts = path.split("/");
  return parts.length >= 2 ? parts[parts.length - 2] : "";
}

// ---------------------------------------------------------------------------------------------
// L3S-GN1: `original/<uuid>.html`, `annotated/<uuid>.html` (boilerpipe's labels as `x-nc-selN`
// classes on the text's elements) and `url-mapping.txt` (`<urn:uuid:UUID> URL` lines).

/** The L3S-GN1 labels by their `x-nc-selN` number (0 is "not content"). */
export const L3S_LABELS: Record<string, string> = {
  "1": "headline",
  "2": "fulltext",
  "3": "supplemental",
  "4": "related",
  "5": "comments",
};

/** Whether a path belongs to the L3S-GN1 corpus inside an archive (its own or the benchmark's). */
export function wantL3s(path: string): boolean {
  return /(^|\/)l3s-gn1[^/]*\/(original\/[^/]+\.html?|annotated\/[^/]+\.html?|url-mapping\.txt)$/i.test(
    path,
  );
}

/** The labelled segments of an annotated L3S-GN1 page, in page order. */
export function l3sSegments(annotated: Uint8Array): { type: string; text: string }[] {
  const segments: { type: string; text: string; owner: object }[] = [];
  const stack: { label: string | null }[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const label = /(?:^|\s)x-nc-sel(\d)(?:\s|$)/.exec(attributes.class ?? "")?.[1] ?? null;
        stack.push({ label });
        if (name === "script" || name === "style") skip++;
      },
      onclosetag(name) {
        stack.pop();
        if ((name === "script" || name === "style") && skip > 0) skip--;
      },
      ontext(text) {
        if (skip > 0) return;
        let owner: { label: string | null } | undefined;
        for (let i = stack.length - 1; i >= 0; i--) {
          if (stack[i].label !== null) {
            owner = stack[i];
            break;
          }
        }
        if (owner === undefined || owner.label === null) return;
        const type = L3S_LABELS[owner.label];
        if (type === undefined) return;
        const last = segments[segments.length - 1];
        if (last !== undefined && last.owner === owner) last.text += text;
        else segments.push({ type, text, owner });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(decodeText(annotated));
  parser.end();
  return segments
    .map(({ type, text }) => ({ type, text: blockLines(text) }))
    .filter((segment) => segment.text !== "");
}

/** `url-mapping.txt`: page id → URL. */
export function l3sUrls(mapping: Uint8Array | undefined): Map<string, string> {
  const urls = new Map<string, string>();
  if (mapping === undefined) return urls;
  for (const line of decodeText(mapping).split(/\r?\n/)) {
    const match = /^<urn:uuid:([0-9a-f-]+)>\s+(\S.*?)\s*$/i.exec(line);
    if (match) urls.set(match[1].toLowerCase(), match[2]);
  }
  return urls;
}

/** L3S-GN1 from its `original/`, `annotated/` and `url-mapping.txt`. */
export function convertL3s(files: Files): Conversion {
  const originals = new Map<string, Uint8Array>();
  const annotated = new Map<string, Uint8Array>();
  let mapping: Uint8Array | undefined;
  for (const [path, bytes] of files) {
    const name = basename(path);
    if (name.toLowerCase() === "url-mapping.txt") mapping = bytes;
    const id = name.replace(/\.html?$/i, "").toLowerCase();
    if (parentName(path).toLowerCase() === "original") originals.set(id, bytes);
    else if (parentName(path).toLowerCase() === "annotated") annotated.set(id, bytes);
  }
  const notes: string[] = [];
  const urls = l3sUrls(mapping);
  if (mapping === undefined) notes.push("no url-mapping.txt: url and site are null");
  const pages: ConvertedPage[] = [];
  let unpaired = 0;
  for (const [id, html] of originals) {
    const labelled = annotated.get(id);
    if (labelled === undefined) {
      unpaired++;
      continue;
    }
    const segments = l3sSegments(labelled);
    const lines = (types: string[]) =>
      segments
        .filter((segment) => types.includes(segment.type))
        .map((segment) => segment.text)
        .join("\n");
    const url = urls.get(id) ?? null;
    pages.push({
      record: {
        id,
        url,
        site: siteOf(url),
        title: segments.find((segment) => segment.type === "headline")?.text ?? null,
        text: lines(["headline", "fulltext", "supplemental"]),
        comments: lines(["comments"]) || null,
        segments,
      },
      html,
    });
  }
  unpaired += [...annotated.keys()].filter((id) => !originals.has(id)).length;
  if (unpaired > 0)
    notes.push(`${unpaired} pages without both original and annotated file left out`);
  if (mapping !== undefined) {
    const missing = pages.filter((page) => page.record.url === null).length;
    if (missing > 0) notes.push(`${missing} pages not in url-mapping.txt: url and site null`);
  }
  return { pages, notes };
}

// ---------------------------------------------------------------------------------------------
// Dragnet (dragnet_data): `HTML/<id>.html` and `Corrected/<id>.html.corrected.txt`, the article
// before the line `!@#$%^&*()  COMMENTS` and the comments after it.

/**
 * What dragnet_data puts between the article and its comments (Dragnet's own reader matches it
 * with any run of spaces before `COMMENTS`).
 */
export const DRAGNET_COMMENTS = /\n*!@#\$%\^&\*\(\)\s+COMMENTS\n*/;

export function wantDragnet(path: string): boolean {
  return (
    /(^|\/)HTML\/[^/]+\.html?$/i.test(path) || /(^|\/)Corrected\/[^/]+\.corrected\.txt$/i.test(path)
  );
}

export function convertDragnet(files: Files): Conversion {
  const html = new Map<string, Uint8Array>();
  const corrected = new Map<string, Uint8Array>();
  for (const [path, bytes] of files) {
    const name = basename(path);
    if (/\.corrected\.txt$/i.test(name) && parentName(path).toLowerCase() === "corrected") {
      corrected.set(
        name.replace(/\.html?\.corrected\.txt$/i, "").replace(/\.corrected\.txt$/i, ""),
        bytes,
      );
    } else if (/\.html?$/i.test(name) && parentName(path).toLowerCase() === "html") {
      html.set(name.replace(/\.html?$/i, ""), bytes);
    }
  }
  const pages: ConvertedPage[] = [];
  let unpaired = 0;
  for (const [id, page] of html) {
    const gold = corrected.get(id);
    if (gold === undefined) {
      unpaired++;
      continue;
    }
    const text = decodeText(gold);
    const split = DRAGNET_COMMENTS.exec(text);
    const article = split === null ? text : text.slice(0, split.index);
    const comments = split === null ? "" : text.slice(split.index + split[0].length);
    const url = selfUrlOf(page);
    pages.push({
      record: {
        id,
        url,
        site: siteOf(url),
        title: null,
        text: blockLines(article),
        comments: blockLines(comments) || null,
        segments: null,
      },
      html: page,
    });
  }
  unpaired += [...corrected.keys()].filter((id) => !html.has(id)).length;
  const notes =
    unpaired > 0 ? [`${unpaired} pages without both HTML and Corrected file left out`] : [];
  return { pages, notes };
}

// ---------------------------------------------------------------------------------------------
// CleanEval development set: `en-original` pages (some wrapped in `<text id="URL" title="…"
// encoding="…">`) and `en-cleaned` texts (a `URL:` line, then `<p>`, `<h>`, `<l>` marks).

const CLEANEVAL_MARKS: Record<string, string> = { p: "paragraph", h: "heading", l: "list" };

/** The page number of a CleanEval file name (`12.html`, `12.txt`, `12-cleaned.txt`). */
export function cleanEvalNumber(path: string): string | null {
  const match = /^0*(\d+)\b/.exec(basename(path));
  return match ? match[1] : null;
}

/** The attributes of a CleanEval `<text …>` wrapper at the start of a file, if it has one. */
export function cleanEvalHeader(bytes: Uint8Array): Record<string, string> | null {
  const start = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  const match = /^\s*<text\b([^>]*)>/i.exec(start);
  if (!match) return null;
  const attributes: Record<string, string> = {};
  for (const attribute of match[1].matchAll(/([a-z-]+)\s*=\s*"([^"]*)"/gi)) {
    attributes[attribute[1].toLowerCase()] = attribute[2];
  }
  return attributes;
}

/** A cleaned CleanEval text: its `URL:` line and its marked segments in order. */
export function cleanEvalSegments(cleaned: Uint8Array): {
  url: string | null;
  segments: { type: string; text: string }[];
} {
  let text = decodeText(cleaned);
  let url: string | null = null;
  const urlLine = /^\s*URL:\s*(\S+)[^\n]*\n?/.exec(text);
  if (urlLine) {
    url = urlLine[1];
    text = text.slice(urlLine[0].length);
  }
  text = text.replace(/<\/?text\b[^>]*>/gi, "");
  const segments: { type: string; text: string }[] = [];
  const parts = text.split(/<([phl])>/i);
  // parts: [before the first mark, mark, text, mark, text, …]
  const first = collapseSpaces(parts[0].replace(/\s+/g, " "));
  if (first !== "") segments.push({ type: "paragraph", text: first });
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const body = collapseSpaces(parts[i + 1].replace(/\s+/g, " "));
    if (body !== "") segments.push({ type: CLEANEVAL_MARKS[parts[i].toLowerCase()], text: body });
  }
  return { url, segments };
}

/**
 * CleanEval's development set from its original pages and cleaned texts (one file each a page,
 * paired by number). `title` is the wrapper's `title` attribute where the page has one.
 */
export function convertCleanEval(original: Files, cleaned: Files): Conversion {
  const pagesByNumber = new Map<string, Uint8Array>();
  for (const [path, bytes] of original) {
    const number = cleanEvalNumber(path);
    if (number !== null) pagesByNumber.set(number, bytes);
  }
  const goldByNumber = new Map<string, Uint8Array>();
  for (const [path, bytes] of cleaned) {
    const number = cleanEvalNumber(path);
    if (number !== null) goldByNumber.set(number, bytes);
  }
  const pages: ConvertedPage[] = [];
  let unpaired = 0;
  let untitled = 0;
  for (const [id, html] of pagesByNumber) {
    const gold = goldByNumber.get(id);
    if (gold === undefined) {
      unpaired++;
      continue;
    }
    const header = cleanEvalHeader(html) ?? cleanEvalHeader(gold);
    const { url: urlLine, segments } = cleanEvalSegments(gold);
    const headerUrl = header?.id && /^https?:\/\//i.test(header.id) ? header.id : null;
    const url = headerUrl ?? urlLine;
    const title = header?.title ? collapseSpaces(decodeEntities(header.title)) || null : null;
    if (title === null) untitled++;
    pages.push({
      record: {
        id,
        url,
        site: siteOf(url),
        title,
        text: segments.map((segment) => segment.text).join("\n"),
        comments: null,
        segments,
      },
      html,
    });
  }
  unpaired += [...goldByNumber.keys()].filter((id) => !pagesByNumber.has(id)).length;
  const notes: string[] = [];
  if (unpaired > 0) notes.push(`${unpaired} pages without both original and cleaned file left out`);
  if (untitled > 0) notes.push(`${untitled} pages without a <text title="…"> wrapper: title null`);
  return { pages, notes };
}

// ---------------------------------------------------------------------------------------------
// WCXB: `dev/ground-truth/<id>.json` (schema 2.0: `url`, `ground_truth.{title, author,
// publish_date, main_content, main_content_markdown, with, without}`, `_internal.page_type`) and
// `dev/html/<id>.html.gz`.

export function wantWcxb(path: string): boolean {
  return /(^|\/)dev\/(ground-truth\/[^/]+\.json|html\/[^/]+\.html(\.gz)?)$/.test(path);
}

interface WcxbTruth {
  url?: string | null;
  file_id?: string;
  _internal?: { page_type?: { primary?: string } | string };
  ground_truth?: {
    title?: string | null;
    author?: string | null;
    publish_date?: string | null;
    page_type?: string | null;
    main_content?: string | null;
    main_content_markdown?: string | null;
    with?: string[];
    without?: string[];
    url?: string | null;
  };
}

export function convertWcxb(files: Files, gunzip: (bytes: Uint8Array) => Uint8Array): Conversion {
  const truths = new Map<string, Uint8Array>();
  const html = new Map<string, Uint8Array>();
  for (const [path, bytes] of files) {
    const name = basename(path);
    if (parentName(path) === "ground-truth" && name.endsWith(".json")) {
      truths.set(name.slice(0, -5), bytes);
    } else if (parentName(path) === "html") {
      const id = name.replace(/\.html(\.gz)?$/, "");
      html.set(id, name.endsWith(".gz") ? gunzip(bytes) : bytes);
    }
  }
  const pages: ConvertedPage[] = [];
  let unpaired = 0;
  let siteFromPage = 0;
  for (const [id, bytes] of truths) {
    const page = html.get(id);
    if (page === undefined) {
      unpaired++;
      continue;
    }
    const truth = JSON.parse(new TextDecoder().decode(bytes)) as WcxbTruth;
    const gold = truth.ground_truth ?? {};
    const url = truth.url ?? gold.url ?? null;
    let site = siteOf(url);
    if (site === null) {
      site = siteOf(selfUrlOf(page));
      if (site !== null) siteFromPage++;
    }
    const internalType = truth._internal?.page_type;
    const pageType =
      (typeof internalType === "string" ? internalType : internalType?.primary) ??
      gold.page_type ??
      null;
    pages.push({
      record: {
        id: truth.file_id ?? id,
        url,
        site,
        title: gold.title ?? null,
        text: gold.main_content ?? "",
        comments: null,
        segments: null,
        extra: {
          page_type: pageType,
          with: gold.with ?? [],
          without: gold.without ?? [],
          author: gold.author ?? null,
          published: gold.publish_date ?? null,
          markdown: gold.main_content_markdown ?? null,
        },
      },
      html: page,
    });
  }
  unpaired += [...html.keys()].filter((id) => !truths.has(id)).length;
  const notes: string[] = [];
  if (unpaired > 0) notes.push(`${unpaired} pages without both ground truth and HTML left out`);
  if (siteFromPage > 0)
    notes.push(`${siteFromPage} pages without a URL: site from the page's canonical link`);
  return { pages, notes };
}

// ---------------------------------------------------------------------------------------------
// Fundus: `tests/resources/parser/test_data/<country>/<Publisher>_<YYYY_MM_DD>.html.gz`, the
// expected extraction of each parser version in `<Publisher>.json` ({"V1": {...}, "V1_1": ...}),
// and each country's `meta.info` ({"<file>": {"url", "crawl_date"}}).

const FUNDUS_DIR = /(^|\/)tests\/resources\/parser\/test_data\/([a-z]{2,3})\/([^/]+)$/;

export function wantFundus(path: string): boolean {
  const match = FUNDUS_DIR.exec(path);
  return match !== null && /(\.json|\.html\.gz|^meta\.info)$/.test(match[3]);
}

interface FundusExtraction {
  title?: string | null;
  authors?: string[] | null;
  publishing_date?: string | null;
  body?: {
    summary?: string[];
    sections?: { headline?: string[]; paragraphs?: string[] }[];
  } | null;
}

/** Parser versions in the order Fundus made them: `V1` < `V1_1` < `V2` < `V10`. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.replace(/^\D+/, "").split(/[_.]/).map(Number);
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0 && !Number.isNaN(difference)) return difference;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The body as lines: the summary (lead), then each section's subheadings and paragraphs. */
export function fundusText(body: FundusExtraction["body"]): string {
  const lines: string[] = [...(body?.summary ?? [])];
  for (const section of body?.sections ?? []) {
    lines.push(...(section.headline ?? []), ...(section.paragraphs ?? []));
  }
  return blockLines(lines.join("\n"));
}

/**
 * Fundus's parser test pages. A publisher's pages pair with its parser versions in order (pages by
 * crawl date, versions as Fundus numbers them); a publisher whose counts differ is left out and
 * named. Every test page of the revision is taken.
 */
export function convertFundus(files: Files, gunzip: (bytes: Uint8Array) => Uint8Array): Conversion {
  const byCountry = new Map<string, Map<string, Uint8Array>>();
  for (const [path, bytes] of files) {
    const match = FUNDUS_DIR.exec(path);
    if (!match) continue;
    const country = match[2];
    if (!byCountry.has(country)) byCountry.set(country, new Map());
    byCountry.get(country)?.set(match[3], bytes);
  }
  const pages: ConvertedPage[] = [];
  const notes: string[] = [];
  for (const [country, entries] of [...byCountry].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const metaBytes = entries.get("meta.info");
    const meta = metaBytes
      ? (JSON.parse(new TextDecoder().decode(metaBytes)) as Record<
          string,
          { url?: string; crawl_date?: string }
        >)
      : {};
    for (const [name, bytes] of entries) {
      if (!name.endsWith(".json")) continue;
      const publisher = name.slice(0, -5);
      const extraction = JSON.parse(new TextDecoder().decode(bytes)) as Record<
        string,
        FundusExtraction
      >;
      const versions = Object.keys(extraction).sort(compareVersions);
      const htmlFiles = [...entries.keys()]
        .filter(
          (file) =>
            file.startsWith(`${publisher}_`) &&
            /^\d{4}_\d{2}_\d{2}\.html\.gz$/.test(file.slice(publisher.length + 1)),
        )
        .sort((a, b) => {
          const dateOf = (file: string) =>
            meta[file]?.crawl_date ?? file.slice(publisher.length + 1).replace(/_/g, "-");
          return dateOf(a) < dateOf(b) ? -1 : dateOf(a) > dateOf(b) ? 1 : 0;
        });
      if (htmlFiles.length === 0) continue;
      const ids = htmlFiles.map(
        (file) => `${country}-${publisher}-${file.slice(publisher.length + 1, -".html.gz".length)}`,
      );
      if (htmlFiles.length !== versions.length) {
        notes.push(
          `${country}/${publisher}: ${htmlFiles.length} pages for ${versions.length} parser versions: left out`,
        );
        continue;
      }
      htmlFiles.forEach((file, index) => {
        const id = ids[index];
        const expected = extraction[versions[index]] ?? {};
        const url = meta[file]?.url ?? null;
        const authors = (expected.authors ?? []).filter((author) => author.trim() !== "");
        pages.push({
          record: {
            id,
            url,
            site: siteOf(url),
            title: expected.title ?? null,
            text: fundusText(expected.body),
            comments: null,
            segments: null,
            extra: {
              country,
              author: authors.length > 0 ? authors.join(", ") : null,
              published: expected.publishing_date ?? null,
            },
          },
          html: gunzip(entries.get(file) as Uint8Array),
        });
      });
    }
  }
  return { pages, notes };
}
