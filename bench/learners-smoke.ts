/**
 * Cross-validates Gibson et al.'s learners (CRF, MEMM, MaxEnt) on gold datasets, loading and
 * projecting the corpus once for every learner × option setting, and prints per-dataset shingle F1,
 * block P/R and document accuracy plus training time per fold.
 *
 *   nice npx tsx bench/learners-smoke.ts --data ../shared/data/l3s-gn1 --learners crf,memm,maxent \
 *     --cv 4 --split by-source [--sigmas 1,10] [--option history=true] [--limit 200]
 */
import { parseArgs } from "node:util";
import { metricTable } from "../src/eval/aggregate.js";
import { loadCorpus } from "../src/eval/corpus.js";
import type { SplitKind } from "../src/eval/cross-validation.js";
import { crossValidate } from "../src/eval/evaluate.js";
import { LEARNERS } from "../src/models/learners.js";

const { values } = parseArgs({
  options: {
    data: { type: "string", multiple: true },
    learners: { type: "string", default: "crf,memm,maxent" },
    cv: { type: "string", default: "4" },
    split: { type: "string", default: "by-source" },
    sigmas: { type: "string" },
    option: { type: "string", multiple: true, default: [] },
    limit: { type: "string" },
    seed: { type: "string", default: "1" },
  },
});
if (values.data === undefined) throw new Error("--data <dir> is required (repeatable)");

const baseOptions = Object.fromEntries(values.option.map((pair) => pair.split("=", 2)));
const sigmas = values.sigmas?.split(",") ?? [undefined];

let start = performance.now();
const pages = loadCorpus(values.data, {
  limit: values.limit === undefined ? undefined : Number(values.limit),
});
console.log(
  `corpus: ${pages.length} pages in ${((performance.now() - start) / 1000).toFixed(1)} s`,
);
const datasets = [...new Set(pages.map((page) => page.dataset))];

const pct = (x: number) => x.toFixed(3);
console.log("learner\toptions\tdataset\tpages\tshingleF1\tblockP\tblockR\tdocAcc\ttrain s/fold");
for (const name of values.learners.split(",")) {
  const learner = LEARNERS.get(name);
  if (learner === undefined) throw new Error(`unknown learner ${name}`);
  for (const sigma of sigmas) {
    const options = sigma === undefined ? baseOptions : { ...baseOptions, sigma };
    start = performance.now();
    const { scores, folds } = crossValidate(pages, learner, {
      folds: Number(values.cv),
      split: values.split as SplitKind,
      seed: Number(values.seed),
      learnerOptions: options,
    });
    const trainSeconds = folds.reduce((sum, fold) => sum + fold.trainMs, 0) / folds.length / 1000;
    for (const dataset of [...datasets, "all"]) {
      const table = metricTable(
        dataset === "all" ? scores : scores.filter((s) => s.dataset === dataset),
      );
      console.log(
        [
          name,
          JSON.stringify(options),
          dataset,
          table.pages,
          pct(table.shingle.f1),
          pct(table.blocks.content.precision),
          pct(table.blocks.content.recall),
          pct(table.documents.accuracy),
          trainSeconds.toFixed(1),
        ].join("\t"),
      );
    }
    console.log(`  (${((performance.now() - start) / 1000).toFixed(0)} s total)`);
  }
}
