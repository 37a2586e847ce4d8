import { type PageShingles, quantile } from "../src/eval/compare.js";
import { loadDataset } from "../src/eval/dataset.js";
import type { PageScore } from "../src/eval/page-score.js";
import { seededRandom } from "../src/util/random.js";

/** Helpers of the per-site benches (site-models.ts, unlabelled-adaptation.ts). */

import { SHARED_DATA_DIRS } from "./shared-datasets.js";

/** The shared datasets' directories. */
export const SHARED_DATA = SHARED_DATA_DIRS;

/** Sites (the gold's `site`, as by-site splits group pages) with at least `minPages` pages. */
export function sitesWithPages(minPages: number): Set<string> {
  const counts = new Map<string, number>();
  for (const dir of SHARED_DATA)
    for (const record of loadDataset(dir).records)
      if (record.site !== null) counts.set(record.site, (counts.get(record.site) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count >= minPages).map(([site]) => site));
}

export function shinglesOf(score: PageScore): PageShingles {
  return {
    key: score.key,
    dataset: "all",
    source: score.source,
    precision: score.shingle.precision ?? null,
    recall: score.shingle.recall ?? null,
  };
}

/** Mean of per-page shingle F1: a site's summary (its pages are few). */
export function meanF1(pages: readonly PageShingles[]): number {
  return mean(
    pages.map((page) => {
      const p = page.precision ?? 0;
      const r = page.recall ?? 0;
      return p + r === 0 ? 0 : (2 * p * r) / (p + r);
    }),
  );
}

/** Mean of per-site values with the 95 % percentile interval of 2000 resamples of the sites. */
export function meanWithInterval(values: readonly number[]): string {
  if (values.length === 0) return "–";
  const random = seededRandom(1);
  const means = new Float64Array(2000);
  for (let r = 0; r < means.length; r++) {
    let total = 0;
    for (let i = 0; i < values.length; i++) total += values[Math.floor(random() * values.length)];
    means[r] = total / values.length;
  }
  means.sort();
  return `${signed(mean(values))} [${signed(quantile(means, 0.025))}, ${signed(quantile(means, 0.975))}]`;
}

export function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

export function signed(value: number): string {
  return `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(3)}`;
}

/** `--option key=value` pairs → an options record. */
export function optionPairs(pairs: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

/** Pages by their site, in corpus order. */
export function pagesBySite<T extends { readonly source: string }>(
  pages: readonly T[],
): Map<string, T[]> {
  const bySite = new Map<string, T[]>();
  for (const page of pages) bySite.set(page.source, [...(bySite.get(page.source) ?? []), page]);
  return bySite;
}
