import type { LabelledPage } from "../blocks/labelled-page.js";
import { withSelectionSteps } from "../decision/selection-steps.js";
import { withShortOutputFallback } from "../decision/short-output-fallback.js";
import { modelFromJSON } from "../extract/loaded-models.js";
import type { Learner, TrainedModel } from "../models/learner.js";
import { LEARNERS } from "../models/learners.js";
import type { ModelFileJSON } from "../models/model-file.js";
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
  /** With `estimate`: undefined when there are fewer than two pages to estimate on. */
  readonly estimate?: SiteEstimate;
}

/**
 * `pith train --base`: the base model adapted to the site of the datasets' pages, by the learner
 * that wrote it. The training datasets recorded are the base's; the site's pages are counted apart.
 */
export function adaptOnData(request: AdaptRequest): AdaptOutcome {
  const learner = LEARNERS.get(request.base.learner);
  if (learner?.adapt === undefined)
    throw new Error(`a ${request.base.learner} model cannot be a base: its learner cannot adapt`);
  const adapt = learner.adapt;
  const adapted = (pages: readonly LabelledPage[]) =>
    adapt(request.base, pages, request.adaptOptions);
  let estimate: SiteEstimate | undefined;
  const { json, datasets, ...counts } = fromData(request, (pages, corpus) => {
    if (request.estimate === true)
      estimate = estimateSiteModel(corpus, modelFromJSON(request.base, "base"), (training) =>
        withShortOutputFallback(withSelectionSteps(adapted(training)), "site"),
      );
    return adapted(pages);
  });
  const { training } = json;
  const site = training.site === undefined ? undefined : { ...training.site, datasets };
  return { json: { ...json, training: { ...training, site } }, ...counts, estimate };
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
