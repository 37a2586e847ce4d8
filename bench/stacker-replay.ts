/**
 * Refits the context stacker of saved fold models (`npm run bench:default-cv`) without retraining
 * their CRFs: every page's first-stage probabilities come from the fold model that never saw its
 * site, and fold K's new stacker learns from the pages of the other folds. It writes fold models
 * with the refitted stackers and the same fold manifest, for `pith eval --model DIR` and
 * `pith compare`: a stack column's worth in ten minutes instead of a cross-validation's twenty
 * five. Not fully nested (the other folds' probabilities come from models that saw fold K), so a
 * variant is compared with this same refit without it, never with the saved models themselves;
 * the refit of the shipped stack columns scores within 0.001 of the nested CV on every dataset.
 * A variant that changes how stack columns are computed is scored by a build of that code.
 *
 *   npx tsx bench/stacker-replay.ts --out bench/out/replay-base [--drop PREFIX]… [--stacker trees]
 *   node dist/cli/main.js eval --data ../shared/data/l3s-gn1 … --model bench/out/replay-base \
 *     --report bench/out/replay-base.md
 *   node dist/cli/main.js compare bench/out/replay-variant.md bench/out/replay-base.md
 *
 * The stacker's kind, L2 penalty, tree and GRU settings, seed and link runs are the fold models'
 * own (their recorded options; the GRU's defaults where a model predates it); `--stacker`, `--l2`,
 * `--gru-hidden` and `--gru-epochs` override them. Fold models with trees beside the CRF (the
 * recipe's `beside`) give the stacker those trees' probabilities too, each page's from the fold
 * model that never saw its site, as the CRF's: the refit of the shipped recipe scores within 0.003
 * of its nested CV on every dataset (docs/experiments/models.md, session 44).
 * `--drop PREFIX` leaves out the stack columns whose names start with PREFIX (repeatable), so a
 * column's worth is measured by one build: with it, and without it.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { LabelledPage } from "../src/blocks/labelled-page.js";
import { loadCorpus } from "../src/eval/corpus.js";
import { trainingPages } from "../src/eval/evaluate.js";
import { FOLD_MANIFEST, readFoldManifest } from "../src/eval/fold-manifest.js";
import { readModelFile, writeModelFile } from "../src/extract/model-files.js";
import {
  type BlockTreesModel,
  loadBlockTrees,
} from "../src/models/block-trees/block-trees-learner.js";
import { labelledLinkRuns } from "../src/models/context-stack/link-runs.js";
import { STACK_FEATURE_NAMES } from "../src/models/context-stack/stack-features.js";
import { fitStacker, type StackerKind } from "../src/models/context-stack/stacker.js";
import { LEARNERS } from "../src/models/learners.js";
import type { ModelFileJSON } from "../src/models/model-file.js";
import { HELD_OUT_MODELS_DIR } from "./held-out-models.js";
import { SHARED_DATA } from "./site-scores.js";

/** The context stack's options a fold model records (recipes/default.json's, as trained). */
interface StackOptions {
  readonly linkRuns: boolean;
  readonly stacker: StackerKind;
  readonly l2: number;
  readonly trees: number;
  readonly treeDepth: number;
  readonly gruHidden?: number;
  readonly gruEpochs?: number;
  readonly seed: number;
}

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    drop: { type: "string", multiple: true, default: [] },
    stacker: { type: "string" },
    l2: { type: "string" },
    "gru-hidden": { type: "string" },
    "gru-epochs": { type: "string" },
  },
});
if (values.out === undefined) throw new Error("--out DIR is required");
const out = values.out;

const { manifest, modelFor } = readFoldManifest(join(HELD_OUT_MODELS_DIR, FOLD_MANIFEST));
const files = manifest.models.map((file) => join(HELD_OUT_MODELS_DIR, file));
const models = files.map(
  (file) =>
    readModelFile(file) as ModelFileJSON & {
      inner: ModelFileJSON;
      beside?: ModelFileJSON;
      options: StackOptions;
    },
);
// The fold models' own settings, unless a flag overrides them.
const { linkRuns, trees, treeDepth, seed, ...recorded } = models[0].options;
const numberOr = (flag: string | undefined, fallback: number) =>
  flag === undefined ? fallback : Number(flag);
const settings = {
  kind: (values.stacker ?? recorded.stacker) as StackerKind,
  l2: numberOr(values.l2, recorded.l2),
  trees,
  treeDepth,
  gruHidden: numberOr(values["gru-hidden"], recorded.gruHidden ?? 8),
  gruEpochs: numberOr(values["gru-epochs"], recorded.gruEpochs ?? 8),
  seed,
};
const inner = models.map((json) => {
  const learner = LEARNERS.get(json.inner.learner);
  if (learner === undefined) throw new Error(`unknown inner learner ${json.inner.learner}`);
  return learner.load(json.inner);
});
// The trees beside the CRF (recipe option `beside`): the stacker weighs their held-out probability too.
const beside = models.map((json) =>
  json.beside === undefined ? undefined : loadBlockTrees(json.beside),
);
const hasBeside = beside.every((trees) => trees !== undefined);

const started = Date.now();
const labelled = trainingPages(loadCorpus(SHARED_DATA));
const pages = linkRuns ? labelled.map(labelledLinkRuns) : labelled;
const foldOf = pages.map((page) => files.indexOf(modelFor(page.id) ?? ""));
const probabilities = pages.map(
  (page, p) => inner[foldOf[p]].predict(page.page).contentProbability,
);
const besideProbabilities = hasBeside
  ? pages.map(
      (page, p) => (beside[foldOf[p]] as BlockTreesModel).predict(page.page).contentProbability,
    )
  : undefined;
console.error(
  `${pages.length} pages read and scored in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

const dropped = STACK_FEATURE_NAMES.flatMap((name, column) =>
  values.drop.some((prefix) => name.startsWith(prefix)) ? [column] : [],
);
console.error(`columns left out: ${dropped.length} of ${STACK_FEATURE_NAMES.length}`);

mkdirSync(out, { recursive: true });
for (let fold = 0; fold < files.length; fold++) {
  const training: LabelledPage[] = [];
  const trainingProbabilities: Float64Array[] = [];
  const trainingBeside: Float64Array[] = [];
  pages.forEach((page, p) => {
    if (foldOf[p] === fold) return;
    training.push(page);
    trainingProbabilities.push(probabilities[p]);
    if (besideProbabilities !== undefined) trainingBeside.push(besideProbabilities[p]);
  });
  const stacker = fitStacker(
    training,
    trainingProbabilities,
    settings,
    dropped,
    besideProbabilities && trainingBeside,
  );
  writeModelFile(join(out, manifest.models[fold]), { ...models[fold], stacker: stacker.toJSON() });
  console.error(`fold ${fold + 1}: stacker fitted on ${training.length} pages`);
}
copyFileSync(join(HELD_OUT_MODELS_DIR, FOLD_MANIFEST), join(out, FOLD_MANIFEST));
