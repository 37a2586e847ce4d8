import { SKIPPED_TAGS } from "../../src/vocabulary/tags.js";

/** How to walk one parser's tree: the summary below works on any of them. */
export interface TreeView<N> {
  children(node: N): readonly N[];
  /** Lower-case tag name for elements, undefined for every other node. */
  elementName(node: N): string | undefined;
  /** Character data of text nodes, undefined for every other node. */
  textOf(node: N): string | undefined;
}

/** What two parsers' trees are compared on. */
export interface TreeSummary {
  /**
   * Elements outside hidden subtrees (parse5 keeps `<noscript>` content as text, htmlparser2 parses
   * it), not counting the wrappers the spec implies (html, head, body, tbody), so that parse5 is
   * not counted as different merely for inserting them.
   */
  readonly elements: number;
  readonly maxDepth: number;
  /** Text a reader could see: everything outside pith's skipped tags and `<title>`. */
  readonly text: string;
}

/** The wrappers the HTML spec inserts when a page leaves them out. */
const IMPLIED_WRAPPERS: ReadonlySet<string> = new Set(["html", "head", "body", "tbody"]);
/**
 * `<title>` is not page text either (pith's segmentation skips it too). `<head>` is deliberately
 * not here: htmlparser2 leaves a page's whole body inside an unclosed `<head>`.
 */
const METADATA_TAGS: ReadonlySet<string> = new Set(["title"]);

export function summariseTree<N>(root: N, view: TreeView<N>): TreeSummary {
  let elements = 0;
  let maxDepth = 0;
  const text: string[] = [];
  const pending: Array<{ node: N; depth: number; hidden: boolean }> = [
    { node: root, depth: 0, hidden: false },
  ];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { node, depth } = item;
    const name = view.elementName(node);
    const data = view.textOf(node);
    if (data !== undefined && !item.hidden) text.push(data);
    if (name !== undefined && !item.hidden && !IMPLIED_WRAPPERS.has(name)) elements++;
    maxDepth = Math.max(maxDepth, depth);
    const hidden =
      item.hidden || (name !== undefined && (SKIPPED_TAGS.has(name) || METADATA_TAGS.has(name)));
    const children = view.children(node);
    for (let i = children.length - 1; i >= 0; i--)
      pending.push({ node: children[i], depth: depth + 1, hidden });
  }
  // Separate text nodes so that words are never glued together or split by how a parser
  // happened to cut its text nodes.
  return { elements, maxDepth, text: text.join(" ").replace(/\s+/g, " ").trim() };
}
