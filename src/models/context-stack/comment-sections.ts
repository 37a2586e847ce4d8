import type { Element } from "domhandler";
import { indexOfMax } from "../../algorithms/vector.js";
import type { Block, SegmentedPage } from "../../blocks/block.js";
import { classTokens } from "../../features/facts/class-tokens.js";
import { declaresProduct } from "../../metadata/declared-product.js";
import { documentIndex } from "../../parse/document-index.js";
import { COMMENT_SECTION_TOKENS, REVIEW_SECTION_TOKENS } from "../../vocabulary/class-tokens.js";

/** Levels above a block's element (0: the element itself) where section markup still counts. */
const MARKUP_LEVELS = 6;
const COMMENT = /comment/i;
const REVIEW = /review/i;
/**
 * A page whose likeliest block wears comment markup is a thread unless some block outside comment
 * markup is at least this likely content: then it is a short article under a long comment section.
 */
const ARTICLE_OUTSIDE_COMMENTS = 0.5;
/**
 * Content left under this many words once the comment sections are out means the markup wraps the
 * content itself (a thread the first stage misread, a `no-comments` wrapper): the sections stay.
 */
const MIN_WORDS_LEFT = 10;

/**
 * Per block, 1 when its element or one of its MARKUP_LEVELS nearest ancestors has a comment-section
 * word in its class or id (see COMMENT_SECTION_TOKENS).
 */
export function commentMarkupOf(blocks: readonly Block[]): Uint8Array {
  return sectionMarkupOf(blocks, COMMENT, COMMENT_SECTION_TOKENS);
}

/** As `commentMarkupOf`, for the words of a review section (REVIEW_SECTION_TOKENS). */
export function reviewMarkupOf(blocks: readonly Block[]): Uint8Array {
  return sectionMarkupOf(blocks, REVIEW, REVIEW_SECTION_TOKENS);
}

/**
 * Per block, 1 when its element or one of its MARKUP_LEVELS nearest ancestors has one of `tokens`
 * among its class/id words. Every token contains `mention`'s match, so elements whose class and id
 * do not (most of them) need no splitting into words. Each element is read once.
 */
function sectionMarkupOf(
  blocks: readonly Block[],
  mention: RegExp,
  tokens: ReadonlySet<string>,
): Uint8Array {
  const marked = new Map<Element, boolean>();
  const isMarked = (element: Element): boolean => {
    let known = marked.get(element);
    if (known === undefined) {
      const { class: className, id } = element.attribs;
      known =
        ((className !== undefined && mention.test(className)) ||
          (id !== undefined && mention.test(id))) &&
        classTokens(element).some((token) => tokens.has(token));
      marked.set(element, known);
    }
    return known;
  };
  return Uint8Array.from(blocks, (block) => {
    const { ancestors } = block;
    const top = Math.max(0, ancestors.length - 1 - MARKUP_LEVELS);
    for (let level = ancestors.length - 1; level >= top; level--)
      if (isMarked(ancestors[level])) return 1;
    return 0;
  });
}

/**
 * A thread (a forum, Q&A), whose posts are its content: the likeliest block wears comment markup,
 * and no block outside it is likely content (which would make it an article with comments).
 */
export function isThread(
  commentMarkup: Uint8Array,
  probability: ArrayLike<number>,
  best: number,
): boolean {
  if (commentMarkup[best] === 0) return false;
  for (let i = 0; i < commentMarkup.length; i++)
    if (commentMarkup[i] === 0 && probability[i] >= ARTICLE_OUTSIDE_COMMENTS) return false;
  return true;
}

/**
 * Comment sections by their markup, out of the content: on a page that is not a thread (read on
 * the first stage's probabilities, as the stacker's `comment-markup` column reads it), selected
 * blocks wearing comment markup (`commentMarkup`, from `commentMarkupOf(blocks)`) become comments.
 * The stacker weighs that column against the block's own evidence, and long comments in the post's
 * style (a blog's WordPress thread) still came out as content at 0.3–0.5; the markup of a page that
 * is not a thread is the surer sign. `comment` is filled in place when the model reports comments;
 * `selected` always loses the moved blocks.
 */
export function moveCommentSections(
  commentMarkup: Uint8Array,
  firstProbability: ArrayLike<number>,
  blocks: readonly Block[],
  selected: Uint8Array,
  comment: Uint8Array | undefined,
): void {
  if (isThread(commentMarkup, firstProbability, indexOfMax(firstProbability))) return;
  let wordsLeft = 0;
  let moving = false;
  blocks.forEach((block, i) => {
    if (selected[i] === 0) return;
    if (commentMarkup[i] === 1) moving = true;
    else wordsLeft += block.wordCount;
  });
  if (!moving || wordsLeft < MIN_WORDS_LEFT) return;
  for (let i = 0; i < selected.length; i++) {
    if (selected[i] === 0 || commentMarkup[i] === 0) continue;
    selected[i] = 0;
    if (comment !== undefined) comment[i] = 1;
  }
}

/**
 * A product page's customer reviews are its comments: on a page that declares a product
 * (`declaresProduct`), selected blocks in review markup move as `moveCommentSections` moves
 * comments (not when a review is the likeliest block, nor when under 10 words would be left).
 * Only there: on an article, a review section is the article (a "best of" list's verdicts).
 */
export function moveProductReviews(
  page: SegmentedPage,
  firstProbability: ArrayLike<number>,
  selected: Uint8Array,
  comment: Uint8Array | undefined,
): void {
  const reviewMarkup = reviewMarkupOf(page.blocks);
  if (!reviewMarkup.some((marked, i) => marked === 1 && selected[i] === 1)) return;
  if (!declaresProduct(documentIndex(page.document))) return;
  moveCommentSections(reviewMarkup, firstProbability, page.blocks, selected, comment);
}
