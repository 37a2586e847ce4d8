import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { CommentMarkup } from "../features/facts/comment-markup.js";

/**
 * Words outside links a comment's container must hold for its blocks to be taken by markup alone:
 * an empty comment template ("Posted by: |"), a "Comments (0)" link or a "Leave your comment"
 * button in comment markup is no one's comment.
 */
const MIN_COMMENT_WORDS = 3;

/**
 * The blocks returned as user comments: the model's comment blocks, and on a page whose content is
 * not itself a run of comments, every other block inside one comment's container
 * (`CommentMarkup.container`: WordPress's `<li class="comment">`, a schema.org `Comment`) that is not
 * content, except the form for writing one and containers of fewer than MIN_COMMENT_WORDS unlinked
 * words. Models learn comments from golds that label them, and those label the comments of news
 * sites; a blog's thread in the post's own style they score as boilerplate (0.1–0.2), where its
 * markup says plainly what it is. Where selected content sits in a comment container the page is a
 * thread (a forum, Q&A) whose posts are the content, and only the model's comments are taken.
 * Undefined when the model labels no comments.
 */
export function commentBlocks(
  page: SegmentedPage,
  comment: Uint8Array | undefined,
  selected: Uint8Array,
): Uint8Array | undefined {
  if (comment === undefined) return undefined;
  const markup = new CommentMarkup();
  const containers = page.blocks.map((block) =>
    markup.inForm(block) ? undefined : markup.container(block),
  );
  if (containers.some((container, i) => container !== undefined && selected[i] === 1))
    return comment;
  const unlinkedWords = new Map<Element, number>();
  page.blocks.forEach((block, i) => {
    const container = containers[i];
    if (container === undefined) return;
    const words = block.wordCount - block.linkWordCount;
    unlinkedWords.set(container, (unlinkedWords.get(container) ?? 0) + words);
  });
  return comment.map((flag, i) => {
    const container = containers[i];
    const taken =
      container !== undefined && (unlinkedWords.get(container) ?? 0) >= MIN_COMMENT_WORDS;
    return flag === 1 || taken ? 1 : 0;
  });
}
