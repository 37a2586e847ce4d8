import type { Element } from "domhandler";
import { indexOfMax } from "../../algorithms/vector.js";
import type { SegmentedPage } from "../../blocks/block.js";
import { commentMarkupOf, isThread } from "./comment-sections.js";

/** Neighbourhoods, in blocks either side, whose word-weighted mean probability a block sees. */
const NEIGHBOUR_WINDOWS = [1, 3, 8] as const;
/** Ancestors (1 = the block element's parent) whose other blocks' mean probability a block sees. */
const CONTAINER_LEVELS = [1, 2, 3, 4, 6] as const;
/** Ancestors whose tag and class make up a block's "style" (Wang's same visual style). */
const STYLE_DEPTHS = [1, 3] as const;
/** Floor of the page's highest probability, so the share of it stays finite on empty guesses. */
const MIN_PAGE_MAX = 1e-3;
/** Scales keeping log counts near [0, 1] so one L2 penalty suits every column. */
const LOG_WORDS_SCALE = 8;
const LOG_COUNT_SCALE = 4;

const CONTEXT_NAMES = [
  ...NEIGHBOUR_WINDOWS.map((window) => `neighbours-${window}`),
  ...CONTAINER_LEVELS.flatMap((level) => [`container-${level}`, `container-${level}-words`]),
  "between-content",
  "page-mean",
  "page-max",
  "share-of-page-max",
  "words",
  "link-density",
  "comment-markup",
  ...STYLE_DEPTHS.flatMap((depth) => [`style-${depth}`, `style-${depth}-blocks`]),
];
/** bias, probability, logit; then the context columns; then each of them times the probability. */
const OWN_COLUMNS = 3;
const CONTEXT_COUNT = CONTEXT_NAMES.length;

/**
 * Column names of the stacker's rows: the first stage's probability, what surrounds the block
 * (neighbours, DOM containers, blocks of the same style), and each context column times the
 * probability, so context can count for more when the first stage is unsure.
 */
export const STACK_FEATURE_NAMES: readonly string[] = [
  "bias",
  "probability",
  "logit",
  ...CONTEXT_NAMES,
  ...CONTEXT_NAMES.map((name) => `${name}×probability`),
];

/**
 * Calls `visit(i, row)` for every block i in order with its row (see STACK_FEATURE_NAMES), from
 * the first stage's content probabilities. `row` is one buffer, overwritten per block: copy it to
 * keep it. Prediction takes a dot product per row and never allocates one per block.
 */
export function visitStackFeatures(
  page: SegmentedPage,
  probability: ArrayLike<number>,
  visit: (block: number, row: Float64Array) => void,
  commentMarkup?: Uint8Array,
): void {
  visitStackFeatureChannels(
    page,
    [probability],
    (block, rows) => visit(block, rows[0]),
    commentMarkup,
  );
}

/**
 * `visitStackFeatures` over several probabilities of the same blocks at once (e.g. content and
 * comment): `rows[c]` is block i's row over `channels[c]`. The page's containers and styles are
 * looked up once for all of them. `commentMarkup` is the page's `commentMarkupOf`, when the caller
 * has it already.
 */
export function visitStackFeatureChannels(
  page: SegmentedPage,
  channels: readonly ArrayLike<number>[],
  visit: (block: number, rows: readonly Float64Array[]) => void,
  commentMarkup: Uint8Array = commentMarkupOf(page.blocks),
): void {
  const { blocks } = page;
  const n = blocks.length;
  if (n === 0) return;
  const words = Float64Array.from(blocks, (block) => Math.max(block.wordCount, 1));
  const containers = new GroupSums<Element>(channels);
  const styleIds = new StyleIds();
  const styles = STYLE_DEPTHS.map(() => new GroupSums<number>(channels));
  const styleSlots = STYLE_DEPTHS.map(() => new Int32Array(n));
  for (const block of blocks) {
    const i = block.index;
    for (const ancestor of block.ancestors) containers.add(ancestor, words[i], i);
    for (let s = 0; s < STYLE_DEPTHS.length; s++) {
      styleSlots[s][i] = styles[s].add(
        styleIds.keyOf(block.ancestors, STYLE_DEPTHS[s]),
        words[i],
        i,
      );
    }
  }
  const pages = channels.map((probability) => pageSums(words, probability));
  const threads = channels.map((probability, c) =>
    isThread(commentMarkup, probability, pages[c].best),
  );
  const rows = channels.map(() => new Float64Array(STACK_FEATURE_NAMES.length));
  const containerSlots = new Int32Array(CONTAINER_LEVELS.length);

  for (const block of blocks) {
    const i = block.index;
    for (let l = 0; l < CONTAINER_LEVELS.length; l++) {
      const ancestor = block.ancestors[block.ancestors.length - 1 - CONTAINER_LEVELS[l]];
      containerSlots[l] = ancestor === undefined ? -1 : containers.slotOf(ancestor);
    }
    for (let c = 0; c < channels.length; c++) {
      const row = rows[c];
      const sums = pages[c];
      const p = channels[c][i];
      row[0] = 1;
      row[1] = p;
      row[2] = logit(p);
      // Plain loops and `putContext`: a closure per block and channel was a tenth of prediction's garbage.
      let column = OWN_COLUMNS;
      for (const window of NEIGHBOUR_WINDOWS)
        putContext(row, column++, neighbourMean(sums, i, window, words[i], p), p);
      for (const slot of containerSlots) {
        if (slot < 0) {
          putContext(row, column++, p, p);
          putContext(row, column++, 0, p);
        } else {
          containers.others(slot, c, words[i], p);
          putContext(row, column++, containers.otherMean, p);
          putContext(row, column++, Math.log1p(containers.otherWords) / LOG_WORDS_SCALE, p);
        }
      }
      putContext(row, column++, Math.min(sums.before[i], sums.after[i]), p);
      putContext(row, column++, sums.mean, p);
      putContext(row, column++, sums.max, p);
      putContext(row, column++, p / sums.max, p);
      putContext(row, column++, Math.log1p(block.wordCount) / LOG_WORDS_SCALE, p);
      putContext(
        row,
        column++,
        block.wordCount === 0 ? 0 : block.linkWordCount / block.wordCount,
        p,
      );
      // Comment markup says "not the content" unless the page is a thread (see isThread).
      putContext(row, column++, commentMarkup[i] === 1 && !threads[c] ? 1 : 0, p);
      for (let s = 0; s < styles.length; s++) {
        styles[s].others(styleSlots[s][i], c, words[i], p);
        putContext(row, column++, styles[s].otherMean, p);
        putContext(row, column++, Math.log1p(styles[s].otherBlocks) / LOG_COUNT_SCALE, p);
      }
    }
    visit(i, rows);
  }
}

/** A context column and its product with the probability (see STACK_FEATURE_NAMES). */
function putContext(row: Float64Array, column: number, value: number, probability: number): void {
  row[column] = value;
  row[column + CONTEXT_COUNT] = value * probability;
}

/** What a block sees of one probability over the whole page. */
interface PageSums extends PrefixSums {
  readonly mean: number;
  /**
   * How sure the first stage is anywhere on the page: where it is unsure everywhere (an unusual
   * template), the page's most likely blocks are still its content.
   */
  readonly max: number;
  /** The block of highest probability (the first of equals). */
  readonly best: number;
  /** Per block, the highest probability before it and after it. */
  readonly before: Float64Array;
  readonly after: Float64Array;
}

function pageSums(words: Float64Array, probability: ArrayLike<number>): PageSums {
  const n = words.length;
  const prefix = prefixSums(words, probability);
  const before = runningMax(probability, 1);
  const after = runningMax(probability, -1);
  return {
    ...prefix,
    best: indexOfMax(probability),
    mean: prefix.mass[n] / prefix.words[n],
    max: Math.max(MIN_PAGE_MAX, before[n - 1], probability[n - 1]),
    before,
    after,
  };
}

/** Every block's row, as separate arrays (for training). */
export function stackFeatures(page: SegmentedPage, probability: ArrayLike<number>): Float64Array[] {
  const rows: Float64Array[] = [];
  visitStackFeatures(page, probability, (_, row) => {
    rows.push(row.slice());
  });
  return rows;
}

/**
 * Word-weighted probability sums of blocks grouped by a key, each group in a slot, for every
 * channel of probabilities. `others` sets the mean over the slot's other blocks (the block's own
 * probability when it is alone), their words and number.
 */
class GroupSums<K> {
  private readonly slots = new Map<K, number>();
  private readonly words: number[] = [];
  private readonly mass: number[][];
  private readonly blocks: number[] = [];
  otherMean = 0;
  otherWords = 0;
  otherBlocks = 0;

  constructor(private readonly channels: readonly ArrayLike<number>[]) {
    this.mass = channels.map(() => []);
  }

  /** Adds block `block` (of `words` words) to its key's group; returns the group's slot. */
  add(key: K, words: number, block: number): number {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.words.length;
      this.slots.set(key, slot);
      this.words.push(0);
      this.blocks.push(0);
      for (const mass of this.mass) mass.push(0);
    }
    this.words[slot] += words;
    this.blocks[slot] += 1;
    for (let c = 0; c < this.channels.length; c++)
      this.mass[c][slot] += words * this.channels[c][block];
    return slot;
  }

  /** The slot of a key that has been added. */
  slotOf(key: K): number {
    return this.slots.get(key) as number;
  }

  others(slot: number, channel: number, words: number, probability: number): void {
    this.otherWords = this.words[slot] - words;
    this.otherBlocks = this.blocks[slot] - 1;
    this.otherMean =
      this.otherWords > 0
        ? (this.mass[channel][slot] - words * probability) / this.otherWords
        : probability;
  }
}

/**
 * Numbers for an element's tag and class, and for a chain of them: a block's style key without
 * building a string per block. Ids stay below 2^17, so three of them pack exactly into a double.
 */
class StyleIds {
  private readonly elementIds = new Map<Element, number>();
  private readonly styleIds = new Map<string, number>();

  keyOf(ancestors: readonly Element[], depth: number): number {
    let key = 0;
    for (let level = Math.max(0, ancestors.length - depth); level < ancestors.length; level++)
      key = key * STYLE_ID_LIMIT + this.idOf(ancestors[level]);
    return key;
  }

  private idOf(element: Element): number {
    const known = this.elementIds.get(element);
    if (known !== undefined) return known;
    const style = `${element.name}.${element.attribs.class ?? ""}`;
    let id = this.styleIds.get(style);
    if (id === undefined) {
      id = 1 + (this.styleIds.size % (STYLE_ID_LIMIT - 1));
      this.styleIds.set(style, id);
    }
    this.elementIds.set(element, id);
    return id;
  }
}

/** Distinct styles per page beyond this share ids (a page with 131k class combinations). */
const STYLE_ID_LIMIT = 2 ** 17;

interface PrefixSums {
  readonly words: Float64Array;
  readonly mass: Float64Array;
}

function prefixSums(words: Float64Array, probability: ArrayLike<number>): PrefixSums {
  const sums = {
    words: new Float64Array(words.length + 1),
    mass: new Float64Array(words.length + 1),
  };
  for (let i = 0; i < words.length; i++) {
    sums.words[i + 1] = sums.words[i] + words[i];
    sums.mass[i + 1] = sums.mass[i] + words[i] * probability[i];
  }
  return sums;
}

/** Word-weighted mean probability of the blocks within `window` of block i, itself excluded. */
function neighbourMean(
  prefix: PrefixSums,
  i: number,
  window: number,
  ownWords: number,
  own: number,
): number {
  const start = Math.max(0, i - window);
  const end = Math.min(prefix.words.length - 1, i + window + 1);
  const words = prefix.words[end] - prefix.words[start] - ownWords;
  return words > 0 ? (prefix.mass[end] - prefix.mass[start] - ownWords * own) / words : own;
}

/** Per block, the highest probability strictly before it (step 1) or after it (step −1). */
function runningMax(probability: ArrayLike<number>, step: 1 | -1): Float64Array {
  const n = probability.length;
  const out = new Float64Array(n);
  let highest = 0;
  for (let k = 0; k < n; k++) {
    const i = step === 1 ? k : n - 1 - k;
    out[i] = highest;
    highest = Math.max(highest, probability[i]);
  }
  return out;
}

function logit(p: number): number {
  const clipped = Math.min(Math.max(p, 1e-4), 1 - 1e-4);
  return Math.log(clipped / (1 - clipped));
}
