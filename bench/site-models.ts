/**
 * Per-site learning curve of site models (`pith train --base`): for every shared site with at
 * least `--min-pages` pages, the by-site CV fold model that never saw the site (the base) adapted
 * on 1, 2, 5 and 10 of the site's labelled pages, against the base alone, both scored on the site's
 * other pages. Repeats draw other training pages (seeded).
 *
 *   nice tsx bench/site-models.ts \
 *     [--sizes 1,2,5,10] [--repeats 2] [--min-pages 12] [--option sigma=0.1 ...] [--json out.json]
 *
 * With `--flow`, the README's own flow instead (bench/site-flow.ts): on every site with at least
 * `--min-pages` (default 8) pages, `--labelled` pages (default 6) accepted as the base selected
 * them, their `--corrections` (k, default 3) largest wrong blocks corrected, `pith train --base`
 * with its check; gains per site, worst first. The base is the held-out fold model where
 * `PITH_HELD_OUT_DIR` has them, else the shipped default (`--base`), as a user has it.
 *
 *   nice tsx bench/site-models.ts --flow [--labelled 6] [--corrections 3] [--sites a,b] [--base default] [--json runs.jsonl]
 *   (`--labelled-keys dragnet/R498,…` labels those pages instead: the issue's six blogs.nfl.com
 *   pages, all accepted, with `--corrections 0 --sites blogs.nfl.com`)
 *   tsx bench/site-models.ts --report runs.jsonl     (the table of a run's lines so far)
 *   (`--resume` with `--json runs.jsonl`: keeps the sites already there and runs only the others,
 *   so a killed run loses at most the site it was on)
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import type { LabelledPage } from "../src/blocks/labelled-page.js";
import { withShortOutputFallback } from "../src/decision/short-output-fallback.js";
import { type PageShingles, pairedSiteBootstrap } from "../src/eval/compare.js";
import { type CorpusPage, loadCorpus } from "../src/eval/corpus.js";
import { evaluateModel } from "../src/eval/evaluate.js";
import type { PageScore } from "../src/eval/page-score.js";
import { builtinModelPath } from "../src/extract/builtin-models.js";
import { modelFromJSON } from "../src/extract/loaded-models.js";
import { readModelFile } from "../src/extract/model-files.js";
import { LEARNERS } from "../src/models/learners.js";
import type { ContentModel } from "../src/models/model.js";
import type { ModelFileJSON } from "../src/models/model-file.js";
import { seededRandom, shuffled } from "../src/util/random.js";
import { heldOutModels, heldOutModelsMissing } from "./held-out-models.js";
import { type FlowSite, flowReport, flowSites, pageBytes, siteFlow } from "./site-flow.js";
import {
  mean,
  meanF1,
  meanWithInterval,
  optionPairs,
  pagesBySite,
  SHARED_DATA,
  shinglesOf,
  signed,
  sitesWithPages,
} from "./site-scores.js";

const DATA = SHARED_DATA;

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1,2,5,10" },
    repeats: { type: "string", default: "2" },
    "min-pages": { type: "string" },
    sites: { type: "string" },
    option: { type: "string", multiple: true, default: [] },
    json: { type: "string" },
    flow: { type: "boolean", default: false },
    labelled: { type: "string", default: "6" },
    "labelled-keys": { type: "string" },
    corrections: { type: "string", default: "3" },
    base: { type: "string", default: "default" },
    seed: { type: "string", default: "1" },
    report: { type: "string" },
    resume: { type: "boolean", default: false },
  },
});
const sizes = values.sizes.split(",").map(Number);
const repeats = Number(values.repeats);
const minPages = Number(values["min-pages"] ?? 12);
const adaptOptions = optionPairs(values.option);
const baseFiles = new Map<string, { json: ModelFileJSON; model: ContentModel }>();
if (values.report !== undefined) {
  // A --flow run's --json lines (one site each, written as it ends) as the report, partial or not.
  console.log(flowReport(flowLines(values.report)));
  process.exit(0);
}
if (values.flow) {
  runFlow();
  process.exit(0);
}

const missing = heldOutModelsMissing();
if (missing !== undefined) throw new Error(missing);
const modelFor = heldOutModels();

const sites = bigSites(values.sites?.split(","));
const corpus = loadCorpus(DATA, { filter: (record) => sites.has(record.site ?? "") });
const bySite = pagesBySite(corpus);

interface SiteRun {
  readonly site: string;
  readonly pages: number;
  /** Per size: the base's and the site model's page scores on the pages it did not train on, per repeat. */
  readonly runs: { size: number; repeat: number; base: PageShingles[]; adapted: PageShingles[] }[];
}

const results: SiteRun[] = [];
for (const [site, pages] of [...bySite].sort(([a], [b]) => a.localeCompare(b))) {
  const base = baseOf(pages);
  const baseScores = new Map(evaluateModel(pages, base.model).map((score) => [score.key, score]));
  const run: SiteRun = { site, pages: pages.length, runs: [] };
  for (let repeat = 0; repeat < repeats; repeat++) {
    const order = shuffled(pages, seededRandom(repeat + 1));
    for (const size of sizes) {
      const training = order.slice(0, size);
      const testing = order.slice(size);
      const labelled = training.flatMap(usableLabels);
      if (labelled.length === 0 || testing.length === 0) continue;
      const start = performance.now();
      const adapted = adapt(base.json, labelled);
      const ms = performance.now() - start;
      const scores = evaluateModel(testing, adapted);
      const shingles = scores.map(shinglesOf);
      const baseShingles = testing.map((page) => shinglesOf(baseScores.get(page.key) as PageScore));
      run.runs.push({ size, repeat, base: baseShingles, adapted: shingles });
      process.stderr.write(
        `${site} n=${size} r=${repeat}: base ${meanF1(baseShingles).toFixed(3)} → ${meanF1(shingles).toFixed(3)} (${testing.length} test pages, ${(ms / 1000).toFixed(1)} s)\n`,
      );
    }
  }
  results.push(run);
}

report(results);
if (values.json !== undefined) writeFileSync(values.json, `${JSON.stringify(results)}\n`);

function bigSites(only: readonly string[] | undefined): Set<string> {
  const big = [...sitesWithPages(minPages)];
  return new Set(only === undefined ? big : big.filter((site) => only.includes(site)));
}

/** The fold model none of the site's pages trained on (by-site CV puts a site in one fold). */
function baseOf(pages: readonly CorpusPage[]): { json: ModelFileJSON; model: ContentModel } {
  const files = new Set(pages.map((page) => modelFor(page.key)));
  if (files.size !== 1) throw new Error(`${pages[0].source} is in ${files.size} folds`);
  const [file] = files;
  let base = baseFiles.get(file);
  if (base === undefined) {
    const json = readModelFile(file);
    base = { json, model: modelFromJSON(json, "base", file) };
    baseFiles.set(file, base);
  }
  return base;
}

function usableLabels(page: CorpusPage): LabelledPage[] {
  return page.projection?.quality.usable ? [page.projection.labelled] : [];
}

function adapt(base: ModelFileJSON, pages: readonly LabelledPage[]): ContentModel {
  const learner = LEARNERS.get(base.learner);
  if (learner?.adapt === undefined) throw new Error(`${base.learner} cannot adapt`);
  return withShortOutputFallback(learner.adapt(base, pages, adaptOptions), "site");
}

function report(runs: readonly SiteRun[]): void {
  const lines: string[] = [];
  lines.push(`adaptation options: ${JSON.stringify(adaptOptions)}; repeats ${repeats}`);
  lines.push("");
  lines.push(
    `| site | pages | base | ${sizes.map((size) => `${size} page${size > 1 ? "s" : ""}`).join(" | ")} |`,
  );
  lines.push(`|---|--:|--:|${sizes.map(() => "--:").join("|")}|`);
  const gains = new Map<number, { site: string; base: number; gain: number }[]>();
  for (const run of runs) {
    const cells: string[] = [];
    let baseAll = 0;
    for (const size of sizes) {
      const of = run.runs.filter((entry) => entry.size === size);
      if (of.length === 0) {
        cells.push("–");
        continue;
      }
      const base = mean(of.map((entry) => meanF1(entry.base)));
      const adapted = mean(of.map((entry) => meanF1(entry.adapted)));
      baseAll = mean(run.runs.map((entry) => meanF1(entry.base)));
      cells.push(`${adapted.toFixed(3)} (${signed(adapted - base)})`);
      const list = gains.get(size) ?? [];
      list.push({ site: run.site, base, gain: adapted - base });
      gains.set(size, list);
    }
    lines.push(`| ${run.site} | ${run.pages} | ${baseAll.toFixed(3)} | ${cells.join(" | ")} |`);
  }
  lines.push("");
  lines.push(
    "Mean gain over sites (95 % site-bootstrap interval); pooled: `pairedSiteBootstrap` of all test pages.",
  );
  lines.push("");
  lines.push(
    "| pages | sites | mean gain, all sites | sites with base < 0.85 | the others | pooled shingle F1 base → site model [interval] |",
  );
  lines.push("|--:|--:|--:|--:|--:|--:|");
  for (const size of sizes) {
    const list = gains.get(size) ?? [];
    const low = list.filter((entry) => entry.base < 0.85);
    const high = list.filter((entry) => entry.base >= 0.85);
    const pooledAdapted = runs.flatMap((run) =>
      run.runs
        .filter((entry) => entry.size === size && entry.repeat === 0)
        .flatMap((entry) => entry.adapted),
    );
    const pooledBase = runs.flatMap((run) =>
      run.runs
        .filter((entry) => entry.size === size && entry.repeat === 0)
        .flatMap((entry) => entry.base),
    );
    const pooled = pairedSiteBootstrap(pooledAdapted, pooledBase);
    lines.push(
      `| ${size} | ${list.length} | ${meanWithInterval(list.map((entry) => entry.gain))} | ${meanWithInterval(low.map((entry) => entry.gain))} (${low.length}) | ${meanWithInterval(high.map((entry) => entry.gain))} (${high.length}) | ${pooled.b.toFixed(3)} → ${pooled.a.toFixed(3)} [${signed(pooled.low)}, ${signed(pooled.high)}] |`,
    );
  }
  console.log(lines.join("\n"));
}

/** A --flow run's --json lines so far (none when the file is missing). */
function flowLines(file: string): FlowSite[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as FlowSite);
}

/** `--flow`: the README's flow on every site with enough pages (bench/site-flow.ts). */
function runFlow(): void {
  const minimum = Number(values["min-pages"] ?? 8);
  const only = values.sites?.split(",");
  const wanted = [...sitesWithPages(minimum)].filter((site) => only?.includes(site) ?? true);
  const corpus = loadCorpus(DATA, { filter: (record) => wanted.includes(record.site ?? "") });
  const dirs = new Map(DATA.map((dir) => [basename(dir), dir]));
  const bytesOf = pageBytes(dirs);
  const useHeldOut = heldOutModelsMissing() === undefined;
  const modelFor = useHeldOut ? heldOutModels() : undefined;
  const shipped = builtinModelPath(values.base) ?? values.base;
  const options = {
    labelled: Number(values.labelled),
    labelledKeys: values["labelled-keys"]?.split(","),
    corrections: Number(values.corrections),
    seed: Number(values.seed),
    adaptOptions,
  };
  const runs: FlowSite[] = values.resume && values.json !== undefined ? flowLines(values.json) : [];
  const done = new Set(runs.map((run) => run.site));
  if (values.json !== undefined && !values.resume) writeFileSync(values.json, "");
  for (const [site, pages] of flowSites(corpus, minimum)) {
    if (done.has(site)) continue;
    const file = modelFor === undefined ? shipped : (modelFor(pages[0].key) as string);
    let base = baseFiles.get(file);
    if (base === undefined) {
      const json = readModelFile(file);
      base = { json, model: modelFromJSON(json, "base", file) };
      baseFiles.set(file, base);
    }
    const start = performance.now();
    const run = siteFlow(site, pages, base, options, bytesOf);
    runs.push(run);
    if (values.json !== undefined) appendFileSync(values.json, `${JSON.stringify(run)}\n`);
    process.stderr.write(
      `${site}: ${run.written ? "written" : "refused"} (estimate ${run.estimate === null ? "–" : `${run.estimate.base.toFixed(3)} → ${run.estimate.site.toFixed(3)}`}); other pages ${run.base.toFixed(3)} → ${run.kept.toFixed(3)}, forced ${run.forced.toFixed(3)} (${((performance.now() - start) / 1000).toFixed(0)} s)\n`,
    );
  }
  console.log(
    `base: ${useHeldOut ? "held-out fold models" : values.base}; ${options.labelled} pages labelled, ${options.corrections} corrections each; options ${JSON.stringify(adaptOptions)}\n`,
  );
  console.log(flowReport(runs));
}
