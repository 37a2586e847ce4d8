/**
 * Runs by-site cross-validation of one learner configuration and stores every test page's per-block
 * content probabilities, so decision rules (thresholds, ensembles, MSS over probabilities) can be
 * compared afterwards without retraining (bench/decision/sweep.ts).
 *
 *   NODE_OPTIONS=--max-old-space-size=12288 nice npx tsx bench/decision/cv-probabilities.ts \
 *     --learner crf --option history=true --option decode=marginal --out bench/out/probs/crf.json
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { loadCorpus } from "../../src/eval/corpus.js";
import { assignFolds } from "../../src/eval/cross-validation.js";
import { trainingPages } from "../../src/eval/evaluate.js";
import { LEARNERS } from "../../src/models/learners.js";
import { SHARED_DATA_DIRS } from "../shared-datasets.js";

const { values } = parseArgs({
  options: {
    learner: { type: "string", default: "crf" },
    option: { type: "string", multiple: true, default: [] },
    cv: { type: "string", default: "4" },
    seed: { type: "string", default: "1" },
    limit: { type: "string" },
    out: { type: "string" },
  },
});
const learner = LEARNERS.get(values.learner);
if (learner === undefined) throw new Error(`unknown learner ${values.learner}`);
if (values.out === undefined) throw new Error("--out FILE is required");
const options = Object.fromEntries(values.option.map((pair) => pair.split("=", 2)));
const seed = Number(values.seed);
const folds = Number(values.cv);

const pages = loadCorpus(SHARED_DATA_DIRS, {
  limit: values.limit === undefined ? undefined : Number(values.limit),
});
const foldOf = assignFolds(
  pages.map((page) => ({ source: page.source, text: page.record.text })),
  folds,
  "by-source",
  seed,
);
const probabilities: Record<string, number[] | null> = {};
for (let fold = 0; fold < folds; fold++) {
  const start = performance.now();
  const model = learner.train(trainingPages(pages.filter((_, i) => foldOf[i] !== fold)), {
    ...options,
    seed,
  });
  pages.forEach((page, i) => {
    if (foldOf[i] !== fold) return;
    probabilities[page.key] =
      page.page === null
        ? null
        : Array.from(model.predict(page.page).contentProbability, (p) => Math.round(p * 1e4) / 1e4);
  });
  console.log(`fold ${fold + 1}/${folds}: ${((performance.now() - start) / 1000).toFixed(0)} s`);
}
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  JSON.stringify({ learner: values.learner, options, folds, seed, probabilities }),
);
console.log(`wrote ${values.out}`);
