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

/**
 * An ad slot's label in the languages pith meets most, as a whole block's text (lower case): what
 * a slot shows above its ad where its markup names nothing (CSS-module classes). Never a sentence
 * of an article; "advertising" and "ads" alone are left out (a service's name, a menu entry).
 */
export const AD_LABELS: ReadonlySet<string> = new Set([
  "advertisement",
  "advertisements",
  "anzeige",
  "werbung",
  "publicité",
  "publicidad",
  "publicidade",
  "pubblicità",
  "advertentie",
  "annonse",
  "annons",
  "annonce",
  "reklame",
  "reklama",
  "reklam",
  "mainos",
  "hirdetés",
  "διαφήμιση",
  "реклама",
  "إعلان",
  "פרסומת",
  "广告",
  "廣告",
  "広告",
  "광고",
  "iklan",
  "quảng cáo",
  "โฆษณา",
]);
