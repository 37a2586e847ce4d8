import type { BlockClass, LabelledPage } from "../../blocks/labelled-page.js";
import { type LinkRunPage, mergeLinkRuns, spreadOverBlocks } from "../../blocks/link-runs.js";
import type { BlockExplanation } from "../explanation.js";
import type { BlockPrediction } from "../model.js";

/**
 * A labelled page with its link runs merged (`mergeLinkRuns`): a merged block takes the class
 * (and label) that most of its words have (on a tie, the one that got there first).
 */
export function labelledLinkRuns(labelled: LabelledPage): LabelledPage {
  const { page, runOf } = mergeLinkRuns(labelled.page);
  if (page === labelled.page) return labelled;
  const { blocks } = labelled.page;
  // The finer class where the gold has one, else the label.
  const classOf = (block: number): BlockClass | number =>
    labelled.classes?.[block] ?? labelled.labels[block];
  const labels = new Uint8Array(page.blocks.length);
  const classes: BlockClass[] = [];
  const proposed = labelled.proposed && new Uint8Array(page.blocks.length);
  for (let start = 0; start < blocks.length; ) {
    let end = start;
    while (end + 1 < blocks.length && runOf[end + 1] === runOf[start]) end++;
    const wordsOf = new Map<BlockClass | number, number>();
    let best = start;
    for (let i = start; i <= end; i++) {
      const words = (wordsOf.get(classOf(i)) ?? 0) + blocks[i].wordCount;
      wordsOf.set(classOf(i), words);
      if (words > (wordsOf.get(classOf(best)) ?? 0)) best = i;
    }
    labels[runOf[start]] = labelled.labels[best];
    if (proposed !== undefined) proposed[runOf[start]] = labelled.proposed?.[best] ?? 0;
    if (labelled.classes !== undefined) classes.push(labelled.classes[best]);
    start = end + 1;
  }
  return {
    ...labelled,
    page,
    labels,
    ...(labelled.classes !== undefined && { classes }),
    ...(proposed !== undefined && { proposed }),
  };
}

/** A prediction over a page's merged link runs, given back per original block. */
export function predictionPerBlock(
  prediction: BlockPrediction,
  { runOf }: LinkRunPage,
): BlockPrediction {
  const probabilities = (values: Float64Array) =>
    spreadOverBlocks(values, runOf, (length) => new Float64Array(length));
  const flags = (values: Uint8Array) =>
    spreadOverBlocks(values, runOf, (length) => new Uint8Array(length));
  return {
    contentProbability: probabilities(prediction.contentProbability),
    selected: flags(prediction.selected),
    ...(prediction.comment !== undefined && { comment: flags(prediction.comment) }),
    ...(prediction.commentProbability !== undefined && {
      commentProbability: probabilities(prediction.commentProbability),
    }),
  };
}

/** Explanations of a page's merged link runs, given back per original block (a run's to each). */
export function explanationPerBlock(
  explanations: readonly BlockExplanation[],
  { runOf }: LinkRunPage,
): BlockExplanation[] {
  return Array.from(runOf, (run) => explanations[run]);
}
