import { extract } from "../extract/extract.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";
import { resolveModel } from "../extract/resolve-model.js";
import { readPageFile } from "../input/page-file.js";
import { formatResult } from "../output/format.js";
import { errorCode } from "../util/errors.js";
import { provideNodeTurndown } from "./node-turndown.js";
import { selectorListProblem } from "./selector-limits.js";
import type {
  ExtractTask,
  ModelLoadOutcome,
  ModelLoadTask,
  TaskOutcome,
  WorkerTask,
} from "./task.js";

/**
 * Worker thread body (dist/batch/worker.js, run by `ExtractPool`): reads, extracts and renders one
 * page, or loads a model ahead of the pages. Every failure becomes an outcome here, so only
 * timeouts and dead workers reach the pool as rejections. Each worker loads a model once and
 * keeps it.
 */
provideNodeTurndown();

export default function runTask(task: WorkerTask): TaskOutcome | ModelLoadOutcome {
  return "loadModel" in task ? loadModel(task) : extractPage(task);
}

function loadModel(task: ModelLoadTask): ModelLoadOutcome {
  try {
    resolveModel(task.loadModel);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

function extractPage(task: ExtractTask): TaskOutcome {
  // Whoever sent the task (a service's client), selectors that cost a worker its whole time limit
  // on a small page are refused before the page is read.
  const selectorProblem = selectorListProblem([
    ...(task.options?.include ?? []),
    ...(task.options?.exclude ?? []),
  ]);
  if (selectorProblem !== undefined)
    return { ok: false, error: selectorProblem, code: "PITH_INVALID_ARGUMENT", ms: 0 };
  let page: string | Uint8Array;
  try {
    page =
      typeof task.page === "string" || task.page instanceof Uint8Array
        ? task.page
        : readPageFile(task.page.path, task.options?.maxBytes ?? DEFAULT_EXTRACT_OPTIONS.maxBytes);
  } catch (error) {
    return { ok: false, error: messageOf(error), code: errorCode(error), ms: 0 };
  }
  const start = performance.now();
  try {
    const result = extract(page, task.options);
    const ms = performance.now() - start;
    return task.render === undefined
      ? { ok: true, result, ms }
      : { ok: true, result, ms, rendered: formatResult(result, task.render, task.renderOptions) };
  } catch (error) {
    return {
      ok: false,
      error: messageOf(error),
      code: errorCode(error),
      ms: performance.now() - start,
    };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
