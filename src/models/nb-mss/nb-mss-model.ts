import type { SubsequenceRange } from "../../algorithms/max-subsequence.js";
import type { SegmentedPage } from "../../blocks/block.js";
import type { TrainedModel } from "../learner.js";
import type { BlockPrediction } from "../model.js";
import type { ModelFileHeader } from "../model-file.js";
import { hrBeforeBlocks } from "./hr-boundaries.js";
import { TokenNaiveBayes, type TokenNaiveBayesJSON } from "./naive-bayes.js";
import { articleRange, blockSelection, type SelectionOptions } from "./nb-mss-selection.js";
import { type ImportanceWeights, type TokenScores, tokenScores } from "./token-scores.js";
import { type TokenStream, tokenStream } from "./token-stream.js";

/** Everything an NB + MSS model predicts with. */
export interface NbMssState {
  readonly classifier: TokenNaiveBayes;
  readonly importance: ImportanceWeights | null;
  readonly selection: SelectionOptions;
}

export interface NbMssJSON {
  readonly classifier: TokenNaiveBayesJSON;
  readonly importance: { readonly boost: number; readonly weights: [string, number][] } | null;
  readonly selection: SelectionOptions;
}

/** What prediction needs of a page, without its DOM: its tokens and, if used, its `<hr>` marks. */
export interface PreparedPage {
  readonly stream: TokenStream;
  readonly hrBefore: Uint8Array | null;
}

/** One page's token scores and the predicted article range. */
export interface PagePrediction {
  readonly stream: TokenStream;
  readonly local: TokenScores;
  readonly range: SubsequenceRange;
}

export function preparePage(page: SegmentedPage, selection: SelectionOptions): PreparedPage {
  return {
    stream: tokenStream(page),
    hrBefore: selection.hrConstraint ? hrBeforeBlocks(page) : null,
  };
}

export function predictTokens(prepared: PreparedPage, state: NbMssState): PagePrediction {
  const local = tokenScores(prepared.stream, state.classifier, state.importance);
  return {
    stream: prepared.stream,
    local,
    range: articleRange(prepared.stream, local.scores, prepared.hrBefore),
  };
}

export function nbMssModel(header: ModelFileHeader, state: NbMssState): TrainedModel {
  return {
    name: "nb-mss",
    predict(page): BlockPrediction {
      const { stream, range } = predictTokens(preparePage(page, state.selection), state);
      return blockSelection(page, stream, range, state.selection);
    },
    toJSON: () => ({ ...header, ...nbMssToJSON(state) }),
  };
}

export function nbMssToJSON(state: NbMssState): NbMssJSON {
  return {
    classifier: state.classifier.toJSON(),
    importance:
      state.importance === null
        ? null
        : { boost: state.importance.boost, weights: [...state.importance.weights] },
    selection: state.selection,
  };
}

export function nbMssFromJSON(json: NbMssJSON): NbMssState {
  return {
    classifier: TokenNaiveBayes.fromJSON(json.classifier),
    importance:
      json.importance === null
        ? null
        : { boost: json.importance.boost, weights: new Map(json.importance.weights) },
    selection: json.selection,
  };
}
