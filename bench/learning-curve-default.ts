/**
 * The learning curve of the whole shipped recipe (context stack, trees beside), per dataset:
 *   NODE_OPTIONS=--max-old-space-size=12288 nice npx tsx bench/learning-curve-default.ts [--shares 0.25,0.5]
 * The same nested by-site cross-validation as `npm run bench:default-cv` (recipe, seed, 4 site
 * folds), each fold's model trained on a seeded share of its training pages (nested across shares,
 * as `pith eval --learning-curve` does). The full-data point is `bench:default-cv`'s report, not
 * rerun. Writes bench/out/learning-curve-default.json, which the results' learning-curve section
 * renders. Share 0.25 took 47 min on 2 cores beside a cross-validation (2026-12-01).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { readRecipe } from "../src/cli/recipe.js";
import { metricTable } from "../src/eval/aggregate.js";
import { loadCorpus } from "../src/eval/corpus.js";
import { crossValidate } from "../src/eval/evaluate.js";
import { LEARNERS } from "../src/models/learners.js";
import { benchArgs } from "./bench-setup.js";
import { DEFAULT_CURVE_FILE, type DefaultCurvePoint } from "./results/default-learning-curve.js";

const RECIPE = "recipes/default.json";
const FOLDS = 4;

const { option } = benchArgs(process.argv.slice(2));
const shares = (option("--shares") ?? "0.25,0.5").split(",").map(Number);
const recipe = readRecipe(RECIPE);
const learner = LEARNERS.get(recipe.learner);
if (learner === undefined) throw new Error(`${RECIPE}: no learner ${recipe.learner}`);
const pages = loadCorpus(recipe.data);

const points: DefaultCurvePoint[] = shares.map((share) => {
  const { scores, folds } = crossValidate(pages, learner, {
    folds: FOLDS,
    split: "by-source",
    seed: recipe.seed,
    learnerOptions: recipe.options,
    trainingFraction: share,
    onPage: (done, total) => {
      if (done % 500 === 0) process.stderr.write(`share ${share}: ${done} / ${total} pages\n`);
    },
  });
  const datasets = [...new Set(scores.map((score) => score.dataset))];
  const point = {
    share,
    trainingPages: folds.reduce((sum, fold) => sum + fold.trainingPages, 0) / folds.length,
    all: metricTable(scores).shingle.f1,
    datasets: Object.fromEntries(
      datasets.map((name) => [
        name,
        metricTable(scores.filter((score) => score.dataset === name)).shingle.f1,
      ]),
    ),
    trainMinutes: folds.reduce((sum, fold) => sum + fold.trainMs, 0) / 60_000,
  };
  console.log(JSON.stringify(point));
  return point;
});

mkdirSync("bench/out", { recursive: true });
writeFileSync(
  DEFAULT_CURVE_FILE,
  `${JSON.stringify({ recipe: RECIPE, folds: FOLDS, points }, null, 2)}\n`,
);
