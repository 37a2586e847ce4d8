import type { TitleFeatures } from "./title-candidates.js";

export type TitleWeights = Readonly<Record<keyof TitleFeatures, number>>;

/**
 * Hand-set weights: structured data (JSON-LD, OpenGraph) is the publisher's own statement,
 * agreement between independent sources is the strongest signal, and a heading is the title when it
 * opens the content. The baseline the learned weights (models/title.json) are measured against.
 */
export const HAND_TITLE_WEIGHTS: TitleWeights = {
  fromH1: 1.0,
  fromH2: 0.3,
  fromH3: 0.1,
  fromStyled: 0.1,
  fromTitleTag: 0.4,
  fromOpenGraph: 1.2,
  fromTwitter: 0.9,
  fromJsonLd: 1.3,
  fromItemprop: 1.0,
  isPart: 0.2,
  isFirstPart: 0,
  isLongestPart: 0,
  hasSeparator: 0,
  agreement: 1.5,
  coveredByOthers: 1.0,
  isSiteName: -3,
  nearContentStart: 1.0,
  precedesContent: 0,
  firstOfItsLevel: 0.3,
  onlyOfItsLevel: 0,
  fewWords: 0,
  looksLikeHost: 0,
  plausibleLength: 1.0,
  allLinkText: -0.8,
  inSlug: 1.0,
};

/** Every feature name, in the fixed order learned weight vectors use. */
export const TITLE_FEATURE_NAMES = Object.keys(HAND_TITLE_WEIGHTS) as ReadonlyArray<
  keyof TitleFeatures
>;
