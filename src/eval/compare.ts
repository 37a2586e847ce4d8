import { seededRandom } from "../util/random.js";
import { mean } from "./metrics/shingles.js";
import { f1Of } from "./page-score.js";

/** One page's ScrapingHub shingle precision and recall, as `pith eval` reports it (null: undefined). */
export interface PageShingles {
  readonly key: string;
  readonly dataset: string;
  readonly source: string;
  /** The gold's page type, where the dataset gives one (WCXB's seven). */
  readonly pageType?: string;
  readonly precision: number | null;
  readonly recall: number | null;
}

/** Run A against run B on the pages both scored. */
export interface ShingleDifference {
  readonly pages: number;
  readonly sites: number;
  /** Shingle F1 of each run on those pages (F1 of mean precision and mean recall). */
  readonly a: number;
  readonly b: number;
  /** a − b. */
  readonly difference: number;
  /** Percentile bounds of a − b over the bootstrap resamples. */
  readonly low: number;
  readonly high: number;
  /** Share of resamples in which A scores higher than B. */
  readonly shareAHigher: number;
}

export interface BootstrapOptions {
  /** Resamples drawn (default 2000). */
  readonly resamples?: number;
  /** Coverage of the interval (default 0.95). */
  readonly confidence?: number;
  readonly seed?: number;
}

/** F1 of the mean page precision and the mean page recall, each over the pages where it is defined. */
export function shingleF1(pages: readonly PageShingles[]): number {
  const precisions = pages.flatMap((page) => (page.precision === null ? [] : [page.precision]));
  const recalls = pages.flatMap((page) => (page.recall === null ? [] : [page.recall]));
  return f1Of(mean(precisions), mean(recalls));
}

/**
 * A − B in shingle F1 with a paired, site-clustered bootstrap: each resample draws the sites (not
 * the pages) with replacement and scores both runs on the same drawn pages. Pages of one site
 * share a template and fail together, so resampling pages alone would claim more certainty than
 * the data hold, and a run tuned on one big site would look surely better.
 * `a` and `b` must hold the same pages (same keys, any order).
 */
export function pairedSiteBootstrap(
  a: readonly PageShingles[],
  b: readonly PageShingles[],
  options: BootstrapOptions = {},
): ShingleDifference {
  const { resamples, confidence } = checkedOptions(options);
  const partner = new Map(b.map((page) => [page.key, page]));
  if (a.length !== b.length || a.some((page) => !partner.has(page.key)))
    throw new Error("bootstrap: the two runs must score the same pages");
  const pairs = a.map((page) => [page, partner.get(page.key) as PageShingles] as const);
  const sites = groupBySite(pairs, ([page]) => page);
  let aHigher = 0;
  const differences = siteBootstrap(sites, options, (drawn) => {
    const difference =
      shingleF1(drawn.map(([page]) => page)) - shingleF1(drawn.map(([, page]) => page));
    if (difference > 0) aHigher++;
    return difference;
  });
  const tail = (1 - confidence) / 2;
  const scoreA = shingleF1(a);
  const scoreB = shingleF1(pairs.map(([, page]) => page));
  return {
    pages: a.length,
    sites: sites.length,
    a: scoreA,
    b: scoreB,
    difference: scoreA - scoreB,
    low: quantile(differences, tail),
    high: quantile(differences, 1 - tail),
    shareAHigher: aHigher / resamples,
  };
}

/** One run's shingle F1 with the percentile interval of its site bootstrap. */
export function shingleF1Interval(
  pages: readonly PageShingles[],
  options: BootstrapOptions = {},
): { readonly f1: number; readonly low: number; readonly high: number } {
  const { confidence } = checkedOptions(options);
  const scores = siteBootstrap(
    groupBySite(pages, (page) => page),
    options,
    shingleF1,
  );
  const tail = (1 - confidence) / 2;
  return { f1: shingleF1(pages), low: quantile(scores, tail), high: quantile(scores, 1 - tail) };
}

function checkedOptions(options: BootstrapOptions): { resamples: number; confidence: number } {
  const resamples = options.resamples ?? 2000;
  const confidence = options.confidence ?? 0.95;
  if (!(resamples >= 1))
    throw new Error(`bootstrap: resamples must be at least 1, got ${resamples}`);
  if (!(confidence > 0 && confidence < 1))
    throw new Error(`bootstrap: confidence must be in (0, 1), got ${confidence}`);
  return { resamples, confidence };
}

/**
 * `statistic` over `resamples` draws of as many sites as there are, with replacement (each draw
 * takes all of a site's items), sorted ascending. Seeded: the same options draw the same sites.
 */
function siteBootstrap<T>(
  sites: readonly (readonly T[])[],
  options: BootstrapOptions,
  statistic: (drawn: readonly T[]) => number,
): Float64Array {
  const { resamples } = checkedOptions(options);
  const random = seededRandom(options.seed ?? 1);
  const values = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    const drawn: T[] = [];
    for (let s = 0; s < sites.length; s++)
      drawn.push(...sites[Math.floor(random() * sites.length)]);
    values[r] = statistic(drawn);
  }
  return values.sort();
}

/** Items by the site of their page, sites in order of first appearance (so a seed draws the same resamples). */
function groupBySite<T>(items: readonly T[], pageOf: (item: T) => PageShingles): T[][] {
  const bySite = new Map<string, T[]>();
  for (const item of items) {
    const page = pageOf(item);
    const key = `${page.dataset}\u0000${page.source}`;
    const site = bySite.get(key);
    if (site === undefined) bySite.set(key, [item]);
    else site.push(item);
  }
  return [...bySite.values()];
}

/** Linear interpolation between the order statistics of sorted `values` (type 7, as R and NumPy). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

/** What `pith compare` reads of a `pith eval` JSON report. */
export interface ScoredRun {
  readonly model: string;
  readonly command: string;
  readonly pages: readonly PageShingles[];
}

export interface DatasetDifference extends ShingleDifference {
  readonly dataset: string;
}

export interface RunComparison {
  readonly a: { readonly model: string; readonly command: string };
  readonly b: { readonly model: string; readonly command: string };
  readonly confidence: number;
  readonly resamples: number;
  readonly datasets: readonly DatasetDifference[];
  /** Per dataset and page type ("wcxb: product"), for the pages whose gold gives a type. */
  readonly pageTypes: readonly DatasetDifference[];
  /** Every shared page; sites are drawn across datasets. */
  readonly overall: ShingleDifference;
  /** Pages scored by one run only: left out of every row. */
  readonly onlyInA: number;
  readonly onlyInB: number;
}

/** Run A against run B, per dataset and overall, on the pages both scored. */
export function compareRuns(
  a: ScoredRun,
  b: ScoredRun,
  options: BootstrapOptions = {},
): RunComparison {
  const keysOfB = new Set(b.pages.map((page) => page.key));
  const keysOfA = new Set(a.pages.map((page) => page.key));
  const sharedA = a.pages.filter((page) => keysOfB.has(page.key));
  const sharedB = b.pages.filter((page) => keysOfA.has(page.key));
  if (sharedA.length === 0) throw new Error("the two reports share no page: nothing to compare");
  const datasets = [...new Set(sharedA.map((page) => page.dataset))];
  const ofDataset = (pages: readonly PageShingles[], dataset: string) =>
    pages.filter((page) => page.dataset === dataset);
  const typeOf = (page: PageShingles) =>
    page.pageType === undefined ? undefined : `${page.dataset}: ${page.pageType}`;
  const pageTypes = [...new Set(sharedA.flatMap((page) => typeOf(page) ?? []))].sort();
  const ofType = (pages: readonly PageShingles[], type: string) =>
    pages.filter((page) => typeOf(page) === type);
  return {
    a: { model: a.model, command: a.command },
    b: { model: b.model, command: b.command },
    confidence: options.confidence ?? 0.95,
    resamples: options.resamples ?? 2000,
    datasets: datasets.map((dataset) => ({
      dataset,
      ...pairedSiteBootstrap(ofDataset(sharedA, dataset), ofDataset(sharedB, dataset), options),
    })),
    pageTypes: pageTypes.map((type) => ({
      dataset: type,
      ...pairedSiteBootstrap(ofType(sharedA, type), ofType(sharedB, type), options),
    })),
    overall: pairedSiteBootstrap(sharedA, sharedB, options),
    onlyInA: a.pages.length - sharedA.length,
    onlyInB: b.pages.length - sharedB.length,
  };
}
