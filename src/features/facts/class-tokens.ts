import type { Element } from "domhandler";
import { COMMENT_STATE_CLASS } from "../../vocabulary/comments.js";

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
  return attributeTokens(
    `${className === undefined ? "" : withoutStateNames(className)} ${id ?? ""}`,
  );
}

/**
 * A class attribute without the class names that say whether an element has or allows comments
 * rather than what it is (COMMENT_STATE_CLASS): read as words, TimesLive's article wrapper
 * `div#article.comments-enabled` was a comment section to every model.
 */
function withoutStateNames(className: string): string {
  if (!MAY_HOLD_STATE_NAME.test(className)) return className;
  return className
    .split(/\s+/)
    .filter((name) => !COMMENT_STATE_CLASS.test(name))
    .join(" ");
}

/** A cheap test before splitting the attribute: only class names that mention comments are dropped. */
const MAY_HOLD_STATE_NAME = /comment/i;

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
