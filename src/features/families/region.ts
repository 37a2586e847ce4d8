import { isTag } from "domhandler";
import { simpleMssSelection } from "../../blocks/simple-mss.js";
import { scoreContainers } from "../facts/densest-container.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { logScale, ratio } from "../scale.js";
import type { FeatureFamilyDefinition } from "../types.js";

/** Blocks further than this from the page's longest block all look equally far. */
const FAR_BLOCKS = 50;

/**
 * Where on the page the main text concentrates, from whole-page hand rules the learner may trust
 * or not: Pasternack & Roth's simple MSS range, a Readability-style densest container, and the
 * block's length and distance relative to the page's longest block. Local features see one block
 * (and its neighbour with history); these tell it about the page around it.
 */
export const regionFamily: FeatureFamilyDefinition = {
  name: "region",
  description:
    "page-level context: inside simple MSS's range, inside the densest container (Readability-style), length and distance relative to the longest block",
  build: () => ({ name: "region", extract: regionFeatures }),
};

function regionFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const blocks = facts.blocks;
  if (blocks.length === 0) return;
  const inMss = simpleMssSelection(facts.page);
  const containers = scoreContainers(blocks);
  const parent = containers.top?.parent;
  const topParent = parent != null && isTag(parent) ? parent : null;
  let longest = 0;
  for (const block of blocks)
    if (block.wordCount > blocks[longest].wordCount) longest = block.index;
  const longestWords = blocks[longest].wordCount;

  for (const block of blocks) {
    const row = rows[block.index];
    row.flag("in-mss-range", inMss[block.index] === 1);
    let bestShare = 0;
    for (const ancestor of block.ancestors) {
      bestShare = Math.max(
        bestShare,
        ratio(containers.scores.get(ancestor) ?? 0, containers.topScore),
      );
    }
    row.add("container-share", bestShare);
    const inTop = containers.top !== null && block.ancestors.includes(containers.top);
    row.flag("in-top-container", inTop);
    row.flag(
      "beside-top-container",
      !inTop && topParent !== null && block.ancestors.includes(topParent),
    );
    row.add("relative-length", ratio(block.wordCount, longestWords));
    row.add("distance-to-longest", logScale(Math.abs(block.index - longest), FAR_BLOCKS));
  }
}
