import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { SCREEN_READER_CLASSES } from "../vocabulary/screen-reader-classes.js";
import { withoutBlocksUnder } from "./blocks-under.js";
import { classNamesOf } from "./class-names.js";

/**
 * The selection without the blocks only screen readers get: a block whose element or an ancestor
 * wears a class of SCREEN_READER_CLASSES (`div.visually-hidden` "Article content", `span.sr-only`
 * "Advertisement"). Browsers clip them out of sight, so no reader of the page sees them and no gold
 * holds them. A screen-reader span inside a visible paragraph stays part of its block.
 */
export function withoutScreenReaderText(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isScreenReaderOnly);
}

function isScreenReaderOnly(element: Element): boolean {
  return classNamesOf(element).some((name) => SCREEN_READER_CLASSES.has(name));
}
