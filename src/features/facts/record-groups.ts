import { type Element, isTag } from "domhandler";
import type { Block } from "../../blocks/block.js";

/** Siblings of one shape needed before they count as a list of records rather than a coincidence. */
export const MIN_RECORDS = 3;

/**
 * Sibling elements of the same tag and class under one parent: the rows of a table, the items of
 * a result list, the posts of a forum thread, the cards of a product grid — or the links of a menu.
 * What tells them apart is what they hold, summed here over the blocks inside them.
 */
export interface RecordGroup {
  /** Records holding at least one block. */
  recordsWithText: number;
  /** Words of the blocks inside the group's records. */
  words: number;
  /** Of those, words inside links. */
  linkWords: number;
}

export interface RecordGroups {
  /** Per block: the group with the most words among the groups around it, or null. */
  readonly groupOf: readonly (RecordGroup | null)[];
  /** The page's group with the most words, or null. */
  readonly largest: RecordGroup | null;
  /** Words of every block of the page. */
  readonly pageWords: number;
}

/** Tag and class: what makes siblings look alike to a reader (ids differ per record by design). */
function shapeOf(element: Element): string {
  const className = element.attribs.class;
  return className === undefined ? element.name : `${element.name}.${className.trim()}`;
}

/**
 * Finds the record groups around every block: each ancestor of a block that has at least
 * MIN_RECORDS - 1 siblings of its own shape is a record, and its block's words count for the group
 * (a nested list counts for its own group and for the outer one's).
 */
export function findRecordGroups(blocks: readonly Block[]): RecordGroups {
  const groupsUnder = new Map<Element, ReadonlyMap<string, RecordGroup>>();
  const groupOfElement = new Map<Element, RecordGroup | null>();
  const groupOf = (element: Element): RecordGroup | null => {
    let group = groupOfElement.get(element);
    if (group === undefined) {
      const parent = element.parent;
      group =
        parent !== null && isTag(parent)
          ? (recordGroupsUnder(parent, groupsUnder).get(shapeOf(element)) ?? null)
          : null;
      groupOfElement.set(element, group);
    }
    return group;
  };

  let pageWords = 0;
  const recordsWithText = new Set<Element>();
  for (const block of blocks) {
    pageWords += block.wordCount;
    for (const ancestor of block.ancestors) {
      const group = groupOf(ancestor);
      if (group === null) continue;
      group.words += block.wordCount;
      group.linkWords += block.linkWordCount;
      if (!recordsWithText.has(ancestor)) {
        recordsWithText.add(ancestor);
        group.recordsWithText++;
      }
    }
  }
  // A block's group is chosen after all sums are in: the one around it holding the most words.
  const groupOfBlock = blocks.map((block) => richestGroupAround(block, groupOfElement));
  let largest: RecordGroup | null = null;
  for (const groups of groupsUnder.values())
    for (const group of groups.values())
      if (largest === null || group.words > largest.words) largest = group;
  return { groupOf: groupOfBlock, largest, pageWords };
}

function richestGroupAround(
  block: Block,
  groupOfElement: ReadonlyMap<Element, RecordGroup | null>,
): RecordGroup | null {
  let best: RecordGroup | null = null;
  for (const ancestor of block.ancestors) {
    const group = groupOfElement.get(ancestor) ?? null;
    if (group !== null && (best === null || group.words > best.words)) best = group;
  }
  return best;
}

/** The record groups among `parent`'s element children, by shape (made once per parent). */
function recordGroupsUnder(
  parent: Element,
  cache: Map<Element, ReadonlyMap<string, RecordGroup>>,
): ReadonlyMap<string, RecordGroup> {
  let groups = cache.get(parent);
  if (groups === undefined) {
    const counts = new Map<string, number>();
    for (const child of parent.children) {
      if (!isTag(child)) continue;
      const shape = shapeOf(child);
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
    const made = new Map<string, RecordGroup>();
    for (const [shape, siblings] of counts) {
      if (siblings >= MIN_RECORDS) made.set(shape, { recordsWithText: 0, words: 0, linkWords: 0 });
    }
    groups = made;
    cache.set(parent, groups);
  }
  return groups;
}
