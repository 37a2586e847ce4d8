import type { GoldRecord } from "../../src/eval/dataset.js";
import { bagOfWordsScore } from "../../src/eval/metrics/bag-of-words.js";
import { cleanEvalScore } from "../../src/eval/metrics/clean-eval.js";
import { wordAlignment } from "../../src/eval/metrics/lcs.js";
import { mean, scoreCorpus, shingleCounts } from "../../src/eval/metrics/shingles.js";
import { type Summary, summarise } from "../../src/eval/metrics/summary.js";
import type { Outcome } from "./protocol.js";
import type { PageRun } from "./run-system.js";
import { snippetRate } from "./snippets.js";
import { quantile } from "./stats.js";

/** How well a system's output matches the gold; recomputable from saved predictions alone. */
export interface QualitySummary {
  readonly pages: number;
  /** ScrapingHub shingle metric: P and R averaged over pages, F1 of the averages. */
  readonly shingle: {
    readonly precision: number;
    readonly recall: number;
    readonly f1: number;
    readonly accuracy: number;
  };
  /** Per-page shingle F1 (1 when gold and output are both empty). */
  readonly pageF1: Summary;
  /**
   * Bag-of-words P/R/F1, means over pages: WCXB's own leaderboard metric (its `evaluate.py`
   * averages per-page F1 of lowercased `\w+` words).
   */
  readonly words: { readonly precision: number; readonly recall: number; readonly f1: number };
  /** CleanEval's text-only score per page (1 − word edit distance / alignment length). */
  readonly cleanEval: Summary;
  /** WCXB snippet rates, over the pages whose gold has snippets; null when none has. */
  readonly snippets: {
    readonly pages: number;
    readonly withRate: number;
    readonly withoutRate: number;
  } | null;
}

/** How the run went: measured once, kept when quality is recomputed. */
export interface RunSummary {
  /** Over the pages that finished (timeouts excluded, errors included). */
  readonly latency: { readonly medianMs: number; readonly p95Ms: number; readonly meanMs: number };
  readonly outcomes: Readonly<Record<Outcome, number>>;
}

export type RaceSummary = QualitySummary & RunSummary;

export interface ScoredText {
  readonly dataset: string;
  readonly gold: GoldRecord;
  readonly text: string;
}

export function summariseQuality(pages: readonly ScoredText[]): QualitySummary {
  const pairs = pages.map(({ gold, text }) => ({ gold: gold.text, predicted: text }));
  const { precision, recall, f1, accuracy } = scoreCorpus(pairs);
  const words = pairs.map(({ gold, predicted }) => bagOfWordsScore(gold, predicted));
  return {
    pages: pages.length,
    shingle: { precision, recall, f1, accuracy },
    pageF1: summarise(pairs.map(({ gold, predicted }) => pageShingleF1(gold, predicted))),
    words: {
      precision: mean(words.map((w) => w.precision)),
      recall: mean(words.map((w) => w.recall)),
      f1: mean(words.map((w) => w.f1)),
    },
    cleanEval: summarise(
      pairs.map(({ gold, predicted }) => cleanEvalScore(wordAlignment(gold, predicted))),
    ),
    snippets: snippetSummary(pages),
  };
}

/** Quality per dataset (in the order given) and over all pages pooled. */
export function qualityByDataset(
  pages: readonly ScoredText[],
  datasets: readonly string[],
): { datasets: Record<string, QualitySummary>; overall: QualitySummary } {
  return {
    datasets: Object.fromEntries(
      datasets.map((d) => [d, summariseQuality(pages.filter((page) => page.dataset === d))]),
    ),
    overall: summariseQuality(pages),
  };
}

export function summariseRun(runs: readonly PageRun[]): RunSummary {
  const finished = runs.filter((run) => run.outcome !== "timeout").map((run) => run.ms);
  return {
    latency: {
      medianMs: quantile(finished, 0.5),
      p95Ms: quantile(finished, 0.95),
      meanMs: mean(finished),
    },
    outcomes: countOutcomes(runs.map((run) => run.outcome)),
  };
}

/** Per-page F1 from the page's normalised shingle counts. */
export function pageShingleF1(gold: string, predicted: string): number {
  const { tp, fp, fn } = shingleCounts(gold, predicted);
  if (tp + fp + fn === 0) return 1;
  return (2 * tp) / (2 * tp + fp + fn);
}

function snippetSummary(pages: readonly ScoredText[]): QualitySummary["snippets"] {
  const withSnippets = pages.filter(
    ({ gold }) => (gold.with?.length ?? 0) + (gold.without?.length ?? 0) > 0,
  );
  if (withSnippets.length === 0) return null;
  return {
    pages: withSnippets.length,
    withRate: mean(withSnippets.map(({ gold, text }) => snippetRate(text, gold.with ?? []))),
    // An empty "without" list means nothing leaked: rate 0, not WCXB's vacuous 1.
    withoutRate: mean(
      withSnippets.map(({ gold, text }) =>
        (gold.without?.length ?? 0) === 0 ? 0 : snippetRate(text, gold.without ?? []),
      ),
    ),
  };
}

function countOutcomes(outcomes: readonly Outcome[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { ok: 0, empty: 0, error: 0, timeout: 0, crash: 0 };
  for (const outcome of outcomes) counts[outcome]++;
  return counts;
}
