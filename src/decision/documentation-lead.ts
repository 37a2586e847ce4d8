import type { Element } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";

/** Link words above this share of a block's words make it navigation, never part of a lead. */
const MAX_LEAD_LINK_SHARE = 0.5;

/**
 * The selection with the lead a model missed before it: the unselected blocks inside the smallest
 * element holding every selected block, before the first of them, when a `<pre>` is among them and
 * none is mostly links. A reference page (PostgreSQL's SELECT: `<h2>` name, one-line
 * summary, `<h2>` Synopsis, `<pre class="synopsis">`) opens with blocks unlike prose, which models
 * score low, inside the same `div.refentry` as the description they select.
 */
export function withDocumentationLead(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const first = selected.indexOf(1);
  if (first < 0) return selected;
  let last = first;
  for (let i = selected.length - 1; i > first; i--)
    if (selected[i] === 1) {
      last = i;
      break;
    }
  const root = commonAncestor(page.blocks[first], page.blocks[last]);
  if (root === undefined) return selected;
  const lead: number[] = [];
  for (let i = first - 1; i >= 0; i--) {
    const block = page.blocks[i];
    if (!block.ancestors.includes(root)) break;
    if (block.linkWordCount > MAX_LEAD_LINK_SHARE * block.wordCount) return selected;
    lead.push(i);
  }
  if (!lead.some((i) => isPreformatted(page.blocks[i]))) return selected;
  const out = selected.slice();
  for (const i of lead) out[i] = 1;
  return out;
}

function isPreformatted(block: Block): boolean {
  return block.ancestors.some((element) => element.name === "pre");
}

/** The deepest element both blocks lie in (ancestors run from `<html>` down). */
function commonAncestor(a: Block, b: Block): Element | undefined {
  let found: Element | undefined;
  const n = Math.min(a.ancestors.length, b.ancestors.length);
  for (let i = 0; i < n && a.ancestors[i] === b.ancestors[i]; i++) found = a.ancestors[i];
  return found;
}
