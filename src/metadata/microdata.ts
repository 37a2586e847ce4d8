import type { Element, Node } from "domhandler";
import type { DocumentIndex } from "../parse/document-index.js";
import { visibleText } from "../parse/visible-text.js";
import { normalizeWhitespace } from "../text/tokenize.js";

/**
 * Microdata properties (`itemprop`) by name, first occurrence wins. An `author` item's value is its
 * nested `name` when it has one. `<meta itemprop>` is read here too.
 */
export function microdataValues(index: DocumentIndex): Map<string, string> {
  const values = new Map<string, string>();
  const { itemprops } = index;
  itemprops.forEach((element, position) => {
    for (const name of propertyNames(element)) {
      if (name === "" || values.has(name)) continue;
      const value = microdataValue(itemprops, position);
      if (value !== "") values.set(name, value);
    }
  });
  return values;
}

/**
 * The value of the itemprop element at `position` of `itemprops` (the document's, in document
 * order), read as the microdata specification says for its tag.
 */
function microdataValue(itemprops: readonly Element[], position: number): string {
  const element = itemprops[position];
  const attributes = element.attribs;
  if ("itemscope" in attributes) {
    const name = namePosition(itemprops, position);
    return name === undefined ? "" : microdataValue(itemprops, name);
  }
  const fromAttribute =
    attributes.content ??
    (element.name === "time" ? attributes.datetime : undefined) ??
    (["a", "link", "area"].includes(element.name) ? attributes.href : undefined) ??
    (["img", "source", "audio", "video", "embed", "iframe"].includes(element.name)
      ? attributes.src
      : undefined);
  return normalizeWhitespace(fromAttribute ?? visibleText(element));
}

/**
 * Where the first `itemprop=name` inside the item at `position` is. The itemprops inside an
 * element come right after it in document order, so the search stops at the first one outside.
 */
function namePosition(itemprops: readonly Element[], position: number): number | undefined {
  const item = itemprops[position];
  for (let next = position + 1; next < itemprops.length; next++) {
    if (!isInside(itemprops[next], item)) return undefined;
    if (propertyNames(itemprops[next]).includes("name")) return next;
  }
  return undefined;
}

/** An itemprop's property names: it may list several, separated by spaces. */
export function propertyNames(element: Element): string[] {
  return (element.attribs.itemprop ?? "").trim().toLowerCase().split(/\s+/);
}

function isInside(node: Node, ancestor: Element): boolean {
  for (let parent = node.parent; parent !== null; parent = parent.parent)
    if (parent === ancestor) return true;
  return false;
}
