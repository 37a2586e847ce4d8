import type { Element } from "domhandler";
import { textContent } from "domutils";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { AD_LABELS, AD_SLOT_TOKENS, MAX_AD_SLOT_WORDS } from "../vocabulary/ad-slots.js";
import { HEADING_TAGS } from "../vocabulary/tags.js";
import { withoutBlocksUnder, withoutSelectedBlocks } from "./blocks-under.js";

/**
 * The selection without the text of ad slots inside the article: the label over each slot
 * ("Anzeige", "Advertisement") and its controls ("Don't want to see this? Remove ads") repeat at
 * every slot between the paragraphs, where the first stage reads them as part of the article's run.
 * A slot is an element, not a heading, whose class or id says ad (`AD_SLOT_TOKENS`) and that
 * holds only a few words in all (`MAX_AD_SLOT_WORDS`): a container named so around the article
 * itself holds its whole text and is no slot, and a heading so named is a section's (an "Ask Ads"
 * FAQ's questions).
 */
export function withoutAdSlotLabels(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutSelectedBlocks(page, withoutBlocksUnder(page, selected, isAdSlot), isAdLabel);
}

/**
 * A block that is only an ad slot's label ("Advertisement", "Anzeige", "広告"), whatever its
 * element's names say: pages styled by CSS modules name nothing. Not a heading, a link or a list
 * item, where the word is a section's or a menu's ("Werbung" in a footer's links).
 */
function isAdLabel(block: Block): boolean {
  if (block.wordCount > 2 || block.linkWordCount > 0) return false;
  if (block.ancestors.some((element) => isLabelLikeNot(element.name))) return false;
  return AD_LABELS.has(
    block.text
      .trim()
      .toLowerCase()
      .replace(/[\s:.·|–—-]+$/u, ""),
  );
}

/** Where an ad word is a section's, a link's or a menu's: headings, links, list items, buttons. */
const isLabelLikeNot = (name: string): boolean =>
  HEADING_TAGS.has(name) || name === "a" || name === "li" || name === "button";

function isAdSlot(element: Element): boolean {
  return (
    !HEADING_TAGS.has(element.name) &&
    namesAdSlot(element) &&
    countWords(textContent(element)) <= MAX_AD_SLOT_WORDS
  );
}

/**
 * Whether a class or id name has an ad word as one of its pieces between hyphens and underscores
 * (`ad-control-link`, `c-ad__label`, `ut_ad_content`). Not `classTokens`' split at digits and
 * camelCase humps: generated ids and CSS-module hashes (`4ae8-ad59`, `jXK9ad`, `table_root__adKqa`)
 * would yield "ad" by chance.
 */
function namesAdSlot(element: Element): boolean {
  const { class: className, id } = element.attribs;
  return `${className ?? ""} ${id ?? ""}`
    .toLowerCase()
    .split(/[\s_-]+/)
    .some((piece) => AD_SLOT_TOKENS.has(piece));
}
