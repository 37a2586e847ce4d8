import type { Document, Element } from "domhandler";
import { findOne } from "domutils";
import { type DocumentIndex, documentIndex } from "../parse/document-index.js";
import { absoluteUrl } from "../parse/urls.js";
import { visibleText } from "../parse/visible-text.js";
import { textLanguage } from "../text/text-language.js";
import { normalizeWhitespace } from "../text/tokenize.js";
import { AUTHOR_LINK_LABEL, META_KEYS } from "../vocabulary/metadata-keys.js";
import { toIsoDate } from "./dates.js";
import {
  firstOf,
  type JsonLdNode,
  jsonLdNodes,
  jsonLdString,
  mainItem,
  nodesById,
  siteItem,
} from "./json-ld.js";
import { firstMetaValue, metaTagValues } from "./meta-tags.js";
import { microdataValues } from "./microdata.js";
import { plainText, readableText } from "./readable-text.js";

/** What the page says about itself. Every field is null when the page does not say it (the language excepted). */
export interface PageMetadata {
  readonly author: string | null;
  /**
   * Publication date, ISO 8601: a date, or a date and time; with Z or the page's offset when the
   * page names its zone, without one when it does not (never the zone of the machine pith runs on).
   */
  readonly published: string | null;
  readonly siteName: string | null;
  /**
   * BCP 47 language tag (`en`, `en-US`) the page declares; when it declares none, the language of
   * its main text where that is clear (`textLanguage`: `zh`, `ja`, `ko`, `en`, `de`, …).
   */
  readonly language: string | null;
  /** Canonical address, absolute. */
  readonly canonicalUrl: string | null;
  readonly description: string | null;
  /** Main image address, absolute when the page address is known. */
  readonly image: string | null;
}

/** The page's metadata sources, parsed once and shared by metadata and title selection. */
export interface MetadataSources {
  readonly document: Document;
  /** The elements the lookups read, gathered in one walk of `document`. */
  readonly index: DocumentIndex;
  /** Resolves relative addresses; undefined when the page address is unknown. */
  readonly baseUrl: string | undefined;
  readonly jsonLd: readonly JsonLdNode[];
  /** The JSON-LD node of the page's main item (article, product, …). */
  readonly jsonLdMain: JsonLdNode | undefined;
  readonly jsonLdById: ReadonlyMap<string, JsonLdNode>;
  readonly meta: ReadonlyMap<string, string>;
  readonly microdata: ReadonlyMap<string, string>;
}

export function metadataSources(document: Document, baseUrl: string | undefined): MetadataSources {
  const index = documentIndex(document);
  const jsonLd = jsonLdNodes(index);
  return {
    document,
    index,
    baseUrl,
    jsonLd,
    jsonLdMain: mainItem(jsonLd),
    jsonLdById: nodesById(jsonLd),
    meta: metaTagValues(index),
    microdata: microdataValues(index),
  };
}

/**
 * Metadata from, in order of trust: JSON-LD (the publisher's structured data), OpenGraph and other
 * `<meta>` tags, microdata, then plain HTML (`<html lang>`, `<link rel=canonical>`); the language,
 * when none of them gives it, from `mainText` (the extracted content).
 */
export function extractMetadata(sources: MetadataSources, mainText = ""): PageMetadata {
  return {
    author: author(sources),
    published: published(sources),
    siteName: siteName(sources),
    language: language(sources) ?? textLanguage(mainText) ?? null,
    canonicalUrl: canonicalUrl(sources),
    description: description(sources),
    image: image(sources),
  };
}

/** A field of the main JSON-LD item as text. */
export function jsonLdField(
  sources: MetadataSources,
  key: string,
  keys?: readonly string[],
): string | undefined {
  const main = sources.jsonLdMain;
  return main === undefined ? undefined : jsonLdString(main[key], sources.jsonLdById, keys);
}

function author(sources: MetadataSources): string | null {
  const fromMeta = firstNonUrlMeta(sources, META_KEYS.author);
  const candidates = [
    jsonLdField(sources, "author") ?? jsonLdField(sources, "creator"),
    fromMeta,
    sources.microdata.get("author"),
    relAuthorText(sources.index),
  ];
  const names = usableTexts(candidates, (text) => plainText(text).replace(/^by\s+/i, ""));
  // A handle (`twitter:creator`'s "@lancewhit") names an account: a person's name anywhere wins.
  return names.find((name) => !name.startsWith("@")) ?? names[0] ?? null;
}

function published(sources: MetadataSources): string | null {
  const candidates = [
    jsonLdField(sources, "datePublished") ?? jsonLdField(sources, "dateCreated"),
    firstMetaValue(sources.meta, META_KEYS.published),
    sources.microdata.get("datepublished"),
    pubdateTime(sources.index),
  ];
  for (const candidate of candidates) {
    const iso = candidate === undefined ? undefined : toIsoDate(candidate);
    if (iso !== undefined) return iso;
  }
  return null;
}

function siteName(sources: MetadataSources): string | null {
  const site = siteItem(sources.jsonLd);
  const names = usableTexts(
    [
      firstMetaValue(sources.meta, ["og:site_name"]),
      jsonLdField(sources, "publisher"),
      site === undefined ? undefined : jsonLdString(site.name, sources.jsonLdById),
      firstNonUrlMeta(sources, META_KEYS.siteName),
    ],
    readableText,
  );
  return names[0] ?? null;
}

/** The value of the first of `keys` the page has that is not a URL (a profile link, a home page). */
function firstNonUrlMeta(sources: MetadataSources, keys: readonly string[]): string | undefined {
  return firstMetaValue(
    sources.meta,
    keys.filter((key) => !isUrl(sources.meta.get(key))),
  );
}

/** The candidates as `read` gives them, in order, without the empty ones and the URLs. */
function usableTexts(
  candidates: ReadonlyArray<string | undefined>,
  read: (text: string) => string,
): string[] {
  return candidates.flatMap((candidate) => {
    const text = candidate === undefined ? "" : read(candidate);
    return text === "" || isUrl(text) ? [] : [text];
  });
}

function language(sources: MetadataSources): string | null {
  const html = findOne(
    (element: Element) => element.name === "html",
    sources.document.children,
    false,
  );
  const candidates = [
    html?.attribs.lang,
    html?.attribs["xml:lang"],
    firstMetaValue(sources.meta, META_KEYS.language),
    jsonLdField(sources, "inLanguage"),
    sources.microdata.get("inlanguage"),
  ];
  for (const candidate of candidates) {
    const tag = candidate?.trim().split(/[,;]/)[0].trim().replace(/_/g, "-");
    if (!tag || !/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag)) continue;
    const canonical = canonicalLanguageTag(tag);
    if (canonical !== undefined) return canonical;
  }
  return null;
}

/**
 * The tag in BCP 47's canonical form (`EN` → `en`, `en-us` → `en-US`, `iw` → `he`), so records
 * group by language without case games; undefined for tags that are not well-formed or say
 * "undetermined" (`und`).
 */
function canonicalLanguageTag(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical === "und" || canonical.startsWith("und-") ? undefined : canonical;
  } catch {
    return undefined;
  }
}

function canonicalUrl(sources: MetadataSources): string | null {
  const link = sources.index.headElements.find(
    (element) =>
      element.name === "link" && relOf(element).includes("canonical") && !!element.attribs.href,
  );
  const candidates = [
    link?.attribs.href,
    firstMetaValue(sources.meta, META_KEYS.canonical),
    jsonLdField(sources, "mainEntityOfPage", ["@id", "url"]) ??
      jsonLdField(sources, "url", ["url", "@id"]),
  ];
  return firstAbsolute(candidates, sources.baseUrl);
}

function description(sources: MetadataSources): string | null {
  const found =
    firstMetaValue(sources.meta, META_KEYS.description) ?? jsonLdField(sources, "description");
  const text = found === undefined ? "" : plainText(found);
  return text === "" ? null : text;
}

function image(sources: MetadataSources): string | null {
  const main = sources.jsonLdMain;
  const candidates = [
    firstMetaValue(sources.meta, META_KEYS.image),
    main === undefined
      ? undefined
      : jsonLdString(firstOf(main.image), sources.jsonLdById, ["url", "contentUrl", "@id"]),
    sources.microdata.get("image"),
  ];
  return firstAbsolute(candidates, sources.baseUrl);
}

/** The first candidate that is a URL: made absolute when a base is known, else kept only if already absolute. */
function firstAbsolute(
  candidates: ReadonlyArray<string | undefined>,
  baseUrl: string | undefined,
): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = absoluteUrl(candidate, baseUrl);
    if (url !== undefined && /^https?:/i.test(url)) return url;
  }
  return null;
}

/** The text of the first `rel=author` link, unless it is the link's label ("View more posts"). */
function relAuthorText(index: DocumentIndex): string | undefined {
  const link = index.relAnchors.find((anchor) => relOf(anchor).includes("author"));
  const text = link === undefined ? "" : normalizeWhitespace(visibleText(link));
  return text === "" || AUTHOR_LINK_LABEL.test(text) ? undefined : text;
}

function pubdateTime(index: DocumentIndex): string | undefined {
  const time = index.times.find(
    (element) => "pubdate" in element.attribs && !!element.attribs.datetime,
  );
  return time?.attribs.datetime;
}

function relOf(element: Element): string[] {
  return (element.attribs.rel ?? "").toLowerCase().split(/\s+/);
}

function isUrl(value: string | undefined): boolean {
  return value !== undefined && /^https?:\/\//i.test(value);
}
