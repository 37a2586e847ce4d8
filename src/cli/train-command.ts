import { type Command, InvalidArgumentError } from "commander";
import { terminalProgress } from "../eval/progress.js";
import {
  describeEstimate,
  LEAVE_ONE_OUT_UP_TO,
  MIN_GAIN,
  siteModelWins,
} from "../eval/site-estimate.js";
import { adaptOnData, trainOnData } from "../eval/train.js";
import { builtinModelPath } from "../extract/builtin-models.js";
import { readModelFile, writeModelFile } from "../extract/model-files.js";
import type { Learner } from "../models/learner.js";
import { LEARNERS } from "../models/learners.js";
import { setTrainingThreads, trainingThreads } from "../models/linear/training-threads.js";
import { learnerOptionsHelp } from "../models/options/options-help.js";
import { applyRecipe } from "./recipe.js";

/** The seed of folds and learners when neither `--seed` nor a recipe gives one. */
export const DEFAULT_SEED = 1;

/**
 * `--option k=v`, repeatable: collected into one record (values stay strings: the learner's option
 * declarations parse them, see src/models/options/).
 */
export function collectOption(
  pair: string,
  previous: Record<string, string> = {},
): Record<string, string> {
  const equals = pair.indexOf("=");
  if (equals <= 0) throw new InvalidArgumentError(`expected key=value, got "${pair}"`);
  return { ...previous, [pair.slice(0, equals)]: pair.slice(equals + 1) };
}

/** Repeatable `--data DIR`. */
export function collectDir(dir: string, previous: string[] = []): string[] {
  return [...previous, dir];
}

export function positiveInteger(name: string): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) {
      throw new InvalidArgumentError(`${name} expects a positive integer, got "${value}"`);
    }
    return number;
  };
}

/**
 * `--threads N`: threads evaluating a linear learner's training objective. Speed only: the model
 * is the same bit for bit whatever N.
 */
export function threadsOption(): [string, string, (value: string) => number, number] {
  return [
    "--threads <n>",
    "threads training a CRF, MEMM or MaxEnt (speed only: same model for any N)",
    positiveInteger("--threads"),
    trainingThreads(),
  ];
}

/** Learner options from the command line: `--option` pairs, plus `--features` as the `features` option. */
export function learnerOptions(options: {
  option?: Record<string, string>;
  features?: string;
}): Record<string, unknown> {
  return {
    ...options.option,
    ...(options.features !== undefined && { features: options.features }),
  };
}

/**
 * Runs a command's action, turning an error (bad data directory, unknown model, …) into a one-line
 * message and exit status 2 instead of a stack trace.
 */
export function withCleanErrors<T extends unknown[]>(
  command: string,
  action: (...args: T) => void,
): (...args: T) => void {
  return (...args) => {
    try {
      action(...args);
    } catch (error) {
      process.stderr.write(`pith ${command}: ${(error as Error).message}\n`);
      process.exitCode = 2;
    }
  };
}

/** The help text after a command's own: every learner with its options (from their declarations). */
export function learnersHelp(learners: ReadonlyMap<string, Learner>): () => string {
  return () => `\n${learnerOptionsHelp(learners.values())}\n`;
}

/**
 * The learner options of a command line, checked against the learner's declarations before any
 * data is loaded: a misspelt option fails in a second, not after parsing four datasets.
 */
export function checkedLearnerOptions(
  learner: Learner,
  options: { option?: Record<string, string>; features?: string; seed: number },
): Record<string, unknown> {
  const raw = learnerOptions(options);
  learner.checkOptions({ ...raw, seed: options.seed });
  return raw;
}

export function findLearner(name: string, learners: ReadonlyMap<string, Learner>): Learner {
  const learner = learners.get(name);
  if (learner === undefined) {
    const known = [...learners.keys()].join(", ") || "none registered yet";
    throw new Error(`unknown learner "${name}" (learners: ${known})`);
  }
  return learner;
}

interface TrainOptions {
  base?: string;
  recipe?: string;
  data?: string[];
  model?: string;
  option?: Record<string, string>;
  features?: string;
  out?: string;
  seed?: number;
  limit?: number;
  threads: number;
  force?: boolean;
  dryRun?: boolean;
}

export function registerTrainCommand(
  program: Command,
  learners: ReadonlyMap<string, Learner> = LEARNERS,
): void {
  program
    .command("train")
    .description("train a learner on gold datasets and write its model file")
    .option(
      "--recipe <file>",
      "learner, options, data and seed from a recipe file (the shipped model's: recipes/default.json); the flags below override it",
    )
    .option("--data <dir>", "dataset directory (gold.jsonl + pages/), repeatable", collectDir)
    .option(
      "--base <default|file>",
      "a site model: adapt this model (the shipped `default` or a model file) to the site of the --data pages, a handful are enough; --option sets the adaptation's sigma, newSigma, minFeatureCount, siteFeatures, maxIterations, stackerL2",
    )
    .option("--model <learner>", "learner name (needed without --recipe)")
    .option("--option <key=value>", "learner option, repeatable", collectOption)
    .option("--features <families>", "comma-separated feature families (default: the learner's)")
    .option("--seed <n>", "random seed (default: the recipe's, else 1)", positiveInteger("--seed"))
    .option("--limit <n>", "use at most N pages per dataset", positiveInteger("--limit"))
    .option(...threadsOption())
    .option(
      "--force",
      "with --base: write the site model even when, on the labelled pages left out in turn, it does not beat its base",
    )
    .option(
      "--dry-run",
      "with --base: print the estimate on the labelled pages and write nothing (pith label runs this after saves)",
    )
    .option("--out <file>", "model file to write, gzipped when it ends in .gz (required)")
    .addHelpText("after", () => `${SITE_MODEL_HELP}${learnersHelp(learners)()}`)
    .action(
      withCleanErrors("train", (flags: TrainOptions) => {
        setTrainingThreads(flags.threads);
        if (flags.out === undefined && !(flags.dryRun === true && flags.base !== undefined))
          throw new Error("give the model file to write with --out FILE");
        if (flags.dryRun === true && flags.base === undefined)
          throw new Error("--dry-run applies to --base: it estimates a site model");
        if (flags.base !== undefined) return trainSiteModel(flags.base, flags);
        const options = applyRecipe(flags);
        if (options.model === undefined)
          throw new Error("name the learner with --model or a --recipe");
        const learner = findLearner(options.model, learners);
        const seed = options.seed ?? DEFAULT_SEED;
        const outcome = trainOnData({
          dataDirs: options.data,
          learner,
          learnerOptions: checkedLearnerOptions(learner, { ...options, seed }),
          seed,
          limit: options.limit,
          onPage: terminalProgress("parse"),
        });
        writeModelFile(options.out as string, outcome.json);
        process.stderr.write(
          `trained ${options.model} on ${outcome.pages} pages (${outcome.skipped} skipped: no usable gold projection) → ${options.out}\n`,
        );
      }),
    );
}

const SITE_MODEL_HELP = `
A site model (--base): the base model adapted to the site of the --data pages (pith label writes
them). Before writing it, train estimates on those pages whether it is better: each page (or
fold, above ${LEAVE_ONE_OUT_UP_TO} pages) is left out in turn, a site model is adapted on the others, and both it and
the base are scored against the labels of the page left out. Both numbers are printed; a site
model that does not beat its base by ${MIN_GAIN} is not written (exit status 1) unless --force. Labels
that only repeat what the base selected teach nothing: correct the blocks it gets wrong.

  pith label pages/                       labels go to pages.pith-labels/
  pith train --base default --data pages.pith-labels --out my-site.json.gz
  pith extract new-page.html --site-model example.com=my-site.json.gz
`;

/** `pith train --base`: the base model adapted to the site of the `--data` pages. */
function trainSiteModel(base: string, flags: TrainOptions): void {
  for (const [flag, given] of [
    ["--recipe", flags.recipe],
    ["--model", flags.model],
    ["--features", flags.features],
  ] as const) {
    if (given !== undefined)
      throw new Error(`${flag} does not apply to --base: a site model keeps its base's learner`);
  }
  if (flags.data === undefined || flags.data.length === 0)
    throw new Error("give the site's labelled pages with --data DIR (`pith label` writes one)");
  const outcome = adaptOnData({
    dataDirs: flags.data,
    base: readModelFile(builtinModelPath(base) ?? base),
    adaptOptions: flags.option ?? {},
    limit: flags.limit,
    onPage: terminalProgress("parse"),
    estimate: true,
  });
  const { estimate } = outcome;
  if (flags.dryRun === true) {
    process.stderr.write(
      estimate === undefined
        ? `pith train: ${outcome.pages} labelled page: leaving one page out needs two\n`
        : `pith train: ${describeEstimate(estimate)}; ${siteModelWins(estimate) ? "better: train would write it" : "not better: train would not write it"}\n`,
    );
    return;
  }
  const out = flags.out as string;
  if (estimate === undefined) {
    process.stderr.write(
      `pith train: ${outcome.pages} labelled page: nothing to tell whether the site model beats ${base} (leaving one page out needs two)\n`,
    );
    if (flags.force !== true) {
      process.stderr.write(
        "pith train: not written: label at least two pages of the site, or give --force\n",
      );
      process.exitCode = 1;
      return;
    }
  } else {
    process.stderr.write(`pith train: ${describeEstimate(estimate)}\n`);
    if (!siteModelWins(estimate)) {
      const reason =
        estimate.base >= 0.999
          ? `the labels are what ${base} already selects on every page: there is nothing to learn (correct the blocks it gets wrong)`
          : `the site model does not beat ${base} on pages it did not see`;
      if (flags.force !== true) {
        process.stderr.write(`pith train: not written: ${reason}; --force writes it anyway\n`);
        process.exitCode = 1;
        return;
      }
      process.stderr.write(`pith train: written anyway (--force): ${reason}\n`);
    }
  }
  writeModelFile(out, outcome.json);
  process.stderr.write(
    `adapted ${base} to ${outcome.pages} pages (${outcome.skipped} skipped: no usable gold projection) → ${out}\n`,
  );
}
