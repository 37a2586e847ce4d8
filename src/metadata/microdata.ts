import type { Document, Element } from "domhandler";
import { findAll, textContent } from "domutils";
import { normalizeWhitespace } from "../blocks/tokenize.js";

/**
 * Microdata properties (`itemprop`) by name, first occurrence wins. An `author` item's value is its
 * nested `name` when it has one. `<meta itemprop>` is read here too.
 */
export function microdataValues(document: Document): Map<string, string> {
  const values = new Map<string, string>();
  const elements = findAll(
    (element: Element) => element.attribs.itemprop !== undefined,
    document.children,
  );
  for (const element of elements) {
    for (const name of element.attribs.itemprop.trim().toLowerCase().split(/\s+/)) {
      if (name === "" || values.has(name)) continue;
      const value = microdataValue(element);
      if (value !== "") values.set(name, value);
    }
  }
  return values;
}

/** The value of one itemprop element, read as the microdata specification says for its tag. */
export function microdataValue(element: Element): string {
  const attributes = element.attribs;
  if ("itemscope" in attributes) {
    const name = findAll(
      (child: Element) =>
        child.attribs.itemprop?.toLowerCase().split(/\s+/).includes("name") === true,
      element.children,
    )[0];
    return name === undefined ? "" : microdataValue(name);
  }
  const fromAttribute =
    attributes.content ??
    (element.name === "time" ? attributes.datetime : undefined) ??
    (["a", "link", "area"].includes(element.name) ? attributes.href : undefined) ??
    (["img", "source", "audio", "video", "embed", "iframe"].includes(element.name)
      ? attributes.src
      : undefined);
  return normalizeWhitespace(fromAttribute ?? textContent(element));
}
