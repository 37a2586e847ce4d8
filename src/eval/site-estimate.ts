import type { LabelledPage } from "../blocks/labelled-page.js";
import type { ContentModel } from "../models/model.js";
import type { CorpusPage } from "./corpus.js";
import { evaluateModel } from "./evaluate.js";
import type { PageScore } from "./page-score.js";

/** Leave-one-page-out up to this many pages; above, this many folds. */
export const LEAVE_ONE_OUT_UP_TO = 10;
export const ESTIMATE_FOLDS = 5;

/**
 * The smallest gain on the pages left out that counts as better: below it the site model has
 * shown nothing the base does not do, and a model that changes pages nobody checked is a risk
 * with no evidence of a gain (issue 58: six pages whose labels were the base's own output taught
 * the site model to drop a block the base kept on other pages).
 */
export const MIN_GAIN = 0.002;

/** What the site's labelled pages say of a site model against its base, on pages it never saw. */
export interface SiteEstimate {
  /** Pages scored (every labelled page that parsed). */
  readonly pages: number;
  /** Folds: `pages` for leave-one-page-out. */
  readonly folds: number;
  /** Mean shingle F1 over the pages left out: the base's, and the site models' that did not train on them. */
  readonly base: number;
  readonly site: number;
  /** Pages the site model scored better (worse) on, by more than 0.01. */
  readonly better: number;
  readonly worse: number;
  /** Page scores (base, site) by page key, for reports. */
  readonly perPage: readonly { key: string; base: number; site: number }[];
}

/**
 * Leave-one-page-out (or `ESTIMATE_FOLDS` folds above `LEAVE_ONE_OUT_UP_TO` pages) over the site's
 * labelled pages: the base, and a site model adapted on the other pages, each scored against the
 * labels of the page left out. Undefined with fewer than two pages: nothing to train on with one
 * left out.
 */
export function estimateSiteModel(
  corpus: readonly CorpusPage[],
  base: ContentModel,
  adapt: (pages: readonly LabelledPage[]) => ContentModel,
): SiteEstimate | undefined {
  const scored = corpus.filter((page) => page.page !== null);
  if (scored.length < 2) return undefined;
  const folds = Math.min(
    scored.length,
    scored.length <= LEAVE_ONE_OUT_UP_TO ? scored.length : ESTIMATE_FOLDS,
  );
  const perPage: { key: string; base: number; site: number }[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const testing = scored.filter((_, i) => i % folds === fold);
    const training = scored
      .filter((_, i) => i % folds !== fold)
      .flatMap((page) => (page.projection?.quality.usable ? [page.projection.labelled] : []));
    const baseScores = evaluateModel(testing, base);
    // A fold without a usable page to learn from gives the base back: nothing was learnt.
    const siteScores = training.length === 0 ? baseScores : evaluateModel(testing, adapt(training));
    testing.forEach((page, i) => {
      perPage.push({ key: page.key, base: f1(baseScores[i]), site: f1(siteScores[i]) });
    });
  }
  const mean = (pick: (entry: { base: number; site: number }) => number) =>
    perPage.reduce((sum, entry) => sum + pick(entry), 0) / perPage.length;
  return {
    pages: perPage.length,
    folds,
    base: mean((entry) => entry.base),
    site: mean((entry) => entry.site),
    better: perPage.filter((entry) => entry.site > entry.base + 0.01).length,
    worse: perPage.filter((entry) => entry.site < entry.base - 0.01).length,
    perPage,
  };
}

/** Whether an estimate shows the site model better than its base. */
export function siteModelWins(estimate: SiteEstimate): boolean {
  return estimate.site - estimate.base >= MIN_GAIN;
}

/** The estimate as `pith train --base` and `pith label` print it. */
export function describeEstimate(estimate: SiteEstimate): string {
  const how =
    estimate.folds === estimate.pages ? "each page left out in turn" : `${estimate.folds} folds`;
  return `on the ${estimate.pages} labelled pages, ${how}: base ${estimate.base.toFixed(3)} → site model ${estimate.site.toFixed(3)} (${signed(estimate.site - estimate.base)}; better on ${estimate.better}, worse on ${estimate.worse})`;
}

function f1(score: PageScore): number {
  const p = score.shingle.precision ?? 0;
  const r = score.shingle.recall ?? 0;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function signed(value: number): string {
  return `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(3)}`;
}
