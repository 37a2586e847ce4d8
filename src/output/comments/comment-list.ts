import { type Element, isTag, type Text } from "domhandler";
import type { Block, SegmentedPage } from "../../blocks/block.js";
import { classTokens } from "../../features/facts/class-tokens.js";
import { hasVisibleCharacter, normalizeWhitespace } from "../../text/tokenize.js";
import { COMMENT_ACTION_LABEL, JOINING_WORDS } from "../../vocabulary/comments.js";
import {
  COMMENT_FURNITURE_TOKENS,
  COMMENT_NUMBER_LINE,
  HEADER_REST_WORD,
} from "../../vocabulary/output-comments.js";
import { outputText } from "../text.js";
import { commentAuthor, isPosterMark } from "./comment-author.js";
import { type CommentDate, commentDate, headerBlocks } from "./comment-date.js";
import { commentElements, isWithin } from "./comment-elements.js";
import { type CommentItem, commentItems } from "./comment-items.js";
import { commenterName } from "./commenter-name.js";

/** One user comment: who wrote it and when, where the page says, and what it says. */
export interface UserComment {
  /** The commenter's name as the page prints it; null when the page gives none. */
  readonly author: string | null;
  /** ISO 8601 (a day, or a day and time), null when the page gives no date pith can read. */
  readonly published: string | null;
  /** The comment's blocks, one per line, without its author and date line and action links. */
  readonly text: string;
}

/**
 * The comments that the selected comment blocks form (`commentItems`), in page order, each with
 * its author (`commentAuthor`, else the name beside the date in its header line: "by Jane on
 * March 14, 2024") and date (`commentDate`), whose words leave its text (`textBesideMarks`), as do
 * lone action links ("Reply"). A comment with no text left is dropped.
 */
export function commentList(page: SegmentedPage, selection: Uint8Array): UserComment[] {
  const blocks = page.blocks.filter(
    (block) => selection[block.index] === 1 && hasVisibleCharacter(outputText(block)),
  );
  return commentItems(blocks)
    .map(userComment)
    .filter((comment) => comment.text !== "");
}

function userComment(item: CommentItem): UserComment {
  const elements = commentElements(item);
  const header = headerBlocks(item.blocks);
  const date = commentDate(elements, header);
  const marked = commentAuthor(elements, header);
  const author = marked?.name ?? nameBesideDate(date);
  const marks = [marked?.element, date?.element].filter(
    (element): element is Element => element !== undefined,
  );
  const text = item.blocks
    .filter(
      (block, index) =>
        !COMMENT_ACTION_LABEL.test(block.text) &&
        !(index === 0 && COMMENT_NUMBER_LINE.test(block.text)) &&
        !isFurniture(block, item.elements),
    )
    .map((block) => textBesideMarks(block, marks, author))
    .filter((line) => line !== "")
    .join("\n");
  return { author: author ?? null, published: date?.published ?? null, text };
}

function nameBesideDate(date: CommentDate | undefined): string | undefined {
  return date?.line === undefined ? undefined : commenterName(date.line);
}

/**
 * A block's text without the author's name and the date: none for a block inside the element
 * giving them (the header line); for a block around it ("Jane says: Great post!") the rest, when
 * more than the words joining a name to its comment, or a comment's number, are left.
 */
function textBesideMarks(
  block: Block,
  marks: readonly Element[],
  author: string | undefined,
): string {
  if (marks.some((mark) => isWithin(block.element, mark))) return "";
  const inside = marks.filter((mark) => isWithin(mark, block.element));
  if (inside.length === 0) return outputText(block);
  const rest = block.textNodes
    .filter(
      (node) =>
        !inside.some((mark) => isWithin(node, mark)) && !isInFurniture(node, block.element, true),
    )
    .map((node) => node.data)
    .join("");
  const said = normalizeWhitespace(rest).replace(JOINING_WORDS, "");
  return /\p{L}/u.test(said) && !isHeaderRest(said, author) ? said : "";
}

/**
 * Whether what a header line holds beside its marks is only the words around them: "jane
 * commented", "Post by jane »" (the name again, the author's other mark).
 */
function isHeaderRest(rest: string, author: string | undefined): boolean {
  const words = author === undefined ? rest : rest.split(author).join(" ");
  return words
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => HEADER_REST_WORD.test(word));
}

/**
 * A block of a comment's furniture, inside an element of the comment (not the comment's own
 * container) that a class word of COMMENT_FURNITURE_TOKENS names: the poster's profile beside a
 * forum post ("Registered User", "Posts: 120"), a signature, a reaction bar, a menu.
 */
function isFurniture(block: Block, containers: readonly Element[]): boolean {
  for (let depth = block.ancestors.length - 1; depth >= 0; depth--) {
    const ancestor = block.ancestors[depth];
    if (containers.includes(ancestor)) break;
    if (isFurnitureElement(ancestor)) return true;
  }
  const shown = block.textNodes.filter((node) => hasVisibleCharacter(node.data));
  return shown.length > 0 && shown.every((node) => isInFurniture(node, block.element));
}

/**
 * Whether a text node of a header line sits in furniture inside it (a "Mod" badge) or, when
 * `names` is set, in another mark naming a poster.
 */
function isInFurniture(node: Text, line: Element, names = false): boolean {
  for (let parent = node.parent; parent !== null && parent !== line; parent = parent.parent)
    if (isTag(parent) && (isFurnitureElement(parent) || (names && isPosterMark(parent))))
      return true;
  return false;
}

function isFurnitureElement(element: Element): boolean {
  return (
    element.name === "menu" ||
    classTokens(element).some((token) => COMMENT_FURNITURE_TOKENS.has(token))
  );
}
