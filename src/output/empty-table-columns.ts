import type { Element } from "domhandler";
import { removeElement } from "domutils";
import { cellsOf, ownTableParts, TABLE_CELL_TAGS } from "./table-layout.js";

/**
 * A rebuilt table without the columns that are empty in every row: the icon links of a
 * navigation header once their icons are dropped (DocBook's Prev/Up/Home), the spacer and
 * comment columns of a texinfo menu. Left in, they make a pipe table of blank cells, and hide
 * that what remains is one row or one column, a layout the Markdown reads as blocks. A table
 * with a spanning cell is left as it is: its columns are not one cell a row.
 */
export function dropEmptyColumns(table: Element, isEmpty: (cell: Element) => boolean): void {
  const rows = ownTableParts(table)
    .filter((part) => part.name === "tr")
    .map((row) => cellsOf(row) as Element[]);
  if (rows.flat().some(spans)) return;
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  for (let column = width - 1; column >= 0; column--) {
    const cells = rows.flatMap((row) => (column < row.length ? [row[column]] : []));
    if (cells.every(isEmpty)) for (const cell of cells) removeElement(cell);
  }
}

function spans(cell: Element): boolean {
  return ["colspan", "rowspan"].some((name) => Number.parseInt(cell.attribs[name] ?? "1", 10) > 1);
}

/** Parts a table holds around its cells that say nothing by themselves. */
const FRAME_PARTS: ReadonlySet<string> = new Set(["tbody", "thead", "tfoot", "tr"]);

/**
 * The only cell of a table that is nothing else (no caption): a layout box, whose content reads
 * the same without the table. Undefined for any other table; a nested table's cells do not count.
 */
export function onlyCell(table: Element): Element | undefined {
  const parts = ownTableParts(table);
  const cells = parts.filter((part) => TABLE_CELL_TAGS.has(part.name));
  if (cells.length !== 1) return undefined;
  return parts.every((part) => part === cells[0] || FRAME_PARTS.has(part.name))
    ? cells[0]
    : undefined;
}
