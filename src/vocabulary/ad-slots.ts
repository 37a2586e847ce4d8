/**
 * Class and id words of an ad slot (whole tokens, as `classTokens` splits them). Not "banner"
 * (a page's hero banner) nor "sponsor"/"sponsored" (a sponsored article is the page's content).
 */
export const AD_SLOT_TOKENS: ReadonlySet<string> = new Set([
  "ad",
  "ads",
  "advert",
  "adverts",
  "advertisement",
  "advertising",
  "adsense",
  "dfp",
]);

/** Most words an ad slot holds in all: its label and controls, not an article's text. */
export const MAX_AD_SLOT_WORDS = 12;
