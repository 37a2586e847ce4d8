import { textContent } from "domutils";
import type { DocumentIndex } from "../parse/document-index.js";
import { ARTICLE_TYPES, SITE_TYPES } from "../vocabulary/metadata-keys.js";

/** A JSON-LD node: any JSON object. */
export type JsonLdNode = Readonly<Record<string, unknown>>;

/** Nested `@graph`s and arrays deeper than this are ignored (hostile pages nest without end). */
const MAX_NESTING = 16;

/**
 * Every JSON-LD object on the page: each `<script type="application/ld+json">` parsed (scripts
 * that are not valid JSON are skipped), with arrays and `@graph`s flattened.
 */
export function jsonLdNodes(index: DocumentIndex): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of index.scripts) {
    if (!/ld\+json/i.test(script.attribs.type ?? "")) continue;
    const parsed = parseJson(textContent(script));
    if (parsed !== undefined) collectNodes(parsed, nodes, 0);
  }
  return nodes;
}

function parseJson(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!\[CDATA\[|\]\]>$/g, "")
    .replace(/^<!--|-->$/g, "");
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

function collectNodes(value: unknown, nodes: JsonLdNode[], depth: number): void {
  if (depth > MAX_NESTING) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, nodes, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  nodes.push(value);
  if ("@graph" in value) collectNodes(value["@graph"], nodes, depth + 1);
}

export function isObject(value: unknown): value is JsonLdNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function typesOf(node: JsonLdNode): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.replace(/^.*[/#:]/, ""));
}

/**
 * The node describing the page's main item: the most specific article-like type, else one with a
 * headline. A page's `mainEntity` counts too: forums and Q&A sites nest their thread or question
 * (and its author) in the WebPage or QAPage that describes the page.
 */
export function mainItem(nodes: readonly JsonLdNode[]): JsonLdNode | undefined {
  let best: { node: JsonLdNode; rank: number } | undefined;
  for (const node of [...nodes, ...nodes.flatMap(mainEntities)]) {
    const ranks = typesOf(node)
      .map((type) => ARTICLE_TYPES.indexOf(type))
      .filter((rank) => rank >= 0);
    const rank =
      ranks.length > 0 ? Math.min(...ranks) : "headline" in node ? ARTICLE_TYPES.length : -1;
    if (rank >= 0 && (best === undefined || rank < best.rank)) best = { node, rank };
  }
  return best?.node;
}

function mainEntities(node: JsonLdNode): JsonLdNode[] {
  const entity = node.mainEntity;
  return (Array.isArray(entity) ? entity : [entity]).filter(isObject);
}

/** The node describing the site (WebSite / Organization), for the site name. */
export function siteItem(nodes: readonly JsonLdNode[]): JsonLdNode | undefined {
  return nodes.find((node) => typesOf(node).some((type) => SITE_TYPES.includes(type)));
}

/**
 * A readable string from a JSON-LD value: strings as they are, objects by `name` (or `url` /
 * `@id` for `urlKeys`), references (`{"@id"}`) followed through `byId`, arrays joined with ", ".
 */
export function jsonLdString(
  value: unknown,
  byId: ReadonlyMap<string, JsonLdNode>,
  keys: readonly string[] = ["name"],
  depth = 0,
): string | undefined {
  if (depth > MAX_NESTING) return undefined;
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    const parts = value
      .map((item) => jsonLdString(item, byId, keys, depth + 1))
      .filter((part) => part !== undefined);
    return parts.length > 0 ? [...new Set(parts)].join(", ") : undefined;
  }
  if (!isObject(value)) return undefined;
  const reference = typeof value["@id"] === "string" ? byId.get(value["@id"]) : undefined;
  const node = reference !== undefined && reference !== value ? reference : value;
  for (const key of keys) {
    const found = jsonLdString(node[key], byId, keys, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first of an array (an image list, a list of URLs): one main value. */
export function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

export function nodesById(nodes: readonly JsonLdNode[]): Map<string, JsonLdNode> {
  const byId = new Map<string, JsonLdNode>();
  for (const node of nodes)
    if (typeof node["@id"] === "string" && !byId.has(node["@id"])) byId.set(node["@id"], node);
  return byId;
}
