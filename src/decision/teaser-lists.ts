import { type Element, isTag, type ParentNode } from "domhandler";
import { findAll, textContent } from "domutils";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { baseUrlOf } from "../parse/urls.js";
import { countWords } from "../text/tokenize.js";
import { withoutSelectedBlocks } from "./blocks-under.js";
import { linkTarget, type PageAddress, pageAddress } from "./same-site-links.js";

/** Fewest cards of one shape side by side that make a list of teasers. */
const MIN_CARDS = 3;
/** Fewest words of a card's headline link: a story's headline, not "More" or a name. */
const MIN_HEADLINE_WORDS = 5;
/** Most words of a card: a headline, a summary, a date and a name, not a story or a post. */
const MAX_CARD_WORDS = 80;
/** Most words of a card outside its links (the summary, the byline, the date). */
const MAX_CARD_TEXT_WORDS = 40;
/** Fewest words of a paragraph of the article's own text. */
const MIN_PROSE_WORDS = 30;
/** Most words of the list's title ("More from The Nation", "Recommended from Editorial"). */
const MAX_TITLE_WORDS = 6;
/** How many wrappers up the title is looked for: the list may open a section of its own. */
const TITLE_LEVELS = 2;
/**
 * How many times the teasers' words the article's prose (selected blocks of MIN_PROSE_WORDS or
 * more outside them) must hold: on a page of less prose the cards are its content (a section
 * front, a shop's category, a blog's index, a product's landing page), not a list beside a story.
 */
const MIN_PROSE_PER_TEASER_WORD = 3;

/**
 * The selection without lists of teasers for the site's other stories: three or more sibling
 * elements of one shape (tag and class), each a card whose longest link to another page of the
 * site is a headline of MIN_HEADLINE_WORDS or more, with little text besides (a summary, a date,
 * a name), and the short title just before the list ("Read Next"). The shape, not the words: any
 * language's "more from", wherever the list sits. Cards whose links go elsewhere (a source list,
 * a shop's picks) and lists of short links (a menu, a documentation page's "see also") stay; so do
 * the cards of a page that is mostly cards (a section front, an index).
 */
export function withoutTeaserLists(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  // Per list element: its answer for each shape of child asked, or null when it has too few
  // children to hold a list at all (most wrappers: no shape is ever built for them).
  const answers = new Map<Element, Map<string, boolean> | null>();
  let address: PageAddress | undefined;
  const isTeaserList = (list: Element, card: Element): boolean => {
    let byShape = answers.get(list);
    if (byShape === undefined) {
      byShape = countChildElements(list) < MIN_CARDS ? null : new Map();
      answers.set(list, byShape);
    }
    if (byShape === null) return false;
    const shape = shapeOf(card);
    let answer = byShape.get(shape);
    if (answer === undefined) {
      address ??= pageAddress(baseUrlOf(page.document, undefined));
      answer = holdsTeaserCards(list, shape, address);
      byShape.set(shape, answer);
    }
    return answer;
  };
  const listOf = new Map<Block, Element>();
  const around = new Map<Element, Element | null>();
  for (const block of page.blocks) {
    if (selected[block.index] === 0) continue;
    const list = teaserListAround(block, isTeaserList, around);
    if (list !== undefined) listOf.set(block, list);
  }
  if (listOf.size === 0) return selected;
  const inProse = listsAmongProse(page, selected, new Set(listOf.values()));
  const teaserBlocks = new Set<Block>();
  const teaserLists = new Set<Element>();
  for (const [block, list] of listOf)
    if (!inProse.has(list)) {
      teaserBlocks.add(block);
      teaserLists.add(list);
    }
  if (teaserBlocks.size === 0) return selected;
  let teaserWords = 0;
  let proseWords = 0;
  for (const block of page.blocks) {
    if (selected[block.index] === 0) continue;
    if (teaserBlocks.has(block)) teaserWords += block.wordCount;
    else if (block.wordCount >= MIN_PROSE_WORDS) proseWords += block.wordCount;
  }
  if (proseWords < MIN_PROSE_PER_TEASER_WORD * teaserWords) return selected;
  const titles = new Set<Element>();
  for (const list of teaserLists) {
    const title = listTitle(list);
    if (title !== undefined) titles.add(title);
  }
  return withoutSelectedBlocks(
    page,
    selected,
    (block) =>
      teaserBlocks.has(block) ||
      (titles.size > 0 && block.ancestors.some((element) => titles.has(element))),
  );
}

/**
 * The lists whose parent also holds a selected paragraph of MIN_PROSE_WORDS or more outside the
 * list: a list in the flow of the text ("Top DIY clocks:" and its links, a roundup's picks) is
 * the author's, where a list in a box of its own (a title and the cards) is the site's.
 */
function listsAmongProse(
  page: SegmentedPage,
  selected: Uint8Array,
  lists: ReadonlySet<Element>,
): Set<Element> {
  const parents = new Map<Element, Element[]>();
  for (const list of lists) {
    const parent = list.parent as Element;
    parents.set(parent, [...(parents.get(parent) ?? []), list]);
  }
  const among = new Set<Element>();
  for (const block of page.blocks) {
    if (selected[block.index] === 0 || block.wordCount < MIN_PROSE_WORDS) continue;
    for (const ancestor of block.ancestors) {
      const listsHere = parents.get(ancestor);
      if (listsHere === undefined) continue;
      for (const list of listsHere)
        if (!block.ancestors.includes(list) && block.element !== list) among.add(list);
    }
  }
  return among;
}

/**
 * The teaser list a block's card belongs to, nearest first, or undefined; `around` remembers each
 * element's answer, so the blocks of one container share the walk up from it.
 */
function teaserListAround(
  block: Block,
  isTeaserList: (list: Element, card: Element) => boolean,
  around: Map<Element, Element | null>,
): Element | undefined {
  const path: Element[] = [];
  let answer: Element | null = null;
  for (let card: Element | null = block.element; card !== null; ) {
    const known = around.get(card);
    if (known !== undefined) {
      answer = known;
      break;
    }
    const list: ParentNode | null = card.parent;
    if (list === null || !isTag(list)) break;
    path.push(card);
    if (isTeaserList(list, card)) {
      answer = list;
      break;
    }
    card = list;
  }
  for (const element of path) around.set(element, answer);
  return answer ?? undefined;
}

function countChildElements(element: Element): number {
  let count = 0;
  for (const child of element.children) if (isTag(child)) count++;
  return count;
}

function shapeOf(element: Element): string {
  return `${element.name}.${(element.attribs.class ?? "").trim()}`;
}

/**
 * Whether `list`'s children of `shape` are teaser cards: at least MIN_CARDS of them, two thirds of
 * those holding text each a card, their headlines pointing to MIN_CARDS different pages.
 */
function holdsTeaserCards(list: Element, shape: string, address: PageAddress): boolean {
  const cards = list.children.filter(
    (child): child is Element => isTag(child) && shapeOf(child) === shape,
  );
  if (cards.length < MIN_CARDS) return false;
  const targets = new Set<string>();
  let withText = 0;
  let teasers = 0;
  for (const card of cards) {
    // Most runs of siblings are paragraphs without links: they fail without counting words.
    const links =
      card.name === "a" ? [card] : findAll((element) => element.name === "a", card.children);
    const words = links.length === 0 ? (hasText(card) ? 1 : 0) : wordsUpTo(card, MAX_CARD_WORDS);
    if (words === 0) continue;
    withText++;
    const target = links.length === 0 ? undefined : cardHeadlineTarget(links, words, address);
    if (target !== undefined) {
      teasers++;
      targets.add(target);
    } else if ((withText - teasers) * 3 > cards.length) return false;
  }
  return teasers >= MIN_CARDS && teasers * 3 >= withText * 2 && targets.size >= MIN_CARDS;
}

/** Where a card's headline link (of its `links`) goes, when the card is a teaser's; else undefined. */
function cardHeadlineTarget(
  links: readonly Element[],
  words: number,
  address: PageAddress,
): string | undefined {
  if (words > MAX_CARD_WORDS) return undefined;
  let linkWords = 0;
  let headline: { target: string; words: number } | undefined;
  for (const link of links) {
    const count = countWords(textContent(link));
    linkWords += count;
    const target = linkTarget(link, address);
    if (target !== undefined && count >= MIN_HEADLINE_WORDS && count > (headline?.words ?? 0))
      headline = { target, words: count };
  }
  if (headline === undefined || words - linkWords > MAX_CARD_TEXT_WORDS) return undefined;
  return headline.target;
}

/** The words under `element`, counted until they pass `limit` (a card's bound: no need for more). */
function wordsUpTo(element: Element, limit: number): number {
  let words = 0;
  const pending: Element[] = [element];
  for (let node = pending.pop(); node !== undefined; node = pending.pop())
    for (const child of node.children) {
      if (isTag(child)) pending.push(child);
      else if (child.type === "text") {
        words += countWords((child as { data: string }).data);
        if (words > limit) return words;
      }
    }
  return words;
}

function hasText(element: Element): boolean {
  const pending: Element[] = [element];
  for (let node = pending.pop(); node !== undefined; node = pending.pop())
    for (const child of node.children) {
      if (isTag(child)) pending.push(child);
      else if (child.type === "text" && (child as { data: string }).data.trim() !== "") return true;
    }
  return false;
}

/**
 * The list's title: the element just before it (or before the wrapper the list opens, up to
 * TITLE_LEVELS up), when it holds a few words.
 */
function listTitle(list: Element): Element | undefined {
  let node: Element = list;
  for (let level = 0; level <= TITLE_LEVELS; level++) {
    const before = previousElement(node);
    if (before !== undefined) {
      const words = countWords(textContent(before));
      return words > 0 && words <= MAX_TITLE_WORDS ? before : undefined;
    }
    if (node.parent === null || !isTag(node.parent)) return undefined;
    node = node.parent;
  }
  return undefined;
}

function previousElement(element: Element): Element | undefined {
  for (let node = element.prev; node !== null; node = node.prev) {
    if (isTag(node)) return node;
    if (node.type === "text" && (node as { data: string }).data.trim() !== "") return undefined;
  }
  return undefined;
}
