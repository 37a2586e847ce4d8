/**
 * The context stacker (src/models/context-stack) over stored cross-validated probabilities: for
 * each fold, the stacker is fitted on the other folds' stored probabilities and re-scores this
 * fold's, written in cv-probabilities.ts's format for the decision sweep (sweep.ts). Quick
 * (minutes), but not fully held out: the other folds' probabilities came from models that saw
 * this fold. `pith eval --model context-stack` is the honest, nested measurement.
 *
 *   nice npx tsx bench/decision/stack-stored.ts --probs bench/out/probs/recipe-base.json \
 *     --out bench/out/probs/recipe-stacked-stored.json
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadCorpus } from "../../src/eval/corpus.js";
import { assignFolds } from "../../src/eval/cross-validation.js";
import { stackedProbabilities } from "../../src/models/context-stack/context-stack-learner.js";
import { fitStacker } from "../../src/models/context-stack/stacker.js";
import { SHARED_DATA_DIRS } from "../shared-datasets.js";

const { values } = parseArgs({
  options: {
    probs: { type: "string" },
    out: { type: "string" },
    l2: { type: "string", default: "1" },
  },
});
if (values.probs === undefined || values.out === undefined)
  throw new Error("--probs FILE and --out FILE are required");
const stored = JSON.parse(readFileSync(values.probs, "utf8")) as {
  learner: string;
  options: Record<string, string>;
  folds: number;
  seed: number;
  probabilities: Record<string, number[] | null>;
};
const pages = loadCorpus(SHARED_DATA_DIRS);
const foldOf = assignFolds(
  pages.map((page) => ({ source: page.source, text: page.record.text })),
  stored.folds,
  "by-source",
  stored.seed,
);
const probabilityOf = (key: string) => {
  const list = stored.probabilities[key];
  return list == null ? null : Float64Array.from(list);
};
const probabilities: Record<string, number[] | null> = {};
for (let fold = 0; fold < stored.folds; fold++) {
  const training = pages.flatMap((page, i) => {
    const probability = probabilityOf(page.key);
    const labelled = page.projection?.quality.usable ? page.projection.labelled : null;
    return foldOf[i] !== fold && labelled !== null && probability !== null
      ? [{ labelled, probability }]
      : [];
  });
  const stacker = fitStacker(
    training.map((item) => item.labelled),
    training.map((item) => item.probability),
    {
      kind: "logistic",
      l2: Number(values.l2),
      trees: 0,
      treeDepth: 0,
      gruHidden: 0,
      gruEpochs: 0,
      seed: 1,
    },
  );
  pages.forEach((page, i) => {
    const probability = probabilityOf(page.key);
    if (foldOf[i] !== fold) return;
    probabilities[page.key] =
      page.page === null || probability === null
        ? null
        : Array.from(
            stackedProbabilities(page.page, probability, stacker),
            (p) => Math.round(p * 1e4) / 1e4,
          );
  });
  console.log(`fold ${fold + 1}/${stored.folds}: stacker fitted on ${training.length} pages`);
}
writeFileSync(
  values.out,
  JSON.stringify({
    learner: `context-stack over ${stored.learner}`,
    options: { ...stored.options, stacked: "stored" },
    folds: stored.folds,
    seed: stored.seed,
    probabilities,
  }),
);
console.log(`wrote ${values.out}`);
