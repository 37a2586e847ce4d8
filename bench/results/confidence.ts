import { loadDataset, readPageBytes } from "../../src/eval/dataset.js";
import { rocAuc, spearman } from "../../src/eval/metrics/ranking.js";
import { pagePrecision, pageRecall, shingleCounts } from "../../src/eval/metrics/shingles.js";
import { summarise } from "../../src/eval/metrics/summary.js";
import { f1Of } from "../../src/eval/page-score.js";
import { extract } from "../../src/extract/extract.js";
import { HELD_OUT_MODELS_DIR, heldOutModels, heldOutModelsMissing } from "../held-out-models.js";
import { DEFAULT_DATA_DIRS } from "../peers/pages.js";
import type { ResultsSection } from "./section.js";

/** Lower edges of the confidence bins of the table (the last bin runs to 1). */
const BIN_EDGES = [0, 0.25, 0.5, 0.75, 0.9] as const;
/** A page below this shingle F1 counts as a failed extraction. */
const FAILED_F1 = 0.5;

interface PageOutcome {
  readonly dataset: string;
  readonly confidence: number;
  readonly f1: number;
}

/**
 * Whether `confidence` tells good extractions from bad ones, on pages of sites the model never saw:
 * every page with gold words, extracted by its held-out fold model, its confidence next to its
 * shingle F1 against the gold.
 */
export const confidenceSection: ResultsSection = {
  id: "confidence",
  render() {
    const missing = heldOutModelsMissing();
    if (missing !== undefined) throw new Error(missing);
    const outcomes = heldOutOutcomes();
    const failed = outcomes.filter((page) => page.f1 < FAILED_F1).length;
    return [
      "## Confidence: how far to trust it",
      "",
      "`extract()` and every JSON record report a `confidence` in [0, 1] (src/output/confidence.ts). Here it is",
      `set against what each page actually scored: every page with gold words, extracted by the fold model of ${HELD_OUT_MODELS_DIR}`,
      "that never saw its site (as `pith-heldout` in the race), its confidence beside its shingle F1. Regenerate with",
      "`npm run results -- --only confidence` (about 40 s of CPU).",
      "",
      "| confidence | pages | share of pages | mean shingle F1 | median shingle F1 | failed (F1 < 0.5) |",
      "|---|--:|--:|--:|--:|--:|",
      ...BIN_EDGES.map((low, b) => binRow(outcomes, low, BIN_EDGES[b + 1])),
      "",
      `Over all ${outcomes.length} pages (${failed} failed): Spearman's ρ between confidence and page F1 ${fixed(
        spearman(
          outcomes.map((page) => page.confidence),
          outcomes.map((page) => page.f1),
        ),
      )}; ` +
        `ROC AUC of low confidence for spotting the failed pages ${fixed(failureAuc(outcomes))}. Per dataset (ρ / AUC): ${perDataset(outcomes)}.`,
    ].join("\n");
  },
};

function heldOutOutcomes(): PageOutcome[] {
  const modelFor = heldOutModels();
  const outcomes: PageOutcome[] = [];
  for (const dir of DEFAULT_DATA_DIRS) {
    const dataset = loadDataset(dir);
    for (const record of dataset.records) {
      const model = modelFor(`${dataset.name}/${record.id}`);
      const result = extract(readPageBytes(dataset, record), { model, html: false });
      const counts = shingleCounts(record.text, result.text);
      if (counts.tp + counts.fn === 0) continue; // No gold words: nothing to score.
      const f1 = f1Of(pagePrecision(counts) ?? 0, pageRecall(counts) ?? 0);
      outcomes.push({ dataset: dataset.name, confidence: result.confidence, f1 });
    }
  }
  return outcomes;
}

function binRow(outcomes: readonly PageOutcome[], low: number, high: number | undefined): string {
  const inBin = outcomes.filter(
    (page) => page.confidence >= low && (high === undefined || page.confidence < high),
  );
  const label = high === undefined ? `≥ ${low}` : `${low} – ${high}`;
  if (inBin.length === 0) return `| ${label} | 0 | 0 % | – | – | – |`;
  const f1s = inBin.map((page) => page.f1);
  const { mean, median } = summarise(f1s);
  const failed = f1s.filter((f1) => f1 < FAILED_F1).length;
  return `| ${label} | ${inBin.length} | ${percent(inBin.length / outcomes.length)} | ${mean.toFixed(3)} | ${median.toFixed(3)} | ${failed} (${percent(failed / inBin.length)}) |`;
}

/** AUC of −confidence as a detector of failed pages (1 = every failed page is less confident). */
function failureAuc(outcomes: readonly PageOutcome[]): number {
  return rocAuc(
    outcomes.map((page) => -page.confidence),
    outcomes.map((page) => page.f1 < FAILED_F1),
  );
}

function perDataset(outcomes: readonly PageOutcome[]): string {
  const names = [...new Set(outcomes.map((page) => page.dataset))];
  return names
    .map((name) => {
      const pages = outcomes.filter((page) => page.dataset === name);
      const rho = spearman(
        pages.map((page) => page.confidence),
        pages.map((page) => page.f1),
      );
      return `${name} ${fixed(rho)} / ${fixed(failureAuc(pages))}`;
    })
    .join(", ");
}

function fixed(value: number): string {
  return Number.isNaN(value) ? "–" : value.toFixed(2);
}

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}
