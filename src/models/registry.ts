import { allText } from "./baselines/all-text.js";
import { longestDiv } from "./baselines/longest-div.js";
import { simpleMss } from "./baselines/simple-mss.js";
import type { ContentModel } from "./model.js";

/** Extractors that need no training, by their command-line name. */
export const BASELINES: ReadonlyMap<string, ContentModel> = new Map(
  [simpleMss, longestDiv, allText].map((model) => [model.name, model]),
);
