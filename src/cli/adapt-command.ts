import { type Command, InvalidArgumentError } from "commander";
import { listUnlabeledPages } from "../eval/unlabeled-pages.js";
import { builtinModelPath } from "../extract/builtin-models.js";
import { segmentPage } from "../extract/extract.js";
import { readModelFile, writeModelFile } from "../extract/model-files.js";
import { LEARNERS, loadModel } from "../models/learners.js";
import type { ModelFileJSON } from "../models/model-file.js";
import { checkHeader } from "../models/model-file.js";
import {
  type AdaptationOptions,
  adaptNbMss,
  DEFAULT_ADAPTATION_OPTIONS,
} from "../models/nb-mss/adaptation.js";
import {
  type NbMssJSON,
  nbMssFromJSON,
  nbMssToJSON,
  type PreparedPage,
  preparePage,
} from "../models/nb-mss/nb-mss-model.js";
import type { SelectionOptions } from "../models/nb-mss/nb-mss-selection.js";
import { selfLabelledPages, type UnlabelledPage } from "../models/self-training.js";
import { positiveInteger, withCleanErrors } from "./train-command.js";

interface AdaptCommandOptions {
  model: string;
  unlabeled: string;
  out: string;
  iterations: number;
  topShare: number;
  window: number;
  distance: number;
  boost: number;
  keepLabelled: boolean;
  repeated: number;
}

/**
 * Text on half a site's pages is its template's (14 shared sites: mean gain +0.009 against +0.000
 * without; docs/experiments/site-models.md).
 */
const SELF_TRAINING_REPEATED_SHARE = 0.5;

function nonNegativeNumber(name: string): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0)
      throw new InvalidArgumentError(`${name} expects a number ≥ 0, got "${value}"`);
    return number;
  };
}

export function registerAdaptCommand(program: Command): void {
  const defaults = DEFAULT_ADAPTATION_OPTIONS;
  program
    .command("adapt")
    .description(
      "adapt a model to new sites from their unlabelled pages: nb-mss by Pasternack & Roth's bootstrapping (§6.2.4), a model that can be a site model's base (default, crf, …) by self-training",
    )
    .requiredOption(
      "--model <default|file>",
      "the model to adapt: an nb-mss model file, or the shipped `default` or a model file whose learner adapts (`pith train --base`)",
    )
    .requiredOption(
      "--unlabeled <dir>",
      "pages of the new sites: a dataset directory or any tree of .html(.gz) files",
    )
    .requiredOption("--out <file>", "adapted model file to write")
    .option(
      "--iterations <n>",
      "bootstrapping iterations",
      positiveInteger("--iterations"),
      defaults.iterations,
    )
    .option(
      "--top-share <x>",
      "share of each site's most confident pages retrained on",
      nonNegativeNumber("--top-share"),
      defaults.topShare,
    )
    .option(
      "--window <n>",
      "confidence window radius w",
      positiveInteger("--window"),
      defaults.window,
    )
    .option(
      "--distance <n>",
      "importance-weight distance cutoff d",
      positiveInteger("--distance"),
      defaults.distance,
    )
    .option(
      "--boost <c>",
      "importance-weight boost c",
      nonNegativeNumber("--boost"),
      defaults.boost,
    )
    .option(
      "--keep-labelled",
      "nb-mss: retrain on the labelled pages' counts plus the chosen pages', weighted to count as much (the paper: the chosen pages alone)",
      defaults.keepLabelled,
    )
    .option(
      "--repeated <share>",
      "self-training: text on at least this share of a site's pages is boilerplate whatever the model says",
      nonNegativeNumber("--repeated"),
      SELF_TRAINING_REPEATED_SHARE,
    )
    .action(
      withCleanErrors("adapt", (options: AdaptCommandOptions) => {
        const base = readModelFile(builtinModelPath(options.model) ?? options.model);
        if (base.learner !== "nb-mss") return selfTrain(base, options);
        const json = base as ModelFileJSON & NbMssJSON;
        checkHeader(json, "nb-mss");
        const state = nbMssFromJSON(json);
        const pages = prepareAll(options.unlabeled, state.selection);
        const { repeated: _, ...bootstrapping } = options;
        const settings: AdaptationOptions = { ...defaults, ...bootstrapping };
        const adapted = adaptNbMss(state, pages, settings, (iteration, kept) =>
          process.stderr.write(`iteration ${iteration}: retrained on ${kept} pages\n`),
        );
        const sources = new Set(pages.map((page) => page.source)).size;
        const out = {
          ...json,
          options: { ...json.options, adapted: { ...settings, pages: pages.length, sources } },
          ...nbMssToJSON(adapted),
        };
        writeModelFile(options.out, out);
        process.stderr.write(
          `adapted on ${pages.length} pages from ${sources} sources → ${options.out}\n`,
        );
      }),
    );
}

/**
 * Parses every page and keeps only what adaptation needs (the DOM is dropped page by page); a page
 * that cannot be decoded is reported and skipped.
 */
function prepareAll(
  dir: string,
  selection: SelectionOptions,
): { prepared: PreparedPage; source: string }[] {
  const pages: { prepared: PreparedPage; source: string }[] = [];
  for (const { path, source, bytes } of listUnlabeledPages(dir)) {
    try {
      pages.push({ prepared: preparePage(segmentPage(bytes).page, selection), source });
    } catch (error) {
      process.stderr.write(`skipping ${path}: ${(error as Error).message}\n`);
    }
  }
  if (pages.length === 0) throw new Error(`${dir}: no readable .html pages`);
  return pages;
}

/**
 * Self-training (a model whose learner adapts, `pith train --base`): the model labels the pages
 * itself, each site's `--top-share` it is surest of are kept, and it is adapted on them as on
 * labelled pages (`pith train --base`'s defaults).
 */
function selfTrain(base: ModelFileJSON, options: AdaptCommandOptions): void {
  const learner = LEARNERS.get(base.learner);
  if (learner?.adapt === undefined)
    throw new Error(`a ${base.learner} model cannot be adapted: its learner cannot adapt`);
  const model = loadModel(base, options.model);
  const pages: UnlabelledPage[] = [];
  for (const { path, source, bytes } of listUnlabeledPages(options.unlabeled)) {
    try {
      pages.push({ page: segmentPage(bytes).page, source, id: path });
    } catch (error) {
      process.stderr.write(`skipping ${path}: ${(error as Error).message}\n`);
    }
  }
  if (pages.length === 0) throw new Error(`${options.unlabeled}: no readable .html pages`);
  const chosen = selfLabelledPages(model, pages, {
    share: options.topShare,
    repeatedShare: options.repeated,
  });
  writeModelFile(options.out, learner.adapt(base, chosen, {}).toJSON());
  const sources = new Set(pages.map((page) => page.source)).size;
  process.stderr.write(
    `self-trained on ${chosen.length} of ${pages.length} pages from ${sources} sources → ${options.out}\n`,
  );
}
