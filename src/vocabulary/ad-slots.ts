import { BOILERPLATE_CLASS_TOKENS } from "./class-tokens.js";

/** Words of the ad group that also name what is no ad slot. */
const NOT_SLOTS: readonly string[] = ["banner", "sponsor", "sponsored"];

/**
 * Class and id words of an ad slot (whole pieces of a name): the ad group of the class vocabulary
 * but "banner" (a page's hero banner) and "sponsor"/"sponsored" (a sponsored article is the page's
 * content).
 */
export const AD_SLOT_TOKENS: ReadonlySet<string> = new Set(
  BOILERPLATE_CLASS_TOKENS.ad.filter((token) => !NOT_SLOTS.includes(token)),
);

/** Most words an ad slot holds in all: its label and controls, not an article's text. */
export const MAX_AD_SLOT_WORDS = 12;
