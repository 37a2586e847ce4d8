import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { SPLITS, type SplitKind } from "../eval/cross-validation.js";
import { terminalProgress } from "../eval/progress.js";
import { reportMarkdown } from "../eval/report.js";
import { runEvaluation } from "../eval/run-eval.js";
import type { Learner } from "../models/learner.js";
import { LEARNERS } from "../models/learners.js";
import { setTrainingThreads } from "../models/linear/training-threads.js";
import { applyRecipe } from "./recipe.js";
import {
  checkedLearnerOptions,
  collectDir,
  collectOption,
  DEFAULT_SEED,
  learnerOptions,
  learnersHelp,
  positiveInteger,
  threadsOption,
  withCleanErrors,
} from "./train-command.js";

/**
 * What `pith eval` scores when neither `--model` nor a recipe names a model: the shipped model,
 * as `pith extract` uses it; with `--cv`, which trains, the simplest learner.
 */
const DEFAULT_EVAL_MODEL = "default";
const DEFAULT_CV_MODEL = "simple-mss";

interface EvalOptions {
  recipe?: string;
  data?: string[];
  model?: string;
  cv?: number;
  split: string;
  seed?: number;
  limit?: number;
  option?: Record<string, string>;
  features?: string;
  learningCurve?: string;
  report?: string;
  saveModels?: string;
  threads: number;
}

export function registerEvalCommand(
  program: Command,
  learners: ReadonlyMap<string, Learner> = LEARNERS,
): void {
  program
    .command("eval")
    .description("score a model on gold datasets with every metric, or cross-validate a learner")
    .option(
      "--recipe <file>",
      "with --cv: learner, options, data and seed from a recipe file (the shipped model's: recipes/default.json); the flags below override it",
    )
    .option("--data <dir>", "dataset directory (gold.jsonl + pages/), repeatable", collectDir)
    .option(
      "--model <spec>",
      `baseline name, model file, learner name (with --cv), or the fold models of --save-models DIR (each page scored by the model that never trained on it) (default: the recipe's learner, else the shipped model "${DEFAULT_EVAL_MODEL}", with --cv "${DEFAULT_CV_MODEL}")`,
    )
    .option("--cv <k>", "k-fold cross-validation of a learner", positiveInteger("--cv"))
    .option("--split <kind>", `fold assignment: ${SPLITS.join(", ")}`, "by-source")
    .option(
      "--seed <n>",
      "random seed for folds and learners (default: the recipe's, else 1)",
      positiveInteger("--seed"),
    )
    .option("--limit <n>", "use at most N pages per dataset", positiveInteger("--limit"))
    .option("--option <key=value>", "learner option, repeatable", collectOption)
    .option("--features <families>", "comma-separated feature families for the learner")
    .option(...threadsOption())
    .option(
      "--learning-curve <shares>",
      "with --cv: also train on these shares of each fold, e.g. 0.1,0.25,0.5,1",
    )
    .option(
      "--save-models <dir>",
      "with --cv: write each fold's model (fold-K.json.gz) and the page → fold map (folds.json)",
    )
    .option("--report <file.md>", "write the Markdown report there and the JSON next to it (.json)")
    .addHelpText("after", learnersHelp(learners))
    .action(
      withCleanErrors("eval", (flags: EvalOptions) => {
        const recipeApplied = applyRecipe(flags);
        const model =
          recipeApplied.model ??
          (recipeApplied.cv === undefined ? DEFAULT_EVAL_MODEL : DEFAULT_CV_MODEL);
        const options = { ...recipeApplied, model };
        const seed = options.seed ?? DEFAULT_SEED;
        setTrainingThreads(options.threads);
        const report = runEvaluation({
          dataDirs: options.data,
          model: options.model,
          folds: options.cv,
          split: parseSplit(options.split),
          seed,
          limit: options.limit,
          learnerOptions: evalLearnerOptions({ ...options, seed }, learners),
          learningCurve:
            options.learningCurve === undefined ? undefined : parseShares(options.learningCurve),
          learners,
          saveModelsDir: options.saveModels,
          command: ["pith", ...process.argv.slice(2)].join(" "),
          progress: terminalProgress,
        });
        const markdown = reportMarkdown(report);
        process.stdout.write(markdown);
        if (options.report !== undefined) {
          writeFileSync(options.report, markdown);
          writeFileSync(jsonPath(options.report), `${JSON.stringify(report, null, 2)}\n`);
        }
      }),
    );
}

/** Checked learner options; options given for a baseline or a model file are an error, not ignored. */
function evalLearnerOptions(
  options: EvalOptions & { model: string; seed: number },
  learners: ReadonlyMap<string, Learner>,
): Record<string, unknown> {
  const learner = learners.get(options.model);
  if (learner !== undefined) return checkedLearnerOptions(learner, options);
  if (Object.keys(learnerOptions(options)).length > 0) {
    throw new Error(
      `--option and --features set a learner's options (with --cv), and "${options.model}" is not a learner`,
    );
  }
  return {};
}

function parseSplit(split: string): SplitKind {
  if (!(SPLITS as readonly string[]).includes(split)) {
    throw new Error(`--split must be one of ${SPLITS.join(", ")}, got "${split}"`);
  }
  return split as SplitKind;
}

function parseShares(list: string): number[] {
  return list.split(",").map((share) => {
    const value = Number(share);
    if (!(value > 0 && value <= 1))
      throw new Error(`--learning-curve shares must be in (0, 1], got "${share}"`);
    return value;
  });
}

export function jsonPath(reportPath: string): string {
  return reportPath.endsWith(".md") ? `${reportPath.slice(0, -3)}.json` : `${reportPath}.json`;
}
