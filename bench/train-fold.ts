/**
 * One fold of a saved cross-validation, retrained with the code as it is now: the comparison
 * `pith eval --cv` makes, a fold at a time, in a process of its own — so a feature or learner change
 * can be checked on one fold first (17 minutes on two cores instead of 80), and a full
 * cross-validation can be run one fold after another and resumed:
 *   npx tsx bench/train-fold.ts --fold N --out DIR [--folds bench/out/default-folds] [--recipe recipes/default.json]
 * The pages and their folds are the saved manifest's (`folds.json` of `--folds`, written by
 * `npm run bench:default-cv`); the training pages are every usable page of the recipe's data not
 * in fold N; the learner, options and seed are the recipe's. Writes DIR/fold-N.json.gz and, when
 * DIR has none, copies the manifest and the other folds' models there, so `pith eval --model DIR`
 * scores fold N's pages with the new model and the rest with the saved ones, and `pith compare`
 * against a replay of `--folds` shows what the change did on fold N alone. Unchanged code gives
 * the saved fold's model again (fold 1 of the default, session 40: identical but for an option
 * the learner records since decision 0047).
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { readRecipe } from "../src/cli/recipe.js";
import { loadCorpus } from "../src/eval/corpus.js";
import { trainingPages } from "../src/eval/evaluate.js";
import {
  FOLD_MANIFEST,
  foldModelName,
  foldModelPath,
  readFoldManifest,
} from "../src/eval/fold-manifest.js";
import { writeModelFile } from "../src/extract/model-files.js";
import { LEARNERS } from "../src/models/learners.js";
import { setTrainingThreads } from "../src/models/linear/training-threads.js";
import { benchArgs } from "./bench-setup.js";

const { option } = benchArgs(process.argv.slice(2));
const fold = Number(option("--fold"));
const out = option("--out");
const saved = option("--folds") ?? "bench/out/default-folds";
const recipe = readRecipe(option("--recipe") ?? "recipes/default.json");
const { manifest } = readFoldManifest(join(saved, FOLD_MANIFEST));
if (!(Number.isInteger(fold) && fold >= 1 && fold <= manifest.folds) || out === undefined) {
  console.error(`usage: --fold 1…${manifest.folds} --out DIR [--folds DIR] [--recipe FILE]`);
  process.exit(2);
}
const learner = LEARNERS.get(recipe.learner);
if (learner === undefined) throw new Error(`recipe learner "${recipe.learner}" is not a learner`);

mkdirSync(out, { recursive: true });
if (!existsSync(join(out, FOLD_MANIFEST))) {
  copyFileSync(join(saved, FOLD_MANIFEST), join(out, FOLD_MANIFEST));
  for (let other = 0; other < manifest.folds; other++)
    if (other !== fold - 1) copyFileSync(foldModelPath(saved, other), foldModelPath(out, other));
}
setTrainingThreads(2);
const pages = loadCorpus(recipe.data);
const unassigned = pages.filter((page) => manifest.testFold[page.key] === undefined);
if (unassigned.length > 0)
  throw new Error(
    `${saved} has no fold for ${unassigned.length} pages (e.g. ${unassigned[0].key})`,
  );
const train = trainingPages(pages.filter((page) => manifest.testFold[page.key] !== fold));
console.error(`fold ${fold}: training on ${train.length} of ${pages.length} pages`);
const options = Object.fromEntries(
  Object.entries(recipe.options).map(([name, value]) => [name, String(value)]),
);
const start = performance.now();
const model = learner.train(train, { ...options, seed: recipe.seed });
writeModelFile(join(out, foldModelName(fold - 1)), model.toJSON());
console.error(
  `fold ${fold}: trained in ${((performance.now() - start) / 60_000).toFixed(1)} min → ${join(out, foldModelName(fold - 1))}`,
);
