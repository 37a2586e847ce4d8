/**
 * The dataset layout of docs/data.md: `<dataset>/README.md`, `gold.jsonl` (one record a line,
 * sorted by id) and `pages/<id>.html.gz`, and the helpers every converter shares (site names,
 * whitespace, the URL a page names for itself).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";

/** A page's gold: the fields every dataset has, then the dataset's own, in the shared copy's order. */
export interface GoldRecord {
  id: string;
  url: string | null;
  site: string | null;
  title: string | null;
  text: string;
  comments: string | null;
  segments: { type: string; text: string }[] | null;
  /** Dataset-specific fields (`page_type`, `with`, `author`, `country`…), written in this order. */
  extra?: Record<string, unknown>;
}

/** One converted page: its gold and the page's bytes exactly as the source has them. */
export interface ConvertedPage {
  record: GoldRecord;
  html: Uint8Array;
}

/** What a converter gives back: the pages, and what it noticed (left-out pages, guesses). */
export interface Conversion {
  pages: ConvertedPage[];
  notes: string[];
}

/** The host name without `www.`, lower case; null when there is no http(s) URL. */
export function siteOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    const host = parsed.hostname.toLowerCase();
    if (host === "") return null;
    return host.startsWith("www.") ? host.slice(4) : host;
  } catch {
    return null;
  }
}

/** Runs of spaces (tabs, no-break spaces…) as one space, the line trimmed. */
export function collapseSpaces(line: string): string {
  return line.replace(/[ \t\f\v\r\u00a0]+/g, " ").trim();
}

/** One block per line: each line's spaces collapsed, blank lines dropped. */
export function blockLines(text: string): string {
  return text
    .split("\n")
    .map(collapseSpaces)
    .filter((line) => line !== "")
    .join("\n");
}

/** Text of a file whose charset nobody declared: UTF-8 when it is valid UTF-8, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The URL a page gives for itself: its canonical link, else its `og:url`, else its `<base href>`
 * (the first absolute http(s) one of each kind, entities decoded); null when it names none.
 */
export function selfUrlOf(html: Uint8Array): string | null {
  const found: { canonical?: string; og?: string; base?: string } = {};
  const absolute = (value: string | undefined): string | undefined => {
    const trimmed = value?.trim();
    return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : undefined;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "link" && found.canonical === undefined) {
          const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
          if (rel.includes("canonical")) found.canonical = absolute(attributes.href);
        } else if (name === "meta" && found.og === undefined) {
          const property = (attributes.property ?? attributes.name ?? "").toLowerCase();
          if (property === "og:url") found.og = absolute(attributes.content);
        } else if (name === "base" && found.base === undefined) {
          found.base = absolute(attributes.href);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(new TextDecoder("latin1").decode(html));
  parser.end();
  return found.canonical ?? found.og ?? found.base ?? null;
}

/** HTML entities decoded (`&amp;` → `&`, `&#8211;` → `–`). */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/**
 * The order of a dataset's ids: as numbers when every id is all digits (CleanEval's 1, 2, … 60),
 * else by code unit (Dragnet's 100, 14, R1, R10, as the shared copy has them).
 */
export function idOrder(ids: readonly string[]): (a: string, b: string) => number {
  const numeric = ids.every((id) => /^\d+$/.test(id));
  return (a, b) =>
    numeric && Number(a) !== Number(b) ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;
}

/** JSON as the shared copy writes it (`{"id": "1", "url": …}`: a space after `:` and `,`). */
export function spacedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spacedJson).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, inner]) => inner !== undefined,
    );
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}: ${spacedJson(inner)}`).join(", ")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A gold record as one `gold.jsonl` line: its fields, the dataset's own, then `page`. */
export function goldLine(record: GoldRecord): string {
  const { extra, ...common } = record;
  return spacedJson({ ...common, ...(extra ?? {}), page: pagePath(record.id) });
}

/** Where a page lives in its dataset directory. */
export function pagePath(id: string): string {
  return `pages/${id}.html.gz`;
}

/** An id that can name a file: no path separators, no leading dot. */
export function safeId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id);
}

/**
 * Writes a dataset directory (which must not exist yet, or be empty): the README, `gold.jsonl`
 * sorted by id, each page gzipped. Ids must be unique and usable as file names.
 */
export function writeDataset(dir: string, pages: readonly ConvertedPage[], readme: string): void {
  const order = idOrder(pages.map((page) => page.record.id));
  const sorted = [...pages].sort((a, b) => order(a.record.id, b.record.id));
  const seen = new Set<string>();
  for (const { record } of sorted) {
    if (!safeId(record.id)) throw new Error(`page id ${JSON.stringify(record.id)} is no file name`);
    if (seen.has(record.id)) throw new Error(`page id ${record.id} twice`);
    seen.add(record.id);
  }
  mkdirSync(join(dir, "pages"), { recursive: true });
  for (const { record, html } of sorted) {
    writeFileSync(join(dir, pagePath(record.id)), gzipSync(html));
  }
  writeFileSync(
    join(dir, "gold.jsonl"),
    sorted.map(({ record }) => `${goldLine(record)}\n`).join(""),
  );
  writeFileSync(join(dir, "README.md"), readme);
}
