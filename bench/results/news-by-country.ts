import { existsSync } from "node:fs";
import { join } from "node:path";
import { type GoldRecord, loadDataset } from "../../src/eval/dataset.js";
import { pagePrecision, pageRecall, shingleCounts } from "../../src/eval/metrics/shingles.js";
import { f1Of } from "../../src/eval/page-score.js";
import { predictionsPath, readPredictions } from "../peers/report.js";
import { SHARED_DATA } from "../shared-datasets.js";
import { predictionsDirOf } from "./peers.js";
import type { ResultsSection } from "./section.js";

/** The race's systems shown per country: pith on unseen sites and the two rule systems. */
const SYSTEMS = ["pith-heldout", "trafilatura", "readability-linkedom"] as const;

interface PageF1 {
  readonly country: string;
  readonly f1: number;
  readonly precision: number;
}

/**
 * Fundus's modern news by the publisher's country (its languages: German, English, Spanish,
 * Japanese, Turkish, French, Norwegian…), from the race's saved outputs (`npm run bench:peers`):
 * where pith's news precision falls short is it one language or every one?
 */
export const newsByCountrySection: ResultsSection = {
  id: "news-by-country",
  render() {
    const dataset = loadDataset(join(SHARED_DATA, "fundus"));
    const bySystem = new Map<string, PageF1[]>();
    for (const system of SYSTEMS) {
      const dir = predictionsDirOf(system);
      if (!existsSync(predictionsPath(dir, system, dataset.name))) {
        throw new Error(`no ${system} outputs on fundus in ${dir}: run \`npm run bench:peers\``);
      }
      bySystem.set(
        system,
        readPredictions(dir, system, dataset).map(({ gold, text }) => pageF1(gold, text)),
      );
    }
    const countries = [...new Set(dataset.records.map(countryOf))].sort(
      (a, b) => pagesOf(dataset.records, b) - pagesOf(dataset.records, a) || a.localeCompare(b),
    );
    const shown = countries.filter((country) => pagesOf(dataset.records, country) >= MIN_PAGES);
    const pooled = countries.filter((country) => !shown.includes(country));
    const row = (label: string, keep: (country: string) => boolean, pages: number) =>
      `| ${label} | ${pages} | ${SYSTEMS.map((system) => cell((bySystem.get(system) ?? []).filter((page) => keep(page.country)))).join(" | ")} |`;
    return [
      "## Modern news by country (Fundus)",
      "",
      "Fundus's 161 articles of 114 publishers in 30 countries, each system's race output (the race above, same text",
      "conversion) scored per page with shingle F1 and averaged per country; precision in brackets. `pith-heldout` runs",
      "the fold model that never saw the page's site. A country holds 3–56 pages: read the columns against each other,",
      "not a country against another. Regenerate with `npm run results -- --only news-by-country` (reads the race's",
      "outputs in bench/out/peers/).",
      "",
      `| country | pages | ${SYSTEMS.join(" | ")} |`,
      `|---|--:|${SYSTEMS.map(() => "--:").join("|")}|`,
      ...shown.map((country) =>
        row(country, (c) => c === country, pagesOf(dataset.records, country)),
      ),
      row(
        `${pooled.length} countries of fewer than ${MIN_PAGES} pages (${pooled.join(", ")})`,
        (c) => pooled.includes(c),
        pooled.reduce((sum, country) => sum + pagesOf(dataset.records, country), 0),
      ),
      row("all", () => true, dataset.records.length),
      row(
        "all but English-speaking (us, uk, ca, au)",
        (c) => !ENGLISH_SPEAKING.has(c),
        dataset.records.filter((record) => !ENGLISH_SPEAKING.has(countryOf(record))).length,
      ),
    ].join("\n");
  },
};

const ENGLISH_SPEAKING = new Set(["us", "uk", "ca", "au"]);
/** Fewest pages for a country's own row; the others are pooled. */
const MIN_PAGES = 3;

function countryOf(record: GoldRecord): string {
  return (record as GoldRecord & { country?: string }).country ?? "?";
}

function pagesOf(records: readonly GoldRecord[], country: string): number {
  return records.filter((record) => countryOf(record) === country).length;
}

function pageF1(gold: GoldRecord, text: string): PageF1 {
  const counts = shingleCounts(gold.text, text);
  const precision = pagePrecision(counts) ?? 0;
  return { country: countryOf(gold), f1: f1Of(precision, pageRecall(counts) ?? 0), precision };
}

function cell(pages: readonly PageF1[]): string {
  if (pages.length === 0) return "–";
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return `${mean(pages.map((page) => page.f1)).toFixed(3)} (${mean(pages.map((page) => page.precision)).toFixed(3)})`;
}
