/** What the stage and identity benches share: their command line and loading a linear model file. */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { builtinModelPath } from "../src/extract/builtin-models.js";
import { LEARNERS } from "../src/models/learners.js";
import { LinearModel } from "../src/models/linear/linear-model.js";
import type { ModelFileHeader } from "../src/models/model-file.js";
import { SHARED_DATA_DIRS } from "./shared-datasets.js";

/** `--flag value` options and the dataset dirs given (every shared dataset when none is). */
export function benchArgs(args: readonly string[]): {
  option(flag: string): string | undefined;
  readonly datasetDirs: readonly string[];
} {
  const dirs = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
  return {
    option: (flag) => {
      const at = args.indexOf(flag);
      return at >= 0 ? args[at + 1] : undefined;
    },
    datasetDirs: dirs.length > 0 ? dirs : SHARED_DATA_DIRS,
  };
}

/**
 * A linear model from a built-in name or a file, as stored (without the short-output fallback
 * `extract()` wraps it in, so each stage can run alone), with the file's JSON. Of a context-stack
 * model, its inner linear model: the stacker's own step is part of the `extract()` stage.
 */
export function loadLinearModel(spec: string): {
  readonly json: ModelFileHeader & Record<string, unknown>;
  readonly model: LinearModel;
} {
  const file = JSON.parse(
    gunzipSync(readFileSync(builtinModelPath(spec) ?? spec)).toString("utf8"),
  ) as ModelFileHeader & Record<string, unknown>;
  const json =
    file.learner === "context-stack"
      ? (file.inner as ModelFileHeader & Record<string, unknown>)
      : file;
  const model = LEARNERS.get(json.learner)?.load(json);
  if (!(model instanceof LinearModel)) throw new Error(`model ${spec} is not a linear model`);
  return { json, model };
}
