import { datasetOf } from "./dataset-copies.js";

/**
 * How much each training site counts. Sites differ wildly in pages (a news site with 23 pages next
 * to a shop with one): unweighted, the loss learns the big sites' templates by heart, while pith
 * meets mostly sites it has never seen.
 *   none:  every page weighs 1;
 *   sqrt:  a page weighs 1/√(pages of its site), so a site's weight grows with √pages;
 *   equal: a page weighs 1/(pages of its site), so every site weighs the same.
 */
export const SITE_WEIGHTINGS = ["none", "sqrt", "equal"] as const;
export type SiteWeighting = (typeof SITE_WEIGHTINGS)[number];

/**
 * Per-page loss weights for pages from `sources` (one site name per page), each times its
 * `factors` entry when given (a dataset's weight), scaled to a mean of 1 so that the total weight
 * of the data against the prior stays that of the unweighted pages. Undefined for "none" without
 * factors: callers skip the scaling altogether.
 */
export function siteWeights(
  sources: readonly string[],
  weighting: SiteWeighting,
  factors?: readonly number[],
): Float64Array | undefined {
  if ((weighting === "none" && factors === undefined) || sources.length === 0) return undefined;
  const pagesOf = new Map<string, number>();
  for (const source of sources) pagesOf.set(source, (pagesOf.get(source) ?? 0) + 1);
  const exponent = weighting === "none" ? 0 : weighting === "sqrt" ? 0.5 : 1;
  const raw = Float64Array.from(
    sources,
    (source, p) => (pagesOf.get(source) ?? 1) ** -exponent * (factors?.[p] ?? 1),
  );
  let total = 0;
  for (const weight of raw) total += weight;
  const scale = sources.length / total;
  for (let p = 0; p < raw.length; p++) raw[p] *= scale;
  return raw;
}

/**
 * Each page's dataset weight from the `datasetWeights` option: "none", or items joined by commas
 * ("fundus:3": the pages of dataset `fundus` count three times), by the dataset a page's id names
 * (`<dataset>/<page>`); 1 for datasets not named. Undefined for "none". A malformed item throws.
 */
export function datasetFactors(ids: readonly string[], option: string): number[] | undefined {
  if (option === "none") return undefined;
  const weightOf = new Map<string, number>();
  for (const item of option.split(",")) {
    const match = /^([^:]+):(\d+(?:\.\d+)?)$/.exec(item.trim());
    const weight = match === null ? Number.NaN : Number(match[2]);
    if (match === null || !(weight > 0))
      throw new Error(
        `datasetWeights: "${item}" is not DATASET:WEIGHT with a weight above 0 (e.g. fundus:3)`,
      );
    weightOf.set(match[1], weight);
  }
  return ids.map((id) => weightOf.get(datasetOf(id)) ?? 1);
}
