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
 */
import { parseArgs } from "node:util";
import { readRecipe } from "../src/cli/recipe.js";
import { withShortOutputFallback } from "../src/decision/short-output-fallback.js";
import { type PageShingles, shingleF1 } from "../src/eval/compare.js";
import { type CorpusPage, loadCorpus } from "../src/eval/corpus.js";
import { evaluateModel, trainingPages } from "../src/eval/evaluate.js";
import type { PageScore } from "../src/eval/page-score.js";
import { resolveModel } from "../src/extract/resolve-model.js";
import { LEARNERS } from "../src/models/learners.js";
import type { ContentModel } from "../src/models/model.js";
import { heldOutModels, heldOutModelsMissing } from "./held-out-models.js";
import { SHARED_DATA, shinglesOf } from "./site-scores.js";

const { values } = parseArgs({
  options: {
    sites: { type: "string", default: "blogs.nfl.com,nytimes.com" },
    sizes: { type: "string", default: "10,20" },
    "test-pages": { type: "string", default: "100" },
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
const test = loadCorpus(SHARED_DATA, { limit: Number(values["test-pages"]) }).filter(
  (page) => !siteSet.has(page.source),
);
process.stderr.write(`${training.length} training pages, ${test.length} test pages\n`);

const lines = [
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
    for (const [name, options] of Object.entries(LEARNER_OPTIONS)) {
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
console.log(lines.join("\n"));

function row(
  site: string,
  size: string,
  learner: string,
  model: (page: CorpusPage) => ContentModel,
): string {
  const scores = evaluateModel(test, model);
  const shingles: PageShingles[] = scores.map(shinglesOf);
  const accurate = scores.filter((score) => score.shingle.f1 >= 0.95);
  const right = accurate.filter((score) => score.titleCorrect !== false);
  const share = (list: readonly PageScore[]) =>
    `${((100 * list.length) / scores.length).toFixed(1)} %`;
  const line = `| ${site} | ${size} | ${learner} | ${shingleF1(shingles).toFixed(3)} | ${share(right)} | ${share(accurate)} |`;
  process.stderr.write(`${line}\n`);
  return line;
}
