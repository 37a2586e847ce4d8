import type { BlockClass } from "../src/blocks/labelled-page.js";
import type { CorpusPage } from "../src/eval/corpus.js";
import { titleMatches } from "../src/eval/metrics/title.js";
import type { PagePrediction, PageScore } from "../src/eval/page-score.js";

/**
 * Wang et al.'s page-level accuracy (KDD 2009, §5.1): a page is extracted correctly when both its
 * title and its body are — "we consider how many pieces of news (both title and body) are
 * correctly extracted", the share of such pages over the test pages. The paper judged each page by
 * eye against the original, the title being one subtree and the body one subtree; here:
 *
 * - **title right**: the extracted title equals the gold title (their words, lowercased).
 * - **body right** (his subtree, on pith's blocks): every block the gold projects as article body
 *   or subheading is selected and no other block is (navigation, related links, comments); the
 *   headline's blocks are the title's business and do not count. Pages whose gold does not
 *   project onto the blocks (`projection.quality.usable` false) are judged by their text instead.
 * - **body right with slips**: as above, but article words missed and other words included each
 *   under `WANG_SLIP` (20) words: a dateline, a "Print | Email" line, a copyright — what a reader
 *   comparing by eye may let pass, and where the gold's projection itself is least sure.
 * - **body right, text**: the text's shingle precision and recall (as `PageScore.shingle`: with
 *   the headline where the gold starts with it) both at least 0.95.
 *
 * Only pages whose gold has a title are Wang's test pages (every one of his had one).
 */
export interface WangOutcome {
  readonly key: string;
  readonly dataset: string;
  readonly site: string;
  readonly titleRight: boolean;
  /** Body right block by block (or by text where the projection is unusable). */
  readonly bodyRight: boolean;
  readonly bodyRightText: boolean;
  readonly bodyRightSlips: boolean;
  /** Whether the body was judged by blocks (the projection is usable). */
  readonly byBlocks: boolean;
  /** Article words (body and subheading blocks) not selected, and other words selected. */
  readonly missedWords: number;
  readonly extraWords: number;
  /** The classes of the wrongly selected blocks' words (noise, comment) and of the missed ones. */
  readonly extraBy: Partial<Record<BlockClass, number>>;
  readonly missedBy: Partial<Record<BlockClass, number>>;
}

export const WANG_TOLERANCE = 0.95;
export const WANG_SLIP = 20;

export function wangOutcome(
  page: CorpusPage,
  prediction: PagePrediction,
  score: PageScore,
): WangOutcome {
  const gold = page.record.title;
  const titleRight = gold !== null && titleMatches(gold, prediction.title);
  const p = score.shingle.precision ?? 0;
  const r = score.shingle.recall ?? 0;
  const bodyRightText = p >= WANG_TOLERANCE && r >= WANG_TOLERANCE;
  const projection = page.projection;
  const extraBy: Partial<Record<BlockClass, number>> = {};
  const missedBy: Partial<Record<BlockClass, number>> = {};
  let missedWords = 0;
  let extraWords = 0;
  const byBlocks =
    projection?.quality.usable === true &&
    prediction.selected !== null &&
    page.page !== null &&
    projection.labelled.classes !== undefined;
  if (byBlocks && projection !== null && page.page !== null && prediction.selected !== null) {
    const classes = projection.labelled.classes as readonly BlockClass[];
    page.page.blocks.forEach((block, i) => {
      const blockClass = classes[i];
      if (blockClass === "title") return;
      const article = blockClass === "body" || blockClass === "heading";
      const selected = prediction.selected?.[i] === 1;
      if (article && !selected) {
        missedWords += block.wordCount;
        missedBy[blockClass] = (missedBy[blockClass] ?? 0) + block.wordCount;
      } else if (!article && selected) {
        extraWords += block.wordCount;
        extraBy[blockClass] = (extraBy[blockClass] ?? 0) + block.wordCount;
      }
    });
  }
  return {
    key: page.key,
    dataset: page.dataset,
    site: page.source,
    titleRight,
    bodyRight: byBlocks ? missedWords === 0 && extraWords === 0 : bodyRightText,
    bodyRightText,
    bodyRightSlips: byBlocks ? missedWords < WANG_SLIP && extraWords < WANG_SLIP : bodyRightText,
    byBlocks,
    missedWords,
    extraWords,
    extraBy,
    missedBy,
  };
}

/** Percent of `count` over `total`, one decimal. */
export function percent(count: number, total: number): string {
  return total === 0 ? "–" : `${((100 * count) / total).toFixed(1)} %`;
}

/** The measure's row: news accuracy (title and body), title, body, body by text, both by text. */
export function wangSummary(outcomes: readonly WangOutcome[]): {
  news: string;
  title: string;
  body: string;
  bodyText: string;
  newsText: string;
  bodySlips: string;
  newsSlips: string;
} {
  const n = outcomes.length;
  const count = (test: (outcome: WangOutcome) => boolean) => outcomes.filter(test).length;
  return {
    news: percent(
      count((o) => o.titleRight && o.bodyRight),
      n,
    ),
    title: percent(
      count((o) => o.titleRight),
      n,
    ),
    body: percent(
      count((o) => o.bodyRight),
      n,
    ),
    bodyText: percent(
      count((o) => o.bodyRightText),
      n,
    ),
    bodySlips: percent(
      count((o) => o.bodyRightSlips),
      n,
    ),
    newsSlips: percent(
      count((o) => o.titleRight && o.bodyRightSlips),
      n,
    ),
    newsText: percent(
      count((o) => o.titleRight && o.bodyRightText),
      n,
    ),
  };
}

/**
 * What fails, page by page (block-judged pages): the title alone, the body alone, both; a wrong
 * body by kind — article words missed only, other words included only, both — and the size of the
 * miss (a block or two of under 20 words against more).
 */
export function wangFailures(outcomes: readonly WangOutcome[]): string[] {
  const n = outcomes.length;
  const count = (test: (outcome: WangOutcome) => boolean) => outcomes.filter(test).length;
  const wrongBody = outcomes.filter((o) => !o.bodyRight && o.byBlocks);
  const small = (words: number) => words > 0 && words < 20;
  const sum = (key: "missedBy" | "extraBy", c: BlockClass) =>
    wrongBody.reduce((total, o) => total + (o[key][c] ?? 0), 0);
  return [
    `pages ${n}; judged by blocks ${count((o) => o.byBlocks)}, by text ${count((o) => !o.byBlocks)}`,
    `title wrong, body right: ${percent(
      count((o) => !o.titleRight && o.bodyRight),
      n,
    )}; body wrong, title right: ${percent(
      count((o) => o.titleRight && !o.bodyRight),
      n,
    )}; both wrong: ${percent(
      count((o) => !o.titleRight && !o.bodyRight),
      n,
    )}`,
    `wrong bodies (by blocks, ${wrongBody.length}): article words missed only ${percent(
      wrongBody.filter((o) => o.missedWords > 0 && o.extraWords === 0).length,
      wrongBody.length,
    )}, other words included only ${percent(
      wrongBody.filter((o) => o.missedWords === 0 && o.extraWords > 0).length,
      wrongBody.length,
    )}, both ${percent(
      wrongBody.filter((o) => o.missedWords > 0 && o.extraWords > 0).length,
      wrongBody.length,
    )}; off by under 20 words in all ${percent(
      wrongBody.filter(
        (o) =>
          (o.missedWords === 0 || small(o.missedWords)) &&
          (o.extraWords === 0 || small(o.extraWords)),
      ).length,
      wrongBody.length,
    )}`,
    `words wrongly included, by gold class: noise ${sum("extraBy", "noise")}, comment ${sum("extraBy", "comment")}; missed: body ${sum("missedBy", "body")}, heading ${sum("missedBy", "heading")}`,
  ];
}
