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
 * Per-page loss weights for pages from `sources` (one site name per page), scaled to a mean of 1
 * so that the total weight of the data against the prior stays that of the unweighted pages.
 * Undefined for "none": callers skip the scaling altogether.
 */
export function siteWeights(
  sources: readonly string[],
  weighting: SiteWeighting,
): Float64Array | undefined {
  if (weighting === "none" || sources.length === 0) return undefined;
  const pagesOf = new Map<string, number>();
  for (const source of sources) pagesOf.set(source, (pagesOf.get(source) ?? 0) + 1);
  const exponent = weighting === "sqrt" ? 0.5 : 1;
  const raw = Float64Array.from(sources, (source) => (pagesOf.get(source) ?? 1) ** -exponent);
  let total = 0;
  for (const weight of raw) total += weight;
  const scale = sources.length / total;
  for (let p = 0; p < raw.length; p++) raw[p] *= scale;
  return raw;
}
