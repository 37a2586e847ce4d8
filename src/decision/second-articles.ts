import { type Element, isTag } from "domhandler";
import { textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { withoutSelectedBlocks } from "./blocks-under.js";

/** Fewest words an `<article>` holds to be a whole story, not a teaser card with its own `<h1>`. */
const MIN_STORY_WORDS = 150;

/**
 * The selection without the next stories of an endless page: when two or more `<article>`
 * elements, neither inside the other, each hold an `<h1>` and at least MIN_STORY_WORDS words,
 * the page shows several stories one after the other (Dagbladet's `article#second-article`); the
 * page's own is the one whose headline the page's `<title>` repeats, and the selected blocks of
 * the others leave.
 */
export function withoutSecondArticles(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const stories = storiesOf(page);
  if (stories.length < 2) return selected;
  const own = pageStory(stories, page.titleText);
  if (own === undefined) return selected;
  return withoutSelectedBlocks(page, selected, (block) => {
    const story = block.ancestors.find((element) => stories.includes(element));
    return story !== undefined && story !== own;
  });
}

/**
 * The outermost `<article>` elements holding an `<h1>` and a story's words, in page order: found
 * from the blocks of `<h1>`s, so a page without two costs one look at each block.
 */
function storiesOf(page: SegmentedPage): Element[] {
  const headlineBlocks = page.blocks.filter((block) =>
    block.ancestors.some((element) => element.name === "h1"),
  );
  // Counting a story's words reads all its text: not done on the many pages that cannot have two.
  const articles = new Set<Element>();
  for (const block of headlineBlocks)
    for (const element of block.ancestors) if (element.name === "article") articles.add(element);
  if (articles.size < 2) return [];
  const found: Element[] = [];
  const tried = new Set<Element>();
  for (const block of headlineBlocks) {
    for (const element of block.ancestors) {
      if (element.name !== "article" || tried.has(element)) continue;
      tried.add(element);
      if (found.some((story) => isInside(element, story))) break;
      if (
        headlineOf(element) !== undefined &&
        countWords(textContent(element)) >= MIN_STORY_WORDS
      ) {
        found.push(element);
        break;
      }
    }
  }
  return found;
}

/**
 * The story whose headline the page's `<title>` repeats: at least half its words (and two), the
 * most shared first. None when no headline is the title's: a blog's index of whole posts
 * ("Industry News") is a listing, not a story followed by others.
 */
function pageStory(stories: readonly Element[], title: string): Element | undefined {
  const titleWords = new Set(words(title));
  let best: Element | undefined;
  let bestShared = 0;
  for (const story of stories) {
    const headline = words(textContent(headlineOf(story) as Element));
    const shared = headline.filter((word) => titleWords.has(word)).length;
    if (shared >= 2 && shared * 2 >= headline.length && shared > bestShared) {
      best = story;
      bestShared = shared;
    }
  }
  return best;
}

function headlineOf(element: Element): Element | undefined {
  const pending = [...element.children];
  while (pending.length > 0) {
    const node = pending.shift();
    if (node === undefined || !isTag(node)) continue;
    if (node.name === "h1") return node;
    if (node.name !== "article") pending.push(...node.children);
  }
  return undefined;
}

function isInside(inner: Element, outer: Element): boolean {
  for (let node = inner.parent; node !== null; node = node.parent) if (node === outer) return true;
  return false;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);
}
