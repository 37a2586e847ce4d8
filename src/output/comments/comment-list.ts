import type { Element } from "domhandler";
import type { Block, SegmentedPage } from "../../blocks/block.js";
import { hasVisibleCharacter, normalizeWhitespace } from "../../text/tokenize.js";
import { COMMENT_ACTION_LABEL, JOINING_WORDS } from "../../vocabulary/comments.js";
import { COMMENT_NUMBER_LINE } from "../../vocabulary/output-comments.js";
import { outputText } from "../text.js";
import { commentAuthor } from "./comment-author.js";
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
        !(index === 0 && COMMENT_NUMBER_LINE.test(block.text)),
    )
    .map((block) => textBesideMarks(block, marks))
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
function textBesideMarks(block: Block, marks: readonly Element[]): string {
  if (marks.some((mark) => isWithin(block.element, mark))) return "";
  const inside = marks.filter((mark) => isWithin(mark, block.element));
  if (inside.length === 0) return outputText(block);
  const rest = block.textNodes
    .filter((node) => !inside.some((mark) => isWithin(node, mark)))
    .map((node) => node.data)
    .join("");
  const said = normalizeWhitespace(rest).replace(JOINING_WORDS, "");
  return /\p{L}/u.test(said) ? said : "";
}
