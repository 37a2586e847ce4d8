import { type Element, isTag } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { CommentMarkup } from "../../features/facts/comment-markup.js";
import { HEADING_TAGS } from "../../vocabulary/tags.js";

/** One comment as the page lays it out: its container elements and its comment blocks. */
export interface CommentItem {
  /** The container; for a comment of a description list (`<dt>` header, `<dd>` text), both. */
  readonly elements: readonly Element[];
  /** Its blocks in page order; a reply nested inside is an item of its own. */
  readonly blocks: readonly Block[];
}

/**
 * The comments that comment blocks form, in page order. A block belongs to its nearest comment
 * container (`CommentMarkup.container`), so a reply nested in its parent comment stays apart. Blocks
 * with no marked container are grouped by layout: under the element where they part ways, the
 * children of the tag that repeats (the `<li>` of a plain list, the `<div>` posts of a thread) are
 * the comments; what sits beside them is a comment of its own. With no repeating tag they are one
 * comment. A heading outside those children is the section's title ("12 Responses"), no comment;
 * nor is the comment form.
 */
export function commentItems(blocks: readonly Block[]): CommentItem[] {
  const items = new ItemCollector();
  const unmarked: Block[] = [];
  const markup = new CommentMarkup();
  for (const block of blocks) {
    if (markup.inForm(block)) continue;
    const container = markup.container(block);
    if (container === undefined) unmarked.push(block);
    else items.add(container, block);
  }
  for (const [container, block] of layoutContainers(unmarked)) items.add(container, block);
  return withPartsJoined(items.inPageOrder());
}

/**
 * Items that are parts of one comment joined: a blog's `<li id="comment-35656">` holds its
 * number and date line, and a `<div class="comment">` inside it the text, each read as a comment
 * container. An item whose container lies inside another item's, with no element of that outer
 * container's tag between or around it (a reply's own `<li>` in a nested list, Disqus's
 * `li.post` under its parent's), is part of it.
 */
function withPartsJoined(items: CommentItem[]): CommentItem[] {
  const outerOf = new Map<CommentItem, CommentItem>();
  for (const item of items)
    for (const other of items) {
      if (other === item || !isPartOf(item.elements[0], other.elements[0])) continue;
      outerOf.set(item, other);
      break;
    }
  if (outerOf.size === 0) return items;
  const joined = new Map<CommentItem, { elements: Element[]; blocks: Block[] }>();
  const root = (item: CommentItem): CommentItem => {
    let current = item;
    for (let outer = outerOf.get(current); outer !== undefined; outer = outerOf.get(current))
      current = outer;
    return current;
  };
  for (const item of items) {
    const head = root(item);
    let entry = joined.get(head);
    if (entry === undefined) {
      entry = { elements: [...head.elements], blocks: [] };
      joined.set(head, entry);
    }
    if (item !== head) entry.elements.push(...item.elements);
    entry.blocks.push(...item.blocks);
  }
  const result = [...joined.values()];
  for (const item of result) item.blocks.sort((a, b) => a.index - b.index);
  return result.sort((a, b) => a.blocks[0].index - b.blocks[0].index);
}

function isPartOf(inner: Element, outer: Element): boolean {
  if (inner === outer || inner.name === outer.name) return false;
  for (let node = inner.parent; node !== null && isTag(node); node = node.parent) {
    if (node === outer) return true;
    if (node.name === outer.name) return false;
  }
  return false;
}

/** Blocks by container, a `<dd>` joined to the `<dt>` before it. */
class ItemCollector {
  private readonly byHead = new Map<Element, { elements: Element[]; blocks: Block[] }>();

  add(container: Element, block: Block): void {
    const head = termBefore(container) ?? container;
    let item = this.byHead.get(head);
    if (item === undefined) {
      item = { elements: [head], blocks: [] };
      this.byHead.set(head, item);
    }
    if (!item.elements.includes(container)) item.elements.push(container);
    item.blocks.push(block);
  }

  inPageOrder(): CommentItem[] {
    const items = [...this.byHead.values()];
    for (const item of items) item.blocks.sort((a, b) => a.index - b.index);
    return items.sort((a, b) => a.blocks[0].index - b.blocks[0].index);
  }
}

/** The `<dt>` a `<dd>` describes: a description list holds a comment as the pair. */
function termBefore(element: Element): Element | undefined {
  if (element.name !== "dd") return undefined;
  let previous = element.prev;
  while (previous !== null && !isTag(previous)) previous = previous.prev;
  return previous !== null && isTag(previous) && previous.name === "dt" ? previous : undefined;
}

/**
 * Each unmarked block with the container `commentItems` reads from the layout. Headings are left
 * out when finding where the blocks part ways, so a section title beside the list does not hide
 * the list's repeated items.
 */
function layoutContainers(blocks: readonly Block[]): [Element, Block][] {
  const prose = blocks.filter((block) => !isHeading(block));
  if (prose.length === 0) return [];
  const depth = sharedAncestorCount(prose);
  const parting = prose[0].ancestors[depth - 1];
  const childOf = (block: Block): Element | undefined => {
    const child = block.ancestors[depth];
    if (child === undefined || block.ancestors[depth - 1] !== parting) return undefined;
    return termBefore(child) ?? child;
  };
  const tag = repeatedTag(prose.map(childOf));
  if (tag === undefined) {
    const whole = parting ?? prose[0].element;
    return prose.map((block) => [whole, block]);
  }
  return blocks.flatMap((block): [Element, Block][] => {
    const child = childOf(block);
    if (child !== undefined && child.name === tag) return [[child, block]];
    return isHeading(block) ? [] : [[block.element, block]];
  });
}

/** How many ancestors, from the root down, every block shares. */
function sharedAncestorCount(blocks: readonly Block[]): number {
  const first = blocks[0].ancestors;
  let depth = first.length;
  for (const { ancestors } of blocks) {
    let shared = 0;
    while (shared < depth && shared < ancestors.length && ancestors[shared] === first[shared])
      shared++;
    depth = shared;
  }
  return depth;
}

/** The tag most of the distinct children share, when at least two do. */
function repeatedTag(children: ReadonlyArray<Element | undefined>): string | undefined {
  const counts = new Map<string, number>();
  for (const child of new Set(children))
    if (child !== undefined) counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 1;
  for (const [tag, count] of counts)
    if (count > bestCount) {
      best = tag;
      bestCount = count;
    }
  return best;
}

function isHeading(block: Block): boolean {
  return block.ancestors.some((ancestor) => HEADING_TAGS.has(ancestor.name));
}
