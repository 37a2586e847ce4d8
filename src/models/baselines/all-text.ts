import { type ContentModel, predictionFromSelection } from "../model.js";

/** Every visible block: the recall ceiling and precision floor. */
export const allText: ContentModel = {
  name: "all-text",
  predict: (page) => predictionFromSelection(new Uint8Array(page.blocks.length).fill(1)),
};
