import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { assignFolds } from "../eval/cross-validation.js";
import { loadTitlePages } from "../eval/title-pages.js";
import { crossValidateTitles, fitTitleWeights, TITLE_TRAINING } from "../title/title-training.js";
import {
  HAND_TITLE_WEIGHTS,
  TITLE_FEATURE_NAMES,
  type TitleWeights,
} from "../title/title-weights.js";

const DEFAULT_DATA = ["../shared/data/wcxb", "../shared/data/l3s-gn1"];

export function registerTrainTitleCommand(program: Command): void {
  program
    .command("train-title")
    .description("train the title selector (a conditional logit over title candidates)")
    .option(
      "--data <dir>",
      `labelled dataset directory with gold titles (repeatable; default: ${DEFAULT_DATA.join(", ")})`,
      (value: string, previous: string[]) => [...previous, value],
      [],
    )
    .option(
      "--out <file>",
      "where to write the weights (npm run train-title then regenerates src/title/learned-title-weights.ts from models/title.json)",
      "models/title.json",
    )
    .action((options: { data: string[]; out: string }) => {
      trainTitleModel(options.data.length > 0 ? options.data : DEFAULT_DATA, options.out);
    });
}

/**
 * Trains the title selector's weights (Wang et al. §3's title target) as a conditional logit over
 * each page's title candidates, measures it against the hand weights with by-site cross-validation,
 * and writes them to `out`. Same data → byte-identical file (no clock, fixed seed and order).
 */
function trainTitleModel(dirs: readonly string[], out: string): void {
  const pages = dirs.flatMap((dir) => loadTitlePages(dir));
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
}
