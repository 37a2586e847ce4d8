import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import {
  DEFERRED_EMBED_ATTRIBUTE,
  EMBED_MARKUP,
  FALLBACK_SUBJECTS,
  PLACEHOLDER_SUBJECTS,
} from "../vocabulary/embed-placeholders.js";
import { withoutBlocksUnder } from "./blocks-under.js";
import { classNamesOf } from "./class-names.js";

/**
 * The selection without a consent-gated embed's placeholder: its prompt ("Externer Inhalt nicht
 * verfügbar … Deine Privatsphäre-Einstellungen verhindern …", "YouTube-Inhalte erlauben") sits in
 * the article's flow, reads like prose, and is no part of what the author wrote. An element is a
 * placeholder when it keeps the embed's HTML aside in a `data-…embed…` attribute, or when one of
 * its class names pairs "placeholder" with what it stands for (`c-oembed-placeholder`,
 * `social-placeholder`); a player's failure notice too (`video-fallback`: "this video has failed to
 * load").
 */
export function withoutEmbedPlaceholders(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isEmbedPlaceholder);
}

function isEmbedPlaceholder(element: Element): boolean {
  for (const [name, value] of Object.entries(element.attribs)) {
    if (DEFERRED_EMBED_ATTRIBUTE.test(name) && EMBED_MARKUP.test(value)) return true;
  }
  return classNamesOf(element).some(namesPlaceholder);
}

function namesPlaceholder(className: string): boolean {
  return (
    (className.includes("placeholder") &&
      PLACEHOLDER_SUBJECTS.some((subject) => className.includes(subject))) ||
    (className.includes("fallback") &&
      FALLBACK_SUBJECTS.some((subject) => className.includes(subject)))
  );
}
