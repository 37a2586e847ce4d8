import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type Command, InvalidArgumentError } from "commander";
import { compareRuns, type ScoredRun } from "../eval/compare.js";
import { comparisonMarkdown } from "../eval/compare-report.js";
import { jsonPath } from "./eval-command.js";
import { positiveInteger, withCleanErrors } from "./train-command.js";

interface CompareOptions {
  resamples: number;
  confidence: number;
  seed: number;
  json?: string;
}

export function registerCompareCommand(program: Command): void {
  program
    .command("compare")
    .description(
      "compare two `pith eval` reports page by page: is A better than B, or is it noise?",
    )
    .argument("<a>", "JSON report of a `pith eval --report` run (A); its .md finds the .json")
    .argument("<b>", "the report of another run on the same pages (B)")
    .option("--resamples <n>", "bootstrap resamples", positiveInteger("--resamples"), 2000)
    .option("--confidence <level>", "coverage of the interval", parseConfidence, 0.95)
    .option("--seed <n>", "seed of the resampling", positiveInteger("--seed"), 1)
    .option("--json <file>", "also write the comparison as JSON")
    .addHelpText(
      "after",
      `
Example:
  $ pith eval --data ../shared/data/wcxb --model crf --cv 4 --report crf.md
  $ pith eval --data ../shared/data/wcxb --model crf --option sigma=1 --cv 4 --report crf-s1.md
  $ pith compare crf-s1.md crf.md

For each dataset: both runs' shingle F1 on the pages both scored, A − B, and its interval from a
paired bootstrap that draws whole sites, since pages of one site share a template and succeed or
fail together. An interval that leaves out 0 reads "A better" or "B better"; otherwise the data
cannot tell the two apart.`,
    )
    .action(
      withCleanErrors("compare", (pathA: string, pathB: string, options: CompareOptions) => {
        const comparison = compareRuns(readRun(pathA), readRun(pathB), {
          resamples: options.resamples,
          confidence: options.confidence,
          seed: options.seed,
        });
        process.stdout.write(comparisonMarkdown(comparison));
        if (options.json !== undefined)
          writeFileSync(options.json, `${JSON.stringify(comparison, null, 2)}\n`);
      }),
    );
}

function parseConfidence(value: string): number {
  const level = Number(value);
  if (!(level > 0 && level < 1))
    throw new InvalidArgumentError(`--confidence expects a number in (0, 1), got "${value}"`);
  return level;
}

/** A `pith eval` JSON report (or the JSON next to its Markdown), checked for what a comparison reads. */
function readRun(given: string): ScoredRun {
  const path = given.endsWith(".md") && existsSync(jsonPath(given)) ? jsonPath(given) : given;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`${path}: not a readable JSON report (${(error as Error).message})`);
  }
  const run = json as Partial<ScoredRun>;
  if (
    run === null ||
    typeof run !== "object" ||
    !Array.isArray(run.pages) ||
    !run.pages.every(isPageShingles)
  ) {
    throw new Error(
      `${path}: no per-page scores; write it with \`pith eval --report FILE.md\` (the JSON lands next to it), or replay a cross-validation from its saved fold models with \`pith eval --model FOLDS_DIR --report FILE.md\``,
    );
  }
  return { model: String(run.model ?? path), command: String(run.command ?? ""), pages: run.pages };
}

function isPageShingles(page: unknown): boolean {
  const p = page as Record<string, unknown>;
  const score = (value: unknown) => value === null || typeof value === "number";
  return (
    p !== null &&
    typeof p === "object" &&
    typeof p.key === "string" &&
    typeof p.dataset === "string" &&
    typeof p.source === "string" &&
    score(p.precision) &&
    score(p.recall)
  );
}
