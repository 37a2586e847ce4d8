import type { Element } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";

/**
 * A page's template, as a site model's scope reads it (issue 58): the set of class names and ids
 * (`#id`) on the elements that hold its text blocks and their ancestors, lowercased, those of 40
 * characters or fewer (longer ones are generated: hashes, inline data). Two pages of one template
 * share most of them; a host's two templates (nintendo.com's 2012 articles and its 2025 store
 * pages) share almost none.
 */
export function templateSignature(page: SegmentedPage): string[] {
  const names = new Set<string>();
  const seen = new Set<Element>();
  for (const block of page.blocks) {
    for (const element of block.ancestors) {
      if (seen.has(element)) continue;
      seen.add(element);
      const { class: className, id } = element.attribs;
      for (const name of (className ?? "").toLowerCase().split(/\s+/))
        if (name.length > 0 && name.length <= MAX_NAME_LENGTH) names.add(name);
      const ownId = id?.trim().toLowerCase();
      if (ownId !== undefined && ownId.length > 0 && ownId.length <= MAX_NAME_LENGTH)
        names.add(`#${ownId}`);
    }
  }
  return [...names].sort();
}

const MAX_NAME_LENGTH = 40;

/**
 * How much of two signatures is shared: |a ∩ b| / |a ∪ b| (Jaccard). Two pages without any class
 * or id (old hand-written HTML) are one template: 1.
 */
export function templateSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const small = a.length <= b.length ? a : b;
  const large = new Set(a.length <= b.length ? b : a);
  let shared = 0;
  for (const name of small) if (large.has(name)) shared++;
  return shared / (a.length + b.length - shared);
}
