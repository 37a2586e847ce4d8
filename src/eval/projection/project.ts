import type { SegmentedPage } from "../../blocks/block.js";
import type { BlockClass, LabelledPage } from "../../blocks/labelled-page.js";
import type { GoldRecord } from "../dataset.js";
import { metricWords, WordIds } from "../words.js";
import { alignTokens } from "./align.js";
import { goldSequence, isContentClass } from "./gold-sequence.js";
import { matchMovedRuns } from "./out-of-order.js";

/** A block is content when at least this share of its words align with gold content words. */
export const CONTENT_SHARE = 0.5;
/** Pages whose projection covers less of the gold, or is less pure, are not used for training. */
export const MIN_PROJECTION_COVERAGE = 0.9;
export const MIN_PROJECTION_PURITY = 0.9;

/** How faithfully the block labels reproduce the gold text. */
export interface ProjectionQuality {
  /** Gold content words. */
  readonly goldWords: number;
  /** Words in content-labelled blocks. */
  readonly labelledWords: number;
  /** Share of gold content words aligned inside content-labelled blocks (1 when the gold is empty). */
  readonly coverage: number;
  /** Share of words in content-labelled blocks aligned to gold content words (1 when none). */
  readonly purity: number;
  /** Good enough to train on: a non-empty gold, coverage and purity above the thresholds. */
  readonly usable: boolean;
}

export interface Projection {
  readonly labelled: LabelledPage;
  readonly quality: ProjectionQuality;
}

/**
 * Gold text → one label per block: the gold's words are aligned with the page's block words (in
 * order, then passages the gold moved), and a block takes the class of the gold words most of its
 * own words align to.
 */
export function projectGold(
  page: SegmentedPage,
  record: GoldRecord,
  identity: { id: string; source: string; labelsComments?: boolean },
): Projection {
  const gold = goldSequence(record);
  const ids = new WordIds();
  const goldIds = ids.encode(gold.words);
  const blockWords = page.blocks.map((block) => metricWords(block.text));
  const pageIds = ids.encode(blockWords.flat());
  const matchOfGold = alignTokens(goldIds, pageIds);
  matchMovedRuns(goldIds, pageIds, matchOfGold);
  const goldIndexOfPage = new Int32Array(pageIds.length).fill(-1);
  for (let g = 0; g < matchOfGold.length; g++)
    if (matchOfGold[g] >= 0) goldIndexOfPage[matchOfGold[g]] = g;

  const classes: BlockClass[] = [];
  const contentMatches: number[] = [];
  let offset = 0;
  for (const words of blockWords) {
    const votes = new Map<BlockClass, number>();
    for (let k = 0; k < words.length; k++) {
      const g = goldIndexOfPage[offset + k];
      if (g >= 0) votes.set(gold.classes[g], (votes.get(gold.classes[g]) ?? 0) + 1);
    }
    offset += words.length;
    classes.push(classFromVotes(votes, words.length));
    contentMatches.push(contentVotes(votes));
  }
  fillWordlessBlocks(classes, blockWords);
  markTitleBlocks(classes, blockWords, record);

  const labels = Uint8Array.from(classes, (blockClass) => (isContentClass(blockClass) ? 1 : 0));
  const goldWords = gold.classes.filter(isContentClass).length;
  let labelledWords = 0;
  let aligned = 0;
  for (let i = 0; i < classes.length; i++) {
    if (labels[i] === 0) continue;
    labelledWords += blockWords[i].length;
    aligned += contentMatches[i];
  }
  const coverage = goldWords === 0 ? 1 : aligned / goldWords;
  const purity = labelledWords === 0 ? 1 : aligned / labelledWords;
  return {
    labelled: {
      page,
      labels,
      classes,
      source: identity.source,
      id: identity.id,
      labelsComments: identity.labelsComments ?? false,
    },
    quality: {
      goldWords,
      labelledWords,
      coverage,
      purity,
      usable:
        goldWords > 0 && coverage >= MIN_PROJECTION_COVERAGE && purity >= MIN_PROJECTION_PURITY,
    },
  };
}

function contentVotes(votes: ReadonlyMap<BlockClass, number>): number {
  return (votes.get("body") ?? 0) + (votes.get("title") ?? 0) + (votes.get("heading") ?? 0);
}

function classFromVotes(votes: ReadonlyMap<BlockClass, number>, words: number): BlockClass {
  if (words === 0) return "noise";
  if (contentVotes(votes) >= CONTENT_SHARE * words)
    return majority(votes, ["title", "heading", "body"]);
  if ((votes.get("comment") ?? 0) >= CONTENT_SHARE * words) return "comment";
  return "noise";
}

function majority(
  votes: ReadonlyMap<BlockClass, number>,
  candidates: readonly BlockClass[],
): BlockClass {
  let best = candidates[candidates.length - 1];
  for (const candidate of candidates) {
    if ((votes.get(candidate) ?? 0) > (votes.get(best) ?? 0)) best = candidate;
  }
  return best;
}

/**
 * Blocks without words (bullets, "|", "»") carry nothing the gold could align; they take the class
 * of their surroundings when the word-bearing blocks on both sides agree, so "every block right"
 * (Gibson's document accuracy) does not hinge on invisible punctuation.
 */
function fillWordlessBlocks(classes: BlockClass[], blockWords: readonly string[][]): void {
  let previous = -1;
  for (let i = 0; i < classes.length; i++) {
    if (blockWords[i].length > 0) {
      previous = i;
      continue;
    }
    let next = i + 1;
    while (next < classes.length && blockWords[next].length === 0) next++;
    if (previous >= 0 && next < classes.length && sameSide(classes[previous], classes[next])) {
      classes[i] = isContentClass(classes[previous]) ? "body" : classes[previous];
    }
  }
}

function sameSide(x: BlockClass, y: BlockClass): boolean {
  return isContentClass(x) === isContentClass(y) && (isContentClass(x) || x === y);
}

/** Content blocks whose words are exactly the gold title's are the title (Wang et al.'s target). */
function markTitleBlocks(
  classes: BlockClass[],
  blockWords: readonly string[][],
  record: GoldRecord,
): void {
  if (record.title === null) return;
  const title = metricWords(record.title).join(" ");
  if (title === "") return;
  for (let i = 0; i < classes.length; i++) {
    if (isContentClass(classes[i]) && blockWords[i].join(" ") === title) classes[i] = "title";
  }
}
