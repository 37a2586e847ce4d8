import type { LabelledPage } from "../blocks/labelled-page.js";
import type { FeatureRow } from "./feature-row.js";
import type { PageFacts } from "./page-facts.js";

/**
 * A feature family ready to extract: computes features for every block of a page at once, writing
 * them to `rows` (one per block) by their names without the family prefix; the row decides what a
 * name becomes (a `family:feature` string for training, model columns at prediction).
 */
export interface FeatureFamily {
  readonly name: string;
  extract(facts: PageFacts, rows: readonly FeatureRow[]): void;
}

/**
 * How a family is made. Families that learn from training data (Yao & Zuo's id/class tokens) have
 * `fit`; its JSON state is stored in the model file and handed back to `build` on loading.
 */
export interface FeatureFamilyDefinition {
  readonly name: string;
  /** One line for `--help` and reports. */
  readonly description: string;
  /**
   * Features of one site only (its class names): left out of the default feature set, added when a
   * model is adapted to a site (`pith train --base`).
   */
  readonly siteOnly?: boolean;
  /** Learns the family's JSON-serialisable state from labelled pages. */
  fit?(pages: readonly LabelledPage[], facts: readonly PageFacts[], config: FeatureConfig): unknown;
  /** The family from its fitted state (`undefined` for unfitted families; validated: model files are input). */
  build(state: unknown, config: FeatureConfig): FeatureFamily;
}

/** Which families a model uses; stored in model files so prediction computes the same features. */
export interface FeatureConfig {
  readonly families: readonly string[];
  /** Yao & Zuo's N: how many id/class tokens the `yao` family keeps (paper: 10). */
  readonly yaoTokenCount?: number;
}
