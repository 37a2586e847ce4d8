import type { Element } from "domhandler";

/**
 * A fact of `element` combined with the same fact of all its ancestors (e.g. "inside `<nav>`"),
 * memoised per element so a whole page costs one visit per element rather than one per block and
 * ancestor. `own` is the element's own contribution; `combine(fromAncestors, own)` merges them.
 */
export function inheritedFact<T>(
  element: Element,
  memo: Map<Element, T>,
  own: (element: Element) => T,
  combine: (fromAncestors: T, own: T) => T,
): T {
  const known = memo.get(element);
  if (known !== undefined) return known;
  // Walk up to the nearest memoised ancestor (or the root) without recursion: pages nest deeply.
  const chain: Element[] = [];
  let current: Element | null = element;
  let inherited: T | undefined;
  while (current !== null) {
    const cached = memo.get(current);
    if (cached !== undefined) {
      inherited = cached;
      break;
    }
    chain.push(current);
    current = parentElement(current);
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const value = inherited === undefined ? own(chain[i]) : combine(inherited, own(chain[i]));
    memo.set(chain[i], value);
    inherited = value;
  }
  return inherited as T;
}

function parentElement(element: Element): Element | null {
  const parent = element.parent;
  return parent !== null &&
    (parent.type === "tag" || parent.type === "script" || parent.type === "style")
    ? (parent as Element)
    : null;
}
