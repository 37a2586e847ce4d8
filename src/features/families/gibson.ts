import type { ChildNode, Element, Text } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { isNumber, isSoloWord, wordTokens } from "../../text/tokenize.js";
import type { BlockFeatures } from "../block-features.js";
import { initialCase, linkDensity } from "../facts/block-text.js";
import { countEntities } from "../facts/entities.js";
import { NameCache } from "../facts/name-cache.js";
import { indexTitle, type TitleIndex, titleMatch } from "../facts/title-match.js";
import { type FeatureRow, NamedFeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { logScale, ratio } from "../scale.js";
import type { FeatureFamily, FeatureFamilyDefinition } from "../types.js";

/**
 * Gibson, Wellner & Lubar, "Adaptive Web-page Content Identification" (WIDM 2007), §6.1: the
 * eleven feature types of their CRF / MEMM / MaxEnt, plus their history predicates (§7).
 */
export const gibsonFamily: FeatureFamilyDefinition = {
  name: "gibson",
  description:
    "Gibson et al.: words, stop-word share, entity counts, casing, anchors, title match, tags, neighbours",
  build: (): FeatureFamily => ({ name: "gibson", extract: gibsonFeatures }),
};

/**
 * Distinct words per block kept as bag-of-words features. A long paragraph is recognisable by its
 * first hundred words; more only bloats vectors and model files.
 */
export const MAX_BAG_WORDS = 100;
/** Prefix of the bag-of-words features: `word=storm`. */
const WORD_PREFIX = "word=";
/** Longer "words" are URLs, hashes and glued tokens: noise for a lexical model. */
const MAX_WORD_LENGTH = 30;

// Names built once and reused across blocks and pages (see NameCache).
const PARENT_NAMES = new NameCache("parent=");
const GRANDPARENT_NAMES = new NameCache("grandparent=");
const DESCENDANT_NAMES = new NameCache("descendant=");
const PREV_SIBLING_NAMES = new NameCache("prev-sibling=");
const NEXT_SIBLING_NAMES = new NameCache("next-sibling=");
/** Prefixes of the neighbours' structural features. */
const PREVIOUS_BLOCK_PREFIX = "prev:";
const NEXT_BLOCK_PREFIX = "next:";
/** `words=<bin>` by word count, up to the top bin's first count (every larger count shares it). */
const WORD_BIN_NAMES = Array.from({ length: 129 }, (_, count) => `words=${wordCountBin(count)}`);

function gibsonFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const { blocks } = facts;
  const title = indexTitle(wordTokens(facts.page.titleText.toLowerCase()));
  const structural = blocks.map((block) => structuralFeatures(block, facts, title));
  const lastBlockOf = new Map<string, number>();
  for (let i = 0; i < blocks.length; i++) {
    const row = rows[i];
    addBagOfWords(row, facts.lowercaseWords[i], i, lastBlockOf);
    // On a page in another language, a label also reads as the English words it stands for.
    addBagOfWords(row, facts.englishEquivalents[i], i, lastBlockOf);
    copyFeatures(row, structural[i]);
    // History predicates (§7 "H" option), with the look-ahead twin: the neighbours' predicates.
    if (i > 0) copyFeatures(row, structural[i - 1], PREVIOUS_BLOCK_PREFIX);
    if (i + 1 < blocks.length) copyFeatures(row, structural[i + 1], NEXT_BLOCK_PREFIX);
  }
}

/** Every feature type except the words, named without the family prefix. */
function structuralFeatures(block: Block, facts: PageFacts, title: TitleIndex): NamedFeatureRow {
  const row = new NamedFeatureRow("");
  const words = facts.words[block.index];
  const lowercase = facts.lowercaseWords[block.index];
  row.add("stop-share", stopWordShare(lowercase, facts.stopWords));
  addEntityCounts(row, block.tokens, facts.dateWords);
  addTitleCasing(row, words);
  row.add("anchor-share", linkDensity(block));
  row.add("title-match", titleMatch(lowercase, title));
  addAncestorTags(row, block);
  for (const tag of facts.walk.descendantTags[block.index]) row.flag(DESCENDANT_NAMES.name(tag));
  addSiblingTags(row, block);
  row.flag(WORD_BIN_NAMES[Math.min(block.wordCount, WORD_BIN_NAMES.length - 1)]);
  row.flag("after-image", facts.walk.imageBefore[block.index] === 1);
  return row;
}

/**
 * Case-insensitive words of block `block`, present or not (numbers are left to the entity counts).
 * Not single Han or kana characters: in the English training pages they occur only in language
 * menus ("中文", "日本語"), so the model would learn that 中, 文, 日 and 本 mark boilerplate, and on a
 * Chinese or Japanese page they are in every paragraph. `lastBlockOf` (one per page, not a set per
 * block) remembers the last block each word was kept for.
 */
function addBagOfWords(
  row: FeatureRow,
  lowercaseWords: readonly string[],
  block: number,
  lastBlockOf: Map<string, number>,
): void {
  let kept = 0;
  for (const word of lowercaseWords) {
    if (kept >= MAX_BAG_WORDS) break;
    if (
      word.length > MAX_WORD_LENGTH ||
      lastBlockOf.get(word) === block ||
      isNumber(word) ||
      isSoloWord(word)
    )
      continue;
    lastBlockOf.set(word, block);
    kept++;
    row.flagKey(WORD_PREFIX, word);
  }
}

/** Inverse stop-wording as a share: prose is dense in function words, menus are not. */
export function stopWordShare(
  lowercaseWords: readonly string[],
  stopWords: ReadonlySet<string>,
): number {
  let stops = 0;
  for (const word of lowercaseWords) if (stopWords.has(word)) stops++;
  return ratio(stops, lowercaseWords.length);
}

function addEntityCounts(
  row: FeatureRow,
  tokens: readonly string[],
  dateWords: ReadonlySet<string>,
): void {
  const counts = countEntities(tokens, dateWords);
  row.add("entities-capitalised", logScale(counts.capitalisedSpans, 20));
  row.add("entities-number", logScale(counts.numbers, 20));
  row.add("entities-date", logScale(counts.dates, 5));
  row.add("entities-time", logScale(counts.times, 5));
  row.add("entities-money", logScale(counts.money, 5));
  row.add("entities-percent", logScale(counts.percentages, 5));
}

/** "Every token begins with an upper-case letter" and "some token begins with a lower-case one". */
export function addTitleCasing(row: FeatureRow, words: readonly string[]): void {
  let upper = 0;
  let lower = 0;
  for (const word of words) {
    const initial = initialCase(word);
    if (initial === 1) upper++;
    else if (initial === -1) lower++;
  }
  row.flag("title-case", upper > 0 && lower === 0);
  row.flag("has-lowercase-word", lower > 0);
}

/** The block's parent (its element) and grandparent. */
function addAncestorTags(row: FeatureRow, block: Block): void {
  const { ancestors } = block;
  row.flag(PARENT_NAMES.name(ancestors[ancestors.length - 1].name));
  if (ancestors.length > 1) row.flag(GRANDPARENT_NAMES.name(ancestors[ancestors.length - 2].name));
}

/** Elements just before and after the block's text inside its element (e.g. the `<img>` of a caption). */
function addSiblingTags(row: FeatureRow, block: Block): void {
  const first = topNodeUnder(block.textNodes[0], block);
  const last = topNodeUnder(block.textNodes[block.textNodes.length - 1], block);
  const before = nearestElementSibling(first, "prev");
  const after = nearestElementSibling(last, "next");
  if (before !== undefined) row.flag(PREV_SIBLING_NAMES.name(before));
  if (after !== undefined) row.flag(NEXT_SIBLING_NAMES.name(after));
}

/** The ancestor of `node` that is a direct child of the block's element (the text node itself when it is). */
function topNodeUnder(node: ChildNode, block: Block): ChildNode {
  let current = node;
  while (
    current.parent !== null &&
    current.parent !== block.element &&
    current.parent.type === "tag"
  ) {
    current = current.parent as Element;
  }
  return current;
}

/** Tag of the nearest element sibling, skipping comments and blank text; none past other text. */
function nearestElementSibling(node: ChildNode, direction: "prev" | "next"): string | undefined {
  let sibling = node[direction];
  while (sibling !== null) {
    if (sibling.type === "tag") return (sibling as Element).name;
    if (sibling.type === "text" && (sibling as Text).data.trim() !== "") return undefined;
    sibling = sibling[direction];
  }
  return undefined;
}

/** Word counts in powers of two: 1, 2-3, 4-7, …, 128+. */
export function wordCountBin(wordCount: number): string {
  if (wordCount <= 1) return String(wordCount);
  const low = 2 ** Math.min(7, Math.floor(Math.log2(wordCount)));
  return low === 128 ? "128+" : `${low}-${low * 2 - 1}`;
}

/** A block's structural features, as they are or renamed (`prev:` / `next:` for a neighbour's). */
function copyFeatures(row: FeatureRow, from: BlockFeatures, prefix?: string): void {
  for (let k = 0; k < from.names.length; k++) {
    if (prefix === undefined) row.add(from.names[k], from.values[k]);
    else row.addKey(prefix, from.names[k], from.values[k]);
  }
}
