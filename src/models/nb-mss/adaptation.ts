import type { SubsequenceRange } from "../../algorithms/max-subsequence.js";
import { TokenNaiveBayes } from "./naive-bayes.js";
import { type NbMssState, type PreparedPage, predictTokens } from "./nb-mss-model.js";
import { type TokenStream, trigramAt } from "./token-stream.js";

/** §6.2.4's constants, with the values the paper found best. */
export interface AdaptationOptions {
  readonly iterations: number;
  /** Window radius w of the confidence estimate. */
  readonly window: number;
  /** Distance cutoff d of the importance weights. */
  readonly distance: number;
  /** Boost c: a token's score is (p − 0.5)(m_h·c + 1). */
  readonly boost: number;
  /** Share of each source's pages, most confident first, retrained on. */
  readonly topShare: number;
  /** Retrain with the tag feature too (the paper retrains on trigrams only). */
  readonly useTags: boolean;
  /**
   * Retrain on the labelled pages' counts (the supervised classifier's, tags included) plus the
   * chosen pages', these weighted to count as much as all the labelled ones, instead of on the
   * chosen pages alone as the paper does. From a site's 7–14 chosen pages (the paper had 60) a
   * classifier of their trigrams alone knows the template but hardly any article words, and loses
   * where the supervised model was right; keeping the labelled counts loses less and gains less
   * (14 shared sites: mean gain +0.022 [−0.039, +0.092] against +0.007 [−0.064, +0.100]; a
   * synthetic site's promotional paragraph is not unlearnt): an option, not the default.
   */
  readonly keepLabelled: boolean;
}

export const DEFAULT_ADAPTATION_OPTIONS: AdaptationOptions = {
  iterations: 10,
  window: 10,
  distance: 64,
  boost: 24,
  topShare: 0.6,
  useTags: false,
  keepLabelled: false,
};

const EPSILON = 1e-9;

/**
 * The windowed confidence v of a predicted range [j, k], as a mean log probability: the w tokens
 * on each side of each border should be confidently out and the w tokens inside confidently in.
 * Near-border tokens decide where MSS stops, so only they are scored. −∞ for an empty range.
 */
export function windowedConfidence(
  probabilities: Float64Array,
  range: SubsequenceRange,
  window: number,
): number {
  if (range.end <= range.start) return Number.NEGATIVE_INFINITY;
  const n = probabilities.length;
  const j = range.start;
  const k = range.end - 1;
  let total = 0;
  let terms = 0;
  const add = (from: number, to: number, inside: boolean): void => {
    for (let i = Math.max(0, from); i <= Math.min(n - 1, to); i++) {
      const p = inside ? probabilities[i] : 1 - probabilities[i];
      total += Math.log(Math.max(EPSILON, p));
      terms++;
    }
  };
  add(j - window, j - 1, false);
  add(j, Math.min(k, j + window - 1), true);
  add(Math.max(j, k - window + 1), k, true);
  add(k + 1, k + window, false);
  return terms === 0 ? Number.NEGATIVE_INFINITY : total / terms;
}

/**
 * Importance weight m_h of every trigram: the mean over its tokens of (d − min(d, δ − 0.5)) / d,
 * δ being the token's distance to the nearer border (j − 0.5 or k + 0.5). 1 for a trigram always
 * adjacent to a border, 0 for one always d or more tokens away.
 */
export function importanceWeights(
  documents: readonly { stream: TokenStream; range: SubsequenceRange }[],
  distance: number,
): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const { stream, range } of documents) {
    const j = range.start;
    const k = range.end - 1;
    for (let i = 0; i < stream.tokens.length; i++) {
      const delta = Math.min(Math.abs(i - (j - 0.5)), Math.abs(i - (k + 0.5)));
      const weight = (distance - Math.min(distance, delta - 0.5)) / distance;
      const key = trigramAt(stream.tokens, i);
      const entry = sums.get(key);
      if (entry === undefined) sums.set(key, [weight, 1]);
      else {
        entry[0] += weight;
        entry[1]++;
      }
    }
  }
  const weights = new Map<string, number>();
  for (const [key, [sum, count]] of sums) if (sum > 0) weights.set(key, sum / count);
  return weights;
}

/**
 * Indices of the `share` most confident pages of every source. A source too small for its share to
 * make a whole page (n·share < 1, e.g. one page at 60%) would otherwise always keep its page,
 * however unsure: such sources are pooled and compete for their share together.
 */
export function mostConfidentPerSource(
  sources: readonly string[],
  confidence: readonly number[],
  share: number,
): number[] {
  const bySource = new Map<string, number[]>();
  sources.forEach((source, i) => {
    if (!Number.isFinite(confidence[i])) return;
    const members = bySource.get(source) ?? [];
    members.push(i);
    bySource.set(source, members);
  });
  const groups: number[][] = [];
  const pooled: number[] = [];
  for (const members of bySource.values()) {
    if (members.length * share < 1) pooled.push(...members);
    else groups.push(members);
  }
  if (pooled.length > 0) groups.push(pooled);
  const chosen: number[] = [];
  for (const members of groups) {
    members.sort((a, b) => confidence[b] - confidence[a] || a - b);
    chosen.push(...members.slice(0, Math.max(1, Math.round(members.length * share))));
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * Pasternack & Roth §6.2.4: bootstrap a model for new sources from their unlabelled pages. Each
 * iteration predicts every page, keeps each source's most confident predictions, computes trigram
 * importance weights from them and retrains Naive Bayes on them as if they were labelled. Pages
 * come prepared (`preparePage`) so that their DOMs need not stay in memory.
 */
export function adaptNbMss(
  state: NbMssState,
  pages: readonly { prepared: PreparedPage; source: string }[],
  options: AdaptationOptions = DEFAULT_ADAPTATION_OPTIONS,
  onIteration?: (iteration: number, kept: number) => void,
): NbMssState {
  if (pages.length === 0) throw new Error("adaptation needs at least one unlabelled page");
  const sources = pages.map(({ source }) => source);
  let current = state;
  for (let iteration = 1; iteration <= options.iterations; iteration++) {
    const predictions = pages.map(({ prepared }) => predictTokens(prepared, current));
    const confidence = predictions.map(({ local, range }) =>
      windowedConfidence(local.probabilities, range, options.window),
    );
    const kept = mostConfidentPerSource(sources, confidence, options.topShare).map(
      (i) => predictions[i],
    );
    if (kept.length === 0) break;
    const weights = importanceWeights(kept, options.distance);
    const retrained = TokenNaiveBayes.train(
      kept.map(({ stream, range }) => ({
        stream,
        tokenLabels: Uint8Array.from(stream.tokens, (_, i) =>
          i >= range.start && i < range.end ? 1 : 0,
        ),
      })),
      { useTags: options.useTags, minTrigramCount: 1, ...state.classifier.settings },
    );
    const classifier = options.keepLabelled
      ? state.classifier.plus(retrained, state.classifier.tokens / Math.max(1, retrained.tokens))
      : retrained;
    current = {
      classifier,
      importance: { weights, boost: options.boost },
      selection: state.selection,
    };
    onIteration?.(iteration, kept.length);
  }
  return current;
}
