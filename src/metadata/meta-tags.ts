import type { DocumentIndex } from "../parse/document-index.js";
import { normalizeWhitespace } from "../text/tokenize.js";

/**
 * `<meta>` values by lower-cased key (`name`, `property` or `itemprop`; `http-equiv` for
 * content-language). The first non-empty value of a key wins, as pages repeat keys in templates.
 */
export function metaTagValues(index: DocumentIndex): Map<string, string> {
  const values = new Map<string, string>();
  for (const meta of index.headElements) {
    if (meta.name !== "meta") continue;
    const content = normalizeWhitespace(meta.attribs.content ?? "");
    if (content === "") continue;
    for (const attribute of ["property", "name", "itemprop", "http-equiv"]) {
      const key = meta.attribs[attribute]?.trim().toLowerCase();
      if (key && !values.has(key)) values.set(key, content);
    }
  }
  return values;
}

/** The value of the first key of `keys` the page has. */
export function firstMetaValue(
  values: ReadonlyMap<string, string>,
  keys: readonly string[],
): string | undefined {
  for (const key of keys) {
    const value = values.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
}
