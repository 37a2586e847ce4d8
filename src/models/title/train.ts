/**
 * Trains the title selector's weights (Wang et al. §3's title target) as a conditional logit over
 * each page's title candidates, measures it against the hand weights with by-site cross-validation,
 * and writes models/title.json. Same data → byte-identical file (no clock, fixed seed and order).
 * Usage: npm run train-title [-- --data <dir> ... --out <file>]
 */
import { writeFileSync } from "node:fs";
import { assignFolds } from "../../eval/cross-validation.js";
import {
  HAND_TITLE_WEIGHTS,
  TITLE_FEATURE_NAMES,
  TITLE_MODEL_PATH,
  type TitleWeights,
} from "../../output/title-score.js";
import { loadTitlePages } from "./title-pages.js";
import { crossValidateTitles, fitTitleWeights, TITLE_TRAINING } from "./title-training.js";

const DEFAULT_DATA = ["../shared/data/wcxb", "../shared/data/l3s-gn1"];

function optionValues(args: readonly string[], name: string): string[] {
  return args.flatMap((arg, i) => (arg === name && i + 1 < args.length ? [args[i + 1]] : []));
}

const args = process.argv.slice(2);
const dirs = optionValues(args, "--data");
const out = optionValues(args, "--out")[0] ?? TITLE_MODEL_PATH;
const pages = (dirs.length > 0 ? dirs : DEFAULT_DATA).flatMap((dir) => loadTitlePages(dir));
const folds = assignFolds(
  pages.map((page) => ({ source: page.site, text: page.gold })),
  TITLE_TRAINING.folds,
  "by-source",
  TITLE_TRAINING.seed,
);
const crossValidation = crossValidateTitles(pages, folds);
const fit = fitTitleWeights(pages);
const rounded = (weights: TitleWeights): Record<string, number> =>
  Object.fromEntries(TITLE_FEATURE_NAMES.map((name) => [name, Number(weights[name].toFixed(6))]));
const datasets = [...new Set(pages.map((page) => page.dataset))];
const file = {
  format: "pith-title-weights",
  description:
    "conditional logit over a page's title candidates (softmax of w·features), Gaussian prior; npm run train-title",
  weights: rounded(fit.weights),
  training: {
    datasets: datasets.map((name) => ({
      name,
      pagesWithGoldTitle: pages.filter((page) => page.dataset === name).length,
      pagesWithGoldCandidate: pages.filter(
        (page) => page.dataset === name && page.correct.some(Boolean),
      ).length,
    })),
    priorVariance: TITLE_TRAINING.priorVariance,
    iterations: fit.iterations,
    stop: fit.stop,
    negativeLogLikelihood: Number(fit.value.toFixed(4)),
  },
  crossValidation: {
    split: "by-source (site)",
    folds: TITLE_TRAINING.folds,
    seed: TITLE_TRAINING.seed,
    metric: "normalised exact-match title accuracy over all pages with a gold title",
    handWeights: rounded(HAND_TITLE_WEIGHTS),
    datasets: crossValidation,
  },
};
writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
for (const result of crossValidation) {
  console.log(
    `${result.dataset}: ${result.pages} pages, learned ${result.learned}%  hand ${result.hand}%  (gold among candidates ${result.reachable}%)`,
  );
}
console.log(`wrote ${out}`);
