/**
 * The word counts below which the steps after the model call an output implausible, side by side
 * so that changing one is done knowing the others. (Segmentation has a fourth, of its own:
 * `REVEAL_FALLBACK_WORDS` in blocks/segment-html.ts, under which a page that shows almost nothing
 * is read again with its hidden sections.)
 */

/**
 * A learned model's selection under this many words met a layout unlike its training pages: the
 * short-output fallback (simple MSS) and the declared-article fallback are tried.
 */
export const MIN_PLAUSIBLE_WORDS = 10;

/** Text a page declares as its article (JSON-LD `articleBody`) shorter than this is a teaser. */
export const MIN_DECLARED_BODY_WORDS = 30;

/**
 * Confidence's length factor is 1 − exp(−words / CONFIDENT_WORDS): selections of this many words
 * are plausible article bodies (0.63), shorter ones often a caption or a teaser picked from a page
 * whose content was not in the HTML.
 */
export const CONFIDENT_WORDS = 50;
