/**
 * Wang et al.'s question (KDD 2009, §5.4): can a wrapper learnt from the pages of a single site
 * extract the others? Train on the first 10 and 20 pages of one shared site (no shared site has
 * the paper's 40), test on the first `--test-pages` pages of every dataset from other sites. Page
 * accuracy as the paper counts it: the share of pages whose shingle F1 is at least 0.95 and whose
 * title is right (where the gold has one). The by-site CV fold models (trained on hundreds of
 * sites) on the same pages for reference.
 *
 *   nice tsx bench/single-site.ts \
 *     [--sites blogs.nfl.com,nytimes.com] [--sizes 10,20] [--test-pages 100]
 *
 * With `--wang`, his protocol instead (bench/wang-accuracy.ts): test on the news datasets whose
 * gold has titles (`--test-datasets`, default L3S-GN1 and Fundus, every page of a site other than
 * the training sites), a page right when both its title and its body are; what fails beside it.
 *
 *   nice tsx bench/single-site.ts --wang [--sites …] [--sizes 10,20] [--learners context-stack,wang-subtree]
 */
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { readRecipe } from "../src/cli/recipe.js";
import { withShortOutputFallback } from "../src/decision/short-output-fallback.js";
import { type PageShingles, shingleF1 } from "../src/eval/compare.js";
import { type CorpusPage, loadCorpus } from "../src/eval/corpus.js";
import { trainingPages } from "../src/eval/evaluate.js";
import { type PageScore, scorePage } from "../src/eval/page-score.js";
import { predictPage } from "../src/eval/predict.js";
import { resolveModel } from "../src/extract/resolve-model.js";
import { LEARNERS } from "../src/models/learners.js";
import type { ContentModel } from "../src/models/model.js";
import { heldOutModels, heldOutModelsMissing } from "./held-out-models.js";
import { SHARED_DATA, shinglesOf } from "./site-scores.js";
import {
  percent,
  type WangOutcome,
  wangFailures,
  wangOutcome,
  wangSummary,
} from "./wang-accuracy.js";

const { values } = parseArgs({
  options: {
    sites: { type: "string", default: "blogs.nfl.com,nytimes.com" },
    sizes: { type: "string", default: "10,20" },
    "test-pages": { type: "string", default: "100" },
    wang: { type: "boolean", default: false },
    "test-datasets": { type: "string", default: "l3s-gn1,fundus" },
    learners: { type: "string", default: "context-stack,wang-subtree" },
  },
});
const sites = values.sites.split(",");
const sizes = values.sizes.split(",").map(Number);

const recipe = readRecipe("recipes/default.json");
// One site has no feature seen on 20 sites: every feature is the site's own.
const LEARNER_OPTIONS: Record<string, Record<string, unknown>> = {
  "context-stack": { ...recipe.options, minFeatureSources: 1, seed: recipe.seed },
  "wang-subtree": { seed: 1 },
};

const siteSet = new Set(sites);
const training = loadCorpus(SHARED_DATA, { filter: (record) => siteSet.has(record.site ?? "") });
const test = values.wang
  ? loadCorpus(
      SHARED_DATA.filter((dir) => values["test-datasets"].split(",").includes(basename(dir))),
    ).filter((page) => !siteSet.has(page.source) && page.record.title !== null)
  : loadCorpus(SHARED_DATA, { limit: Number(values["test-pages"]) }).filter(
      (page) => !siteSet.has(page.source),
    );
process.stderr.write(`${training.length} training pages, ${test.length} test pages\n`);

const wangRuns: { name: string; outcomes: WangOutcome[] }[] = [];
const lines = values.wang
  ? [
      `Test: every page with a gold title of ${values["test-datasets"]} from a site other than the training sites (${test.length} pages). Wang et al.'s page accuracy: title and body both right (bench/wang-accuracy.ts).`,
      "",
      "| trained on | pages | learner | news accuracy (title and body) | title | body (every block) | body (slips < 20 words) | title and body (slips) | body (text P, R ≥ 0.95) | title and body (text) | shingle F1 |",
      "|---|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
  : [
      `Test: the first ${values["test-pages"]} pages of each shared dataset, minus the training sites' (${test.length} pages).`,
      "",
      "| trained on | pages | learner | shingle F1 | page accuracy (F1 ≥ 0.95, title right) | F1 ≥ 0.95 alone |",
      "|---|--:|---|--:|--:|--:|",
    ];
const missing = heldOutModelsMissing();
if (missing === undefined) {
  const modelFor = heldOutModels();
  lines.push(
    row("hundreds of sites (by-site CV fold models)", "–", "default recipe", (page) =>
      resolveModel(modelFor(page.key)),
    ),
  );
}
for (const site of sites) {
  const pages = training.filter((page) => page.source === site);
  for (const size of sizes) {
    const labelled = trainingPages(pages.slice(0, size));
    if (labelled.length < size) continue;
    for (const [name, options] of Object.entries(LEARNER_OPTIONS).filter(([learner]) =>
      values.learners.split(",").includes(learner),
    )) {
      const learner = LEARNERS.get(name);
      if (learner === undefined) throw new Error(`no learner ${name}`);
      const start = performance.now();
      const model = withShortOutputFallback(learner.train(labelled, options), name);
      const seconds = (performance.now() - start) / 1000;
      process.stderr.write(`${site} ${size} ${name}: trained in ${seconds.toFixed(1)} s\n`);
      lines.push(row(site, String(size), name, () => model));
    }
  }
}
if (values.wang) lines.push("", ...wangDetails());
console.log(lines.join("\n"));

function row(
  site: string,
  size: string,
  learner: string,
  model: (page: CorpusPage) => ContentModel,
): string {
  const predictions = test.map((page) => predictPage(page, model(page)));
  const scores = test.map((page, i) => scorePage(page, predictions[i]));
  const shingles: PageShingles[] = scores.map(shinglesOf);
  if (values.wang) {
    const outcomes = test.map((page, i) => wangOutcome(page, predictions[i], scores[i]));
    wangRuns.push({ name: `${site} ${size} ${learner}`, outcomes });
    const summary = wangSummary(outcomes);
    const line = `| ${site} | ${size} | ${learner} | ${summary.news} | ${summary.title} | ${summary.body} | ${summary.bodySlips} | ${summary.newsSlips} | ${summary.bodyText} | ${summary.newsText} | ${shingleF1(shingles).toFixed(3)} |`;
    process.stderr.write(`${line}\n`);
    return line;
  }
  const accurate = scores.filter((score) => score.shingle.f1 >= 0.95);
  const right = accurate.filter((score) => score.titleCorrect !== false);
  const share = (list: readonly PageScore[]) =>
    `${((100 * list.length) / scores.length).toFixed(1)} %`;
  const line = `| ${site} | ${size} | ${learner} | ${shingleF1(shingles).toFixed(3)} | ${share(right)} | ${share(accurate)} |`;
  process.stderr.write(`${line}\n`);
  return line;
}

/** Per model: what fails, by dataset, and the sites with the most wrong pages. */
function wangDetails(): string[] {
  const out: string[] = [];
  for (const { name, outcomes } of wangRuns) {
    out.push(`### ${name}`, "", ...wangFailures(outcomes).map((line) => `- ${line}`));
    for (const dataset of [...new Set(outcomes.map((o) => o.dataset))]) {
      const mine = outcomes.filter((o) => o.dataset === dataset);
      const summary = wangSummary(mine);
      out.push(
        `- ${dataset} (${mine.length} pages): news ${summary.news} (slips ${summary.newsSlips}, text ${summary.newsText}), title ${summary.title}, body ${summary.body} (slips ${summary.bodySlips}, text ${summary.bodyText})`,
      );
    }
    const bySite = new Map<string, WangOutcome[]>();
    for (const o of outcomes) bySite.set(o.site, [...(bySite.get(o.site) ?? []), o]);
    const worst = [...bySite]
      .map(([site, list]) => ({
        site,
        n: list.length,
        wrong: list.filter((o) => !(o.titleRight && o.bodyRight)).length,
      }))
      .filter((entry) => entry.n >= 3)
      .sort((a, b) => b.wrong / b.n - a.wrong / a.n || b.n - a.n)
      .slice(0, 8);
    out.push(
      `- sites with ≥ 3 pages, most wrong: ${worst.map((entry) => `${entry.site} ${entry.wrong}/${entry.n}`).join(", ")}; sites with every page right: ${percent([...bySite.values()].filter((list) => list.every((o) => o.titleRight && o.bodyRight)).length, bySite.size)} of ${bySite.size}`,
      "",
    );
  }
  return out;
}
