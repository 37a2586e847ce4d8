import { type Command, InvalidArgumentError } from "commander";
import { listUnlabeledPages } from "../eval/unlabeled-pages.js";
import { segmentPage } from "../extract/extract.js";
import { readModelFile, writeModelFile } from "../extract/model-files.js";
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
}

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
      "adapt an nb-mss model to new sites from their unlabelled pages (Pasternack & Roth §6.2.4)",
    )
    .requiredOption("--model <file>", "nb-mss model file written by `pith train --model nb-mss`")
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
    .action(
      withCleanErrors("adapt", (options: AdaptCommandOptions) => {
        const json = readModelFile(options.model) as ModelFileJSON & NbMssJSON;
        checkHeader(json, "nb-mss");
        const state = nbMssFromJSON(json);
        const pages = prepareAll(options.unlabeled, state.selection);
        const settings: AdaptationOptions = { ...defaults, ...options };
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
