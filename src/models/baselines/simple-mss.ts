import { simpleMssSelection } from "../../blocks/simple-mss.js";
import { type ContentModel, predictionFromSelection } from "../model.js";

/** Pasternack & Roth's "simple MSS" baseline (src/inference/simple-mss-selection.ts) as a model. */
export const simpleMss: ContentModel = {
  name: "simple-mss",
  predict: (page) => predictionFromSelection(simpleMssSelection(page)),
};
