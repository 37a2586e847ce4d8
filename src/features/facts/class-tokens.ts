import type { Element } from "domhandler";

const CAMEL_HUMP = /([a-z])([A-Z])/g;
const HAS_UPPER = /[A-Z]/;
const NON_LETTERS = /[^a-z]+/;

/**
 * Words of an element's `class` and `id` attributes (Yao & Zuo §III-B): camelCase humps, digits
 * and punctuation split words, everything is lowercased, one-letter pieces are dropped.
 * `"post-body commentList2"` → `["post", "body", "comment", "list"]`.
 */
export function classTokens(element: Element): string[] {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return [];
  const raw = `${className ?? ""} ${id ?? ""}`;
  // Most attributes are already lowercase: skip the hump split and lowercasing for them.
  const lowercase = HAS_UPPER.test(raw) ? raw.replace(CAMEL_HUMP, "$1 $2").toLowerCase() : raw;
  const tokens: string[] = [];
  for (const piece of lowercase.split(NON_LETTERS)) {
    if (piece.length > 1 && !tokens.includes(piece)) tokens.push(piece);
  }
  return tokens;
}
