import { parseHtml } from "../parse/parse.js";
import type { SegmentedPage } from "./block.js";
import { segmentBlocks } from "./segment.js";

/**
 * A page showing fewer words than this may be one whose scripts would reveal its text: text kept
 * in `<noscript>` for clients without scripts (Discourse forums), a page hidden by
 * `visibility:hidden` until its scripts run (anti-flicker snippets), a section kept under
 * `display:none` until they do (a shop's deferred product details), or web components holding
 * their text in declarative shadow roots (Lit, Stencil server rendering).
 */
export const REVEAL_FALLBACK_WORDS = 100;

/**
 * HTML → blocks, as a browser running scripts shows the page (`<noscript>` dropped, hidden
 * elements skipped). When that shows fewer than REVEAL_FALLBACK_WORDS words, the page is also
 * read with `<noscript>` content in place, hiding styles ignored (the `hidden` attribute and
 * `aria-hidden` still hide) and declarative shadow roots opened, and that reading wins if it shows
 * more than twice as many words.
 */
export function segmentHtml(html: string, maxDepth: number): SegmentedPage {
  const scripted = segmentBlocks(parseHtml(html, maxDepth));
  const shown = pageWords(scripted);
  if (shown >= REVEAL_FALLBACK_WORDS) return scripted;
  const revealed = segmentBlocks(parseHtml(html, maxDepth, "unwrap", "open"), false);
  return pageWords(revealed) > 2 * shown ? revealed : scripted;
}

function pageWords(page: SegmentedPage): number {
  let words = 0;
  for (const block of page.blocks) words += block.wordCount;
  return words;
}
