import type { Element } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { largestEntry } from "../../util/largest-entry.js";

/** How much of a block's score its element's parent and grandparent receive (Readability's 1 and ½). */
const ANCESTOR_SHARES = [1, 0.5] as const;
/** Blocks shorter than this do not vote: menus and bylines would otherwise elect their own container. */
const MIN_VOTING_WORDS = 5;

export interface ContainerScores {
  /** Container element → its score: unlinked words of the blocks it holds within two levels. */
  readonly scores: ReadonlyMap<Element, number>;
  /** The highest-scoring container, or null when no block votes. */
  readonly top: Element | null;
  readonly topScore: number;
}

/**
 * A Readability-style election of the element holding the article: every block of at least
 * MIN_VOTING_WORDS words gives its unlinked words to its element's parent and half to its
 * grandparent; the container with the most wins. A hand rule, used only as features the learner
 * weighs (src/features/families/region.ts).
 */
export function scoreContainers(blocks: readonly Block[]): ContainerScores {
  const scores = new Map<Element, number>();
  for (const block of blocks) {
    const votes = block.wordCount - block.linkWordCount;
    if (block.wordCount < MIN_VOTING_WORDS || votes <= 0) continue;
    const { ancestors } = block;
    ANCESTOR_SHARES.forEach((share, level) => {
      const container = ancestors[ancestors.length - 2 - level];
      if (container !== undefined)
        scores.set(container, (scores.get(container) ?? 0) + share * votes);
    });
  }
  const top = largestEntry(scores);
  return { scores, top: top?.key ?? null, topScore: top?.value ?? 0 };
}
