import type { GoldRecord } from "../../src/eval/dataset.js";
import { mean, scoreCorpus, shingleCounts } from "../../src/eval/metrics/shingles.js";
import type { Outcome } from "./protocol.js";
import type { PageRun } from "./run-system.js";
import { median, quantile } from "./stats.js";
import { snippetRate, wcxbWordScore } from "./wcxb-word-f1.js";

/** Every number the race reports for one system on one set of pages. */
export interface RaceSummary {
  readonly pages: number;
  /** ScrapingHub shingle metric: P and R averaged over pages, F1 of the averages. */
  readonly shingle: {
    readonly precision: number;
    readonly recall: number;
    readonly f1: number;
    readonly accuracy: number;
  };
  /** Per-page shingle F1 (1 when gold and output are both empty). */
  readonly pageF1: { readonly mean: number; readonly median: number };
  /** WCXB's bag-of-words scores, means over pages. */
  readonly words: { readonly precision: number; readonly recall: number; readonly f1: number };
  /** WCXB snippet rates, over the pages whose gold has snippets; null when none has. */
  readonly snippets: {
    readonly pages: number;
    readonly withRate: number;
    readonly withoutRate: number;
  } | null;
  /** Over the pages that finished (timeouts excluded, errors included). */
  readonly latency: { readonly medianMs: number; readonly p95Ms: number; readonly meanMs: number };
  readonly outcomes: Readonly<Record<Outcome, number>>;
}

export interface ScoredPage {
  readonly dataset: string;
  readonly gold: GoldRecord;
  readonly run: PageRun;
}

export function summarise(pages: readonly ScoredPage[]): RaceSummary {
  const pairs = pages.map(({ gold, run }) => ({ gold: gold.text, predicted: run.text }));
  const { precision, recall, f1, accuracy } = scoreCorpus(pairs);
  const pageF1s = pairs.map(({ gold, predicted }) => pageShingleF1(gold, predicted));
  const words = pairs.map(({ gold, predicted }) => wcxbWordScore(predicted, gold));
  const finished = pages.filter(({ run }) => run.outcome !== "timeout").map(({ run }) => run.ms);
  return {
    pages: pages.length,
    shingle: { precision, recall, f1, accuracy },
    pageF1: { mean: mean(pageF1s), median: median(pageF1s) },
    words: {
      precision: mean(words.map((w) => w.precision)),
      recall: mean(words.map((w) => w.recall)),
      f1: mean(words.map((w) => w.f1)),
    },
    snippets: snippetSummary(pages),
    latency: {
      medianMs: median(finished),
      p95Ms: quantile(finished, 0.95),
      meanMs: mean(finished),
    },
    outcomes: countOutcomes(pages.map(({ run }) => run.outcome)),
  };
}

/** Per-page F1 from the page's normalised shingle counts. */
export function pageShingleF1(gold: string, predicted: string): number {
  const { tp, fp, fn } = shingleCounts(gold, predicted);
  if (tp + fp + fn === 0) return 1;
  return (2 * tp) / (2 * tp + fp + fn);
}

function snippetSummary(pages: readonly ScoredPage[]): RaceSummary["snippets"] {
  const withSnippets = pages.filter(
    ({ gold }) => (gold.with?.length ?? 0) + (gold.without?.length ?? 0) > 0,
  );
  if (withSnippets.length === 0) return null;
  return {
    pages: withSnippets.length,
    withRate: mean(withSnippets.map(({ gold, run }) => snippetRate(run.text, gold.with ?? []))),
    // An empty "without" list means nothing leaked: rate 0, not WCXB's vacuous 1.
    withoutRate: mean(
      withSnippets.map(({ gold, run }) =>
        (gold.without?.length ?? 0) === 0 ? 0 : snippetRate(run.text, gold.without ?? []),
      ),
    ),
  };
}

function countOutcomes(outcomes: readonly Outcome[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { ok: 0, empty: 0, error: 0, timeout: 0, crash: 0 };
  for (const outcome of outcomes) counts[outcome]++;
  return counts;
}
