import type { Element } from "domhandler";
import { findOne } from "domutils";
import { absoluteUrl } from "../parse/urls.js";
import { textLanguage } from "../text/text-language.js";
import { META_KEYS } from "../vocabulary/metadata-keys.js";
import { authorNames } from "./authors.js";
import { type TextDirection, textDirection } from "./direction.js";
import { firstParagraphExcerpt } from "./excerpt.js";
import { headlineLines } from "./headline-lines.js";
import { firstOf, jsonLdString, siteItem } from "./json-ld.js";
import { firstMetaValue } from "./meta-tags.js";
import { publicationDates } from "./publication-dates.js";
import { plainText, readableText } from "./readable-text.js";
import { isUrl, jsonLdField, type MetadataSources, relOf } from "./sources.js";
import { pageTerms } from "./terms.js";

export { jsonLdField, type MetadataSources, metadataSources } from "./sources.js";

/** What the page says about itself. Every field is null (a list empty) when the page does not say it. */
export interface PageMetadata {
  /** The authors' names joined with ", " (as `authors` lists them); kept for readers of one string. */
  readonly author: string | null;
  /**
   * The people the page names as its authors, each once: from JSON-LD (a forum thread's or a
   * question's too), `<meta name=author>`, the byline or thread starter beside the headline,
   * microdata, a `rel=author` link or a byline element ("By …" dropped); never a `@handle`, a
   * JSON-LD Organization, an e-mail, a URL or a desk ("Staff"); the site's name only where the
   * page declares it its author and names no one else.
   */
  readonly authors: string[];
  /**
   * Publication date, ISO 8601: a date, or a date and time; with Z or the page's offset when the
   * page names its zone, without one when it does not (never the zone of the machine pith runs on).
   * The day the page shows beside its headline ("Published March 14, 2024", "14. März 2024",
   * "2024年3月14日", not one labelled "Updated") when it shows one, with the structured time when
   * that falls on the same day; else structured data; else the address (`/2024/03/14/`), a
   * header's `<time>` or the dateline when they agree.
   */
  readonly published: string | null;
  /** Last modification date (JSON-LD `dateModified`, `article:modified_time`, …), ISO 8601 as `published`. */
  readonly modified: string | null;
  /** The site's name (`og:site_name`, JSON-LD publisher, `application-name`): never a handle or an address. */
  readonly siteName: string | null;
  /**
   * BCP 47 language tag (`en`, `en-US`) the page declares; when it declares none, the language of
   * its main text where that is clear (`textLanguage`: `zh`, `ja`, `ru`, `ar`, `en`, …).
   */
  readonly language: string | null;
  /** Text direction: the page's `dir`, else its language's (ar, he, fa, ur… are rtl). */
  readonly dir: TextDirection | null;
  /** Canonical address, absolute. */
  readonly canonicalUrl: string | null;
  /** The description the page declares (`<meta name=description>`, OpenGraph, JSON-LD). */
  readonly description: string | null;
  /** A summary: the declared description, else the main text's first paragraph (≤ ~300 characters). */
  readonly excerpt: string | null;
  /** Main image address, absolute when the page address is known. */
  readonly image: string | null;
  /** `article:tag`s: one topic each. */
  readonly tags: string[];
  /** Sections the page is filed under: `article:section`, JSON-LD `articleSection`. */
  readonly categories: string[];
  /** `<meta name=keywords>` and JSON-LD `keywords`, split at commas. */
  readonly keywords: string[];
}

/**
 * Metadata from, in order of trust: JSON-LD (the publisher's structured data), OpenGraph and other
 * `<meta>` tags, microdata, then plain HTML (`<html lang>`, `<link rel=canonical>`, bylines);
 * from `mainText` (the extracted content) when none of them gives it: the language, the excerpt,
 * the dateline's date.
 */
export function extractMetadata(sources: MetadataSources, mainText = ""): PageMetadata {
  const site = siteName(sources);
  const headline = headlineLines(sources.document);
  const authors = authorNames(sources, site, headline);
  const language = declaredLanguage(sources) ?? textLanguage(mainText) ?? null;
  const declaredDescription = description(sources);
  return {
    author: authors.length > 0 ? authors.join(", ") : null,
    authors,
    ...publicationDates(sources, mainText, headline),
    siteName: site,
    language,
    dir: textDirection(sources.document, language),
    canonicalUrl: canonicalUrl(sources),
    description: declaredDescription,
    excerpt: declaredDescription ?? firstParagraphExcerpt(mainText),
    image: image(sources),
    ...pageTerms(sources),
  };
}

/**
 * The site's name from the first source that gives a name: `og:site_name`, the JSON-LD publisher
 * or WebSite, `application-name` and its kin. A handle (`@citynews`) or an address is no name: a
 * host name (`citynews.com`) is kept only when no source gives a name.
 */
function siteName(sources: MetadataSources): string | null {
  const site = siteItem(sources.jsonLd);
  const names = [
    firstMetaValue(sources.meta, ["og:site_name"]),
    jsonLdField(sources, "publisher"),
    site === undefined ? undefined : jsonLdString(site.name, sources.jsonLdById),
    ...META_KEYS.siteName.map((key) => sources.meta.get(key)),
  ].flatMap((candidate) => {
    const text = candidate === undefined ? "" : readableText(candidate);
    return text === "" || text.startsWith("@") || isUrl(text) ? [] : [text];
  });
  return names.find((name) => !HOST_NAME.test(name)) ?? names[0] ?? null;
}

/** A bare host name: words joined by dots, ending in a top-level domain. */
const HOST_NAME = /^(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/i;

function declaredLanguage(sources: MetadataSources): string | null {
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
