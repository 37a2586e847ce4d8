import { type Element, isTag } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { CommentMarkup } from "../features/facts/comment-markup.js";
import type { BlockPrediction } from "../models/model.js";
import { selectedWords } from "./short-output-fallback.js";
import { MIN_PLAUSIBLE_WORDS } from "./thresholds.js";

/**
 * Comment blocks are not main content, even when a model also selects them — unless they are all it
 * selected, MIN_PLAUSIBLE_WORDS words or more: that is a post the model read as a thread (a fold
 * model labels the whole of a lettersofnote.com post a comment), and an empty text is never the
 * answer.
 */
export function withoutComments(page: SegmentedPage, prediction: BlockPrediction): Uint8Array {
  const { comment, selected } = prediction;
  if (comment === undefined) return selected;
  const left = selected.map((value, index) => (comment[index] === 1 ? 0 : value));
  const allComments =
    selectedWords(page, left) === 0 && selectedWords(page, selected) >= MIN_PLAUSIBLE_WORDS;
  return allComments ? selected : left;
}

/**
 * Selected words outside comment markup, before the first selected comment, that make the page an
 * article (a post, a story) followed by its thread rather than a thread whose posts are the content.
 */
export const MIN_ARTICLE_WORDS_BEFORE_THREAD = 50;

/**
 * Selected words outside comment markup after the first selected comment, as a share of those
 * before it, above which the comments are interleaved with the content (a Q&A page's comments under
 * each answer) rather than following it.
 */
export const MAX_CONTENT_AFTER_THREAD = 0.2;

/**
 * The selection without the thread a model selected after an article: when the selected blocks
 * inside comment containers that call themselves comments (`isNamedComment`: WordPress's
 * `li.comment`, a Disqus post) all follow MIN_ARTICLE_WORDS_BEFORE_THREAD selected words outside
 * them, and little selected text outside them follows the first (MAX_CONTENT_AFTER_THREAD), those
 * blocks leave the content; `commentBlocks` then returns them as comments. A Discourse topic or a
 * GitHub issue opens with a post in a container (only a title stands before it): its thread is its
 * content (WCXB's forum golds keep it whole) and stays. Forums whose opening post is marked apart
 * from the replies (XenForo's `article.message--post`, `article.reply`, a schema.org `Comment` per
 * reply) look like an article and its thread, so containers named as posts or replies are not read.
 */
export function withoutSelectedThread(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const markup = new CommentMarkup();
  // Only selected blocks are asked: the walk up each block's ancestors is the step's cost.
  const inComment = page.blocks.map((block, i) => {
    if (selected[i] !== 1 || markup.inForm(block)) return false;
    const container = markup.container(block);
    return container !== undefined && isNamedComment(container);
  });
  const first = inComment.indexOf(true);
  if (first < 0) return selected;
  let before = 0;
  let after = 0;
  page.blocks.forEach((block, i) => {
    if (selected[i] !== 1 || inComment[i]) return;
    if (i < first) before += block.wordCount;
    else after += block.wordCount;
  });
  if (before < MIN_ARTICLE_WORDS_BEFORE_THREAD || after > MAX_CONTENT_AFTER_THREAD * before)
    return selected;
  return selected.map((value, i) => (inComment[i] ? 0 : value));
}

/**
 * Whether a comment container says it is a comment, not a forum's post or reply: its class or id
 * contains `comment` (WordPress `li.comment`, `div#comment-12`, GitHub's `timeline-comment`), or
 * it is a Disqus post (`li.post` whose child or grandchild has `data-role="post-content"`), which
 * only articles embed.
 */
function isNamedComment(container: Element): boolean {
  const { class: className, id } = container.attribs;
  if (/comment/i.test(className ?? "") || /comment/i.test(id ?? "")) return true;
  return container.children.some(
    (child) =>
      isTag(child) &&
      (isDisqusBody(child) || child.children.some((inner) => isTag(inner) && isDisqusBody(inner))),
  );
}

function isDisqusBody(element: Element): boolean {
  return element.attribs["data-role"] === "post-content";
}
