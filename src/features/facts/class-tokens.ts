import type { Element } from "domhandler";

const CAMEL_HUMP = /([a-z])([A-Z])/g;
const HAS_UPPER = /[A-Z]/;

/**
 * Words of an element's `class` and `id` attributes (Yao & Zuo §III-B): camelCase humps, digits
 * and punctuation split words, everything is lowercased, one-letter pieces are dropped.
 * `"post-body commentList2"` → `["post", "body", "comment", "list"]`.
 */
export function classTokens(element: Element): string[] {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return [];
  return attributeTokens(`${className ?? ""} ${id ?? ""}`);
}

/** The words of one class or id value, as `classTokens` splits them. */
export function attributeTokens(raw: string): string[] {
  // Most attributes are already lowercase: skip the hump split and lowercasing for them.
  const lowercase = HAS_UPPER.test(raw) ? raw.replace(CAMEL_HUMP, "$1 $2").toLowerCase() : raw;
  // The runs of a-z: what splitting at every other character leaves.
  const tokens: string[] = [];
  let start = 0;
  for (let i = 0; i <= lowercase.length; i++) {
    const code = lowercase.charCodeAt(i); // NaN past the end: ends the last run
    if (code >= 97 && code <= 122) continue;
    if (i - start > 1) {
      const piece = lowercase.slice(start, i);
      if (!tokens.includes(piece)) tokens.push(piece);
    }
    start = i + 1;
  }
  return tokens;
}
