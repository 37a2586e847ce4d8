import { mkdirSync } from "node:fs";
import { writeModelFile } from "../extract/model-files.js";
import { resolveModel } from "../extract/resolve-model.js";
import type { Learner } from "../models/learner.js";
import type { ContentModel } from "../models/model.js";
import { type CorpusPage, loadCorpus } from "./corpus.js";
import type { SplitKind } from "./cross-validation.js";
import { crossValidate, evaluateModel, type Progress } from "./evaluate.js";
import {
  foldManifestPath,
  foldModelName,
  foldModelPath,
  readFoldManifest,
  writeFoldManifest,
} from "./fold-manifest.js";
import { learningCurve } from "./learning-curve.js";
import { buildReport, type EvalReport } from "./report.js";

export interface EvalRequest {
  readonly dataDirs: readonly string[];
  /**
   * Baseline name, model file, (with `folds`) learner name, or the fold models a cross-validation
   * saved (their `folds.json` or its directory): each page scored by the model that never trained on it.
   */
  readonly model: string;
  readonly folds?: number;
  readonly split: SplitKind;
  readonly seed: number;
  readonly limit?: number;
  readonly learnerOptions: Readonly<Record<string, unknown>>;
  /** Training shares for a learning curve (needs `folds`). */
  readonly learningCurve?: readonly number[];
  readonly learners: ReadonlyMap<string, Learner>;
  /** The command line, recorded in the report. */
  readonly command: string;
  /**
   * With `folds`: write each fold's model to `<dir>/fold-<k>.json.gz` and which fold tests which
   * page to `<dir>/folds.json`, so held-out predictions can be reproduced and inspected later.
   */
  readonly saveModelsDir?: string;
  /** Progress callbacks per phase (loading, scoring), e.g. a terminal progress bar. */
  readonly progress?: (phase: string) => Progress | undefined;
}

/** `pith eval`: load and parse the data once, then score a model or cross-validate a learner. */
export function runEvaluation(request: EvalRequest): EvalReport {
  const learner = request.learners.get(request.model);
  checkModelSpec(request, learner);
  // A saved cross-validation is read (and checked) before the data: a bad manifest fails at once.
  const manifestPath = learner === undefined ? foldManifestPath(request.model) : undefined;
  const heldOut = manifestPath === undefined ? undefined : readFoldManifest(manifestPath);
  const pages = loadCorpus(request.dataDirs, {
    limit: request.limit,
    onPage: request.progress?.("parse"),
  });
  if (pages.length === 0) throw new Error("no pages to evaluate");
  if (heldOut !== undefined) {
    const modelFor = heldOutModelOf(pages, heldOut);
    const scores = evaluateModel(pages, modelFor, request.progress?.("score"));
    return buildReport(pages, scores, { command: request.command, model: request.model });
  }
  if (learner === undefined || request.folds === undefined) {
    const scores = evaluateModel(pages, resolveModel(request.model), request.progress?.("score"));
    return buildReport(pages, scores, { command: request.command, model: request.model });
  }
  return crossValidated(pages, learner, request, request.folds);
}

function crossValidated(
  pages: CorpusPage[],
  learner: Learner,
  request: EvalRequest,
  folds: number,
): EvalReport {
  const options = {
    folds,
    split: request.split,
    seed: request.seed,
    learnerOptions: request.learnerOptions,
  };
  const saveDir = request.saveModelsDir;
  if (saveDir !== undefined) mkdirSync(saveDir, { recursive: true });
  const {
    scores,
    folds: summaries,
    assignment,
  } = crossValidate(pages, learner, {
    ...options,
    onPage: request.progress?.("cross-validate"),
    ...(saveDir !== undefined && {
      onModel: (fold, model) => writeModelFile(foldModelPath(saveDir, fold), model.toJSON()),
    }),
  });
  if (saveDir !== undefined)
    writeFoldManifest(saveDir, {
      command: request.command,
      split: request.split,
      seed: request.seed,
      folds,
      models: Array.from({ length: folds }, (_, fold) => foldModelName(fold)),
      testFold: Object.fromEntries(pages.map((page, i) => [page.key, assignment[i] + 1])),
    });
  const report = buildReport(pages, scores, {
    command: request.command,
    model: request.model,
    crossValidation: { folds: summaries, split: request.split, seed: request.seed },
  });
  if (request.learningCurve === undefined) return report;
  return {
    ...report,
    learningCurve: learningCurve(pages, learner, request.learningCurve, options),
  };
}

/** Per page, the saved fold model that never trained on it: the cross-validation, replayed. */
function heldOutModelOf(
  pages: readonly CorpusPage[],
  heldOut: ReturnType<typeof readFoldManifest>,
): (page: CorpusPage) => ContentModel {
  const missing = pages.filter((page) => heldOut.modelFor(page.key) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `${heldOut.path} tested no fold on ${missing.length} of these pages (e.g. ${missing[0].key}): give the --data and --limit of the cross-validation`,
    );
  }
  return (page) => resolveModel(heldOut.modelFor(page.key) as string);
}

function checkModelSpec(request: EvalRequest, learner: Learner | undefined): void {
  if (request.folds !== undefined && learner === undefined) {
    const names = [...request.learners.keys()].join(", ") || "none registered";
    throw new Error(
      `--cv trains a learner per fold, and "${request.model}" is not a learner (learners: ${names})`,
    );
  }
  if (request.folds === undefined && learner !== undefined) {
    throw new Error(
      `"${request.model}" is a learner: give --cv K to train it per fold, or a model file from pith train`,
    );
  }
  if (request.saveModelsDir !== undefined && request.folds === undefined) {
    throw new Error("--save-models needs --cv");
  }
  if (request.learningCurve !== undefined && request.folds === undefined) {
    throw new Error("--learning-curve needs --cv");
  }
}
