import { existsSync, readFileSync } from "node:fs";
import { DEFAULT_CV_REPORT } from "./default-model.js";
import { DATASETS } from "./learning-curve.js";
import type { ResultsSection } from "./section.js";

/** Issue 35's shingle F1 target on WCXB under nested by-site cross-validation. */
const WCXB_TARGET = 0.88;

/** Where bench/learning-curve-default.ts writes its points. */
export const DEFAULT_CURVE_FILE = "bench/out/learning-curve-default.json";

/** One share's cross-validated shingle F1, over all pages and per dataset. */
export interface DefaultCurvePoint {
  readonly share: number;
  /** Mean training pages per fold. */
  readonly trainingPages: number;
  readonly all: number;
  readonly datasets: Readonly<Record<string, number>>;
  readonly trainMinutes: number;
}

interface CrossValidationReport {
  readonly crossValidation: { readonly folds: ReadonlyArray<{ readonly trainingPages: number }> };
  readonly datasets: ReadonlyArray<{
    readonly name: string;
    readonly metrics: { readonly shingle: { readonly f1: number } };
  }>;
  readonly overall: { readonly shingle: { readonly f1: number } };
}

/**
 * Issue 35's question "does more data help now?" for the shipped recipe itself (the stack, the
 * trees beside), per dataset: `bench/learning-curve-default.ts` trains each fold on shares of its
 * pages; the full share is `npm run bench:default-cv`'s report.
 */
export const defaultLearningCurveSection: ResultsSection = {
  id: "default-learning-curve",
  render() {
    for (const file of [DEFAULT_CURVE_FILE, `${DEFAULT_CV_REPORT}.json`])
      if (!existsSync(file))
        throw new Error(
          `no ${file}: run \`npx tsx bench/learning-curve-default.ts\` and \`npm run bench:default-cv\``,
        );
    const curve = JSON.parse(readFileSync(DEFAULT_CURVE_FILE, "utf8")) as {
      readonly points: readonly DefaultCurvePoint[];
    };
    const full = JSON.parse(
      readFileSync(`${DEFAULT_CV_REPORT}.json`, "utf8"),
    ) as CrossValidationReport;
    const folds = full.crossValidation.folds;
    const fullPoint: DefaultCurvePoint = {
      share: 1,
      trainingPages: folds.reduce((sum, fold) => sum + fold.trainingPages, 0) / folds.length,
      all: full.overall.shingle.f1,
      datasets: Object.fromEntries(
        full.datasets.map((dataset) => [dataset.name, dataset.metrics.shingle.f1]),
      ),
      trainMinutes: Number.NaN,
    };
    const points = [...curve.points, fullPoint].sort((a, b) => a.share - b.share);
    const cell = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(3));
    const first = points[0];
    const last = points[points.length - 1];
    const doublings = Math.log2(last.trainingPages / first.trainingPages);
    const perDoubling = (read: (point: DefaultCurvePoint) => number | undefined) =>
      ((read(last) ?? Number.NaN) - (read(first) ?? Number.NaN)) / doublings;
    const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(3)}`;
    const wcxbSlope = perDoubling((point) => point.datasets.wcxb);
    const wcxbShort = WCXB_TARGET - (last.datasets.wcxb ?? Number.NaN);
    return [
      "## Learning curve of the shipped recipe",
      "",
      "The whole default recipe (recipes/default.json: the context stack over the CRF, boosted trees beside it) in the",
      "nested by-site cross-validation of `npm run bench:default-cv` (same seed, same 4 site folds), each fold's",
      "model trained on a seeded share of its training pages, nested across shares; shingle F1 of the held-out",
      "pages. The shares below 1 come from `NODE_OPTIONS=--max-old-space-size=12288 npx tsx",
      `bench/learning-curve-default.ts --shares ${curve.points.map((point) => point.share).join(",")}\` (bench/out/learning-curve-default.json), the full share`,
      "from `npm run bench:default-cv`.",
      "",
      `| share of training fold | training pages | ${DATASETS.join(" | ")} | all |`,
      `|--:|--:|${DATASETS.map(() => "--:|").join("")}--:|`,
      ...points.map(
        (point) =>
          `| ${point.share} | ${point.trainingPages.toFixed(0)} | ${DATASETS.map((name) => cell(point.datasets[name])).join(" | ")} | ${cell(point.all)} |`,
      ),
      "",
      doublings > 0
        ? `From ${first.trainingPages.toFixed(0)} to ${last.trainingPages.toFixed(0)} training pages a fold, each doubling of the data added ${signed(perDoubling((point) => point.all))} over all pages (${DATASETS.map((name) => `${name} ${signed(perDoubling((point) => point.datasets[name]))}`).join(", ")}). ${wcxbSlope > 0 ? `More labelled pages still help, slowly: at WCXB's rate, the ${wcxbShort.toFixed(3)} it lacks of its ${WCXB_TARGET} target would take about ${Math.round(wcxbShort / wcxbSlope)} more doublings (${2 ** Math.round(wcxbShort / wcxbSlope)} times the pages), were the curve to go on as straight as it started: data alone does not close the gap.` : "More labelled pages no longer help WCXB."}`
        : "",
    ].join("\n");
  },
};
