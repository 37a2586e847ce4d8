import type { LabelledPage } from "../blocks/labelled-page.js";
import type { FeatureConfig } from "../features/types.js";

/**
 * The model-file format, owned here for every learner: a JSON object whose header says which
 * learner wrote it, with which features, options and training data; the learner's parameters
 * follow. Reading and writing files is the Node adapter's (extract/model-files.ts): this module
 * has no I/O, so a model can be built from JSON wherever JavaScript runs.
 */
export interface ModelFileHeader {
  readonly format: "pith-model";
  readonly version: 1;
  readonly learner: string;
  readonly features: FeatureConfig;
  readonly options: Readonly<Record<string, unknown>>;
  readonly training: TrainingSummary;
}

/** What a model was trained on. */
export interface TrainingSummary {
  readonly pages: number;
  readonly blocks: number;
  readonly sources: number;
  readonly datasets?: readonly string[];
  /** A site model's: the pages of the site it was adapted to (`pith train --base`). */
  readonly site?: TrainingSummary;
}

/** A whole model file: the header and the learner's own fields. */
export type ModelFileJSON = ModelFileHeader & Record<string, unknown>;

/** The header of a model trained on `pages`; `blocks` when the learner counted them otherwise. */
export function modelHeader(
  learner: string,
  features: FeatureConfig,
  options: Readonly<Record<string, unknown>>,
  pages: readonly LabelledPage[],
  blocks = pages.reduce((total, page) => total + page.page.blocks.length, 0),
): ModelFileHeader {
  return headerFor(learner, features, options, trainingSummary(pages, blocks));
}

/** The header of a model file, its fields in the order every model file writes them. */
export function headerFor(
  learner: string,
  features: FeatureConfig,
  options: Readonly<Record<string, unknown>>,
  training: TrainingSummary,
): ModelFileHeader {
  return { format: "pith-model", version: 1, learner, features, options, training };
}

/** Pages, blocks and sites of a training set. */
export function trainingSummary(pages: readonly LabelledPage[], blocks: number): TrainingSummary {
  return { pages: pages.length, blocks, sources: new Set(pages.map((page) => page.source)).size };
}

/** Rejects a model file written by another learner or a later format. */
export function checkHeader(json: ModelFileJSON, learner: string): void {
  if (json.format !== "pith-model" || json.version !== 1)
    throw new Error(`not a version-1 pith ${learner} model file`);
  if (json.learner !== learner)
    throw new Error(`model file is for learner "${json.learner}", not "${learner}"`);
}

/** A model file's text → its JSON, checked to be a pith model file; `origin` names it in errors. */
export function parseModelFile(text: string, origin: string): ModelFileJSON {
  const json = JSON.parse(text) as { learner?: unknown };
  if (typeof json.learner !== "string")
    throw new Error(`${origin}: not a pith model file (no "learner")`);
  return json as ModelFileJSON;
}

/** The model file's text: one line of JSON, so the same model always gives the same bytes. */
export function serializeModelFile(json: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify(json)}\n`;
}

/** Only the header fields of a model file, in their order. */
export function headerOf(json: ModelFileJSON): ModelFileHeader {
  return headerFor(json.learner, json.features, json.options, json.training);
}
