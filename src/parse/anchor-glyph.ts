import type { AnyNode, Element, Text } from "domhandler";
import { visibleCharacters } from "../text/tokenize.js";

/** Longest text, white space aside, of a link read as a glyph. */
const MAX_GLYPH_LENGTH = 3;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const PICTURE_TAGS: ReadonlySet<string> = new Set(["img", "picture", "svg"]);

/**
 * A link to a place on the same page whose text is only a glyph: the ¶ or § of a heading's
 * permalink (Sphinx, MkDocs, rustdoc), its # or 🔗, the zero-width space of Docusaurus's hash
 * links, a ↑ back to the top, a » to the comments. Page machinery that no reader wants in the text
 * or in a title. Links without text, or with a picture, are left to the other rules.
 */
export function isAnchorGlyph(element: Element): boolean {
  if (!isSamePageLink(element) || element.attribs.href.trimStart().length < 2) return false;
  const text = shortText(element);
  if (text === undefined) return false;
  const glyph = visibleCharacters(text);
  return text.length > 0 && glyph.length <= MAX_GLYPH_LENGTH && !LETTER_OR_DIGIT.test(glyph);
}

/**
 * A link to a place on the same page (`href="#…"`): a heading's permalink, a table of contents, a
 * jump to the comments. It leads nowhere else, so it is no sign of navigation or of a teaser.
 */
export function isSamePageLink(element: Element): boolean {
  return element.name === "a" && element.attribs.href?.trimStart().startsWith("#") === true;
}

/**
 * The element's text when it is short (a few characters beyond a glyph's longest, for white
 * space) and no picture is in it, else undefined: neither a long link nor a picture is a glyph.
 */
function shortText(element: Element): string | undefined {
  const limit = 4 * MAX_GLYPH_LENGTH;
  let text = "";
  const pending: AnyNode[] = [...element.children];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === "text") {
      text = (node as Text).data + text;
      if (text.length > limit) return undefined;
    } else if (node.type === "tag") {
      if (PICTURE_TAGS.has((node as Element).name)) return undefined;
      pending.push(...(node as Element).children);
    }
  }
  return text;
}
