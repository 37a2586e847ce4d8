import type { AnyNode, Document } from "domhandler";
import { parseDocument } from "htmlparser2";
import { type DefaultTreeAdapterTypes, parse as parse5 } from "parse5";
import { DEFAULT_EXTRACT_OPTIONS } from "../../src/extract/options.js";
import { parseHtml } from "../../src/parse/parse.js";
import { parse5ToDomhandler } from "./parse5-to-domhandler.js";
import { summariseTree, type TreeSummary, type TreeView } from "./tree-summary.js";

/** One parser under measurement. Only `parse` is timed; the views of its tree are taken after. */
export interface ParserUnderTest {
  readonly name: string;
  readonly description: string;
  parse(html: string): ParsedTree;
}

export interface ParsedTree {
  summarise(): TreeSummary;
  /** The tree as pith's pipeline consumes it. */
  asDomhandler(): Document;
}

function parserOf<T>(
  name: string,
  description: string,
  parse: (html: string) => T,
  summarise: (tree: T) => TreeSummary,
  asDomhandler: (tree: T) => Document,
): ParserUnderTest {
  return {
    name,
    description,
    parse(html) {
      const tree = parse(html);
      return { summarise: () => summarise(tree), asDomhandler: () => asDomhandler(tree) };
    },
  };
}

type Parse5Node = DefaultTreeAdapterTypes.Node;

const parse5View: TreeView<Parse5Node> = {
  children: (node) => ("childNodes" in node ? node.childNodes : []),
  elementName: (node) => ("tagName" in node ? node.tagName : undefined),
  textOf: (node) =>
    node.nodeName === "#text" ? (node as DefaultTreeAdapterTypes.TextNode).value : undefined,
};

const domhandlerView: TreeView<AnyNode> = {
  children: (node) => ("children" in node ? node.children : []),
  elementName: (node) =>
    node.type === "tag" || node.type === "script" || node.type === "style" ? node.name : undefined,
  textOf: (node) => (node.type === "text" ? node.data : undefined),
};

const asIs = (tree: Document): Document => tree;

/** parse5 first: it is the reference the others are compared with. */
export const PARSERS: readonly ParserUnderTest[] = [
  parserOf(
    "parse5",
    "parse5 8 `parse(html)`: the WHATWG tree-construction algorithm (the reference)",
    (html) => parse5(html),
    (tree) => summariseTree<Parse5Node>(tree, parse5View),
    parse5ToDomhandler,
  ),
  parserOf(
    "htmlparser2",
    "htmlparser2 10 `parseDocument(html)` with pith's options, nothing else",
    (html) =>
      parseDocument(html, {
        decodeEntities: true,
        lowerCaseTags: true,
        lowerCaseAttributeNames: true,
      }),
    (tree) => summariseTree<AnyNode>(tree, domhandlerView),
    asIs,
  ),
  parserOf(
    "pith-parse",
    "pith's `parseHtml()`: htmlparser2 plus its repairs (unclosed `<title>`) and depth cap",
    (html) => parseHtml(html, DEFAULT_EXTRACT_OPTIONS.maxDepth),
    (tree) => summariseTree<AnyNode>(tree, domhandlerView),
    asIs,
  ),
];

export function parserNamed(name: string): ParserUnderTest {
  const parser = PARSERS.find((candidate) => candidate.name === name);
  if (parser === undefined)
    throw new Error(`unknown parser "${name}"; known: ${PARSERS.map((p) => p.name).join(", ")}`);
  return parser;
}
