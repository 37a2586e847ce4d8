import { type AnyNode, Element, Text } from "domhandler";
import { append, appendChild, findAll, removeElement, replaceElement } from "domutils";
import type TurndownService from "turndown";
import { BLOCK_TAGS } from "../vocabulary/tags.js";
import {
  cellsOf,
  isLayoutTable,
  ownTableParts,
  TABLE_CELL_TAGS,
  TABLE_PARTS,
} from "./table-layout.js";

/**
 * Tables as Markdown can show them. A layout table (`isLayoutTable`) as a pipe table would read
 * `| click to enlarge |` under an empty header: its cells become plain blocks. The others become
 * a rectangle of one-line cells: the caption goes to a paragraph above, a cell's blocks, nested
 * tables and line breaks run on one line (a pipe table's row is one line), spanning cells are
 * repeated as empty cells, and the first row is the header (GFM requires one).
 */
export function shapeTables(nodes: AnyNode[]): void {
  for (const table of findAll((element) => element.name === "table", nodes)) {
    // Not a table any more: flattened into a cell of the table around it.
    if (table.name !== "table") continue;
    const parts = ownTableParts(table);
    if (isLayoutTable(parts)) {
      for (const part of parts) part.name = "div";
      table.name = "div";
      continue;
    }
    for (const part of parts) if (TABLE_CELL_TAGS.has(part.name)) flattenCell(part);
    captionAbove(table, parts);
    const rows = findAll((element) => element.name === "tr", table.children);
    expandSpans(rows);
    headerFirst(rows);
  }
}

/** A cell's blocks as inline runs separated by spaces, and its line breaks as spaces. */
function flattenCell(cell: Element): void {
  for (const inner of findAll(
    (element) =>
      element.name === "br" || BLOCK_TAGS.has(element.name) || TABLE_PARTS.has(element.name),
    cell.children,
  )) {
    if (inner.name === "br") {
      replaceElement(inner, new Text(" "));
      continue;
    }
    inner.name = "span";
    append(inner, new Text(" "));
  }
}

/** A pipe table has no caption: it becomes the paragraph before the table. */
function captionAbove(table: Element, parts: readonly Element[]): void {
  const caption = parts.find((part) => part.name === "caption");
  if (caption === undefined) return;
  removeElement(caption);
  caption.name = "p";
  prependSibling(table, caption);
}

function prependSibling(node: Element, sibling: Element): void {
  const parent = node.parent;
  if (parent === null) return;
  const index = parent.children.indexOf(node);
  parent.children.splice(index, 0, sibling);
  sibling.parent = parent;
  sibling.prev = parent.children[index - 1] ?? null;
  sibling.next = node;
  if (sibling.prev !== null) sibling.prev.next = sibling;
  node.prev = sibling;
}

/** The largest span a cell is taken at: beyond it, a page's `colspan="1000"` is a typo. */
const MAX_SPAN = 50;

function span(cell: Element, attribute: "colspan" | "rowspan"): number {
  const value = Number.parseInt(cell.attribs[attribute] ?? "1", 10);
  return Number.isFinite(value) && value > 1 ? Math.min(value, MAX_SPAN) : 1;
}

/**
 * Spanning cells as a grid of plain cells: the content in the first, empty cells in the others,
 * so the columns below and beside stay aligned.
 */
function expandSpans(rows: readonly Element[]): void {
  const pending: Map<number, number>[] = [];
  rows.forEach((row, rowIndex) => {
    const carried = pending[rowIndex] ?? new Map<number, number>();
    const cells = cellsOf(row) as Element[];
    let column = 0;
    const placed: Element[] = [];
    const place = (cell: Element) => {
      placed.push(cell);
      column++;
    };
    const fillCarried = () => {
      while ((carried.get(column) ?? 0) > 0) place(new Element("td", {}));
    };
    for (const cell of cells) {
      fillCarried();
      const across = span(cell, "colspan");
      const down = span(cell, "rowspan");
      delete cell.attribs.colspan;
      delete cell.attribs.rowspan;
      for (let offset = 0; offset < across; offset++) {
        if (down > 1)
          for (let below = 1; below < down && rowIndex + below < rows.length; below++) {
            pending[rowIndex + below] ??= new Map();
            pending[rowIndex + below].set(column, 1);
          }
        place(offset === 0 ? cell : new Element(cell.name, {}));
      }
    }
    fillCarried();
    setCells(row, placed);
  });
}

function setCells(row: Element, cells: Element[]): void {
  const others = row.children.filter(
    (child) => child.type !== "tag" || !TABLE_CELL_TAGS.has((child as Element).name),
  );
  row.children = [];
  for (const child of [...others, ...cells]) appendChild(row, child);
}

/** The first row as header cells: GFM needs a header row, and a page's first row usually is one. */
function headerFirst(rows: readonly Element[]): void {
  const first = rows[0];
  if (first === undefined) return;
  for (const cell of cellsOf(first)) (cell as Element).name = "th";
}

/** turndown's node, as its rules receive it. */
type TurndownNode = TurndownService.Node;

/**
 * Pipe-table rules: each row is one line of cells with `|` escaped inside them, padded to the
 * widest row (GFM drops the cells beyond the header's count and renders missing ones empty), and a
 * delimiter row after the first. They replace turndown-plugin-gfm's, which keep a table without a
 * header row, or with a second header row, as raw HTML.
 */
export function addTableRules(service: TurndownService): void {
  service.addRule("pipeTableCell", {
    filter: ["th", "td"],
    replacement: (content) => ` ${asCellText(content)} |`,
  });
  service.addRule("pipeTableRow", {
    filter: "tr",
    replacement: (content, node) => {
      const row = node as HTMLTableRowElement;
      const table = enclosingTable(row);
      const width = table === null ? row.cells.length : tableWidth(table);
      const padding = "  |".repeat(Math.max(0, width - row.cells.length));
      const line = `|${content}${padding}`;
      const delimiter =
        table !== null && table.rows[0] === row ? `\n|${" --- |".repeat(width)}` : "";
      return `\n${line}${delimiter}`;
    },
  });
  service.addRule("pipeTable", {
    filter: (node) => node.nodeName === "TABLE" && (node as HTMLTableElement).rows.length > 0,
    replacement: (content) => `\n\n${content.replace(/^\n+/, "")}\n\n`,
  });
}

/** A cell's Markdown on one line, its pipes escaped (GFM reads `\|` as a pipe even in code spans). */
export function asCellText(content: string): string {
  return content
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .replace(/(?<!\\)\|/g, "\\|");
}

function enclosingTable(row: TurndownNode): HTMLTableElement | null {
  for (let node = row.parentNode; node !== null; node = node.parentNode)
    if (node.nodeName === "TABLE") return node as HTMLTableElement;
  return null;
}

function tableWidth(table: HTMLTableElement): number {
  let width = 0;
  for (const row of Array.from(table.rows)) width = Math.max(width, row.cells.length);
  return width;
}
