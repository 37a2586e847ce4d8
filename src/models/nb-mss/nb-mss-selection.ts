import { maxSubsequence, type SubsequenceRange } from "../../algorithms/max-subsequence.js";
import type { SegmentedPage } from "../../blocks/block.js";
import type { BlockPrediction } from "../model.js";
import { cleanExtractedBlocks } from "./cleaning.js";
import type { TokenStream } from "./token-stream.js";

export interface SelectionOptions {
  /** §6.2.3: cut the extraction at the first `<hr>` inside it. */
  readonly hrConstraint: boolean;
  /** §4.2: remove tables, iframes and link/embed-holding divs inside the extraction. */
  readonly clean: boolean;
}

/**
 * The maximum subsequence of token scores, shortened at the first `<hr>` inside it when `hrBefore`
 * (per block: an `<hr>` precedes it) is given.
 */
export function articleRange(
  stream: TokenStream,
  scores: Float64Array,
  hrBefore: Uint8Array | null,
): SubsequenceRange {
  const range = maxSubsequence(scores);
  if (hrBefore === null || range.end === range.start) return range;
  const firstBlock = stream.blockOf[range.start];
  for (let b = firstBlock + 1; b <= stream.blockOf[range.end - 1]; b++) {
    if (hrBefore[b] === 1) {
      const end = stream.blockStart[b];
      let value = 0;
      for (let i = range.start; i < end; i++) value += scores[i];
      return { start: range.start, end, value };
    }
  }
  return range;
}

/**
 * Blocks overlapping the token range are selected; each block's probability is the share of its
 * tokens inside the range (0 for blocks removed by cleaning).
 */
export function blockSelection(
  page: SegmentedPage,
  stream: TokenStream,
  range: SubsequenceRange,
  options: SelectionOptions,
): BlockPrediction {
  const blockCount = page.blocks.length;
  const contentProbability = new Float64Array(blockCount);
  const selected = new Uint8Array(blockCount);
  if (range.end <= range.start) return { contentProbability, selected };
  const first = stream.blockOf[range.start];
  const last = stream.blockOf[range.end - 1];
  for (let b = first; b <= last; b++) {
    const size = stream.blockStart[b + 1] - stream.blockStart[b];
    const inside =
      Math.min(range.end, stream.blockStart[b + 1]) - Math.max(range.start, stream.blockStart[b]);
    contentProbability[b] = size > 0 ? inside / size : 0;
    selected[b] = 1;
  }
  if (options.clean) {
    cleanExtractedBlocks(page, selected, first, last);
    for (let b = first; b <= last; b++) if (selected[b] === 0) contentProbability[b] = 0;
  }
  return { contentProbability, selected };
}
