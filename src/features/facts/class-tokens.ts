import type { Element } from "domhandler";

const CAMEL_HUMP = /([a-z])([A-Z])/g;
const NON_LETTERS = /[^a-z]+/;

/**
 * Words of an element's `class` and `id` attributes (Yao & Zuo §III-B): camelCase humps, digits
 * and punctuation split words, everything is lowercased, one-letter pieces are dropped.
 * `"post-body commentList2"` → `["post", "body", "comment", "list"]`.
 */
export function classTokens(element: Element): string[] {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return [];
  const raw = `${className ?? ""} ${id ?? ""}`.replace(CAMEL_HUMP, "$1 $2").toLowerCase();
  const tokens: string[] = [];
  for (const piece of raw.split(NON_LETTERS))
    if (piece.length > 1 && !tokens.includes(piece)) tokens.push(piece);
  return tokens;
}
