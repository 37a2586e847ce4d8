import type { LabelledPage } from "../blocks/labelled-page.js";
import type { ContentModel } from "./model.js";
import type { ModelFileJSON } from "./model-file.js";
import type { OptionSpecs } from "./options/option-spec.js";

export interface TrainedModel extends ContentModel {
  /** The versioned JSON model file (header plus learned parameters). */
  toJSON(): ModelFileJSON;
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
  load(json: ModelFileJSON): TrainedModel;
  /**
   * A site model (`pith train --base`): the model of `base` (a file this learner wrote) adapted to
   * one site from a few of its labelled pages. A learner without it cannot be a base.
   */
  adapt?(
    base: ModelFileJSON,
    pages: readonly LabelledPage[],
    options: Readonly<Record<string, unknown>>,
  ): TrainedModel;
}
