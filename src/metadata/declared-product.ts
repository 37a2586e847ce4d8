import { type Element, isTag } from "domhandler";
import type { DocumentIndex } from "../parse/document-index.js";
import { NOT_A_PRODUCT_PAGE_TYPES, PRODUCT_TYPES } from "../vocabulary/metadata-keys.js";
import { jsonLdNodes, typesOf } from "./json-ld.js";

/** `itemtype` of a schema.org product item, over http or https. */
const MICRODATA_PRODUCT = /schema\.org\/Product\b/i;

/**
 * Whether the page declares itself a product's page: a schema.org `Product` among its JSON-LD
 * items (top level or in a `@graph`, not one an item names), a microdata item of that type, or
 * `og:type` product — unless its JSON-LD also declares an article, a review or a list, which
 * products are the subject of.
 */
export function declaresProduct(index: DocumentIndex): boolean {
  const types = jsonLdNodes(index).flatMap(typesOf);
  if (types.some((type) => NOT_A_PRODUCT_PAGE_TYPES.includes(type))) return false;
  return (
    types.some((type) => PRODUCT_TYPES.includes(type)) ||
    hasOpenGraphProductType(index) ||
    index.itemprops.some((element) => MICRODATA_PRODUCT.test(itemTypeAround(element) ?? ""))
  );
}

function hasOpenGraphProductType(index: DocumentIndex): boolean {
  return index.headElements.some(
    (element) =>
      element.name === "meta" &&
      element.attribs.property?.trim().toLowerCase() === "og:type" &&
      /product/i.test(element.attribs.content ?? ""),
  );
}

/** The `itemtype` of the microdata item a property belongs to: the nearest one around it. */
function itemTypeAround(property: Element): string | undefined {
  let element: Element = property;
  for (;;) {
    const type = element.attribs.itemtype;
    if (type !== undefined) return type;
    const parent = element.parent;
    if (parent === null || !isTag(parent)) return undefined;
    element = parent;
  }
}
