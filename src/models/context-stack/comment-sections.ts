import type { Element } from "domhandler";
import { textContent } from "domutils";
import { indexOfMax } from "../../algorithms/vector.js";
import type { Block, SegmentedPage } from "../../blocks/block.js";
import { classTokens } from "../../features/facts/class-tokens.js";
import { isCommentFormField } from "../../features/facts/comment-markup.js";
import { declaresProduct } from "../../metadata/declared-product.js";
import { documentIndex } from "../../parse/document-index.js";
import { followsOutside } from "../../parse/document-order.js";
import { COMMENT_SECTION_TOKENS, REVIEW_SECTION_TOKENS } from "../../vocabulary/class-tokens.js";
import { HEADING_TAGS } from "../../vocabulary/tags.js";

/** Levels above a block's element (0: the element itself) where section markup still counts. */
const MARKUP_LEVELS = 6;
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

/** Where a page's blocks sit, by their markup: in a comment section, in a review section. */
export interface SectionMarkup {
  /**
   * Per block, 1 when its element or one of its MARKUP_LEVELS nearest ancestors has a
   * comment-section word in its class or id (COMMENT_SECTION_TOKENS).
   */
  readonly comment: Uint8Array;
  /** The same for the words of a review section (REVIEW_SECTION_TOKENS). */
  readonly review: Uint8Array;
}

const COMMENT_BIT = 1;
const REVIEW_BIT = 2;
/** Every comment and review section word contains one of these. */
const MENTION = /comment|review/i;

/**
 * Both markups in one walk up each block's ancestors. Elements whose class and id mention neither
 * word (most of them) need no splitting into words; each element is read once.
 */
export function sectionMarkupOf(blocks: readonly Block[]): SectionMarkup {
  const flags = new Map<Element, number>();
  const flagsOf = (element: Element): number => {
    let known = flags.get(element);
    if (known === undefined) {
      known = 0;
      const { class: className, id } = element.attribs;
      if (
        (className !== undefined && MENTION.test(className)) ||
        (id !== undefined && MENTION.test(id))
      )
        for (const token of classTokens(element)) {
          if (COMMENT_SECTION_TOKENS.has(token)) known |= COMMENT_BIT;
          if (REVIEW_SECTION_TOKENS.has(token)) known |= REVIEW_BIT;
        }
      flags.set(element, known);
    }
    return known;
  };
  const comment = new Uint8Array(blocks.length);
  const review = new Uint8Array(blocks.length);
  blocks.forEach((block, i) => {
    const { ancestors } = block;
    const top = Math.max(0, ancestors.length - 1 - MARKUP_LEVELS);
    let found = 0;
    for (let level = ancestors.length - 1; level >= top; level--)
      found |= flagsOf(ancestors[level]);
    comment[i] = found & COMMENT_BIT ? 1 : 0;
    review[i] = found & REVIEW_BIT ? 1 : 0;
  });
  return { comment, review };
}

/** The comment half of `sectionMarkupOf`. */
export function commentMarkupOf(blocks: readonly Block[]): Uint8Array {
  return sectionMarkupOf(blocks).comment;
}

/** Form fields: one named `comment` starts a comment section only in a comment form. */
const FORM_CONTROLS: ReadonlySet<string> = new Set([
  "button",
  "form",
  "input",
  "label",
  "option",
  "select",
  "textarea",
]);

/**
 * The comment rule's marks (`withCommentAnchor`): a block in a comment section becomes a comment,
 * one after the comment form leaves the content without becoming one (a blog's sidebar, a
 * newspaper's "related" list).
 */
export const IN_COMMENTS = 1;
export const AFTER_COMMENT_FORM = 2;

/**
 * `commentMarkup` (IN_COMMENTS where it marks a block), and the blocks after the element a page
 * starts its comment section at without wrapping the section in markup: the first element whose
 * id or name is a comment-section word (`documentIndex`'s `commentAnchors`) and which starts a
 * section (`startsCommentSection`): `<a name="comments"></a>`, `<h3 id="comments">12
 * Responses</h3>`, the comment form's `<textarea name="comment">`. After it blocks are IN_COMMENTS
 * up to the comment form's first field, AFTER_COMMENT_FORM from there. Comment systems of 2008's
 * newspapers and many blogs mark their comments with nothing else: telegraph.co.uk's are
 * `p.story` paragraphs like the article's. Only for the comment rule: the stacker's column keeps
 * the markup it was trained with.
 */
export function withCommentAnchor(page: SegmentedPage, commentMarkup: Uint8Array): Uint8Array {
  const anchors = documentIndex(page.document).commentAnchors;
  const start = firstBlockAfter(page.blocks, anchors.find(startsCommentSection));
  if (start === page.blocks.length) return commentMarkup;
  const form = firstBlockAfter(page.blocks, anchors.find(isCommentFormControl));
  return commentMarkup.map((mark, i) => {
    if (mark !== 0 || i < start) return mark;
    return i < form ? IN_COMMENTS : AFTER_COMMENT_FORM;
  });
}

/**
 * Index of the first block whose text comes after `element` in document order (its element may
 * hold `element` too: ctv.ca's comments are text and `<b>` names in the article's own container);
 * the block count when none does.
 */
function firstBlockAfter(blocks: readonly Block[], element: Element | undefined): number {
  if (element === undefined) return blocks.length;
  const first = blocks.findIndex((block) => followsOutside(block.textNodes[0], element));
  return first < 0 ? blocks.length : first;
}

function isCommentFormControl(element: Element): boolean {
  return FORM_CONTROLS.has(element.name) && isCommentFormField(element);
}

/**
 * Whether an element whose id or name is a comment-section word starts the page's comment section:
 * an empty element (the anchor the "12 comments" links jump to), a heading ("12 Responses to …"),
 * or the comment form's field (`isCommentFormField`): comments follow it or it follows them, and the
 * article never goes on after it.
 */
function startsCommentSection(element: Element): boolean {
  if (FORM_CONTROLS.has(element.name)) return isCommentFormControl(element);
  return HEADING_TAGS.has(element.name) || textContent(element).trim() === "";
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
 * blocks wearing comment markup (`commentMarkup`, from `commentMarkupOf(blocks)`, or marked by
 * `withCommentAnchor`) leave the content; those IN_COMMENTS become comments.
 * The stacker weighs that column against the block's own evidence, and long comments in the post's
 * style (a blog's WordPress thread) still came out as content at 0.3–0.5; the markup of a page that
 * is not a thread is the surer sign. `comment` is filled in place when the model reports comments;
 * `selected` always loses the moved blocks. `threadMarkup` is what the thread test reads: the
 * markup of the comments themselves, where `commentMarkup` may also mark what follows a section's
 * anchor (`withCommentAnchor`): long comments under `<a name="comments">` that the first stage
 * finds likelier than the article do not make the page a thread.
 */
export function moveCommentSections(
  commentMarkup: Uint8Array,
  firstProbability: ArrayLike<number>,
  blocks: readonly Block[],
  selected: Uint8Array,
  comment: Uint8Array | undefined,
  threadMarkup: Uint8Array = commentMarkup,
): void {
  if (isThread(threadMarkup, firstProbability, indexOfMax(firstProbability))) return;
  let wordsLeft = 0;
  let moving = false;
  blocks.forEach((block, i) => {
    if (selected[i] === 0) return;
    if (commentMarkup[i] !== 0) moving = true;
    else wordsLeft += block.wordCount;
  });
  if (!moving || wordsLeft < MIN_WORDS_LEFT) return;
  for (let i = 0; i < selected.length; i++) {
    if (selected[i] === 0 || commentMarkup[i] === 0) continue;
    selected[i] = 0;
    if (comment !== undefined && commentMarkup[i] === IN_COMMENTS) comment[i] = 1;
  }
}

/**
 * A product page's customer reviews are its comments: on a page that declares a product
 * (`declaresProduct`), selected blocks in review markup (`sectionMarkupOf`) move as `moveCommentSections` moves
 * comments (not when a review is the likeliest block, nor when under 10 words would be left).
 * Only there: on an article, a review section is the article (a "best of" list's verdicts).
 */
export function moveProductReviews(
  page: SegmentedPage,
  reviewMarkup: Uint8Array,
  firstProbability: ArrayLike<number>,
  selected: Uint8Array,
  comment: Uint8Array | undefined,
): void {
  if (!reviewMarkup.some((marked, i) => marked === 1 && selected[i] === 1)) return;
  if (!declaresProduct(documentIndex(page.document))) return;
  moveCommentSections(reviewMarkup, firstProbability, page.blocks, selected, comment);
}
