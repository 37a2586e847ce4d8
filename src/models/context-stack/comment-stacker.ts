import { dot, fitLogisticRegression } from "../../algorithms/logistic-regression.js";
import { indexOfMax } from "../../algorithms/vector.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import type { BlockPrediction } from "../model.js";
import { STACK_FEATURE_NAMES, stackFeatures } from "./stack-features.js";
import { weightsInCurrentOrder } from "./stored-columns.js";

const WIDTH = STACK_FEATURE_NAMES.length;
/** A block is reported as a comment when the comment stacker gives it more than this. */
const COMMENT_PROBABILITY = 0.5;

/**
 * Columns of the comment stacker: the stack features of the first stage's comment probability,
 * then those of its content probability. A comment section is a run of blocks in one container
 * after the article: a block the first stage half-believes to be body reads as a comment when
 * its neighbours and its container do.
 */
export const COMMENT_STACK_FEATURE_NAMES: readonly string[] = [
  ...STACK_FEATURE_NAMES.map((name) => `comment:${name}`),
  ...STACK_FEATURE_NAMES,
];

/**
 * A logistic regression over a block's two rows of stack features, scored as the sum of one term
 * per row so that prediction visits each row once and never joins them.
 */
export interface CommentStacker {
  /** The term of a row of stack features over the comment probability. */
  commentTerm(row: Float64Array): number;
  /** The term of a row of stack features over the content probability. */
  contentTerm(row: Float64Array): number;
  toJSON(): CommentStackerJSON;
}

export interface CommentStackerJSON {
  readonly features: readonly string[];
  readonly weights: readonly number[];
}

/**
 * The comment stacker, from the blocks of the pages whose gold labels comments (other golds may
 * count comments as noise, as WCXB's does, or as content) and their held-out first-stage
 * predictions; undefined when no page labels comments or the first stage does not predict them.
 * Pages without comments train it too: trained on commented pages alone, it expects comments
 * everywhere.
 */
export function fitCommentStacker(
  pages: readonly LabelledPage[],
  predictions: readonly BlockPrediction[],
  l2: number,
): CommentStacker | undefined {
  const rows: Float64Array[] = [];
  const labels: number[] = [];
  pages.forEach((labelled, p) => {
    const { classes, page, labelsComments } = labelled;
    const { commentProbability, contentProbability } = predictions[p];
    if (classes === undefined || commentProbability === undefined || !labelsComments) return;
    const contentRows = stackFeatures(page, contentProbability);
    stackFeatures(page, commentProbability).forEach((commentRow, i) => {
      const row = new Float64Array(2 * WIDTH);
      row.set(commentRow);
      row.set(contentRows[i], WIDTH);
      rows.push(row);
      labels.push(classes[i] === "comment" ? 1 : 0);
    });
  });
  if (rows.length === 0) return undefined;
  return commentStacker(fitLogisticRegression(rows, labels, l2));
}

/** A comment stacker from a model file, its columns matched by name (see `loadStacker`). */
export function loadCommentStacker(json: CommentStackerJSON): CommentStacker {
  if (json === null || typeof json !== "object")
    throw new Error('model file: "commentStacker" must be an object');
  return commentStacker(
    weightsInCurrentOrder(json, COMMENT_STACK_FEATURE_NAMES, '"commentStacker"'),
  );
}

/**
 * The content selection and the comments, from the first stage's comment flags and the stacked
 * comment and content probabilities. A block likelier a comment than content leaves the content,
 * and is reported as a comment when that is also its likeliest reading (above 0.5); the first
 * stage's comments stay comments. Comments follow what they comment on, so the stacker leaves the
 * page's likeliest content block and every block before it as they were.
 */
export function separateComments(
  firstStageComment: Uint8Array,
  stackedComment: Float64Array,
  contentProbability: Float64Array,
  selection: Uint8Array,
): { selected: Uint8Array; comment: Uint8Array } {
  const firstAfterArticle = indexOfMax(contentProbability) + 1;
  const likelierComment = (i: number) =>
    i >= firstAfterArticle && stackedComment[i] > contentProbability[i];
  const comment = Uint8Array.from(firstStageComment, (flag, i) =>
    flag === 1 || (likelierComment(i) && stackedComment[i] > COMMENT_PROBABILITY) ? 1 : 0,
  );
  const selected = Uint8Array.from(selection, (value, i) =>
    comment[i] === 1 || likelierComment(i) ? 0 : value,
  );
  return { selected, comment };
}

function commentStacker(weights: Float64Array): CommentStacker {
  const commentWeights = weights.subarray(0, WIDTH);
  const contentWeights = weights.subarray(WIDTH);
  return {
    commentTerm: (row) => dot(commentWeights, row),
    contentTerm: (row) => dot(contentWeights, row),
    toJSON: () => ({ features: COMMENT_STACK_FEATURE_NAMES, weights: Array.from(weights) }),
  };
}
