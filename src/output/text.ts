import type { Element, Text } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { isAnchorGlyph } from "../parse/anchor-glyph.js";
import { hasVisibleCharacter, normalizeWhitespace } from "../text/tokenize.js";
import { DROPPED_TAGS } from "../vocabulary/output-html.js";
import { withoutControlCharacters } from "./control-characters.js";
import { comparableText } from "./fragment.js";
import { isLayoutTable, ownTableParts, TABLE_CELL_TAGS } from "./table-layout.js";

/**
 * The selected blocks' text, one block per line; the cells of a data table's row on one line,
 * separated by " | ", when each holds one block (as Markdown's pipe tables show rows; a layout
 * table's cells stay blocks, see `isLayoutTable`); a block of preformatted text (code in `<pre>`)
 * keeps its own lines and indentation, as a reader of code needs them.
 */
export function selectedText(page: SegmentedPage, selected: Uint8Array): string {
  const lines: string[] = [];
  const layout = new Map<Element, boolean>();
  const isLayout = (table: Element): boolean => {
    let known = layout.get(table);
    if (known === undefined) {
      known = isLayoutTable(ownTableParts(table));
      layout.set(table, known);
    }
    return known;
  };
  let row: RowRun | undefined;
  const endRow = (): void => {
    if (row === undefined) return;
    if (row.simple && row.texts.length > 1 && !isLayout(row.table))
      lines.push(row.texts.join(CELL_SEPARATOR));
    else lines.push(...row.texts);
    row = undefined;
  };
  for (const block of page.blocks) {
    if (selected[block.index] !== 1) continue;
    const text = outputText(block);
    // Nothing to see (a ↑ back to the top, a `<p>&zwj;</p>` spacer): no line for it.
    if (!hasVisibleCharacter(text)) continue;
    const place = cellOf(block);
    if (place === undefined || place.row !== row?.element) endRow();
    if (place === undefined) {
      lines.push(text);
      continue;
    }
    row ??= { element: place.row, table: place.table, cells: new Set(), texts: [], simple: true };
    if (row.cells.has(place.cell)) row.simple = false;
    row.cells.add(place.cell);
    row.texts.push(text);
  }
  endRow();
  // Pages can hold control characters (`&#27;`): shown by no browser, obeyed by terminals.
  return withoutControlCharacters(lines.join("\n"));
}

const CELL_SEPARATOR = " | ";

/**
 * The body under its title: the line that repeats the title goes when it opens the text, or
 * follows only a few short lines (a dateline, "Email", a section name). `title` holds the
 * headline, and the readers, indexes and benchmark golds that take `text` as the body want it once
 * (README, "What `text` holds"); Markdown and the HTML document print it on top.
 */
export function bodyText(text: string, title: string): string {
  const headline = comparableText(title);
  if (headline === "") return text;
  const lines = text.split("\n");
  let wordsBefore = 0;
  for (let i = 0; i < lines.length && wordsBefore <= WORDS_BEFORE_HEADLINE; i++) {
    const line = comparableText(lines[i]);
    if (line === headline) return [...lines.slice(0, i), ...lines.slice(i + 1)].join("\n");
    wordsBefore += line === "" ? 0 : line.split(" ").length;
  }
  return text;
}

/** How many words may precede the headline line that `bodyText` drops. */
const WORDS_BEFORE_HEADLINE = 12;

/** Consecutive selected blocks in the cells of one table row. */
interface RowRun {
  readonly element: Element;
  readonly table: Element;
  readonly cells: Set<Element>;
  readonly texts: string[];
  /** No cell holds two of the blocks. */
  simple: boolean;
}

/**
 * The table cell a block is in (its nearest), that cell's row and table; undefined outside tables
 * and for cells out of place.
 */
function cellOf(block: Block): { cell: Element; row: Element; table: Element } | undefined {
  const { ancestors } = block;
  for (let i = ancestors.length - 1; i > 0; i--) {
    const name = ancestors[i].name;
    if (name === "table") return undefined;
    if (!TABLE_CELL_TAGS.has(name)) continue;
    if (ancestors[i - 1].name !== "tr") return undefined;
    for (let t = i - 2; t >= 0; t--)
      if (ancestors[t].name === "table")
        return { cell: ancestors[i], row: ancestors[i - 1], table: ancestors[t] };
    return undefined;
  }
  return undefined;
}

/**
 * What a block gives text output: its text without the glyphs of same-page links (a heading's ¶
 * permalink: the features still see them, as part of the page's markup), code as written, and
 * nothing for a block inside an element HTML output drops (a button's label).
 */
export function outputText(block: Block): string {
  if (isInDroppedElement(block)) return "";
  const preformatted = isPreformatted(block);
  if (!preformatted && !block.textNodes.some((node) => inAnchorGlyph(node, block.element)))
    return block.text;
  const nodes = block.textNodes.filter((node) => !inAnchorGlyph(node, block.element));
  if (preformatted) return preformattedText(nodes);
  return normalizeWhitespace(nodes.map((node) => node.data).join(""));
}

function inAnchorGlyph(node: Text, blockElement: Element): boolean {
  for (let parent = node.parent; parent !== null && parent !== blockElement; parent = parent.parent)
    if (parent.type === "tag" && isAnchorGlyph(parent as Element)) return true;
  return false;
}

/**
 * Text HTML output never shows: the labels of buttons and drop-down lists ("Add to Cart", "Copy",
 * "Quick View"), an embed's fallback. Text output shows what HTML output shows.
 */
function isInDroppedElement(block: Block): boolean {
  for (const ancestor of block.ancestors) if (DROPPED_TAGS.has(ancestor.name)) return true;
  return false;
}

function isPreformatted(block: Block): boolean {
  for (const ancestor of block.ancestors) if (ancestor.name === "pre") return true;
  return false;
}

/**
 * Text as written, line by line: trailing spaces and blank first and last lines dropped, the rest
 * (indentation, blank lines inside) kept. No-break spaces become spaces, as in the other blocks.
 */
function preformattedText(nodes: readonly Text[]): string {
  const lines = nodes
    .map((node) => node.data)
    .join("")
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.trimEnd());
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first] === "") first++;
  while (last > first && lines[last - 1] === "") last--;
  return lines.slice(first, last).join("\n");
}
