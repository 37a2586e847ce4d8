import type { SegmentedPage } from "../blocks/block.js";
import type { MetadataSources } from "../metadata/metadata.js";
import { type TitleCandidate, type TitleFeatures, titleCandidates } from "./title-candidates.js";

/** Scores one title candidate; the highest-scoring candidate is the title. */
export type TitleScorer = (features: TitleFeatures) => number;

/**
 * Hand-set weights: structured data (JSON-LD, OpenGraph) is the publisher's own statement,
 * agreement between independent sources is the strongest signal, and a heading is the title when it
 * opens the content. A learned scorer replaces these by reading the same features.
 */
export const HAND_TITLE_WEIGHTS: Readonly<Record<keyof TitleFeatures, number>> = {
  fromH1: 1.0,
  fromH2: 0.3,
  fromH3: 0.1,
  fromTitleTag: 0.4,
  fromOpenGraph: 1.2,
  fromTwitter: 0.9,
  fromJsonLd: 1.3,
  fromItemprop: 1.0,
  isPart: 0.2,
  agreement: 1.5,
  coveredByOthers: 1.0,
  isSiteName: -3,
  nearContentStart: 1.0,
  firstOfItsLevel: 0.3,
  plausibleLength: 1.0,
  allLinkText: -0.8,
};

export function linearTitleScorer(
  weights: Readonly<Record<keyof TitleFeatures, number>>,
): TitleScorer {
  const names = Object.keys(weights) as Array<keyof TitleFeatures>;
  return (features) => names.reduce((sum, name) => sum + weights[name] * features[name], 0);
}

export const handTitleScorer: TitleScorer = linearTitleScorer(HAND_TITLE_WEIGHTS);

/** The best candidate's text ("" when the page offers none); ties go to the earlier candidate. */
export function selectTitle(
  page: SegmentedPage,
  selected: Uint8Array,
  sources: MetadataSources,
  scorer: TitleScorer = handTitleScorer,
): string {
  return bestCandidate(titleCandidates(page, selected, sources), scorer)?.text ?? "";
}

export function bestCandidate(
  candidates: readonly TitleCandidate[],
  scorer: TitleScorer,
): TitleCandidate | undefined {
  let best: { candidate: TitleCandidate; score: number } | undefined;
  for (const candidate of candidates) {
    const score = scorer(candidate.features);
    if (best === undefined || score > best.score) best = { candidate, score };
  }
  return best?.candidate;
}
