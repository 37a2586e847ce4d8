import type { Block, SegmentedPage } from "../blocks/block.js";

/**
 * A block this long that repeats an earlier selected block word for word is a second copy; shorter
 * repeats ("BY NICK TIMIRAOS", "Read more", a refrain) may well be wanted twice.
 */
const MIN_REPEAT_WORDS = 12;

/**
 * Where a repeated line is the content's own: code, a table's rows and a list's items (the same
 * ingredient in two lists, a spec in two tables) repeat by design.
 */
const REPEATS_BELONG_IN: ReadonlySet<string> = new Set(["pre", "code", "table", "li"]);

/**
 * `selected` without the second and later copies of a selected block: a forum reply quoting an
 * earlier post, a page that carries its article twice or three times (a print version, a mobile
 * copy: wsj.com's article pages hold three) read as one text, not as a text that repeats itself.
 * Itself when nothing repeats.
 */
export function withoutRepeats(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const seen = new Set<string>();
  let kept: Uint8Array | undefined;
  for (const block of page.blocks) {
    if (selected[block.index] === 0 || !mayBeACopy(block)) continue;
    if (!seen.has(block.text)) {
      seen.add(block.text);
      continue;
    }
    kept ??= Uint8Array.from(selected);
    kept[block.index] = 0;
  }
  return kept ?? selected;
}

function mayBeACopy(block: Block): boolean {
  return (
    block.wordCount >= MIN_REPEAT_WORDS &&
    !block.ancestors.some((ancestor) => REPEATS_BELONG_IN.has(ancestor.name))
  );
}
