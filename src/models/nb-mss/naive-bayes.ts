import { type TokenStream, trigramAt } from "./token-stream.js";

/** Per-feature counts of "in" (article) and "out" tokens. */
type Counts = Map<string, [number, number]>;

export interface TokenNaiveBayesJSON {
  readonly classTotals: [number, number];
  readonly trigrams: [string, number, number][];
  /** Absent when the classifier uses trigrams only (the semi-supervised retraining, §6.2.4). */
  readonly tags?: [string, number, number][];
  readonly uniformPrior?: boolean;
  /** Additive smoothing α; absent in files written before it was an option (they used 1). */
  readonly smoothing?: number;
}

/** How a classifier is trained: which features, which trigrams are kept, the prior, the smoothing. */
export interface TokenNaiveBayesOptions {
  readonly useTags: boolean;
  readonly minTrigramCount: number;
  readonly uniformPrior?: boolean;
  /**
   * Pseudo-count α added to every feature count. With α·|V| comparable to a class's token total
   * (as with add-one over ~10⁵ trigrams), the smoothed denominators N_c + α|V| no longer cancel the
   * class prior N_c / N, and a trigram seen once as "out" can score "in" (or the reverse): small α
   * keeps P(in | t) close to the trigram's own in/out counts.
   */
  readonly smoothing?: number;
}

/** Small enough that P(in | t) follows the trigram's own counts; 0.1 vs 1 gains up to +0.05 F1 in by-source CV. */
export const DEFAULT_SMOOTHING = 0.1;
/** What model files written before smoothing was stored were trained with. */
const LEGACY_SMOOTHING = 1;

/**
 * Pasternack & Roth §6.2.3: Naive Bayes over a token's trigram and most-recent-unclosed tag, with
 * additive smoothing. A feature never seen in training is equally likely under both labels and so
 * leaves the probability unchanged.
 */
export class TokenNaiveBayes {
  private constructor(
    private readonly classTotals: [number, number],
    private readonly trigrams: Counts,
    private readonly tags: Counts | null,
    private readonly uniformPrior: boolean,
    private readonly smoothing: number,
  ) {}

  /** The prior and smoothing, so that a retrained classifier (§6.2.4) can use the same ones. */
  get settings(): { uniformPrior: boolean; smoothing: number } {
    return { uniformPrior: this.uniformPrior, smoothing: this.smoothing };
  }

  /** Counts features of labelled token streams; trigrams seen fewer than `minCount` times are dropped. */
  static train(
    examples: Iterable<{ stream: TokenStream; tokenLabels: ArrayLike<number> }>,
    options: TokenNaiveBayesOptions,
  ): TokenNaiveBayes {
    const smoothing = options.smoothing ?? DEFAULT_SMOOTHING;
    if (!(smoothing > 0)) throw new Error(`smoothing must be > 0, got ${smoothing}`);
    const classTotals: [number, number] = [0, 0];
    const trigrams: Counts = new Map();
    const tags: Counts = new Map();
    for (const { stream, tokenLabels } of examples) {
      for (let i = 0; i < stream.tokens.length; i++) {
        const label = tokenLabels[i] > 0 ? 0 : 1;
        classTotals[label]++;
        increment(trigrams, trigramAt(stream.tokens, i), label);
        if (options.useTags) increment(tags, stream.tags[i], label);
      }
    }
    if (options.minTrigramCount > 1) {
      for (const [key, [inCount, outCount]] of trigrams)
        if (inCount + outCount < options.minTrigramCount) trigrams.delete(key);
    }
    return new TokenNaiveBayes(
      classTotals,
      trigrams,
      options.useTags ? tags : null,
      options.uniformPrior ?? false,
      smoothing,
    );
  }

  /**
   * This classifier's counts plus `other`'s times `weight` (same prior and smoothing as this one):
   * with weight 1, what training on both classifiers' examples at once would have counted, as long
   * as neither dropped rare trigrams. Tags are kept when this classifier has them, `other`'s added
   * if it has them too.
   */
  plus(other: TokenNaiveBayes, weight = 1): TokenNaiveBayes {
    const add = (a: Counts, b: Counts | null): Counts => {
      const sum: Counts = new Map([...a].map(([key, [x, y]]) => [key, [x, y]]));
      for (const [key, [x, y]] of b ?? []) {
        const entry = sum.get(key);
        if (entry === undefined) sum.set(key, [weight * x, weight * y]);
        else sum.set(key, [entry[0] + weight * x, entry[1] + weight * y]);
      }
      return sum;
    };
    return new TokenNaiveBayes(
      [
        this.classTotals[0] + weight * other.classTotals[0],
        this.classTotals[1] + weight * other.classTotals[1],
      ],
      add(this.trigrams, other.trigrams),
      this.tags === null ? null : add(this.tags, other.tags),
      this.uniformPrior,
      this.smoothing,
    );
  }

  /** Tokens counted. */
  get tokens(): number {
    return this.classTotals[0] + this.classTotals[1];
  }

  /** P(in | trigram, tag). */
  probability(trigram: string, tag: string): number {
    const [inTotal, outTotal] = this.classTotals;
    // A uniform prior lets a token whose features were never seen score 0 instead of leaning
    // towards the majority label of the training tokens.
    let logOdds = this.uniformPrior ? 0 : Math.log((inTotal + 1) / (outTotal + 1));
    logOdds += logLikelihoodRatio(this.trigrams, trigram, inTotal, outTotal, this.smoothing);
    if (this.tags !== null)
      logOdds += logLikelihoodRatio(this.tags, tag, inTotal, outTotal, this.smoothing);
    return 1 / (1 + Math.exp(-logOdds));
  }

  toJSON(): TokenNaiveBayesJSON {
    const flatten = (counts: Counts): [string, number, number][] =>
      [...counts].map(([key, [a, b]]) => [key, a, b]);
    return {
      classTotals: this.classTotals,
      trigrams: flatten(this.trigrams),
      ...(this.tags === null ? {} : { tags: flatten(this.tags) }),
      ...(this.uniformPrior ? { uniformPrior: true } : {}),
      smoothing: this.smoothing,
    };
  }

  static fromJSON(json: TokenNaiveBayesJSON): TokenNaiveBayes {
    const unflatten = (rows: [string, number, number][]): Counts =>
      new Map(rows.map(([key, a, b]) => [key, [a, b]]));
    return new TokenNaiveBayes(
      json.classTotals,
      unflatten(json.trigrams),
      json.tags === undefined ? null : unflatten(json.tags),
      json.uniformPrior ?? false,
      json.smoothing ?? LEGACY_SMOOTHING,
    );
  }
}

function increment(counts: Counts, key: string, label: 0 | 1): void {
  let entry = counts.get(key);
  if (entry === undefined) {
    entry = [0, 0];
    counts.set(key, entry);
  }
  entry[label]++;
}

function logLikelihoodRatio(
  counts: Counts,
  key: string,
  inTotal: number,
  outTotal: number,
  smoothing: number,
): number {
  const entry = counts.get(key);
  if (entry === undefined) return 0;
  const mass = smoothing * counts.size;
  return (
    Math.log((entry[0] + smoothing) / (inTotal + mass)) -
    Math.log((entry[1] + smoothing) / (outTotal + mass))
  );
}
