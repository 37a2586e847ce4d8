import type { Element } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { classTokens } from "../features/facts/class-tokens.js";
import { BOILERPLATE_CLASS_TOKENS } from "../vocabulary/class-tokens.js";

/**
 * A block this long that repeats an earlier selected block word for word is a second copy; shorter
 * repeats ("BY NICK TIMIRAOS", "Read more", a refrain) may well be wanted twice.
 */
const MIN_REPEAT_WORDS = 12;

/**
 * Where a repeated line is the content's own: code, a table's rows and a list's items (the same
 * ingredient in two lists, a spec in two tables) repeat by design.
 */
const REPEATS_BELONG_IN: ReadonlySet<string> = new Set(["pre", "code", "table", "li"]);

/** Class and id words of furniture repeated around an article: a share bar, a teaser, an ad. */
const FURNITURE_TOKENS: ReadonlySet<string> = new Set(
  [
    "share",
    "related",
    "footer",
    "nav",
    "sidebar",
    "ad",
    "promo",
    "newsletter",
    "cookie",
    "popup",
  ].flatMap((group) => BOILERPLATE_CLASS_TOKENS[group] ?? []),
);

/**
 * `selected` without the second and later copies of a selected block that stand outside the
 * article: a forum reply quoting an earlier post, a page that carries its article twice or three
 * times (a print version, a mobile copy: wsj.com's article pages hold three), a teaser or a share
 * bar shown twice, read as one text, not as a text that repeats itself. The article's own repeats
 * stay (`theArticlesOwnRepeat`: a refrain, a notice given at the top and at the end, a paragraph a
 * page says twice). Itself when nothing leaves.
 */
export function withoutRepeats(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const firsts = new Map<string, Block>();
  const seen = new Set<string>();
  // Selected blocks of any length whose text was selected before: a copied region's lines.
  const echoes = new Set<number>();
  const copies: Block[] = [];
  for (const block of page.blocks) {
    if (selected[block.index] === 0) continue;
    if (seen.has(block.text)) echoes.add(block.index);
    else seen.add(block.text);
    if (!mayBeACopy(block)) continue;
    if (firsts.has(block.text)) copies.push(block);
    else firsts.set(block.text, block);
  }
  if (copies.length === 0) return selected;
  let kept: Uint8Array | undefined;
  for (const copy of copies) {
    const first = firsts.get(copy.text) as Block;
    if (theArticlesOwnRepeat(page, selected, first, copy, echoes)) continue;
    kept ??= Uint8Array.from(selected);
    kept[copy.index] = 0;
  }
  return kept ?? selected;
}

/**
 * Whether a copy is the article repeating itself, not a second copy of it or of furniture: the
 * copy and its first are elements of one kind under one parent (the same run of the article's
 * paragraphs, not a print copy's, a quoted post's or a teaser's own container), neither is in a
 * quotation nor marked as furniture (share, related, ad, promo, newsletter, footer, nav…), and
 * the selected blocks on both sides of the copy repeat nothing selected before them (of any
 * length): a refrain between stanzas, a notice under the article's end, not a run of copied
 * lines (a duplicated region, the footer each article of an endless page ends with).
 */
function theArticlesOwnRepeat(
  page: SegmentedPage,
  selected: Uint8Array,
  first: Block,
  copy: Block,
  echoes: ReadonlySet<number>,
): boolean {
  if (first.element.parent !== copy.element.parent || first.element.name !== copy.element.name) {
    return false;
  }
  if (isFurniture(first.element) || isFurniture(copy.element)) return false;
  if (first.ancestors.some(isQuotation) || isQuotation(copy.element)) return false;
  const before = selectedNeighbour(page, selected, copy.index, -1);
  const after = selectedNeighbour(page, selected, copy.index, 1);
  return (
    before !== undefined &&
    before > first.index &&
    !echoes.has(before) &&
    (after === undefined || !echoes.has(after))
  );
}

/** The index of the nearest selected block before (`step` −1) or after (+1) `index`. */
function selectedNeighbour(
  page: SegmentedPage,
  selected: Uint8Array,
  index: number,
  step: 1 | -1,
): number | undefined {
  for (let at = index + step; at >= 0 && at < page.blocks.length; at += step) {
    if (selected[at] === 1) return at;
  }
  return undefined;
}

function isFurniture(element: Element): boolean {
  return classTokens(element).some((token) => FURNITURE_TOKENS.has(token));
}

/** `<blockquote>`, `<q>`, or an element whose class or id says quote: a quoted post. */
function isQuotation(element: Element): boolean {
  return (
    element.name === "blockquote" ||
    element.name === "q" ||
    classTokens(element).some((token) => token.startsWith("quote"))
  );
}

function mayBeACopy(block: Block): boolean {
  return (
    block.wordCount >= MIN_REPEAT_WORDS &&
    !block.ancestors.some((ancestor) => REPEATS_BELONG_IN.has(ancestor.name))
  );
}
