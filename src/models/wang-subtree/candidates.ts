import type { Element } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";

/** A DOM subtree that may hold the article body, summarised by the blocks inside it. */
export interface SubtreeCandidate {
  readonly element: Element;
  readonly firstBlock: number;
  readonly lastBlock: number;
  /** Word-and-symbol tokens of its blocks. */
  readonly tokens: number;
  /** Tokens before its first block, over the page's tokens: the "top border" in document order. */
  readonly top: number;
}

export interface CandidatePruning {
  /** TOPINSCREEN (Wang et al. Figure 11): the subtree must start within this share of the page. */
  readonly maxTopShare: number;
  /** BIGENOUGH: the subtree must hold at least this many tokens. */
  readonly minTokens: number;
}

export const DEFAULT_PRUNING: CandidatePruning = { maxTopShare: 0.6, minTokens: 20 };

/**
 * Every element enclosing at least one block, pruned as in Wang et al.'s Figure 11 with the
 * rendered position approximated by document order (no browser: the top border of a subtree is
 * the share of the page's text before it, its height the text inside it). Both tests can only get
 * worse going down the tree, so filtering is the same as stopping the traversal.
 */
export function bodyCandidates(
  page: SegmentedPage,
  pruning: CandidatePruning = DEFAULT_PRUNING,
): SubtreeCandidate[] {
  const extent = new Map<Element, { first: number; last: number; tokens: number }>();
  for (const block of page.blocks) {
    for (const ancestor of block.ancestors) {
      const entry = extent.get(ancestor);
      if (entry === undefined)
        extent.set(ancestor, {
          first: block.index,
          last: block.index,
          tokens: block.tokens.length,
        });
      else {
        entry.last = block.index;
        entry.tokens += block.tokens.length;
      }
    }
  }
  const total = Math.max(1, page.tokenCount);
  const candidates: SubtreeCandidate[] = [];
  for (const [element, { first, last, tokens }] of extent) {
    const top = page.blocks[first].tokenOffset / total;
    if (top > pruning.maxTopShare || tokens < pruning.minTokens) continue;
    candidates.push({ element, firstBlock: first, lastBlock: last, tokens, top });
  }
  return candidates;
}
