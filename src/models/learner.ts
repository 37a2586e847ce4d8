import type { SegmentedPage } from "../blocks/block.js";
import type { FeatureConfig } from "../features/types.js";
import type { ContentModel } from "./model.js";
import type { OptionSpecs } from "./options/option-spec.js";

/** Block classes projected from gold text (the harness's gold projection). */
export type BlockClass = "noise" | "body" | "title" | "heading" | "comment";

/** A segmented page with one gold label per block, for training and evaluation. */
export interface LabelledPage {
  readonly page: SegmentedPage;
  /** Per block: 1 when the block is main content (body, title or heading), else 0. */
  readonly labels: Uint8Array;
  /** Per block: the finer class, where the gold distinguishes them. */
  readonly classes?: readonly BlockClass[];
  /** Whether the gold labels user comments: a block whose class is not `comment` is none. */
  readonly labelsComments?: boolean;
  /** Site of the page (by-source splits and semi-supervised adaptation group by it). */
  readonly source: string;
  readonly id: string;
}

/** Everything a model file holds besides the learner's own parameters. */
export interface ModelFileHeader {
  readonly format: "pith-model";
  readonly version: 1;
  readonly learner: string;
  readonly features: FeatureConfig;
  readonly options: Readonly<Record<string, unknown>>;
  readonly training: {
    readonly pages: number;
    readonly blocks: number;
    readonly sources: number;
    readonly datasets?: readonly string[];
  };
}

export interface TrainedModel extends ContentModel {
  /** The versioned JSON model file (header plus learned parameters). */
  toJSON(): ModelFileHeader & Record<string, unknown>;
}

/**
 * One of the seeds' learning methods. `train` is deterministic for a given `seed`; `load` rebuilds
 * a trained model from its JSON file.
 */
export interface Learner {
  readonly name: string;
  readonly description: string;
  /** The options `train` accepts (`--option name=value`), with defaults, ranges and help text. */
  readonly options: OptionSpecs;
  /**
   * Throws the error `train` would throw for these options (unknown name, bad value), without
   * training: commands check before loading data. Usually `options` alone decides; a learner that
   * passes options on to another one (wang-subtree's inner learner) checks those too.
   */
  checkOptions(options: Readonly<Record<string, unknown>>): void;
  train(
    pages: readonly LabelledPage[],
    options: Readonly<Record<string, unknown>> & { seed?: number },
  ): TrainedModel;
  load(json: ModelFileHeader & Record<string, unknown>): TrainedModel;
}
