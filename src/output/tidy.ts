import { type AnyNode, Element, type Text } from "domhandler";
import { hasVisibleCharacter } from "../text/tokenize.js";
import { dropEmptyColumns, onlyCell } from "./empty-table-columns.js";

/** Elements that mean something even when empty (a table cell keeps its column). */
const KEPT_WHEN_EMPTY: ReadonlySet<string> = new Set([
  "img",
  "br",
  "hr",
  "td",
  "th",
  "col",
  "colgroup",
  // MathML's space and the empty slots of a formula's scripts.
  "mspace",
  "mprescripts",
  "none",
]);

/** Elements that are content by themselves. */
const SUBSTANTIAL_EMPTY: ReadonlySet<string> = new Set(["img", "hr"]);

/**
 * Final clean-up of rebuilt output: drops elements left without text or pictures (the shells of
 * removed widgets), and, unless styles are kept, collapses a `<div>` around a single element.
 */
export function tidyOutput(nodes: readonly AnyNode[], keepStyle: boolean): AnyNode[] {
  return nodes.flatMap((node) => tidyNode(node, keepStyle));
}

function tidyNode(node: AnyNode, keepStyle: boolean): AnyNode[] {
  if (node.type !== "tag") return [node];
  const element = node as Element;
  if (!keepStyle) adoptEmptyAnchor(element);
  element.children = tidyOutput(element.children, keepStyle);
  for (const child of element.children) child.parent = element;
  if (!KEPT_WHEN_EMPTY.has(element.name) && !hasSubstance(element)) return [];
  if (element.name === "table") {
    dropEmptyColumns(element, (cell) => !hasSubstance(cell));
    const content = onlyCellContent(element);
    if (content !== undefined) return [content];
  }
  if (!keepStyle && element.name === "div") {
    const significant = element.children.filter((child) => child.type === "tag" || !isBlank(child));
    if (significant.length === 1 && significant[0].type === "tag") {
      significant[0].parent = null;
      return [significant[0]];
    }
  }
  return [element];
}

function hasSubstance(element: Element): boolean {
  return element.children.some((child) => {
    if (child.type === "text") return !isBlank(child);
    if (child.type !== "tag") return false;
    const name = (child as Element).name;
    return SUBSTANTIAL_EMPTY.has(name) || hasSubstance(child as Element);
  });
}

/** Text with nothing to see: white space, or a zero-width spacer (`<p>&zwj;</p>`). */
function isBlank(node: AnyNode): boolean {
  return node.type === "text" && !hasVisibleCharacter((node as Text).data);
}

/**
 * What a table left with one cell holds, without the table: the `<pre>` once a listing's
 * line-number gutter is gone (Pygments' and Chroma's `linenos` tables, Hexo's
 * `<figure class="highlight"><table>`), the title of a navigation header once its icon links are
 * (`dropEmptyColumns`). One element comes out as it is, more content in a `<div>`.
 */
function onlyCellContent(table: Element): Element | undefined {
  const cell = onlyCell(table);
  if (cell === undefined) return undefined;
  const significant = cell.children.filter((child) => child.type === "tag" || !isBlank(child));
  if (significant.length === 1 && significant[0].type === "tag") {
    const only = significant[0] as Element;
    only.parent = null;
    return only;
  }
  const box = new Element("div", {}, cell.children);
  for (const child of box.children) child.parent = box;
  return box;
}

/**
 * An empty element that is only a link target (`<li><span id="easy-footnote-bottom-1"></span>
 * The note.</li>`) goes with the other empty shells: its parent takes its id, when it has none,
 * so the links to it still arrive.
 */
function adoptEmptyAnchor(element: Element): void {
  if (element.attribs.id !== undefined) return;
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const inner = child as Element;
    if (inner.attribs.id === undefined || KEPT_WHEN_EMPTY.has(inner.name) || hasSubstance(inner))
      continue;
    element.attribs.id = inner.attribs.id;
    return;
  }
}
