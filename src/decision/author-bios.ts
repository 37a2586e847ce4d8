import type { Element } from "domhandler";
import { textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { withoutBlocksUnder } from "./blocks-under.js";

/** Name pieces saying author (whole pieces between hyphens, underscores and spaces). */
const AUTHOR_PIECES = new Set(["author", "autor", "auteur", "autore", "writer"]);
/** Name pieces saying the author's card or biography beside an author piece. */
const CARD_PIECES = new Set(["bio", "bios", "biography", "box", "about"]);
/** The same as one piece. */
const CARD_NAMES = new Set(["authorbio", "authorbox", "aboutauthor", "abouttheauthor"]);
const MENTIONS_AUTHOR = /author|autor|auteur|writer/i;
/** Most words an author's card holds: a bio is a paragraph, not an article. */
const MAX_CARD_WORDS = 150;

/**
 * The selection without authors' cards: an element, not a heading, whose class or id names an
 * author's bio, box, card or profile (`div.article-end__author-bio`, `section.author-box`,
 * `div.about-author`) and that holds at most MAX_CARD_WORDS words.
 */
export function withoutAuthorBios(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isAuthorCard);
}

function isAuthorCard(element: Element): boolean {
  if (/^h[1-6]$/.test(element.name)) return false;
  const { class: className, id } = element.attribs;
  const attribute = `${className ?? ""} ${id ?? ""}`;
  // Most elements name no author: a cheap test before splitting names into pieces.
  if (!MENTIONS_AUTHOR.test(attribute)) return false;
  const names = attribute.toLowerCase().split(/\s+/);
  const card = names.some((name) => {
    if (CARD_NAMES.has(name.replace(/[_-]+/g, ""))) return true;
    const pieces = name.split(/[_-]+/);
    return (
      pieces.some((piece) => AUTHOR_PIECES.has(piece)) &&
      pieces.some((piece) => CARD_PIECES.has(piece))
    );
  });
  return card && countWords(textContent(element)) <= MAX_CARD_WORDS;
}
