import type { PageShingles } from "../../src/eval/compare.js";
import { sourceOf } from "../../src/eval/corpus.js";
import type { Dataset } from "../../src/eval/dataset.js";
import { pagePrecision, pageRecall, shingleCounts } from "../../src/eval/metrics/shingles.js";
import { readPredictions } from "./report.js";

/**
 * A raced system's page scores on one dataset, in the shape `pith compare` pairs: each page's
 * shingle precision and recall against its gold, and its site.
 */
export function racePageShingles(outDir: string, system: string, dataset: Dataset): PageShingles[] {
  return readPredictions(outDir, system, dataset).map(({ gold, text }) => {
    const counts = shingleCounts(gold.text, text);
    return {
      key: `${dataset.name}/${gold.id}`,
      dataset: dataset.name,
      source: sourceOf(dataset, gold),
      precision: pagePrecision(counts) ?? null,
      recall: pageRecall(counts) ?? null,
    };
  });
}
