import type { Learner } from "../models/learner.js";
import type { ModelFileJSON } from "../models/model-file.js";
import { loadCorpus } from "./corpus.js";
import type { Progress } from "./evaluate.js";
import { trainingPages } from "./evaluate.js";

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
  const corpus = loadCorpus(request.dataDirs, { limit: request.limit, onPage: request.onPage });
  const pages = trainingPages(corpus);
  if (pages.length === 0) throw new Error("no page with a usable gold projection to train on");
  const model = request.learner.train(pages, { ...request.learnerOptions, seed: request.seed });
  const json = model.toJSON();
  const datasets = [...new Set(corpus.map((page) => page.dataset))];
  return {
    json: { ...json, training: { ...json.training, datasets } },
    pages: pages.length,
    skipped: corpus.length - pages.length,
  };
}
