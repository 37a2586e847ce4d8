import {
  type BoostedTrees,
  type BoostedTreesJSON,
  boostedTreesFromJSON,
  boostedTreesProbability,
  boostedTreesToJSON,
  fitBoostedTrees,
} from "../../algorithms/boosted-trees.js";
import {
  dot,
  fitLogisticRegression,
  logisticProbability,
} from "../../algorithms/logistic-regression.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import { besideRowBuffer, STACK_WITH_BESIDE_NAMES, withBesideColumns } from "./beside-columns.js";
import {
  correctedProbabilities,
  fitGruCorrection,
  type GruCorrection,
  type GruCorrectionJSON,
  gruCorrectionFromJSON,
  gruCorrectionToJSON,
  putGruInputs,
} from "./gru-stacker.js";
import { STACK_FEATURE_NAMES, stackFeatures } from "./stack-features.js";
import { columnPositions, weightsInCurrentOrder } from "./stored-columns.js";

/** How the stacker maps a block's stack features to its probability. */
export const STACKER_KINDS = ["logistic", "trees", "gru"] as const;
export type StackerKind = (typeof STACKER_KINDS)[number];

export interface StackerSettings {
  readonly kind: StackerKind;
  /** L2 penalty of the logistic regression. */
  readonly l2: number;
  /** Trees of the boosted-trees stacker. */
  readonly trees: number;
  /** Depth of each of them. */
  readonly treeDepth: number;
  /** Units of each direction of the GRU stacker's correction. */
  readonly gruHidden: number;
  /** Passes of its training over the pages. */
  readonly gruEpochs: number;
  readonly seed: number;
}

/**
 * A fitted stacker: the stack features (STACK_FEATURE_NAMES) of a page's blocks → their content
 * probabilities. A page is scored by `scorePage`: its rows are added in page order, then read.
 */
export interface Stacker {
  scorePage(blocks: number): PageScorer;
  toJSON(): StackerJSON;
}

/** One page's scoring: `add` every block's row in order (the buffer may be reused after the call). */
export interface PageScorer {
  add(block: number, row: Float64Array): void;
  probabilities(): Float64Array;
}

/**
 * In a model file: a logistic stacker's weights (and, for the GRU stacker, the correction added to
 * their logit), or a boosted-trees stacker's trees.
 */
export type StackerJSON =
  | {
      readonly features: readonly string[];
      readonly weights: readonly number[];
      readonly gru?: GruCorrectionJSON;
    }
  | { readonly features: readonly string[]; readonly trees: BoostedTreesJSON };

/**
 * Columns the trees split on: the stack features but the bias and the ×probability twins, which
 * let a linear stacker weigh context by the first stage's confidence — what a tree does by
 * splitting on the probability and then on the context.
 */
const TREE_COLUMNS = STACK_FEATURE_NAMES.flatMap((name, column) =>
  name === "bias" || name.includes("×") ? [] : [column],
);

/** Fixed settings of the trees (XGBoost's usual ones); tree count and depth are options. */
const TREE_SETTINGS = { learningRate: 0.1, leafL2: 1, bins: 32 } as const;
/**
 * Least hessian per side of a split: 50 on the shared pages' half a million blocks, where smaller
 * leaves fit single templates; less on small training sets, where it would forbid every split.
 */
const MAX_MIN_CHILD_WEIGHT = 50;
const MIN_CHILD_WEIGHT_PER_ROW = 0.01;

/** A page's stack rows, with the beside learner's probability columns when it has one. */
function stackRows(
  page: LabelledPage,
  probability: Float64Array,
  beside: Float64Array | undefined,
): Float64Array[] {
  const rows = stackFeatures(page.page, probability);
  if (beside === undefined) return rows;
  return rows.map((row, block) => withBesideColumns(row, beside[block], besideRowBuffer()));
}

/**
 * The stacker, from every block of `pages` and its held-out first-stage probability. Columns in
 * `leftOut` (an ablation) read 0 in training, so they weigh nothing. With `beside`, each page's
 * held-out probabilities of a second first-stage learner, the rows gain BESIDE_FEATURE_NAMES (a
 * logistic stacker only).
 */
export function fitStacker(
  pages: readonly LabelledPage[],
  probabilities: readonly Float64Array[],
  settings: StackerSettings,
  leftOut: readonly number[] = [],
  beside?: readonly Float64Array[],
): Stacker {
  const rowsOfPages = pages.map((page, p) => stackRows(page, probabilities[p], beside?.[p]));
  if (beside !== undefined && settings.kind !== "logistic")
    throw new Error(
      `a learner beside the inner one needs the logistic stacker, not "${settings.kind}"`,
    );
  const rows = rowsOfPages.flat();
  for (const row of rows) for (const column of leftOut) row[column] = 0;
  const labels = pages.flatMap((page) => Array.from(page.labels));
  if (settings.kind !== "trees") {
    const weights = fitLogisticRegression(rows, labels, settings.l2);
    if (settings.kind === "logistic")
      return logisticStacker(
        weights,
        beside === undefined ? STACK_FEATURE_NAMES : STACK_WITH_BESIDE_NAMES,
      );
    const correction = fitGruCorrection(
      rowsOfPages,
      pages.map((page) => page.labels),
      weights,
      { hidden: settings.gruHidden, epochs: settings.gruEpochs, seed: settings.seed },
    );
    return gruStacker(weights, correction);
  }
  const trees = fitBoostedTrees(rows, labels, TREE_COLUMNS, {
    ...TREE_SETTINGS,
    minChildWeight: Math.min(MAX_MIN_CHILD_WEIGHT, MIN_CHILD_WEIGHT_PER_ROW * rows.length),
    trees: settings.trees,
    depth: settings.treeDepth,
  });
  return treesStacker(trees);
}

/**
 * `stacker` (a logistic one) refitted on `pages` and their first-stage probabilities, held close
 * to its weights by an L2 penalty `l2` centred on them: a site model's stacker. A trees or GRU
 * stacker is kept as it is.
 */
export function refitStacker(
  stacker: Stacker,
  pages: readonly LabelledPage[],
  probabilities: readonly Float64Array[],
  l2: number,
  beside?: readonly Float64Array[],
): Stacker {
  const json = stacker.toJSON();
  if (!("weights" in json) || json.gru !== undefined) return stacker;
  const names = beside === undefined ? STACK_FEATURE_NAMES : STACK_WITH_BESIDE_NAMES;
  if (json.features.length !== names.length) return stacker;
  const rows = pages.flatMap((page, p) => stackRows(page, probabilities[p], beside?.[p]));
  const labels = pages.flatMap((page) => Array.from(page.labels));
  return logisticStacker(
    fitLogisticRegression(rows, labels, l2, 200, Float64Array.from(json.weights)),
    names,
  );
}

/**
 * A stacker from a model file. Its columns are matched by name: a file written before a stack
 * feature was added predicts as it did (that column weighs nothing).
 */
export function loadStacker(json: StackerJSON | undefined): Stacker {
  if (json === undefined || json === null || typeof json !== "object")
    throw new Error('model file: "stacker" is missing');
  if ("trees" in json) {
    const positions = columnPositions(json.features, STACK_FEATURE_NAMES, '"stacker"');
    const trees = boostedTreesFromJSON(json.trees, positions.length);
    const columns = trees.columns.map((column) => (column < 0 ? column : positions[column]));
    return treesStacker({ ...trees, columns });
  }
  const besideColumns =
    Array.isArray(json.features) && json.features.includes(STACK_WITH_BESIDE_NAMES.at(-1));
  const current = besideColumns ? STACK_WITH_BESIDE_NAMES : STACK_FEATURE_NAMES;
  const weights = weightsInCurrentOrder(json, current, '"stacker"');
  if (json.gru === undefined) return logisticStacker(weights, current);
  const positions = (names: unknown) =>
    columnPositions(names, STACK_FEATURE_NAMES, '"stacker.gru"');
  return gruStacker(weights, gruCorrectionFromJSON(json.gru, positions));
}

/** A page scorer that scores each row as it comes. */
function rowByRow(probability: (row: Float64Array) => number): (blocks: number) => PageScorer {
  return (blocks) => {
    const probabilities = new Float64Array(blocks);
    return {
      add: (block, row) => {
        probabilities[block] = probability(row);
      },
      probabilities: () => probabilities,
    };
  };
}

/** `names`: the columns of its rows (the stack features, and the beside columns when it has them). */
function logisticStacker(weights: Float64Array, names: readonly string[]): Stacker {
  return {
    scorePage: rowByRow((row) => logisticProbability(weights, row)),
    toJSON: () => ({ features: names, weights: Array.from(weights) }),
  };
}

function treesStacker(trees: BoostedTrees): Stacker {
  return {
    scorePage: rowByRow((row) => boostedTreesProbability(trees, row)),
    toJSON: () => ({ features: STACK_FEATURE_NAMES, trees: boostedTreesToJSON(trees) }),
  };
}

/** The logistic stacker's logit of each block, corrected by a GRU over the whole page. */
function gruStacker(weights: Float64Array, correction: GruCorrection): Stacker {
  return {
    scorePage(blocks) {
      const offsets = new Float64Array(blocks);
      const inputs = new Float64Array(blocks * correction.columns.length);
      return {
        add(block, row) {
          offsets[block] = dot(weights, row);
          putGruInputs(correction, row, inputs, block);
        },
        probabilities: () => correctedProbabilities(correction, inputs, offsets),
      };
    },
    toJSON: () => ({
      features: STACK_FEATURE_NAMES,
      weights: Array.from(weights),
      gru: gruCorrectionToJSON(correction),
    }),
  };
}
