import { probabilityMssSelection } from "../../algorithms/probability-mss.js";
import type { SegmentedPage } from "../../blocks/block.js";
import type { FeatureIndex, PackedVectors } from "../../features/feature-index.js";
import type { FeatureSet } from "../../features/pipeline.js";
import type { BlockExplanation, ExplainableModel } from "../explanation.js";
import type { TrainedModel } from "../learner.js";
import type { BlockPrediction } from "../model.js";
import { headerFor, type ModelFileJSON, type TrainingSummary } from "../model-file.js";
import { ChainPotentials } from "./chain-potentials.js";
import type { ColumnEntries } from "./column-entries.js";
import { ContextVectorizer } from "./context-vectorizer.js";
import { linearContributions } from "./contributions.js";
import { decodeChain } from "./decode-chain.js";
import type { LabelScheme } from "./label-scheme.js";
import type { LinearOptions } from "./linear-options.js";
import { type ParameterLayout, scoreEntries, scorePage } from "./parameters.js";
import { weightsToJSON } from "./weights-file.js";

/** Reads a page's column entries (each block's features by column) and the columns' names. */
export type ColumnReader = (entries: ColumnEntries, names: readonly string[]) => void;

/** Builds decoding potentials from node scores: how the CRF, MEMM and MaxEnt differ at prediction. */
export type FillPotentials = (
  scores: Float64Array,
  length: number,
  layout: ParameterLayout,
  weights: Float64Array,
  out: ChainPotentials,
) => void;

export interface LinearModelParts {
  readonly learner: string;
  readonly fillPotentials: FillPotentials;
  readonly options: LinearOptions;
  readonly featureSet: FeatureSet;
  readonly index: FeatureIndex;
  readonly scheme: LabelScheme;
  readonly layout: ParameterLayout;
  readonly weights: Float64Array;
  readonly training: TrainingSummary;
}

/**
 * A trained CRF, MEMM or MaxEnt. Per page: features → node scores → chain potentials →
 * forward–backward marginals (P(content) = Σ over content labels) and Viterbi path, O(blocks).
 */
export class LinearModel implements TrainedModel, ExplainableModel {
  readonly name: string;
  /** Page → column entries, the first half of `predict` (public for benchmarks and tests). */
  readonly vectorizer: ContextVectorizer;
  private readonly potentials: ChainPotentials;

  /** Public for site adaptation, which starts from them (adapt-linear.ts). */
  constructor(readonly parts: LinearModelParts) {
    this.name = parts.learner;
    this.vectorizer = new ContextVectorizer(parts.featureSet, parts.index, parts.options.history);
    this.potentials = new ChainPotentials(parts.layout.labels);
  }

  predict(page: SegmentedPage): BlockPrediction {
    const { weights, layout } = this.parts;
    const entries = this.vectorizer.columnEntries(page);
    const n = page.blocks.length;
    return this.decode(scoreEntries(weights, layout.labels, entries, this.vectorizer.bias, n), n);
  }

  /**
   * `predict`, also handing `read` the page's column entries and the names of their columns (valid
   * during the call only): a model beside this one reads the same block features without the
   * feature families running again.
   */
  predictSharingColumns(page: SegmentedPage, read: ColumnReader): BlockPrediction {
    const { weights, layout, index } = this.parts;
    const entries = this.vectorizer.columnEntries(page);
    const n = page.blocks.length;
    read(entries, index.names);
    return this.decode(scoreEntries(weights, layout.labels, entries, this.vectorizer.bias, n), n);
  }

  /** What `predict` gives for a page with these packed vectors (for tests of the fast path). */
  predictVectors(vectors: PackedVectors): BlockPrediction {
    const { layout, weights } = this.parts;
    return this.decode(scorePage(weights, layout.labels, vectors), vectors.offsets.length - 1);
  }

  /** Each block's `top` largest feature contributions to its log-odds of content. */
  explain(page: SegmentedPage, top: number): readonly BlockExplanation[] {
    const { weights, layout, scheme, index } = this.parts;
    const vectors = this.vectorizer.vectorize(page);
    const scores = scorePage(weights, layout.labels, vectors);
    const { marginals } = this.chain(scores, page.blocks.length);
    return linearContributions(
      vectors,
      { weights, labels: layout.labels, content: scheme.content, names: index.names },
      marginals,
      top,
    );
  }

  /** Node scores of `n` blocks → chain potentials → marginals and Viterbi path. */
  private chain(scores: Float64Array, n: number): ReturnType<typeof decodeChain> {
    const { layout, weights } = this.parts;
    this.parts.fillPotentials(scores, n, layout, weights, this.potentials);
    return decodeChain(this.potentials);
  }

  /** Node scores of `n` blocks → chain potentials → marginals, path and selection. */
  private decode(scores: Float64Array, n: number): BlockPrediction {
    const { layout, scheme, options } = this.parts;
    const k = layout.labels;
    const { marginals, path } = this.chain(scores, n);

    const contentProbability = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      for (let b = 0; b < k; b++)
        if (scheme.content[b] === 1) contentProbability[i] += marginals[i * k + b];
    }
    const selected = selection(options, path, scheme, contentProbability);
    const comment = scheme.comment;
    if (comment === undefined) return { contentProbability, selected };
    return {
      contentProbability,
      selected,
      commentProbability: labelMarginals(marginals, k, comment),
      comment:
        options.decode === "viterbi"
          ? Uint8Array.from(path, (label) => (label === comment ? 1 : 0))
          : mostProbableIs(marginals, k, comment),
    };
  }

  toJSON(): ModelFileJSON {
    const { learner, options, featureSet, index, layout, weights, scheme, training } = this.parts;
    return {
      ...headerFor(learner, featureSet.config, { ...options }, training),
      labels: scheme.names,
      featureSet: featureSet.toJSON(),
      ...weightsToJSON(index, layout, weights),
    };
  }
}

function selection(
  options: LinearOptions,
  path: Uint8Array,
  scheme: LabelScheme,
  contentProbability: Float64Array,
): Uint8Array {
  switch (options.decode) {
    case "viterbi":
      return Uint8Array.from(path, (label) => scheme.content[label]);
    case "marginal":
      return Uint8Array.from(contentProbability, (p) => (p > options.threshold ? 1 : 0));
    case "marginal-mss":
      return probabilityMssSelection(contentProbability, options.threshold);
  }
}

/** Per block: the marginal probability of `label`. */
function labelMarginals(marginals: Float64Array, k: number, label: number): Float64Array {
  const n = marginals.length / k;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = marginals[i * k + label];
  return out;
}

/** Per block: 1 where `label` has the largest marginal of the block's K labels. */
function mostProbableIs(marginals: Float64Array, k: number, label: number): Uint8Array {
  const n = marginals.length / k;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let best = 0;
    for (let b = 1; b < k; b++) if (marginals[i * k + b] > marginals[i * k + best]) best = b;
    out[i] = best === label ? 1 : 0;
  }
  return out;
}
