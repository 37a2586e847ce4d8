import type { SegmentedPage } from "../blocks/block.js";
import type { LabelledPage } from "../models/learner.js";
import { shapeFamily } from "./families/shape.js";
import type { BlockFeatures, FeatureConfig, FeatureFamily } from "./types.js";

/**
 * A fitted set of feature families. Some families learn from training data (e.g. Yao & Zuo's
 * id/class tokens chosen by Naive Bayes); their learned state travels in the model file.
 */
export interface FeatureSet {
  readonly config: FeatureConfig;
  extract(page: SegmentedPage): BlockFeatures[];
  toJSON(): FeatureSetJSON;
}

export interface FeatureSetJSON {
  readonly config: FeatureConfig;
  readonly state: Readonly<Record<string, unknown>>;
}

const FAMILIES: ReadonlyMap<string, FeatureFamily> = new Map([[shapeFamily.name, shapeFamily]]);

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = { families: [...FAMILIES.keys()] };

export function fitFeatureSet(config: FeatureConfig, _pages: readonly LabelledPage[]): FeatureSet {
  return buildFeatureSet(config, {});
}

export function loadFeatureSet(json: FeatureSetJSON): FeatureSet {
  return buildFeatureSet(json.config, json.state);
}

function buildFeatureSet(config: FeatureConfig, state: Readonly<Record<string, unknown>>): FeatureSet {
  const families = config.families.map((name) => {
    const family = FAMILIES.get(name);
    if (family === undefined) throw new Error(`unknown feature family "${name}"`);
    return family;
  });
  return {
    config,
    extract: (page) => mergeFamilies(families.map((family) => family.extract(page)), page.blocks.length),
    toJSON: () => ({ config, state }),
  };
}

function mergeFamilies(perFamily: BlockFeatures[][], blockCount: number): BlockFeatures[] {
  const merged: BlockFeatures[] = [];
  for (let i = 0; i < blockCount; i++) {
    merged.push({
      names: perFamily.flatMap((features) => features[i].names),
      values: perFamily.flatMap((features) => features[i].values),
    });
  }
  return merged;
}
