import type { BlockPrediction } from "../models/model.js";

/** Comment blocks are not main content, even when a model also selects them. */
export function withoutComments(prediction: BlockPrediction): Uint8Array {
  const comment = prediction.comment;
  if (comment === undefined) return prediction.selected;
  return prediction.selected.map((value, index) => (comment[index] === 1 ? 0 : value));
}
