import type { Element } from "domhandler";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import { BitVocabulary, flagBits } from "../facts/bit-vocabulary.js";
import { linkDensity, sentenceCount } from "../facts/block-text.js";
import { inheritedFact } from "../facts/inherit.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { capped, logQuotient, logScale } from "../scale.js";
import type { FeatureConfig, FeatureFamily, FeatureFamilyDefinition } from "../types.js";

/**
 * Yao & Zuo, "A Machine Learning Approach to Webpage Content Extraction" (Stanford), §III-B: text
 * features and their quotients to the previous block, relative position, and the N id/class tokens
 * that Naive Bayes finds most indicative of non-content blocks — learned from training pages.
 */
export const yaoFamily: FeatureFamilyDefinition = {
  name: "yao",
  description:
    "Yao & Zuo: words, sentence length, text and link density, quotients, position, fitted id/class tokens",
  fit: (pages, facts, config) => ({
    tokens: selectNoiseTokens(pages, facts, yaoTokenCount(config)),
  }),
  build: (state, config) => buildYao(parseYaoState(state), config),
};

/** The paper's N. */
export const DEFAULT_YAO_TOKEN_COUNT = 10;
/** Tokens are kept as bits of a 31-bit mask per element. */
export const MAX_YAO_TOKEN_COUNT = 31;
/** The paper's M: relative positions are discretised into this many bins. */
export const POSITION_BINS = 10;
/** Kohlschütter et al.'s line width for text density. */
export const LINE_WIDTH = 80;

/** `position=<bin>` by bin, built once. */
const POSITION_NAMES = Array.from({ length: POSITION_BINS }, (_, bin) => `position=${bin}`);

export interface YaoState {
  readonly tokens: readonly string[];
}

export function yaoTokenCount(config: FeatureConfig): number {
  const count = config.yaoTokenCount ?? DEFAULT_YAO_TOKEN_COUNT;
  if (!Number.isInteger(count) || count < 0 || count > MAX_YAO_TOKEN_COUNT) {
    throw new Error(
      `yaoTokenCount must be an integer from 0 to ${MAX_YAO_TOKEN_COUNT}, got ${count}`,
    );
  }
  return count;
}

function parseYaoState(state: unknown): YaoState {
  const tokens = (state as { tokens?: unknown } | undefined)?.tokens;
  if (
    !Array.isArray(tokens) ||
    !tokens.every((token) => typeof token === "string") ||
    tokens.length > MAX_YAO_TOKEN_COUNT
  ) {
    throw new Error(
      "the yao feature family needs its fitted state { tokens: string[] } (fit it on labelled pages)",
    );
  }
  return { tokens };
}

function buildYao(state: YaoState, config: FeatureConfig): FeatureFamily {
  yaoTokenCount(config);
  const tokens = new BitVocabulary(state.tokens);
  const tokenNames = tokens.prefixedNames("token=");
  return {
    name: "yao",
    extract(facts: PageFacts, rows: readonly FeatureRow[]): void {
      const memo = new Map<Element, number>();
      const ownMask = (element: Element): number => {
        let mask = 0;
        for (const token of facts.classTokens(element)) mask |= tokens.bit(token);
        return mask;
      };
      yaoTextFeatures(facts, rows);
      for (const block of facts.blocks) {
        const mask = inheritedFact(block.element, memo, ownMask, (a, b) => a | b);
        flagBits(rows[block.index], mask, tokenNames);
      }
    },
  };
}

/** The seven text features and the relative position of every block. */
function yaoTextFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const { blocks } = facts;
  const sentenceLengths = blocks.map((block) => averageSentenceLength(block.text, block.wordCount));
  const densities = blocks.map((block) => textDensity(block.text, block.wordCount));
  for (let i = 0; i < blocks.length; i++) {
    const row = rows[i];
    const block = blocks[i];
    const previous = i > 0 ? i - 1 : -1;
    row.add("words", logScale(block.wordCount, 500));
    row.add(
      "words-quotient",
      logQuotient(block.wordCount, previous >= 0 ? blocks[previous].wordCount : 0, 64),
    );
    row.add("sentence-length", logScale(sentenceLengths[i], 50));
    row.add(
      "sentence-length-quotient",
      logQuotient(sentenceLengths[i], previous >= 0 ? sentenceLengths[previous] : 0, 16),
    );
    row.add("text-density", capped(densities[i], 16));
    row.add(
      "text-density-quotient",
      logQuotient(densities[i], previous >= 0 ? densities[previous] : 0, 16),
    );
    row.add("link-density", linkDensity(block));
    row.flag(POSITION_NAMES[relativePosition(i, blocks.length)]);
  }
}

export function averageSentenceLength(text: string, wordCount: number): number {
  return wordCount / sentenceCount(text);
}

/** Words per line when the text is wrapped at 80 characters (Kohlschütter et al.). */
export function textDensity(text: string, wordCount: number): number {
  return wordCount / Math.max(1, Math.ceil(text.length / LINE_WIDTH));
}

/** ⌊n / N × M⌋, the paper's discretised relative position. */
export function relativePosition(index: number, blockCount: number): number {
  return Math.floor((index / blockCount) * POSITION_BINS);
}

/**
 * The `count` id/class tokens with the largest Naive-Bayes noise score (§III-B): multinomial event
 * model with Laplace smoothing over each block's tokens (its own and its ancestors'),
 * score_k = log(φ_k|noise / φ_k|content) × #blocks with k. Only positive scores qualify; ties go
 * to the alphabetically first token so fitting is deterministic.
 */
export function selectNoiseTokens(
  pages: readonly LabelledPage[],
  facts: readonly PageFacts[],
  count: number,
): string[] {
  const contentCounts = new Map<string, number>();
  const noiseCounts = new Map<string, number>();
  const blocksWith = new Map<string, number>();
  let contentTotal = 0;
  let noiseTotal = 0;
  pages.forEach((labelled, p) => {
    const memo = new Map<Element, readonly string[]>();
    const own = (element: Element) => facts[p].classTokens(element);
    for (const block of labelled.page.blocks) {
      const tokens = inheritedFact(block.element, memo, own, unionTokens);
      const isContent = labelled.labels[block.index] === 1;
      const counts = isContent ? contentCounts : noiseCounts;
      for (const token of tokens) {
        counts.set(token, (counts.get(token) ?? 0) + 1);
        blocksWith.set(token, (blocksWith.get(token) ?? 0) + 1);
      }
      if (isContent) contentTotal += tokens.length;
      else noiseTotal += tokens.length;
    }
  });
  const vocabulary = blocksWith.size;
  const scored = [...blocksWith].map(([token, blocks]) => {
    const noise = ((noiseCounts.get(token) ?? 0) + 1) / (noiseTotal + vocabulary);
    const content = ((contentCounts.get(token) ?? 0) + 1) / (contentTotal + vocabulary);
    return { token, score: Math.log(noise / content) * blocks };
  });
  scored.sort((a, b) => b.score - a.score || (a.token < b.token ? -1 : 1));
  return scored
    .filter((entry) => entry.score > 0)
    .slice(0, count)
    .map((entry) => entry.token);
}

function unionTokens(inherited: readonly string[], own: readonly string[]): readonly string[] {
  if (own.length === 0) return inherited;
  const union = [...inherited];
  for (const token of own) if (!union.includes(token)) union.push(token);
  return union;
}
