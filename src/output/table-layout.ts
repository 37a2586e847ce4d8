import type { AnyNode, Element } from "domhandler";

/** Elements that make up a table's structure, as opposed to its cells' content. */
export const TABLE_PARTS: ReadonlySet<string> = new Set([
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
]);

export const TABLE_CELL_TAGS: ReadonlySet<string> = new Set(["td", "th"]);

/** The parts of `table` that are its own, not a nested table's. */
export function ownTableParts(table: Element): Element[] {
  const parts: Element[] = [];
  const pending = [...table.children];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (element.name === "table" || !TABLE_PARTS.has(element.name)) continue;
    parts.push(element);
    pending.push(...element.children);
  }
  return parts;
}

/**
 * A table without header cells that has one row or one column is layout, not data: a picture
 * beside its headline, a picture above its caption, a column of boxes. Its cells read as blocks;
 * a data table's read as rows.
 */
export function isLayoutTable(parts: readonly Element[]): boolean {
  if (parts.some((part) => part.name === "th")) return false;
  const rows = parts.filter((part) => part.name === "tr");
  return rows.length <= 1 || rows.every((row) => cellsOf(row).length <= 1);
}

export function cellsOf(row: Element): AnyNode[] {
  return row.children.filter(
    (cell) => cell.type === "tag" && TABLE_CELL_TAGS.has((cell as Element).name),
  );
}
