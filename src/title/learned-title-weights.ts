// Generated from models/title.json by scripts/title-weights-module.mjs (npm run train-title): do not edit.
import type { TitleWeights } from "./title-weights.js";

/** The shipped title selector's learned weights (a conditional logit; see models/title.json). */
export const LEARNED_TITLE_WEIGHTS: TitleWeights = {
  fromH1: 0.540614,
  fromH2: -1.50091,
  fromH3: -1.982671,
  fromStyled: -1.983408,
  fromTitleTag: 1.647895,
  fromOpenGraph: 1.781641,
  fromTwitter: 0.304022,
  fromJsonLd: 1.110018,
  fromItemprop: 0.082798,
  isPart: -0.829134,
  isFirstPart: 0.724609,
  isLongestPart: 1.522501,
  hasSeparator: -1.240312,
  agreement: 1.284329,
  coveredByOthers: 1.87633,
  isSiteName: -0.891489,
  nearContentStart: 2.296058,
  precedesContent: 1.469295,
  firstOfItsLevel: 0.471913,
  onlyOfItsLevel: 1.492796,
  fewWords: -0.80441,
  looksLikeHost: -1.486377,
  plausibleLength: 0.632583,
  allLinkText: -1.748565,
  inSlug: 2.760527,
};
