import { type Document, type Element, isTag } from "domhandler";
import { COMMENT_ANCHOR_NAMES } from "../vocabulary/class-tokens.js";
import { DomWalk } from "./dom-walk.js";

/**
 * The elements the metadata and URL lookups read, each list in document order (the order
 * `findAll` gives and `findOne` searches), gathered once per page (each lookup used to walk the
 * whole document itself), by the parser as it creates them. Lookups filter these lists with their
 * own tests.
 */
export interface DocumentIndex {
  /** `<base>`, `<link>` and `<meta>`, wherever they are (templates put them in the body too). */
  readonly headElements: readonly Element[];
  /** Every `<script>` (JSON-LD is among them). */
  readonly scripts: readonly Element[];
  /** Elements with an `itemprop`: an item's properties follow the item's element. */
  readonly itemprops: readonly Element[];
  /** `<a>` elements with a `rel` (`rel=author`). */
  readonly relAnchors: readonly Element[];
  /** `<time>` elements. */
  readonly times: readonly Element[];
  /**
   * Elements whose `id` or `name` names a comment section (`COMMENT_ANCHOR_NAMES`: `comments`,
   * `commentlist`, `commentSection`, …): a comment section's wrapper, or the anchor it starts at
   * (`<a name="comments">`).
   */
  readonly commentAnchors: readonly Element[];
}

type Lists = { -readonly [K in keyof DocumentIndex]: Element[] };

/**
 * Where a document keeps its index. On the document itself rather than in a `WeakMap`: a WeakMap
 * entry per page more than doubled garbage-collection time over a run of `extract()` (0.7 → 1.6 ms
 * a page, measured), which cost more than the saved walks gained.
 */
const INDEX = Symbol("documentIndex");

type IndexedDocument = Document & { readonly [INDEX]?: DocumentIndex };

/**
 * The document's index: the one `parseHtml` gathered while it built the document, or for a
 * document parsed otherwise, one walk's, kept on the document for the next lookup (the base URL and
 * the metadata sources are looked up one after the other on the same page, and pith never changes
 * a document once parsed: `parseHtml` moves React's streamed segments before it keeps an index).
 */
export function documentIndex(document: Document): DocumentIndex {
  const kept = (document as IndexedDocument)[INDEX];
  if (kept !== undefined) return kept;
  const index = indexDocument(document);
  keepIndex(document, index);
  return index;
}

/** Keeps `index` on `document`, where `documentIndex` finds it. */
export function keepIndex(document: Document, index: DocumentIndex): void {
  // Not enumerable, so copies and comparisons of the document do not see it.
  Object.defineProperty(document, INDEX, { value: index });
}

/** A fresh index of `document`: one walk over all of its elements. */
export function indexDocument(document: Document): DocumentIndex {
  const indexer = new DocumentIndexer();
  const walk = new DomWalk(document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (walk.exit || !isTag(node)) continue;
    indexer.add(node);
    walk.descend(node);
  }
  return indexer.index;
}

/**
 * Builds an index from the elements of a document given one by one in document order: by a walk,
 * or by the parser as it creates them (which spares the walk).
 */
export class DocumentIndexer {
  private readonly lists: Lists = {
    headElements: [],
    scripts: [],
    itemprops: [],
    relAnchors: [],
    times: [],
    commentAnchors: [],
  };

  add(element: Element): void {
    const list = listOf(element, this.lists);
    if (list !== undefined) list.push(element);
    const { itemprop, id, name } = element.attribs;
    if (itemprop !== undefined) this.lists.itemprops.push(element);
    if (namesCommentSection(id) || namesCommentSection(name))
      this.lists.commentAnchors.push(element);
  }

  get index(): DocumentIndex {
    return this.lists;
  }
}

function namesCommentSection(value: string | undefined): boolean {
  return value !== undefined && COMMENT_ANCHOR_NAMES.has(value.toLowerCase());
}

/** The list an element goes to by its tag, if any. */
function listOf(element: Element, lists: Lists): Element[] | undefined {
  switch (element.name) {
    case "base":
    case "link":
    case "meta":
      return lists.headElements;
    case "script":
      return lists.scripts;
    case "time":
      return lists.times;
    case "a":
      return element.attribs.rel === undefined ? undefined : lists.relAnchors;
    default:
      return undefined;
  }
}
