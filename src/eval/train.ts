import type { LabelledPage } from "../blocks/labelled-page.js";
import { withSelectionSteps } from "../decision/selection-steps.js";
import { withShortOutputFallback } from "../decision/short-output-fallback.js";
import { modelFromJSON } from "../extract/loaded-models.js";
import type { Learner, TrainedModel } from "../models/learner.js";
import { LEARNERS, loadModel } from "../models/learners.js";
import type { ContentModel } from "../models/model.js";
import type { ModelFileJSON } from "../models/model-file.js";
import { correctedBlocks } from "../models/site-scope/accepted-labels.js";
import { correctedStyles } from "../models/site-scope/corrected-styles.js";
import {
  SITE_SCOPE,
  type SiteScopeFile,
  scopedSiteModelFile,
  scopeTemplates,
} from "../models/site-scope/site-scope.js";
import { type CorpusPage, loadCorpus } from "./corpus.js";
import type { Progress } from "./evaluate.js";
import { trainingPages } from "./evaluate.js";
import { estimateSiteModel, type SiteEstimate } from "./site-estimate.js";

export interface TrainRequest {
  readonly dataDirs: readonly string[];
  readonly learner: Learner;
  readonly learnerOptions: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly limit?: number;
  readonly onPage?: Progress;
}

export interface TrainOutcome {
  /** The model file's JSON, with the training datasets recorded in its header. */
  readonly json: ModelFileJSON;
  readonly pages: number;
  /** Pages left out: unparseable, empty gold, or a projection below the thresholds. */
  readonly skipped: number;
}

/** `pith train`: project the gold of every dataset onto blocks and train on the usable pages. */
export function trainOnData(request: TrainRequest): TrainOutcome {
  const { json, datasets, ...counts } = fromData(request, (pages) =>
    request.learner.train(pages, { ...request.learnerOptions, seed: request.seed }),
  );
  return { json: { ...json, training: { ...json.training, datasets } }, ...counts };
}

export interface AdaptRequest {
  readonly dataDirs: readonly string[];
  /** The base model's file. */
  readonly base: ModelFileJSON;
  readonly adaptOptions: Readonly<Record<string, unknown>>;
  readonly limit?: number;
  readonly onPage?: Progress;
  /** Also estimate, leaving pages out, whether the site model beats its base (`site-estimate.ts`). */
  readonly estimate?: boolean;
}

export interface AdaptOutcome extends TrainOutcome {
  /** Blocks of the usable pages whose label is not what the base selects: the user's corrections. */
  readonly contradicted?: number;
  /** With `estimate`: undefined when there are fewer than two pages to estimate on. */
  readonly estimate?: SiteEstimate;
}

/**
 * `pith train --base`: the base model adapted to the site of the datasets' pages, by the learner
 * that wrote it. The training datasets recorded are the base's; the site's pages are counted apart.
 */
export function adaptOnData(request: AdaptRequest): AdaptOutcome {
  // A scoped site model adapts again from its site model; pages outside keep its base.
  const from =
    request.base.learner === SITE_SCOPE ? (request.base as SiteScopeFile).site : request.base;
  const learner = LEARNERS.get(from.learner);
  if (learner?.adapt === undefined)
    throw new Error(`a ${from.learner} model cannot be a base: its learner cannot adapt`);
  const adapt = learner.adapt;
  const { scope, ...adaptOptions } = request.adaptOptions;
  const scoping = scopeOption(scope);
  // The site model, scoped to the templates of the pages it learnt from and to the styles of the
  // blocks they corrected (site-scope.ts).
  const adapted = (pages: readonly LabelledPage[]): TrainedModel => {
    const site = adapt(from, pages, adaptOptions);
    if (scoping === "none") return site;
    const siteJSON = site.toJSON();
    const file = scopedSiteModelFile(
      siteJSON,
      request.base,
      scopeTemplates(pages.map((page) => page.page)),
      scoping === "styles" ? correctedStyles(pages) : undefined,
    );
    return loadModel(file, "site model", (inner) => {
      if (inner === siteJSON) return site;
      if (inner !== file.base) return undefined;
      loadedBase ??= loadModel(file.base, "base");
      return loadedBase;
    });
  };
  let loadedBase: TrainedModel | undefined;
  let estimate: SiteEstimate | undefined;
  let contradicted = 0;
  const { json, datasets, ...counts } = fromData(request, (_, read) => {
    const baseModel = modelFromJSON(request.base, "base");
    const corpus = withProposals(read, baseModel);
    for (const page of trainingPages(corpus)) contradicted += correctedBlocks(page);
    if (request.estimate === true)
      estimate = estimateSiteModel(corpus, baseModel, (training) =>
        withShortOutputFallback(withSelectionSteps(adapted(training)), "site"),
      );
    return adapted(trainingPages(corpus));
  });
  const { training } = json;
  const site = training.site === undefined ? undefined : { ...training.site, datasets };
  return { json: { ...json, training: { ...training, site } }, ...counts, estimate, contradicted };
}

/**
 * The `scope` option of site adaptation: `styles` (the default, also `true`) — the site model on
 * pages of its templates, and there only on blocks of the styles the labels corrected; `templates`
 * — on every block of those pages; `false` — everywhere.
 */
function scopeOption(scope: unknown): "styles" | "templates" | "none" {
  if (scope === undefined || scope === true || scope === "true" || scope === "styles")
    return "styles";
  if (scope === "templates") return "templates";
  if (scope === false || scope === "false") return "none";
  throw new Error(`option scope: expected styles, templates or false, got ${String(scope)}`);
}

/**
 * The corpus with each usable page's `proposed`: what the base selects on it, as `pith label`
 * showed it. Where a label equals it the user accepted it, and the site model keeps the base's
 * own decisions there (context-stack's `accepted=own`).
 */
function withProposals(corpus: readonly CorpusPage[], base: ContentModel): CorpusPage[] {
  return corpus.map((page) => {
    const { projection } = page;
    if (projection === null || !projection.quality.usable) return page;
    const { labelled } = projection;
    const proposed = base.predict(labelled.page).selected;
    return { ...page, projection: { ...projection, labelled: { ...labelled, proposed } } };
  });
}

/** Loads the labelled pages of `request.dataDirs` and trains a model on them with `train`. */
function fromData(
  request: {
    readonly dataDirs: readonly string[];
    readonly limit?: number;
    readonly onPage?: Progress;
  },
  train: (pages: ReturnType<typeof trainingPages>, corpus: readonly CorpusPage[]) => TrainedModel,
): TrainOutcome & { readonly datasets: string[] } {
  const corpus = loadCorpus(request.dataDirs, { limit: request.limit, onPage: request.onPage });
  const pages = trainingPages(corpus);
  if (pages.length === 0) throw new Error("no page with a usable gold projection to train on");
  const json = train(pages, corpus).toJSON();
  const datasets = [...new Set(corpus.map((page) => page.dataset))];
  return { json, datasets, pages: pages.length, skipped: corpus.length - pages.length };
}
