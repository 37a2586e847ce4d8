import { normalizeWhitespace } from "../text/tokenize.js";
import { META_KEYS } from "../vocabulary/metadata-keys.js";
import { plainText } from "./readable-text.js";
import type { MetadataSources } from "./sources.js";

/** What the page says it is about. */
export interface PageTerms {
  /** `article:tag` values and their kin, one topic per tag. */
  readonly tags: string[];
  /** The site's sections the page is filed under: `article:section`, JSON-LD `articleSection`. */
  readonly categories: string[];
  /** `<meta name=keywords>` and JSON-LD `keywords`, split at commas. */
  readonly keywords: string[];
}

/** Topics longer than this are sentences pasted into a field, not topics. */
const MAX_TERM_CHARACTERS = 80;

export function pageTerms(sources: MetadataSources): PageTerms {
  const main = sources.jsonLdMain;
  return {
    tags: distinct(repeatedMetaValues(sources, META_KEYS.tag)),
    categories: distinct([
      ...jsonLdTexts(main?.articleSection),
      ...repeatedMetaValues(sources, META_KEYS.category),
    ]),
    keywords: distinct(
      [
        ...META_KEYS.keywords.map((key) => sources.meta.get(key)),
        ...jsonLdTexts(main?.keywords),
      ].flatMap((list) => (list === undefined ? [] : list.split(/[,;]/))),
    ),
  };
}

/** Every value of `keys` in the page's `<meta>` tags: repeated tags each give one. */
function repeatedMetaValues(sources: MetadataSources, keys: readonly string[]): string[] {
  return sources.index.headElements.flatMap((element) => {
    const key = (element.attribs.property ?? element.attribs.name ?? "").trim().toLowerCase();
    return element.name === "meta" && keys.includes(key) && element.attribs.content
      ? [element.attribs.content]
      : [];
  });
}

/** A JSON-LD string or list of strings, each as text. */
function jsonLdTexts(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is string => typeof item === "string");
}

/** The terms as a reader sees them, each once (compared without case), in order. */
function distinct(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const term of terms) {
    const text = normalizeWhitespace(plainText(term));
    const key = text.toLowerCase();
    if (text === "" || text.length > MAX_TERM_CHARACTERS || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}
