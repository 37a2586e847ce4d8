import { bagOfWordsScore } from "../../src/eval/metrics/bag-of-words.js";
import { scoreCorpus } from "../../src/eval/metrics/shingles.js";
import { quantile } from "../peers/stats.js";
import { pageShingleF1 } from "../peers/summary.js";
import type { PageMeasurement, ParserStats } from "./results.js";

/** A page's visible text "differs materially" from parse5's below this bag-of-words F1. */
export const MATERIAL_TEXT_F1 = 0.99;
/** Element counts "differ" beyond this relative difference. */
export const MATERIAL_ELEMENT_SHARE = 0.02;

export interface ParserComparison {
  readonly parser: string;
  readonly pages: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly totalMs: number;
  readonly maxRssKiB: number;
  readonly peakHeapBytes: number;
  /** Median live-tree heap per character of HTML (sampled pages). */
  readonly retainedBytesPerChar: number;
  readonly medianMaxDepth: number;
  readonly maxMaxDepth: number;
  /** Against parse5; null for parse5 itself. */
  readonly fidelity: {
    readonly textDiffers: number;
    readonly textDiffersBadly: number;
    readonly textOrderDiffers: number;
    readonly elementsDiffer: number;
    readonly meanTextWordF1: number;
  } | null;
  /** Shingle F1 of pith's default model on this parser's trees, per dataset (gold from the dataset). */
  readonly downstreamF1: Readonly<Record<string, number>>;
  readonly downstreamFailures: number;
}

export interface PageDifference {
  readonly dataset: string;
  readonly id: string;
  readonly textWordF1: number;
  readonly elements: number;
  readonly referenceElements: number;
  readonly maxDepth: number;
  readonly referenceMaxDepth: number;
}

export function compareParser(
  parser: string,
  pages: readonly PageMeasurement[],
  stats: ParserStats,
  reference: readonly PageMeasurement[] | null,
  golds: ReadonlyMap<string, string>,
): ParserComparison {
  const times = pages.map((page) => page.ms);
  const depths = pages.map((page) => page.maxDepth);
  return {
    parser,
    pages: pages.length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    totalMs: times.reduce((sum, ms) => sum + ms, 0),
    maxRssKiB: stats.maxRssKiB,
    peakHeapBytes: stats.peakHeapBytes,
    retainedBytesPerChar: quantile(
      stats.retained.map(({ bytes, htmlChars }) => bytes / Math.max(1, htmlChars)),
      0.5,
    ),
    medianMaxDepth: quantile(depths, 0.5),
    maxMaxDepth: Math.max(...depths),
    fidelity: reference === null ? null : fidelity(differences(pages, reference), pages, reference),
    downstreamF1: downstream(pages, golds),
    downstreamFailures: pages.filter((page) => page.extracted === null).length,
  };
}

export function differences(
  pages: readonly PageMeasurement[],
  reference: readonly PageMeasurement[],
): PageDifference[] {
  return pages.map((page, i) => ({
    dataset: page.dataset,
    id: page.id,
    textWordF1: bagOfWordsScore(reference[i].text, page.text).f1,
    elements: page.elements,
    referenceElements: reference[i].elements,
    maxDepth: page.maxDepth,
    referenceMaxDepth: reference[i].maxDepth,
  }));
}

function fidelity(
  diffs: readonly PageDifference[],
  pages: readonly PageMeasurement[],
  reference: readonly PageMeasurement[],
): ParserComparison["fidelity"] {
  return {
    textDiffers: diffs.filter((d) => d.textWordF1 < MATERIAL_TEXT_F1).length,
    textDiffersBadly: diffs.filter((d) => d.textWordF1 < 0.9).length,
    // Same words, different order (e.g. no foster parenting moves table text elsewhere).
    textOrderDiffers: pages.filter(
      (page, i) =>
        diffs[i].textWordF1 >= MATERIAL_TEXT_F1 &&
        pageShingleF1(reference[i].text, page.text) < MATERIAL_TEXT_F1,
    ).length,
    elementsDiffer: diffs.filter(
      (d) =>
        Math.abs(d.elements - d.referenceElements) >
        MATERIAL_ELEMENT_SHARE * Math.max(1, d.referenceElements),
    ).length,
    meanTextWordF1: diffs.reduce((sum, d) => sum + d.textWordF1, 0) / Math.max(1, diffs.length),
  };
}

function downstream(
  pages: readonly PageMeasurement[],
  golds: ReadonlyMap<string, string>,
): Record<string, number> {
  const byDataset = new Map<string, Array<{ gold: string; predicted: string }>>();
  for (const page of pages) {
    const pairs = byDataset.get(page.dataset) ?? [];
    pairs.push({
      gold: golds.get(`${page.dataset}/${page.id}`) ?? "",
      predicted: page.extracted ?? "",
    });
    byDataset.set(page.dataset, pairs);
  }
  return Object.fromEntries(
    [...byDataset].map(([dataset, pairs]) => [dataset, scoreCorpus(pairs).f1]),
  );
}
