import { DEFAULT_FEATURE_CONFIG, FEATURE_FAMILIES } from "../../features/pipeline.js";
import type { ListOptionSpec } from "./option-spec.js";

/** `features`: the feature families a block-feature learner uses (`--features` sets it too). */
export const FEATURES_OPTION: ListOptionSpec = {
  kind: "list",
  values: [...FEATURE_FAMILIES.keys()],
  default: [...DEFAULT_FEATURE_CONFIG.families],
  description: "feature families, see src/features/pipeline.ts",
};
