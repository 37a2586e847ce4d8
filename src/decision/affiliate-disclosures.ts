import type { Element } from "domhandler";
import { textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { withoutBlocksUnder } from "./blocks-under.js";

/** Words a class or id pairs with "affiliate" on a disclosure: a notice about the links, not links. */
const DISCLOSURE_WORDS: ReadonlySet<string> = new Set([
  "disclaimer",
  "disclosure",
  "info",
  "message",
  "notice",
  "commission",
]);
/** Most words a disclosure holds: a notice, not the article its class marks as a buying guide. */
const MAX_DISCLOSURE_WORDS = 80;

/**
 * The selection without an affiliate disclosure ("We may earn a commission when you buy through
 * links on our site", "Die mit einem Symbol gekennzeichneten Links sind Affiliate-Links"): an
 * element whose class or id pairs "affiliate" with a notice's word (`affiliate-disclaimer`,
 * `affiliate_info`, `post-affiliate-commission`) and holds at most MAX_DISCLOSURE_WORDS words. The
 * publisher's notice about its links, in any language, beside what the author wrote.
 */
export function withoutAffiliateDisclosures(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isDisclosure);
}

function isDisclosure(element: Element): boolean {
  const names = `${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`.toLowerCase();
  if (!names.includes("affiliate")) return false;
  const pieces = names.split(/[\s_-]+/);
  return (
    pieces.includes("affiliate") &&
    pieces.some((piece) => DISCLOSURE_WORDS.has(piece)) &&
    countWords(textContent(element)) <= MAX_DISCLOSURE_WORDS
  );
}
