import { type Element, isTag } from "domhandler";
import { findAll, textContent } from "domutils";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";

/**
 * A footnote reference's text: a number, a letter or a mark, maybe in brackets (`1`, `[1]`,
 * `[a]`, `*`, `†`). The same shapes the Markdown output pairs (src/output/markdown-footnotes.ts).
 */
const REFERENCE_TEXT = /^[[(]?[\p{L}\p{N}*†‡§]{1,4}[\])]?$/u;
/** An id or class naming a note, on the target or the definition around it. */
const NOTE_NAME = /fn|foot|note/i;
/** Most words of one note: a note, not the article an anchor points into. */
const MAX_NOTE_WORDS = 300;
/** How far up from an empty anchor (`<span id="…-bottom-1">`) its note's element is looked for. */
const NOTE_LEVELS = 3;

/**
 * The selection with the footnotes its text refers to: a selected block holding a same-page link
 * whose text is a note mark ("2", "[3]", "*") to an element named as a note (`#fn2`,
 * `#easy-footnote-bottom-1`, `li.footnote`) brings in the blocks of that note (its list item or
 * paragraph, at most MAX_NOTE_WORDS words) when the model left them out: a note list at the page's
 * end is small print the model scores as boilerplate, yet it is the author's, and a reference
 * whose note is missing reads as a stray number. Returns `selected` itself when nothing is added.
 */
export function withReferencedNotes(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const targets = new Set<string>();
  for (const block of page.blocks)
    if (selected[block.index] === 1) for (const id of noteReferencesIn(block)) targets.add(id);
  if (targets.size === 0) return selected;
  const notes = new Set<Element>();
  for (const target of findAll(
    (element) => targets.has(element.attribs.id ?? ""),
    page.document.children,
  )) {
    const note = noteAround(target);
    if (note !== undefined) notes.add(note);
  }
  if (notes.size === 0) return selected;
  let added: Uint8Array | undefined;
  for (const block of page.blocks) {
    if (selected[block.index] === 1) continue;
    if (!block.ancestors.some((element) => notes.has(element))) continue;
    added ??= Uint8Array.from(selected);
    added[block.index] = 1;
  }
  return added ?? selected;
}

/** The ids a block's note-mark links point to (`href="#…"`, the link's text a mark). */
function noteReferencesIn(block: Block): string[] {
  const ids: string[] = [];
  for (const text of block.textNodes)
    for (let node = text.parent; node !== null && isTag(node); node = node.parent) {
      if (node.name === "a") {
        const href = node.attribs.href ?? "";
        if (href.length > 1 && href.startsWith("#") && REFERENCE_TEXT.test(text.data.trim()))
          ids.push(href.slice(1));
        break;
      }
      if (node === block.element) break;
    }
  return ids;
}

/**
 * The note a link target stands for: the target itself when it holds text, else the nearest
 * element up to NOTE_LEVELS above it that does (the list item around an empty anchor); a note
 * only when it or the target is named as one and it holds at most MAX_NOTE_WORDS words.
 */
function noteAround(target: Element): Element | undefined {
  let note: Element | undefined;
  let element: Element = target;
  for (let level = 0; level <= NOTE_LEVELS; level++) {
    if (textContent(element).trim() !== "") {
      note = element;
      break;
    }
    if (element.parent === null || !isTag(element.parent)) return undefined;
    element = element.parent;
  }
  if (note === undefined || !(isNamedNote(target) || isNamedNote(note))) return undefined;
  return countWords(textContent(note)) <= MAX_NOTE_WORDS ? note : undefined;
}

function isNamedNote(element: Element): boolean {
  return NOTE_NAME.test(element.attribs.id ?? "") || NOTE_NAME.test(element.attribs.class ?? "");
}
