import { type MetricTable, metricTable } from "./aggregate.js";
import type { PageShingles } from "./compare.js";
import type { CorpusPage } from "./corpus.js";
import type { FoldSummary } from "./evaluate.js";
import { type LearningCurvePoint, learningCurveMarkdown } from "./learning-curve.js";
import { BLOCK_CLASSES } from "./metrics/blocks.js";
import type { PageScore } from "./page-score.js";
import { type ProjectionSummary, summariseProjection } from "./projection/quality-summary.js";

/** How many of the worst pages and the largest sources a report lists. */
const WORST_PAGES = 15;
const LISTED_SOURCES = 25;

export interface SourceRow {
  readonly source: string;
  readonly pages: number;
  readonly shingleF1: number;
  readonly bagOfWordsF1: number;
  readonly cleanEval: number;
}

export interface WorstPage {
  readonly key: string;
  readonly url: string | null;
  readonly bagOfWordsF1: number;
  readonly shingleF1: number;
  readonly cleanEval: number;
  readonly error?: string;
}

/** The JSON report of `pith eval`; the Markdown report renders the same object. */
export interface EvalReport {
  readonly command: string;
  readonly model: string;
  readonly crossValidation?: {
    readonly folds: readonly FoldSummary[];
    readonly split: string;
    readonly seed: number;
  };
  readonly datasets: ReadonlyArray<{
    readonly name: string;
    readonly projection: ProjectionSummary;
    readonly metrics: MetricTable;
  }>;
  readonly overall: MetricTable;
  /** Per dataset and page type ("wcxb: product"), for datasets whose gold gives types (WCXB). */
  readonly pageTypes: ReadonlyArray<{ readonly name: string; readonly metrics: MetricTable }>;
  /** Every source, most pages first. */
  readonly sources: readonly SourceRow[];
  readonly worst: readonly WorstPage[];
  readonly learningCurve?: readonly LearningCurvePoint[];
  /** Every page's shingle precision and recall, so `pith compare` can pair two runs page by page. */
  readonly pages: readonly PageShingles[];
}

export function buildReport(
  pages: readonly CorpusPage[],
  scores: readonly PageScore[],
  context: Pick<EvalReport, "command" | "model" | "crossValidation">,
): EvalReport {
  const names = [...new Set(pages.map((page) => page.dataset))];
  const pageTypeOfKey = new Map(
    pages.flatMap((page) =>
      page.record.page_type === undefined ? [] : [[page.key, page.record.page_type] as const],
    ),
  );
  const groupOf = (score: PageScore): string | undefined => {
    const type = pageTypeOfKey.get(score.key);
    return type === undefined ? undefined : `${score.dataset}: ${type}`;
  };
  const types = [...new Set(scores.flatMap((score) => groupOf(score) ?? []))].sort();
  return {
    ...context,
    datasets: names.map((name) => ({
      name,
      projection: summariseProjection(pages.filter((page) => page.dataset === name)),
      metrics: metricTable(scores.filter((score) => score.dataset === name)),
    })),
    overall: metricTable(scores),
    pageTypes: types.map((name) => ({
      name,
      metrics: metricTable(scores.filter((score) => groupOf(score) === name)),
    })),
    sources: sourceRows(scores),
    worst: [...scores]
      .sort((x, y) => x.bagOfWords.f1 - y.bagOfWords.f1 || x.key.localeCompare(y.key))
      .slice(0, WORST_PAGES)
      .map((score) => ({
        key: score.key,
        url: score.url,
        bagOfWordsF1: score.bagOfWords.f1,
        shingleF1: score.shingle.f1,
        cleanEval: score.cleanEval,
        ...(score.error !== undefined && { error: score.error }),
      })),
    pages: scores.map((score) => ({
      key: score.key,
      dataset: score.dataset,
      source: score.source,
      ...(pageTypeOfKey.has(score.key) && { pageType: pageTypeOfKey.get(score.key) }),
      precision: score.shingle.precision ?? null,
      recall: score.shingle.recall ?? null,
    })),
  };
}

function sourceRows(scores: readonly PageScore[]): SourceRow[] {
  const bySource = new Map<string, PageScore[]>();
  for (const score of scores) {
    const list = bySource.get(score.source);
    if (list === undefined) bySource.set(score.source, [score]);
    else list.push(score);
  }
  return [...bySource]
    .map(([source, list]) => {
      const table = metricTable(list);
      return {
        source,
        pages: list.length,
        shingleF1: table.shingle.f1,
        bagOfWordsF1: table.bagOfWords.f1.mean,
        cleanEval: table.cleanEval.mean,
      };
    })
    .sort((x, y) => y.pages - x.pages || x.source.localeCompare(y.source));
}

/** Markdown of a report: tables a reader can compare across runs. */
export function reportMarkdown(report: EvalReport): string {
  const rows = [
    ...report.datasets.map((d) => [d.name, d.metrics] as const),
    ["**all**", report.overall] as const,
  ];
  const lines = [`# pith eval: ${report.model}`, "", "```", report.command, "```", ""];
  if (report.crossValidation !== undefined) {
    const { folds, split, seed } = report.crossValidation;
    const training = folds.map((fold) => fold.trainingPages).join(", ");
    lines.push(
      `${folds.length}-fold cross-validation, split \`${split}\`, seed ${seed}; training pages per fold: ${training}.`,
      "",
    );
  }
  lines.push(
    ...textMetricsTable(rows),
    "",
    ...(report.pageTypes.length === 0
      ? []
      : [
          ...textMetricsTable(
            report.pageTypes.map((type) => [type.name, type.metrics] as const),
            "page type",
          ),
          "",
        ]),
    ...blockMetricsTable(rows),
    "",
    ...projectionTable(report),
    "",
  );
  if (report.learningCurve !== undefined)
    lines.push(...learningCurveMarkdown(report.learningCurve), "");
  lines.push(...sourcesTable(report.sources), "", ...worstTable(report.worst));
  return `${lines.join("\n")}\n`;
}

export type Row = readonly [string, MetricTable];

const fixed = (value: number): string => value.toFixed(3);
const fixedOrDash = (value: number | null): string => (value === null ? "–" : fixed(value));
const meanAndMedian = (summary: { mean: number; median: number }): string =>
  `${fixed(summary.mean)} (${fixed(summary.median)})`;

export function textMetricsTable(rows: readonly Row[], label = "data"): string[] {
  return [
    "Text metrics: per-page mean (median). Shingle F1 is ScrapingHub's F1 of mean P and mean R.",
    "Every metric reads the extraction as the page's gold does: the title on top where the gold starts",
    "with the headline (L3S-GN1 does), the byline lines back above the body where the gold's top holds",
    "a byline (most L3S-GN1 and Dragnet pages), `text` alone elsewhere; the column *text alone* is",
    "shingle F1 of `text` everywhere.",
    "",
    `| ${label} | pages | shingle P | shingle R | shingle F1 | text alone | BoW P | BoW R | BoW F1 | LCS P | LCS R | LCS F1 | CleanEval | title acc | ms/page median | errors |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map(([name, m]) =>
      cells([
        name,
        String(m.pages),
        fixed(m.shingle.precision),
        fixed(m.shingle.recall),
        fixed(m.shingle.f1),
        fixed(m.textAloneShingleF1),
        fixed(m.bagOfWords.precision.mean),
        fixed(m.bagOfWords.recall.mean),
        meanAndMedian(m.bagOfWords.f1),
        fixed(m.lcs.precision.mean),
        fixed(m.lcs.recall.mean),
        meanAndMedian(m.lcs.f1),
        meanAndMedian(m.cleanEval),
        m.title.pages === 0 ? "–" : fixed(m.title.accuracy),
        m.ms.median.toFixed(1),
        String(m.errors),
      ]),
    ),
  ];
}

export function blockMetricsTable(rows: readonly Row[], label = "data"): string[] {
  return [
    "Block and document metrics over pages with a usable gold projection (blocks micro-averaged; share of each gold class selected).",
    "",
    `| ${label} | pages | content P | content R | content F1 | noise P | noise R | ${BLOCK_CLASSES.map((c) => `${c} sel`).join(" | ")} | doc acc | doc P | doc R |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map(([name, m]) =>
      cells([
        name,
        String(m.blocks.pages),
        fixed(m.blocks.content.precision),
        fixed(m.blocks.content.recall),
        fixed(m.blocks.content.f1),
        fixed(m.blocks.noise.precision),
        fixed(m.blocks.noise.recall),
        ...BLOCK_CLASSES.map((c) => fixedOrDash(m.blocks.selectedShare[c])),
        fixed(m.documents.accuracy),
        fixed(m.documents.precision),
        fixed(m.documents.recall),
      ]),
    ),
  ];
}

export function projectionTable(report: {
  readonly datasets: ReadonlyArray<{
    readonly name: string;
    readonly projection: ProjectionSummary;
  }>;
}): string[] {
  const thresholds = report.datasets[0]?.projection.thresholds;
  return [
    `Gold projection: coverage = share of gold words aligned inside content-labelled blocks; purity = share of words in content-labelled blocks aligned to the gold. Pages below coverage ${thresholds?.coverage} or purity ${thresholds?.purity} are not trained on.`,
    "",
    "| data | pages | with gold | coverage mean (median) | purity mean (median) | usable | poor (first ones) |",
    "|---|--:|--:|--:|--:|--:|---|",
    ...report.datasets.map(({ name, projection: p }) =>
      cells([
        name,
        String(p.pages),
        String(p.withGold),
        meanAndMedian(p.coverage),
        meanAndMedian(p.purity),
        String(p.usable),
        p.poor.slice(0, 6).join(" ") + (p.poor.length > 6 ? ` … (${p.poor.length})` : ""),
      ]),
    ),
  ];
}

function sourcesTable(sources: readonly SourceRow[]): string[] {
  return [
    `Largest sources (${Math.min(LISTED_SOURCES, sources.length)} of ${sources.length}; all in the JSON report).`,
    "",
    "| source | pages | shingle F1 | BoW F1 | CleanEval |",
    "|---|--:|--:|--:|--:|",
    ...sources
      .slice(0, LISTED_SOURCES)
      .map((s) =>
        cells([
          s.source,
          String(s.pages),
          fixed(s.shingleF1),
          fixed(s.bagOfWordsF1),
          fixed(s.cleanEval),
        ]),
      ),
  ];
}

function worstTable(worst: readonly WorstPage[]): string[] {
  return [
    "Worst pages by bag-of-words F1.",
    "",
    "| page | BoW F1 | shingle F1 | CleanEval | url / error |",
    "|---|--:|--:|--:|---|",
    ...worst.map((w) =>
      cells([
        w.key,
        fixed(w.bagOfWordsF1),
        fixed(w.shingleF1),
        fixed(w.cleanEval),
        w.error ?? w.url ?? "",
      ]),
    ),
  ];
}

function cells(values: readonly string[]): string {
  return `| ${values.map((value) => value.replaceAll("|", "\\|")).join(" | ")} |`;
}
