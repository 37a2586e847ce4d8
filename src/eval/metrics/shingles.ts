import { metricWordTokens } from "../../text/tokenize.js";

/**
 * The ScrapingHub article-extraction metric: 4-gram shingles of `\w+` tokens, per-page TP/FP/FN
 * normalised to sum 1; precision and recall are averaged over pages, F1 is taken of the averages.
 */
export interface ShingleCounts {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}

export const SHINGLE_SIZE = 4;

export function shingleMultiset(text: string, size = SHINGLE_SIZE): Map<string, number> {
  const tokens = metricWordTokens(text);
  const counts = new Map<string, number>();
  const last = Math.max(1, tokens.length - size + 1);
  for (let i = 0; i < last && i < tokens.length; i++) {
    const key = tokens.slice(i, i + size).join("\u0001");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Normalised TP/FP/FN of one page (all zero when both texts are empty). */
export function shingleCounts(gold: string, predicted: string): ShingleCounts {
  const expected = shingleMultiset(gold);
  const actual = shingleMultiset(predicted);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [key, goldCount] of expected) {
    const predictedCount = actual.get(key) ?? 0;
    tp += Math.min(goldCount, predictedCount);
    fn += Math.max(0, goldCount - predictedCount);
  }
  for (const [key, predictedCount] of actual)
    fp += Math.max(0, predictedCount - (expected.get(key) ?? 0));
  const sum = tp + fp + fn;
  return sum === 0 ? { tp: 0, fp: 0, fn: 0 } : { tp: tp / sum, fp: fp / sum, fn: fn / sum };
}

/** Page precision; undefined when the page does not count towards the precision average. */
export function pagePrecision({ tp, fp, fn }: ShingleCounts): number | undefined {
  if (fp === 0 && fn === 0) return tp > 0 ? 1 : undefined;
  if (tp + fp === 0) return undefined;
  return tp / (tp + fp);
}

/** Page recall; undefined when the page does not count towards the recall average. */
export function pageRecall({ tp, fp, fn }: ShingleCounts): number | undefined {
  if (fp === 0 && fn === 0) return tp > 0 ? 1 : undefined;
  if (tp + fn === 0) return undefined;
  return tp / (tp + fn);
}

export interface CorpusScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** Share of pages whose predicted `\w+` token sequence equals the gold's exactly. */
  readonly accuracy: number;
  readonly pages: number;
}

export function scoreCorpus(
  pairs: ReadonlyArray<{ gold: string; predicted: string }>,
): CorpusScore {
  const precisions: number[] = [];
  const recalls: number[] = [];
  let exact = 0;
  for (const { gold, predicted } of pairs) {
    const counts = shingleCounts(gold, predicted);
    const precision = pagePrecision(counts);
    const recall = pageRecall(counts);
    if (precision !== undefined) precisions.push(precision);
    if (recall !== undefined) recalls.push(recall);
    if (sameTokens(gold, predicted)) exact++;
  }
  const precision = mean(precisions);
  const recall = mean(recalls);
  return {
    precision,
    recall,
    f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
    accuracy: pairs.length > 0 ? exact / pairs.length : 0,
    pages: pairs.length,
  };
}

function sameTokens(a: string, b: string): boolean {
  const x = metricWordTokens(a);
  const y = metricWordTokens(b);
  return x.length === y.length && x.every((token, i) => token === y[i]);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
