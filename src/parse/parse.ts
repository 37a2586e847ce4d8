import { type Document, DomHandler } from "domhandler";
import { Parser, type ParserOptions } from "htmlparser2";
import { type NoscriptHandling, repairHtml } from "./repair.js";
import { ScanningTokenizer } from "./scanning-tokenizer.js";
import { revealStreamedSegments } from "./streamed-segments.js";

export type { Document, Element } from "domhandler";

const PARSER_OPTIONS: ParserOptions = {
  decodeEntities: true,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
};

/**
 * HTML string → DOM (htmlparser2 + domhandler; see docs/architecture.md for the comparison with
 * parse5). No element is nested deeper than `maxDepth`: an element that would open deeper closes
 * the deepest open one first and becomes its sibling, so later stages walk a tree of bounded depth
 * and text keeps its document order. Content that React's streaming rendering left hidden for its
 * scripts to move is moved into place (streamed-segments.ts).
 */
export function parseHtml(
  html: string,
  maxDepth: number,
  noscript: NoscriptHandling = "drop",
): Document {
  const handler = new DomHandler(undefined, PARSER_OPTIONS);
  new DepthCappedParser(handler, maxDepth).end(repairHtml(html, noscript));
  if (html.includes('id="S:')) revealStreamedSegments(handler.root, html);
  return handler.root;
}

/**
 * The parts of htmlparser2 10's `Parser` (pinned in package.json) that capping needs; they are
 * private in its typings. A renamed internal makes the deep-nesting tests in test/robustness fail.
 */
interface ParserInternals {
  readonly stack: string[];
  readonly foreignContext: boolean[];
}

/**
 * Elements whose close pops htmlparser2's foreign-content stack (its `foreignContextElements` and
 * `htmlIntegrationElements`, which it does not export): a capped close must pop it too.
 */
const FOREIGN_CONTEXT_TAGS: ReadonlySet<string> = new Set([
  "math",
  "svg",
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

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
    if (internals.stack.length >= this.#maxDepth) {
      // What htmlparser2 does when an open tag implies the close of the current element.
      const deepest = internals.stack.shift();
      if (deepest !== undefined && FOREIGN_CONTEXT_TAGS.has(deepest))
        internals.foreignContext.shift();
      this.#handler.onclosetag();
    }
    super.onopentagname(start, endIndex);
  }
}
