import type { Document, Element } from "domhandler";
import { type DocumentIndex, documentIndex } from "../parse/document-index.js";
import { type JsonLdNode, jsonLdNodes, jsonLdString, mainItem, nodesById } from "./json-ld.js";
import { firstMetaValue, metaTagValues } from "./meta-tags.js";
import { microdataValues } from "./microdata.js";

/** The page's metadata sources, parsed once and shared by metadata and title selection. */
export interface MetadataSources {
  readonly document: Document;
  /** The elements the lookups read, gathered in one walk of `document`. */
  readonly index: DocumentIndex;
  /** Resolves relative addresses; undefined when the page address is unknown. */
  readonly baseUrl: string | undefined;
  readonly jsonLd: readonly JsonLdNode[];
  /** The JSON-LD node of the page's main item (article, product, …). */
  readonly jsonLdMain: JsonLdNode | undefined;
  readonly jsonLdById: ReadonlyMap<string, JsonLdNode>;
  readonly meta: ReadonlyMap<string, string>;
  readonly microdata: ReadonlyMap<string, string>;
}

export function metadataSources(document: Document, baseUrl: string | undefined): MetadataSources {
  const index = documentIndex(document);
  const jsonLd = jsonLdNodes(index);
  return {
    document,
    index,
    baseUrl,
    jsonLd,
    jsonLdMain: mainItem(jsonLd),
    jsonLdById: nodesById(jsonLd),
    meta: metaTagValues(index),
    microdata: microdataValues(index),
  };
}

/** A field of the main JSON-LD item as text. */
export function jsonLdField(
  sources: MetadataSources,
  key: string,
  keys?: readonly string[],
): string | undefined {
  const main = sources.jsonLdMain;
  return main === undefined ? undefined : jsonLdString(main[key], sources.jsonLdById, keys);
}

/** The value of the first of `keys` the page has that is not a URL (a profile link, a home page). */
export function firstNonUrlMeta(
  sources: MetadataSources,
  keys: readonly string[],
): string | undefined {
  return firstMetaValue(
    sources.meta,
    keys.filter((key) => !isUrl(sources.meta.get(key))),
  );
}

export function relOf(element: Element): string[] {
  return (element.attribs.rel ?? "").toLowerCase().split(/\s+/);
}

export function isUrl(value: string | undefined): boolean {
  return value !== undefined && /^https?:\/\//i.test(value);
}
