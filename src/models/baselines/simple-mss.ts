import { simpleMssSelection } from "../../inference/simple-mss-selection.js";
import { type ContentModel, predictionFromSelection } from "../model.js";

/** Pasternack & Roth's "simple MSS" baseline (src/inference/simple-mss-selection.ts) as a model. */
export const simpleMss: ContentModel = {
  name: "simple-mss",
  predict: (page) => predictionFromSelection(simpleMssSelection(page)),
};
