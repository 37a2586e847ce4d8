import { type Element, isTag, type Text } from "domhandler";
import { textContent } from "domutils";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { baseUrlOf } from "../parse/urls.js";
import { countWords } from "../text/tokenize.js";
import { withoutSelectedBlocks } from "./blocks-under.js";
import { hostOf, isSameSite } from "./same-site-links.js";

/** Most words of the label before the link: "Read also:", "Les også:", "LIRE AUSSI :". */
const MAX_LABEL_WORDS = 4;
/** Fewest words of the linked headline. */
const MIN_LINK_WORDS = 4;
/** Fewest words of a paragraph of the story around a headline in capitals. */
const MIN_PARAGRAPH_WORDS = 20;
/**
 * A label: a few words, then a colon (or a guillemet or bar) and nothing after it; or closed by a
 * lenticular bracket, as Chinese and Japanese pages set it ("【関連記事】", "【相关阅读】").
 */
const LABEL = /^[^\p{N}.!?]{1,40}[:：»|】]$/u;
/** A link whose text is an address, not a headline. */
const URL_TEXT = /^\s*(?:https?:\/\/|www\.)/i;

/**
 * The selection without inline pointers to the site's other articles: a block that is a short
 * label ending in a colon and one link to a page of the same site holding a headline ("Les også:
 * Tone Damli ofret musikkarrieren for barna", "READ MORE: …", "Lesen Sie hier: …"), placed between
 * the paragraphs. The shape, not the words: any language's "read also". A link to another site is
 * a source or a pick ("Best overall: <a shop's product>", "Source code: <a repository>") and stays.
 */
export function withoutInlineRelatedLinks(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  let host: string | null | undefined;
  const pageHost = () => {
    host ??= hostOf(baseUrlOf(page.document, undefined)) ?? null;
    return host;
  };
  return withoutSelectedBlocks(page, selected, (block) => {
    if (block.linkWordCount < MIN_LINK_WORDS) return false;
    const link = labelledLink(block);
    return link !== undefined && isSameSite(link, pageHost());
  });
}

/** The block's one link when the block is a pointer's label and that link, else undefined. */
function labelledLink(block: Block): Element | undefined {
  let link: Element | undefined;
  let label = "";
  for (const node of block.textNodes) {
    const anchor = anchorOf(node, block.element);
    if (anchor === undefined) {
      if (link !== undefined && node.data.trim() !== "") return undefined;
      label += node.data;
    } else if (link === undefined) link = anchor;
    else if (anchor !== link) return undefined;
  }
  if (link === undefined || URL_TEXT.test(textContent(link))) return undefined;
  const trimmed = label.trim();
  if (trimmed === "")
    return isShoutedHeadline(textContent(link)) && isAmongParagraphs(block.element)
      ? link
      : undefined;
  const words = countWords(trimmed);
  if (!LABEL.test(trimmed) || words > MAX_LABEL_WORDS) return undefined;
  // One word is as often a caption's or a list's ("Pictured:", "See:") as a pointer's, and words
  // each capitalised are a name's ("Beijing Morning Post:", a speaker's before a talk's title); a
  // phrase or capitals are a pointer's ("Read more:", "Les også:", "Lesen Sie auch:", "RELATED:").
  if (trimmed === trimmed.toUpperCase()) return link;
  return words >= 2 && !trimmed.split(/\s+/).every((word) => /^\p{Lu}/u.test(word))
    ? link
    : undefined;
}

/**
 * A headline in capitals standing alone as a paragraph's one link ("2 NY RESIDENTS ALLEGEDLY RAN
 * SECRET CHINESE POLICE STATION"): a pointer without a label, as tabloids set them between
 * paragraphs. In lower case a lone link is as often the author's own line.
 */
function isShoutedHeadline(text: string): boolean {
  return countWords(text) >= MIN_LINK_WORDS && /\p{Lu}/u.test(text) && text === text.toUpperCase();
}

/**
 * Whether a `<p>` stands between the article's paragraphs: a sibling `<p>` holds a sentence's
 * words (a product grid's names in capitals sit in cards, not in a story's flow).
 */
function isAmongParagraphs(element: Element): boolean {
  if (element.name !== "p" || element.parent === null) return false;
  return element.parent.children.some(
    (sibling) =>
      sibling !== element &&
      isTag(sibling) &&
      sibling.name === "p" &&
      countWords(textContent(sibling)) >= MIN_PARAGRAPH_WORDS,
  );
}

function anchorOf(node: Text, within: Element): Element | undefined {
  for (let parent = node.parent; parent !== null && parent !== within; parent = parent.parent)
    if (isTag(parent) && parent.name === "a") return parent;
  return within.name === "a" ? within : undefined;
}
