import type { SegmentedPage } from "../blocks/block.js";
import type { LabelledPage } from "../blocks/labelled-page.js";
import type { BlockFeatures } from "./block-features.js";
import { arizaletaFamily } from "./families/arizaleta.js";
import { gibsonFamily } from "./families/gibson.js";
import { markupFamily } from "./families/markup.js";
import { recordsFamily } from "./families/records.js";
import { regionFamily } from "./families/region.js";
import { shapeFamily } from "./families/shape.js";
import { siteClassesFamily } from "./families/site-classes.js";
import { wangFamily } from "./families/wang.js";
import { yaoFamily } from "./families/yao.js";
import { type FeatureRow, NamedFeatureRow } from "./feature-row.js";
import { PageFacts } from "./page-facts.js";
import type { FeatureConfig, FeatureFamily, FeatureFamilyDefinition } from "./types.js";

/**
 * A fitted set of feature families. Some families learn from training data (e.g. Yao & Zuo's
 * id/class tokens chosen by Naive Bayes); their learned state travels in the model file.
 */
export interface FeatureSet {
  readonly config: FeatureConfig;
  /** Every block's features, named `family:feature`. */
  extract(page: SegmentedPage): BlockFeatures[];
  /**
   * Runs the families over `page` in config order, each writing block i's features (named without
   * the family prefix) to `rowsOf(family, blocks)[i]`. Lets a model resolve names its own way
   * instead of building and hashing a prefixed string per feature (see ContextVectorizer).
   */
  write(page: SegmentedPage, rowsOf: RowsOf): void;
  toJSON(): FeatureSetJSON;
}

/** The rows, one per block, that family `family` writes a page's features to. */
export type RowsOf = (family: string, blocks: number) => readonly FeatureRow[];

export interface FeatureSetJSON {
  readonly config: FeatureConfig;
  readonly state: Readonly<Record<string, unknown>>;
}

/** Every family, by name. Switch families off for ablations by leaving them out of the config. */
export const FEATURE_FAMILIES: ReadonlyMap<string, FeatureFamilyDefinition> = new Map(
  [
    shapeFamily,
    gibsonFamily,
    arizaletaFamily,
    yaoFamily,
    wangFamily,
    markupFamily,
    regionFamily,
    recordsFamily,
    siteClassesFamily,
  ].map((family) => [family.name, family]),
);

/**
 * What learners use unless told otherwise: every family (each earns its place under by-site CV)
 * but those of one site's markup, which site models add (`withSiteFamilies`).
 */
export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  families: [...FEATURE_FAMILIES.values()]
    .filter((family) => family.siteOnly !== true)
    .map((family) => family.name),
};

/** `set` with every site-only family added (a site model's features): fitted state kept as it is. */
export function withSiteFamilies(set: FeatureSet): FeatureSet {
  const added = [...FEATURE_FAMILIES.values()].filter(
    (family) => family.siteOnly === true && !set.config.families.includes(family.name),
  );
  if (added.length === 0) return set;
  const { config, state } = set.toJSON();
  return loadFeatureSet({
    config: { ...config, families: [...config.families, ...added.map((family) => family.name)] },
    state,
  });
}

/** Families of `config`, fitted on `pages` where they learn from data. */
export function fitFeatureSet(config: FeatureConfig, pages: readonly LabelledPage[]): FeatureSet {
  const definitions = familiesOf(config);
  const state: Record<string, unknown> = {};
  if (definitions.some((definition) => definition.fit !== undefined)) {
    const facts = pages.map((labelled) => new PageFacts(labelled.page));
    for (const definition of definitions) {
      if (definition.fit !== undefined)
        state[definition.name] = definition.fit(pages, facts, config);
    }
  }
  return buildFeatureSet(config, state);
}

/** A feature set from its JSON (as stored in a model file); malformed JSON gets a clear error. */
export function loadFeatureSet(json: FeatureSetJSON): FeatureSet {
  if (json === null || typeof json !== "object")
    throw new Error("feature set: expected an object with config and state");
  const state = json.state ?? {};
  if (typeof state !== "object" || Array.isArray(state))
    throw new Error("feature set: state must be an object");
  return buildFeatureSet(json.config, state);
}

function familiesOf(config: FeatureConfig): FeatureFamilyDefinition[] {
  if (config === null || typeof config !== "object" || !Array.isArray(config.families)) {
    throw new Error("feature config: expected { families: string[] }");
  }
  return config.families.map((name) => {
    const family = FEATURE_FAMILIES.get(name);
    if (family === undefined) {
      throw new Error(
        `unknown feature family "${name}" (known: ${[...FEATURE_FAMILIES.keys()].join(", ")})`,
      );
    }
    return family;
  });
}

function buildFeatureSet(
  config: FeatureConfig,
  state: Readonly<Record<string, unknown>>,
): FeatureSet {
  const families: FeatureFamily[] = familiesOf(config).map((definition) =>
    definition.build(state[definition.name], config),
  );
  const write = (page: SegmentedPage, rowsOf: RowsOf): void => {
    const facts = new PageFacts(page);
    for (const family of families) family.extract(facts, rowsOf(family.name, page.blocks.length));
  };
  return {
    config,
    extract: (page) => {
      const merged = page.blocks.map(() => ({ names: [] as string[], values: [] as number[] }));
      // Every family writes into the same per-block arrays: no merging copies afterwards.
      write(page, (family) =>
        merged.map((row) => new NamedFeatureRow(`${family}:`, row.names, row.values)),
      );
      return merged;
    },
    write,
    toJSON: () => ({ config, state }),
  };
}
