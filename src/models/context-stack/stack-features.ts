import type { Element } from "domhandler";
import type { Block, SegmentedPage } from "../../blocks/block.js";

/** Neighbourhoods, in blocks either side, whose word-weighted mean probability a block sees. */
const NEIGHBOUR_WINDOWS = [1, 3, 8] as const;
/** Ancestors (1 = the block element's parent) whose other blocks' mean probability a block sees. */
const CONTAINER_LEVELS = [1, 2, 3, 4, 6] as const;
/** Ancestors whose tag and class make up a block's "style" (Wang's same visual style). */
const STYLE_DEPTHS = [1, 3] as const;
/** Scales keeping log counts near [0, 1] so one L2 penalty suits every column. */
const LOG_WORDS_SCALE = 8;
const LOG_COUNT_SCALE = 4;

const CONTEXT_NAMES = [
  ...NEIGHBOUR_WINDOWS.map((window) => `neighbours-${window}`),
  ...CONTAINER_LEVELS.flatMap((level) => [`container-${level}`, `container-${level}-words`]),
  "between-content",
  "page-mean",
  "words",
  "link-density",
  ...STYLE_DEPTHS.flatMap((depth) => [`style-${depth}`, `style-${depth}-blocks`]),
];

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

/** Word-weighted sums of the page's probabilities, grouped by some key of a block. */
class WeightedMeans<K> {
  private readonly sums = new Map<K, { words: number; mass: number; blocks: number }>();

  add(key: K, words: number, probability: number): void {
    const sum = this.sums.get(key);
    if (sum === undefined) this.sums.set(key, { words, mass: words * probability, blocks: 1 });
    else {
      sum.words += words;
      sum.mass += words * probability;
      sum.blocks += 1;
    }
  }

  /** The mean over the group's other blocks (`fallback` when the block is alone), and their words and number. */
  othersOf(key: K, words: number, probability: number, fallback: number) {
    const sum = this.sums.get(key) ?? { words, mass: words * probability, blocks: 1 };
    const otherWords = sum.words - words;
    return {
      mean: otherWords > 0 ? (sum.mass - words * probability) / otherWords : fallback,
      words: otherWords,
      blocks: sum.blocks - 1,
    };
  }
}

/** One row per block (see STACK_FEATURE_NAMES), from the first stage's content probabilities. */
export function stackFeatures(page: SegmentedPage, probability: ArrayLike<number>): Float64Array[] {
  const { blocks } = page;
  const words = blocks.map((block) => Math.max(block.wordCount, 1));
  const containers = new WeightedMeans<Element>();
  const styles = STYLE_DEPTHS.map(() => new WeightedMeans<string>());
  const styleKeys = blocks.map((block) => STYLE_DEPTHS.map((depth) => styleOf(block, depth)));
  for (const block of blocks) {
    const i = block.index;
    for (const ancestor of block.ancestors) containers.add(ancestor, words[i], probability[i]);
    styles.forEach((style, s) => {
      style.add(styleKeys[i][s], words[i], probability[i]);
    });
  }
  const prefix = prefixSums(words, probability);
  const pageMean = prefix.mass[blocks.length] / prefix.words[blocks.length];
  const before = runningMax(probability, 1);
  const after = runningMax(probability, -1);

  return blocks.map((block) => {
    const i = block.index;
    const p = probability[i];
    const context: number[] = NEIGHBOUR_WINDOWS.map((window) =>
      neighbourMean(prefix, i, window, words[i], p),
    );
    for (const level of CONTAINER_LEVELS) {
      const ancestor = block.ancestors[block.ancestors.length - 1 - level];
      const others =
        ancestor === undefined
          ? { mean: p, words: 0 }
          : containers.othersOf(ancestor, words[i], p, p);
      context.push(others.mean, Math.log1p(others.words) / LOG_WORDS_SCALE);
    }
    context.push(
      Math.min(before[i], after[i]),
      pageMean,
      Math.log1p(block.wordCount) / LOG_WORDS_SCALE,
      block.wordCount === 0 ? 0 : block.linkWordCount / block.wordCount,
    );
    styles.forEach((style, s) => {
      const others = style.othersOf(styleKeys[i][s], words[i], p, p);
      context.push(others.mean, Math.log1p(others.blocks) / LOG_COUNT_SCALE);
    });
    return Float64Array.from([1, p, logit(p), ...context, ...context.map((value) => value * p)]);
  });
}

/** Tag and class of the block's element and its ancestors, `depth` levels in all. */
function styleOf(block: Block, depth: number): string {
  const { ancestors } = block;
  let key = "";
  for (let level = Math.max(0, ancestors.length - depth); level < ancestors.length; level++)
    key += `${ancestors[level].name}.${ancestors[level].attribs.class ?? ""}>`;
  return key;
}

interface PrefixSums {
  readonly words: Float64Array;
  readonly mass: Float64Array;
}

function prefixSums(words: readonly number[], probability: ArrayLike<number>): PrefixSums {
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
