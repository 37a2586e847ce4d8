import type { Element } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { MONTH_NUMBERS } from "../vocabulary/month-names.js";
import { withoutSelectedBlocks } from "./blocks-under.js";

/** Fewest months side by side that make a blog's archive list. */
const MIN_MONTHS = 3;

/**
 * A month of an archive: a month's name with its year, its posts' count or both, after the
 * toggle a tree of years shows ("September 2012", "julho de 2008 (12)", "▼ Julho (168)").
 */
const ARCHIVE_MONTH = /^[►▼▶▸▾•·-]?\s*(\p{L}+)\.?(?:\s+(?:de\s+)?(\d{4}))?\s*(?:\((\d+)\))?$/u;

/**
 * The selection without a blog's archive of months: MIN_MONTHS or more blocks, each only a month's
 * name and a year (and its post count), under one parent list (WordPress's `widget_archive`,
 * Blogger's `#BlogArchive1`, any language whose month names `MONTH_NUMBERS` knows). An archive
 * lists when posts were written, not what the page says; a dateline is one month, not a list.
 */
export function withoutArchiveLists(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const listOfMonth = new Map<Block, Element | undefined>();
  const monthsUnder = new Map<Element, number>();
  for (const block of page.blocks) {
    if (selected[block.index] === 0 || !isArchiveMonth(block.text)) continue;
    const list = listOf(block);
    listOfMonth.set(block, list);
    if (list !== undefined) monthsUnder.set(list, (monthsUnder.get(list) ?? 0) + 1);
  }
  if (listOfMonth.size < MIN_MONTHS) return selected;
  return withoutSelectedBlocks(page, selected, (block) => {
    const list = listOfMonth.get(block);
    return list !== undefined && (monthsUnder.get(list) ?? 0) >= MIN_MONTHS;
  });
}

function isArchiveMonth(text: string): boolean {
  const match = ARCHIVE_MONTH.exec(text.trim());
  return (
    match !== null &&
    (match[2] !== undefined || match[3] !== undefined) &&
    MONTH_NUMBERS.has(match[1].toLowerCase())
  );
}

/**
 * The list a month's block is an item of: the parent of its nearest `<li>` or `<option>`, else its
 * element's parent. (`ancestors` run from the root to the block's own element.)
 */
function listOf(block: Block): Element | undefined {
  const chain = block.ancestors;
  for (let depth = chain.length - 1; depth > 0; depth--)
    if (chain[depth].name === "li" || chain[depth].name === "option") return chain[depth - 1];
  return chain.length > 1 ? chain[chain.length - 2] : undefined;
}
