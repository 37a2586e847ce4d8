import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Learner } from "../models/learner.js";
import { writeModelFile } from "../models/model-file.js";
import { resolveModel } from "../models/resolve.js";
import { type CorpusPage, loadCorpus } from "./corpus.js";
import type { SplitKind } from "./cross-validation.js";
import { crossValidate, evaluateModel, type Progress } from "./evaluate.js";
import { learningCurve } from "./learning-curve.js";
import { buildReport, type EvalReport } from "./report.js";

export interface EvalRequest {
  readonly dataDirs: readonly string[];
  /** Baseline name, model file, or (with `folds`) learner name. */
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
  const pages = loadCorpus(request.dataDirs, {
    limit: request.limit,
    onPage: request.progress?.("parse"),
  });
  if (pages.length === 0) throw new Error("no pages to evaluate");
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
  if (saveDir !== undefined) writeFoldManifest(saveDir, pages, assignment, request);
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

export function foldModelPath(dir: string, fold: number): string {
  return join(dir, `fold-${fold + 1}.json.gz`);
}

/** `folds.json`: the split that produced the saved fold models, and each page's test fold (1-based). */
function writeFoldManifest(
  dir: string,
  pages: readonly CorpusPage[],
  assignment: Int32Array,
  request: EvalRequest,
): void {
  const testFold = Object.fromEntries(pages.map((page, i) => [page.key, assignment[i] + 1]));
  const manifest = {
    command: request.command,
    split: request.split,
    seed: request.seed,
    folds: request.folds,
    models: Array.from({ length: request.folds ?? 0 }, (_, fold) => `fold-${fold + 1}.json.gz`),
    testFold,
  };
  writeFileSync(join(dir, "folds.json"), `${JSON.stringify(manifest, null, 1)}\n`);
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
