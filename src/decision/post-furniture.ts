import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { classTokens } from "../features/facts/class-tokens.js";
import { isCommentContainer } from "../features/facts/comment-markup.js";
import { visibleText } from "../parse/visible-text.js";
import { countWords } from "../text/tokenize.js";
import { COMMENT_FURNITURE_TOKENS } from "../vocabulary/output-comments.js";
import { withoutBlocksUnder } from "./blocks-under.js";

/**
 * The selection without the furniture of a thread's posts and comments: blocks under an element
 * inside a post or comment container (`isCommentContainer`) that a class word of
 * COMMENT_FURNITURE_TOKENS names, or a `<menu>` — the poster's profile beside a forum post
 * ("Senior Member", "Joined: Feb 2019", "Posts: 7"), a signature, a reaction or voting bar, the
 * action row. When a forum page's thread is its content (decision 0064) these are selected with
 * the posts; the comment list already leaves them out of each comment's text (decision 0059).
 * Furniture holds less than half its post's words: a class word on the post's own wrapper
 * (`div.post-actions-wrap` around the whole post) is not furniture.
 */
export function withoutPostFurniture(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isPostFurniture);
}

function isPostFurniture(element: Element): boolean {
  if (
    element.name !== "menu" &&
    !(
      MENTIONS_FURNITURE.test(`${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`) &&
      classTokens(element).some((token) => TEXT_FURNITURE_TOKENS.has(token))
    )
  )
    return false;
  if (isCommentContainer(element)) return false;
  for (let node = element.parent; node !== null; node = node.parent)
    if (node.type === "tag" && isCommentContainer(node as Element))
      return wordCount(element) * 2 < wordCount(node as Element);
  return false;
}

/**
 * COMMENT_FURNITURE_TOKENS but `parent`: the comment list reads it as a reply's link to its
 * parent, but forum themes also name the post's whole wrapper so (`div.post-container-parent`).
 */
const TEXT_FURNITURE_TOKENS: ReadonlySet<string> = new Set(
  [...COMMENT_FURNITURE_TOKENS].filter((token) => token !== "parent"),
);

/** A cheap test before `classTokens`: the class names or id hold one of the words somewhere. */
const MENTIONS_FURNITURE = new RegExp([...TEXT_FURNITURE_TOKENS].join("|"), "i");

function wordCount(element: Element): number {
  return countWords(visibleText(element));
}
