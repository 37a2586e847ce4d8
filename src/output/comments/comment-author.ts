import type { Element } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { classTokens } from "../../features/facts/class-tokens.js";
import { propertyNames } from "../../metadata/microdata.js";
import { visibleText } from "../../parse/visible-text.js";
import { normalizeWhitespace } from "../../text/tokenize.js";
import { BYLINE_PREFIX } from "../../vocabulary/bylines.js";
import { COMMENT_AUTHOR_TOKENS } from "../../vocabulary/comments.js";
import { SIGN_OFF } from "../../vocabulary/output-comments.js";
import { MAX_HEADER_WORDS } from "./comment-date.js";
import { commenterName } from "./commenter-name.js";

/** A comment's author and the element that names them. */
export interface CommentAuthor {
  readonly name: string;
  readonly element: Element;
}

/**
 * Who wrote a comment, from its own elements (`commentElements`), by the first kind of mark that
 * names someone: microdata `author` (its `name` when nested), an hCard `fn`, a profile link's
 * `data-user-card` or `data-username` (Discourse, Disqus), a class or id naming an author or user
 * (`comment-author`, `username`), a `<cite>` outside the comment's prose (WordPress and Disqus
 * put the name there); else the first of the comment's header blocks
 * (`headerBlocks`) that is short and opens like a byline ("by jane (579941)" under Slashdot's
 * comment title).
 */
export function commentAuthor(
  elements: readonly Element[],
  header: readonly Block[],
): CommentAuthor | undefined {
  for (const isMark of AUTHOR_MARKS)
    for (const element of elements) {
      if (!isMark(element)) continue;
      const name = isSignOff(element) ? signOffName(element) : commenterName(markedText(element));
      if (name !== undefined) return { name, element };
    }
  for (const block of header) {
    const byline = block.wordCount <= MAX_HEADER_WORDS && BYLINE_PREFIX.test(block.text);
    const name = byline ? commenterName(block.text) : undefined;
    if (name !== undefined) return { name, element: block.element };
  }
  return undefined;
}

/**
 * A sign-off line's name ("— Posted by Tom, Manhattan Beach CA" gives "Tom"): the words after the
 * dash and "Posted by", up to a comma that starts the writer's place.
 */
function signOffName(element: Element): string | undefined {
  const text = visibleText(element);
  if (!SIGN_OFF.test(text)) return undefined;
  return commenterName(text.replace(SIGN_OFF, "").split(",")[0]);
}

/**
 * A `<cite>` (or paragraph) that is its paragraph's whole text and opens with a dash: the
 * sign-off a newspaper blog ends each comment with.
 */
function isSignOff(element: Element): boolean {
  if (element.name !== "cite") return false;
  const parent = element.parent;
  if (parent === null || parent.type !== "tag") return false;
  return (
    normalizeWhitespace(visibleText(parent as Element)) ===
      normalizeWhitespace(visibleText(element)) && SIGN_OFF.test(visibleText(element))
  );
}

const AUTHOR_MARKS: ReadonlyArray<(element: Element) => boolean> = [
  (element) => propertyNames(element).includes("author"),
  (element) => classTokens(element).includes("fn"),
  (element) => USER_ATTRIBUTES.some((name) => element.attribs[name] !== undefined),
  (element) => classTokens(element).some((token) => COMMENT_AUTHOR_TOKENS.has(token)),
  (element) => element.name === "cite" && (!isInProse(element) || isSignOff(element)),
];

/**
 * Attributes a discussion system puts on the link to a poster's profile: Discourse's
 * `data-user-card`, Disqus's `data-username`. Only a link with text names them (the avatar's has
 * none).
 */
const USER_ATTRIBUTES = ["data-user-card", "data-username"];

/**
 * Whether an element names a poster by its markup (microdata `author`, `fn`, a profile link's
 * attributes, an author or user class): a second name beside the author's mark (Discourse's
 * handle after the full name) is no part of the comment either.
 */
export function isPosterMark(element: Element): boolean {
  return AUTHOR_MARKS.slice(0, 4).some((isMark) => isMark(element));
}

/** An element's text, or for a microdata item its `name` property's. */
function markedText(element: Element): string {
  if (!("itemscope" in element.attribs)) return element.attribs.content ?? visibleText(element);
  const name = findNameProperty(element);
  return name === undefined ? visibleText(element) : (name.attribs.content ?? visibleText(name));
}

function findNameProperty(item: Element): Element | undefined {
  for (const child of item.children) {
    if (child.type !== "tag") continue;
    const element = child as Element;
    if (propertyNames(element).includes("name")) return element;
    const nested = "itemscope" in element.attribs ? undefined : findNameProperty(element);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** A `<cite>` in a paragraph or quotation cites a work, not the commenter. */
function isInProse(element: Element): boolean {
  for (
    let parent = element.parent;
    parent !== null && parent.type === "tag";
    parent = parent.parent
  )
    if (["p", "blockquote", "q"].includes((parent as Element).name)) return true;
  return false;
}
