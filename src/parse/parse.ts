import { type Document, DomHandler, type Element } from "domhandler";
import { Parser, type ParserOptions } from "htmlparser2";
import {
  FOREIGN_CONTENT_BREAKOUT_TAGS,
  FOREIGN_CONTEXT_TAGS,
  HTML_INTEGRATION_TAGS,
} from "../vocabulary/tags.js";
import { DocumentIndexer, keepIndex } from "./document-index.js";
import { type NoscriptHandling, repairedPieces } from "./repair.js";
import { ScanningTokenizer } from "./scanning-tokenizer.js";
import { openDeclarativeShadowRoots } from "./shadow-roots.js";
import { wrapStrayText } from "./stray-text.js";
import { revealStreamedSegments } from "./streamed-segments.js";

export type { Document, Element } from "domhandler";

/**
 * Declarative shadow roots: left as inert templates, or composed into their hosts. Browsers show
 * them, but on most pages they hold menus and widgets whose visibility their stylesheets decide,
 * which pith does not read (wcxb/0691: 784 blocks of a mega-menu); segmentation opens them only
 * for a page that otherwise shows almost nothing (segment-html.ts).
 */
export type ShadowRootHandling = "inert" | "open";

const PARSER_OPTIONS: ParserOptions = {
  decodeEntities: true,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
};

/**
 * HTML string → DOM (htmlparser2 + domhandler; see docs/decisions/0001-html-parsing.md for the comparison with
 * parse5). No element is nested deeper than `maxDepth`: an element that would open deeper closes
 * the deepest open one first and becomes its sibling, so later stages walk a tree of bounded depth
 * and text keeps its document order. Content that React's streaming rendering left hidden for its
 * scripts to move is moved into place (streamed-segments.ts). With `shadowRoots: "open"`,
 * declarative shadow roots are composed into their hosts as browsers show them (shadow-roots.ts);
 * by default they stay inert templates.
 */
export function parseHtml(
  html: string,
  maxDepth: number,
  noscript: NoscriptHandling = "drop",
  shadowRoots: ShadowRootHandling = "inert",
): Document {
  const handler = new IndexingHandler(undefined, PARSER_OPTIONS);
  const parser = new DepthCappedParser(handler, maxDepth);
  // The parser reads the pieces as one text (htmlparser2 parses streams chunk by chunk).
  for (const piece of repairedPieces(html, noscript)) if (piece !== "") parser.write(piece);
  parser.end();
  const opened =
    shadowRoots === "open" &&
    html.includes("shadowroot") &&
    openDeclarativeShadowRoots(handler.root) > 0;
  const moved = html.includes('id="S:') && revealStreamedSegments(handler.root, html);
  const wrapped = wrapStrayText(handler.root);
  // Composed shadow roots, moved segments and wrapped text leave the parser's index out of
  // document order: lookups then index anew.
  if (!opened && !moved && !wrapped) keepIndex(handler.root, handler.indexer.index);
  return handler.root;
}

/**
 * Builds the DOM and, on the way, the document index the metadata and URL lookups read
 * (`documentIndex`): elements are created in document order, so each is filed as it is made
 * instead of in a second walk over the whole page.
 */
class IndexingHandler extends DomHandler {
  readonly indexer = new DocumentIndexer();

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    this.indexer.add(this.tagStack[this.tagStack.length - 1] as Element);
  }
}

/**
 * The parts of htmlparser2 10's `Parser` (pinned in package.json) that capping and leaving foreign
 * content need; they are private in its typings. A renamed internal makes the deep-nesting tests
 * in test/robustness and the foreign-content tests in test/parse fail.
 */
interface ParserInternals {
  readonly stack: string[];
  readonly foreignContext: boolean[];
  getSlice(start: number, end: number): string;
}

/**
 * Caps nesting while parsing rather than after it: htmlparser2 keeps its open-element stack with
 * `Array#unshift`, so parsing n-deep nesting costs O(n²) (seconds at 100k) unless the stack itself
 * stays short.
 */
class DepthCappedParser extends Parser {
  readonly #maxDepth: number;
  readonly #handler: DomHandler;

  constructor(handler: DomHandler, maxDepth: number) {
    super(handler, { ...PARSER_OPTIONS, Tokenizer: ScanningTokenizer });
    this.#handler = handler;
    this.#maxDepth = Math.max(1, maxDepth);
  }

  override onopentagname(start: number, endIndex: number): void {
    const internals = this as unknown as ParserInternals;
    if (
      internals.foreignContext[0] === true &&
      FOREIGN_CONTENT_BREAKOUT_TAGS.has(internals.getSlice(start, endIndex).toLowerCase())
    )
      this.#leaveForeignContent(internals);
    if (internals.stack.length >= this.#maxDepth) {
      // What htmlparser2 does when an open tag implies the close of the current element.
      const deepest = internals.stack.shift();
      if (deepest !== undefined && FOREIGN_CONTEXT_TAGS.has(deepest))
        internals.foreignContext.shift();
      this.#handler.onclosetag();
    }
    super.onopentagname(start, endIndex);
  }

  /**
   * Closes the open SVG or MathML elements, back to the HTML element around them: up to the
   * outermost `<svg>` or `<math>` below the nearest HTML integration point, so an `<svg>` inside
   * an `<svg>` closes too. Read from the open elements, not from `foreignContext` alone:
   * htmlparser2 leaves that set after a self-closing `<svg/>`, which would close the whole page.
   */
  #leaveForeignContent(internals: ParserInternals): void {
    const foreignRoot = outermostForeignRoot(internals.stack);
    if (foreignRoot === -1) return;
    for (let closed = 0; closed <= foreignRoot; closed++) {
      const name = internals.stack.shift();
      if (name !== undefined && FOREIGN_CONTEXT_TAGS.has(name)) internals.foreignContext.shift();
      this.#handler.onclosetag();
    }
  }
}

/**
 * The index in the open elements (innermost first) of the outermost `<svg>` or `<math>` the
 * innermost element is inside, with no HTML integration point between: -1 when there is none.
 */
function outermostForeignRoot(openElements: readonly string[]): number {
  let root = -1;
  for (const [index, name] of openElements.entries()) {
    if (HTML_INTEGRATION_TAGS.has(name)) break;
    if (name === "svg" || name === "math") root = index;
  }
  return root;
}
