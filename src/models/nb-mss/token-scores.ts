import type { TokenNaiveBayes } from "./naive-bayes.js";
import { type TokenStream, trigramAt } from "./token-stream.js";

/** The local classifier's view of one page: P(in) per token and the score MSS maximises. */
export interface TokenScores {
  readonly probabilities: Float64Array;
  readonly scores: Float64Array;
}

/** Trigram → importance weight in [0, 1] and the boost c of §6.2.4 (none before adaptation). */
export interface ImportanceWeights {
  readonly weights: ReadonlyMap<string, number>;
  readonly boost: number;
}

/** Score p − 0.5 (§6.2.3), scaled by (m_h·c + 1) once importance weights exist (§6.2.4). */
export function tokenScores(
  stream: TokenStream,
  classifier: TokenNaiveBayes,
  importance: ImportanceWeights | null,
): TokenScores {
  const n = stream.tokens.length;
  const probabilities = new Float64Array(n);
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const trigram = trigramAt(stream.tokens, i);
    probabilities[i] = classifier.probability(trigram, stream.tags[i]);
    const weight = importance?.weights.get(trigram) ?? 0;
    scores[i] = (probabilities[i] - 0.5) * (weight * (importance?.boost ?? 0) + 1);
  }
  return { probabilities, scores };
}
