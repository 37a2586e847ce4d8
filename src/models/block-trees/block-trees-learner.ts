import {
  type BoostedTreesJSON,
  boostedTreesFromJSON,
  boostedTreesProbability,
  boostedTreesToJSON,
  continueBoostedTrees,
  fitBoostedTrees,
} from "../../algorithms/boosted-trees.js";
import { stratifiedSample } from "../../algorithms/stratified-sample.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import { type FeatureSetJSON, fitFeatureSet, loadFeatureSet } from "../../features/pipeline.js";
import type { Learner, TrainedModel } from "../learner.js";
import type { ColumnEntries } from "../linear/column-entries.js";
import { predictionFromProbabilities } from "../model.js";
import { checkHeader, type ModelFileJSON, modelHeader } from "../model-file.js";
import { FEATURES_OPTION } from "../options/features-option.js";
import { type OptionSpecs, seedOption } from "../options/option-spec.js";
import { declaredOptions, parseOptions } from "../options/parse-options.js";
import {
  columnPositions,
  columnsNamed,
  type DenseColumns,
  denseColumnsOf,
  denseRows,
  entryProbabilities,
  siteCountsOf,
} from "./dense-columns.js";

const NAME = "block-trees";

const BLOCK_TREES_OPTIONS = {
  features: FEATURES_OPTION,
  trees: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 150,
    description: "trees fitted one after another, each to what the ones before left unexplained",
  },
  depth: {
    kind: "number",
    integer: true,
    atLeast: 1,
    atMost: 8,
    default: 5,
    description: "levels of every tree (2^depth leaves): how many features one leaf combines",
  },
  learningRate: {
    kind: "number",
    above: 0,
    atMost: 1,
    default: 0.1,
    description: "share of each tree's Newton step taken",
  },
  minSites: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 50,
    description:
      "a feature becomes a column when at least this many training sites show it, or all of them when there are fewer (one template's class names do not carry to new sites)",
  },
  words: {
    kind: "boolean",
    default: false,
    description:
      "also the bag of words (gibson:word=…) as columns: they tie the model to the training pages' language",
  },
  maxTrainingBlocks: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 200_000,
    description:
      "training blocks at most (a stratified sample): memory grows with blocks × columns",
  },
  seed: seedOption(1, "seed of the block sample"),
} as const satisfies OptionSpecs;

/** Fixed settings of the trees (XGBoost's usual ones, 64 quantile bins a column). */
const TREE_SETTINGS = { leafL2: 1, bins: 64 } as const;
/** Least hessian per side of a split, and the share of training rows it falls to on small sets. */
const MIN_CHILD_WEIGHT = 5;
const MIN_CHILD_WEIGHT_PER_ROW = 0.01;
/** Trees added to learn one site from a few of its labelled pages (`pith train --base`). */
const SITE_TREES = 50;

/**
 * Gradient-boosted trees over every block's features as dense columns — the kind of block
 * classifier Dragnet / ExtractNet and Web2Text use beside the papers' linear models: a leaf reads
 * several features at once (a short block, in a list, after a heading), where a linear model adds
 * their weights. Columns are the named features seen on `minSites` training sites, the bag of
 * words left out by default, so what the trees learn is markup, shape and position, which carry to
 * pages in other languages. A block is content when its probability reaches 0.5.
 */
export const blockTreesLearner: Learner = {
  name: NAME,
  description:
    "gradient-boosted trees over dense block features (markup, shape, position; no words by default)",
  ...declaredOptions(NAME, BLOCK_TREES_OPTIONS),
  train: (pages, raw) => trainBlockTrees(pages, raw),
  load: loadBlockTrees,
  adapt: (base, pages) => adaptBlockTrees(base, pages),
};

/** A block-trees model from its file. */
export function loadBlockTrees(json: ModelFileJSON): BlockTreesModel {
  checkHeader(json, NAME);
  return blockTreesModel(json as BlockTreesFile);
}

/**
 * The block-trees model of `base` adapted to one site: boosting continues on the site's labelled
 * `pages` with `SITE_TREES` more trees over the same columns, starting from what `base` scores.
 *
 * With `softAccepted`, a block whose label is what the base model proposed when the page was
 * labelled (`LabelledPage.proposed`: the user accepted it) has as target the base trees' own
 * probability, not 0 or 1: its gradient starts at zero, so it pulls nothing towards it and holds
 * its place once the corrected blocks move the trees (issue 58: accepted labels teach nothing).
 */
export function adaptBlockTrees(
  base: ModelFileJSON,
  pages: readonly LabelledPage[],
  softAccepted = false,
): BlockTreesModel {
  checkHeader(base, NAME);
  if (pages.length === 0) throw new Error(`${NAME}: adapting needs at least one labelled page`);
  const file = base as BlockTreesFile;
  const featureSet = loadFeatureSet(file.featureSet);
  const columns = columnsNamed(file.featureNames);
  const rows = pages.flatMap(({ page }) => denseRows(featureSet.extract(page), columns));
  const baseTrees = boostedTreesFromJSON(file.trees, columns.names.length);
  const labels = Float64Array.from(pages.flatMap((page) => Array.from(page.labels)));
  if (softAccepted) {
    let at = 0;
    for (const { labels: pageLabels, proposed } of pages) {
      if (proposed !== undefined && proposed.length === pageLabels.length)
        for (let i = 0; i < pageLabels.length; i++)
          if (pageLabels[i] === proposed[i])
            labels[at + i] = boostedTreesProbability(baseTrees, rows[at + i]);
      at += pageLabels.length;
    }
  }
  const trees = continueBoostedTrees(
    baseTrees,
    rows,
    labels,
    columns.names.map((_, column) => column),
    {
      ...TREE_SETTINGS,
      trees: SITE_TREES,
      learningRate: parseOptions(NAME, BLOCK_TREES_OPTIONS, file.options).learningRate,
      minChildWeight: Math.min(MIN_CHILD_WEIGHT, MIN_CHILD_WEIGHT_PER_ROW * rows.length),
    },
  );
  return blockTreesModel({ ...file, trees: boostedTreesToJSON(trees) });
}

/**
 * The block-trees model of `pages`. With `within`, its columns are only names in it: beside a
 * linear model, the columns that model's file keeps, so the trees can read its column entries.
 */
export function trainBlockTrees(
  pages: readonly LabelledPage[],
  raw: Readonly<Record<string, unknown>>,
  within?: ReadonlySet<string>,
): BlockTreesModel {
  if (pages.length === 0) throw new Error(`${NAME}: training needs at least one labelled page`);
  const options = parseOptions(NAME, BLOCK_TREES_OPTIONS, raw);
  const config = { families: options.features };
  const featureSet = fitFeatureSet(config, pages);
  const sites = new Set(pages.map((page) => page.source)).size;
  const columns = denseColumnsOf(siteCountsOf(pages, featureSet), {
    minSites: Math.min(options.minSites, sites),
    words: options.words,
    ...(within !== undefined && { within }),
  });
  const labels = Uint8Array.from(pages.flatMap((page) => Array.from(page.labels)));
  const sample = stratifiedSample(labels, options.maxTrainingBlocks, options.seed);
  const rows = sampledRows(pages, featureSet, columns, new Set(sample));
  const trees = fitBoostedTrees(
    rows,
    sample.map((block) => labels[block]),
    columns.names.map((_, column) => column),
    {
      ...TREE_SETTINGS,
      trees: options.trees,
      depth: options.depth,
      learningRate: options.learningRate,
      minChildWeight: Math.min(MIN_CHILD_WEIGHT, MIN_CHILD_WEIGHT_PER_ROW * rows.length),
    },
  );
  const header = modelHeader(NAME, config, options, pages);
  return blockTreesModel({
    ...header,
    featureSet: featureSet.toJSON(),
    featureNames: columns.names,
    trees: boostedTreesToJSON(trees),
  });
}

type BlockTreesFile = ModelFileJSON & {
  readonly featureSet: FeatureSetJSON;
  readonly featureNames: readonly string[];
  readonly trees: BoostedTreesJSON;
};

/** The rows of the blocks in `sample` (numbered across `pages`), in that order. */
function sampledRows(
  pages: readonly LabelledPage[],
  featureSet: ReturnType<typeof fitFeatureSet>,
  columns: DenseColumns,
  sample: ReadonlySet<number>,
): Float64Array[] {
  const rows: Float64Array[] = [];
  let first = 0;
  for (const { page } of pages) {
    const blocks = page.blocks.length;
    let wanted = false;
    for (let block = first; block < first + blocks && !wanted; block++) wanted = sample.has(block);
    if (wanted) {
      const pageRows = denseRows(featureSet.extract(page), columns);
      pageRows.forEach((row, block) => {
        if (sample.has(first + block)) rows.push(row);
      });
    }
    first += blocks;
  }
  return rows;
}

/**
 * A block-trees model that can also read its columns from another model's column entries (the
 * CRF's, computed for its own prediction) instead of running the feature families again.
 */
export interface BlockTreesModel extends TrainedModel {
  /**
   * Content probabilities of a page's `blocks` from `entries` over the columns `names`, or
   * `undefined` when those columns lack some of this model's (it then predicts from the page).
   */
  probabilitiesOfColumns(
    entries: ColumnEntries,
    names: readonly string[],
    blocks: number,
  ): Float64Array | undefined;
}

function blockTreesModel(file: BlockTreesFile): BlockTreesModel {
  if (
    !Array.isArray(file.featureNames) ||
    !file.featureNames.every((name) => typeof name === "string")
  )
    throw new Error(`model file: ${NAME} needs "featureNames", a list of feature names`);
  const featureSet = loadFeatureSet(file.featureSet);
  // The trees name columns by their place in the file's list: keep its order.
  const columns = columnsNamed(file.featureNames);
  const trees = boostedTreesFromJSON(file.trees, columns.names.length);
  // Per list of another model's column names (one list per loaded model): where each of its
  // columns stands in this model's, or undefined when it lacks one of them.
  const positions = new WeakMap<readonly string[], Int32Array | undefined>();
  return {
    name: NAME,
    predict(page) {
      const rows = denseRows(featureSet.extract(page), columns);
      return predictionFromProbabilities(
        Float64Array.from(rows, (row) => boostedTreesProbability(trees, row)),
      );
    },
    probabilitiesOfColumns(entries, names, blocks) {
      if (!positions.has(names)) positions.set(names, columnPositions(names, columns));
      const position = positions.get(names);
      if (position === undefined) return undefined;
      return entryProbabilities(entries, position, blocks, columns.names.length, (row) =>
        boostedTreesProbability(trees, row),
      );
    },
    toJSON: () => file,
  };
}
