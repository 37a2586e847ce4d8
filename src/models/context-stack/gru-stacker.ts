import {
  type BidirectionalGru,
  fitBidirectionalGru,
  gruLogits,
  gruParameterCount,
} from "../../algorithms/bidirectional-gru.js";
import { dot, sigmoid } from "../../algorithms/logistic-regression.js";
import { STACK_FEATURE_NAMES } from "./stack-features.js";

/**
 * Columns the GRU reads: the stack features but the bias and the ×probability twins (its gates
 * weigh context by confidence themselves).
 */
export const GRU_COLUMNS = STACK_FEATURE_NAMES.flatMap((name, column) =>
  name === "bias" || name.includes("×") ? [] : [column],
);

/** Adam's step, the weight decay that keeps the correction small, and the gradient clip. */
const GRU_TRAINING = { learningRate: 0.005, weightDecay: 0.1, clipNorm: 5 } as const;

/** In a model file: the GRU over standardised columns, correcting the logistic stacker's logit. */
export interface GruCorrectionJSON {
  readonly columns: readonly string[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  readonly hidden: number;
  readonly parameters: readonly number[];
}

/**
 * A bidirectional GRU over a page's blocks that adds a correction to a fitted logistic stacker's
 * logit of every block: what the block's row cannot say (the page beyond the neighbour windows,
 * "everything after the comments heading") the correction can, and where it has nothing to add
 * weight decay keeps it near zero, leaving the logistic stacker's score.
 */
export interface GruCorrection {
  readonly columns: Int32Array;
  readonly mean: Float64Array;
  readonly scale: Float64Array;
  readonly gru: BidirectionalGru;
}

export interface GruCorrectionSettings {
  readonly hidden: number;
  readonly epochs: number;
  readonly seed: number;
}

/** Column means and standard deviations over every row (a constant column gets scale 1). */
function standardisation(rows: readonly Float64Array[]): {
  mean: Float64Array;
  scale: Float64Array;
} {
  const mean = new Float64Array(GRU_COLUMNS.length);
  const scale = new Float64Array(GRU_COLUMNS.length);
  for (const row of rows)
    GRU_COLUMNS.forEach((column, k) => {
      mean[k] += row[column];
      scale[k] += row[column] * row[column];
    });
  const count = Math.max(rows.length, 1);
  for (let k = 0; k < mean.length; k++) {
    mean[k] /= count;
    const variance = scale[k] / count - mean[k] * mean[k];
    scale[k] = variance > 1e-12 ? Math.sqrt(variance) : 1;
  }
  return { mean, scale };
}

/** Writes block `block`'s standardised GRU inputs from its stack row into `inputs`. */
export function putGruInputs(
  correction: Pick<GruCorrection, "columns" | "mean" | "scale">,
  row: Float64Array,
  inputs: Float64Array,
  block: number,
): void {
  const { columns, mean, scale } = correction;
  const offset = block * columns.length;
  for (let k = 0; k < columns.length; k++)
    inputs[offset + k] = (row[columns[k]] - mean[k]) / scale[k];
}

/**
 * Fits the correction to pages' stack rows (`rowsOfPages[p][block]`) and labels, on top of the
 * logistic stacker `weights`.
 */
export function fitGruCorrection(
  rowsOfPages: readonly (readonly Float64Array[])[],
  labelsOfPages: readonly ArrayLike<number>[],
  weights: Float64Array,
  settings: GruCorrectionSettings,
): GruCorrection {
  const { mean, scale } = standardisation(rowsOfPages.flat());
  const columns = Int32Array.from(GRU_COLUMNS);
  const sequences = rowsOfPages.map((rows, p) => {
    const inputs = new Float64Array(rows.length * columns.length);
    for (const [block, row] of rows.entries())
      putGruInputs({ columns, mean, scale }, row, inputs, block);
    const offsets = rows.map((row) => dot(weights, row));
    return { inputs, length: rows.length, offsets, targets: labelsOfPages[p] };
  });
  const gru = fitBidirectionalGru(sequences, columns.length, {
    ...GRU_TRAINING,
    hidden: settings.hidden,
    epochs: settings.epochs,
    seed: settings.seed,
  });
  return { columns, mean, scale, gru };
}

/** Every block's probability: the logistic stacker's logit (`offsets`) plus the correction. */
export function correctedProbabilities(
  correction: GruCorrection,
  inputs: Float64Array,
  offsets: Float64Array,
): Float64Array {
  const logits = gruLogits(correction.gru, { inputs, length: offsets.length, offsets });
  return logits.map(sigmoid);
}

export function gruCorrectionToJSON(correction: GruCorrection): GruCorrectionJSON {
  return {
    columns: Array.from(correction.columns, (column) => STACK_FEATURE_NAMES[column]),
    mean: Array.from(correction.mean),
    scale: Array.from(correction.scale),
    hidden: correction.gru.hidden,
    parameters: Array.from(correction.gru.parameters),
  };
}

/** The correction of a model file; its columns matched by name against this version's. */
export function gruCorrectionFromJSON(
  json: GruCorrectionJSON,
  positions: (names: unknown) => Int32Array,
): GruCorrection {
  const columns = positions(json.columns);
  const { mean, scale, hidden, parameters } = json;
  const numbers = (values: unknown, length: number) =>
    Array.isArray(values) && values.length === length && values.every(Number.isFinite);
  if (
    !Number.isInteger(hidden) ||
    hidden < 1 ||
    !numbers(mean, columns.length) ||
    !numbers(scale, columns.length) ||
    !Array.isArray(parameters) ||
    parameters.length !== gruParameterCount(columns.length, hidden) ||
    !parameters.every(Number.isFinite)
  )
    throw new Error('model file: "stacker.gru" must hold finite weights of its columns');
  const gru = { inputs: columns.length, hidden, parameters: Float64Array.from(parameters) };
  return {
    columns,
    mean: Float64Array.from(mean),
    scale: Float64Array.from(scale),
    gru,
  };
}
