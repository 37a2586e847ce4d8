import type { Element } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";
import type { SparseVector } from "../../features/feature-index.js";
import { normalizeWhitespace } from "../../text/tokenize.js";
import { WANG_FORMATTING_TAGS } from "../../vocabulary/tags.js";
import type { SubtreeCandidate } from "./candidates.js";

export const SUBTREE_FEATURE_NAMES = [
  "formatting-elements",
  "formatted-content-length",
  "top",
  "height",
  "link-density",
  "mean-probability",
  "expected-precision",
  "expected-recall",
] as const;

/**
 * Wang et al. §3.1 features of each candidate, with document-order stand-ins for the rendered
 * ones, plus the block learner's probabilities aggregated over the subtree:
 * - FormattingElementsNum / FormattedContentLen: formatting children of the root, normalised by
 *   the page's formatting elements and their text;
 * - RectTop / RectHeight → share of page tokens before / inside the subtree;
 * - link density of the subtree's words;
 * - mean block probability, and the expected precision and recall of selecting the subtree when
 *   each token is content with its block's probability.
 */
export function subtreeFeatures(
  page: SegmentedPage,
  candidates: readonly SubtreeCandidate[],
  blockProbability: Float64Array,
): SparseVector[] {
  const formatting = pageFormatting(page);
  let expectedContent = 0;
  for (const block of page.blocks)
    expectedContent += blockProbability[block.index] * block.tokens.length;
  const total = Math.max(1, page.tokenCount);
  return candidates.map((candidate) => {
    let words = 0;
    let linkWords = 0;
    let probabilitySum = 0;
    let expectedInside = 0;
    for (let b = candidate.firstBlock; b <= candidate.lastBlock; b++) {
      // An element's descendants are contiguous in document order: every block in range is inside.
      const block = page.blocks[b];
      words += block.wordCount;
      linkWords += block.linkWordCount;
      probabilitySum += blockProbability[b];
      expectedInside += blockProbability[b] * block.tokens.length;
    }
    const blockCount = candidate.lastBlock - candidate.firstBlock + 1;
    const own = formattingChildren(candidate.element);
    const values = [
      formatting.count > 0 ? own.count / formatting.count : 0,
      formatting.length > 0 ? own.length / formatting.length : 0,
      candidate.top,
      candidate.tokens / total,
      words > 0 ? linkWords / words : 0,
      probabilitySum / blockCount,
      candidate.tokens > 0 ? expectedInside / candidate.tokens : 0,
      expectedContent > 0 ? expectedInside / expectedContent : 0,
    ];
    return { indices: Int32Array.from(values, (_, i) => i), values: Float64Array.from(values) };
  });
}

interface Formatting {
  count: number;
  length: number;
}

/** Formatting elements among the root's child elements, and the length of their text. */
function formattingChildren(element: Element): Formatting {
  const result = { count: 0, length: 0 };
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const childElement = child as Element;
    if (!WANG_FORMATTING_TAGS.has(childElement.name)) continue;
    result.count++;
    result.length += textLength(childElement);
  }
  return result;
}

/** Every formatting element of the page (the normaliser of both formatting features). */
function pageFormatting(page: SegmentedPage): Formatting {
  const result = { count: 0, length: 0 };
  const stack: Element[] = page.document.children.filter(
    (node) => node.type === "tag",
  ) as Element[];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    if (WANG_FORMATTING_TAGS.has(element.name)) {
      result.count++;
      result.length += textLength(element);
    }
    for (const child of element.children) if (child.type === "tag") stack.push(child as Element);
  }
  return result;
}

function textLength(element: Element): number {
  let length = 0;
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const current = stack.pop() as Element;
    for (const child of current.children) {
      if (child.type === "text")
        length += normalizeWhitespace((child as { data: string }).data).length;
      else if (child.type === "tag") stack.push(child as Element);
    }
  }
  return length;
}
