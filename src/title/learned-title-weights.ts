// Generated from models/title.json by scripts/title-weights-module.mjs (npm run train-title): do not edit.
import type { TitleWeights } from "./title-weights.js";

/** The shipped title selector's learned weights (a conditional logit; see models/title.json). */
export const LEARNED_TITLE_WEIGHTS: TitleWeights = {
  fromH1: 0.569153,
  fromH2: -1.646442,
  fromH3: -2.128417,
  fromStyled: -2.056068,
  fromTitleTag: 1.900618,
  fromOpenGraph: 2.110117,
  fromTwitter: 0.138936,
  fromJsonLd: 0.96095,
  fromItemprop: 0.151153,
  isPart: -1.320184,
  isFirstPart: 0.966862,
  isLongestPart: 1.432298,
  hasSeparator: -1.482898,
  agreement: 1.295235,
  coveredByOthers: 1.868578,
  isSiteName: -0.599398,
  nearContentStart: 2.009138,
  precedesContent: 1.354146,
  firstOfItsLevel: 0.675984,
  onlyOfItsLevel: 1.413479,
  fewWords: -0.357964,
  looksLikeHost: -1.576886,
  plausibleLength: 0.749256,
  allLinkText: -2.088876,
  inSlug: 2.665791,
};
