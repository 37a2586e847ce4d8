import type { CorpusPage } from "../corpus.js";
import { type Summary, summarise } from "../metrics/summary.js";
import { MIN_PROJECTION_COVERAGE, MIN_PROJECTION_PURITY } from "./project.js";

/** Projection quality of a dataset: how well block labels reproduce the gold text. */
export interface ProjectionSummary {
  readonly pages: number;
  /** Pages whose gold has content words (the others cannot be projected). */
  readonly withGold: number;
  /** Over pages with gold words. */
  readonly coverage: Summary;
  readonly purity: Summary;
  /** Pages used for training (and block-level scoring). */
  readonly usable: number;
  /** Keys of pages with gold words whose projection falls below the thresholds. */
  readonly poor: readonly string[];
  readonly thresholds: { readonly coverage: number; readonly purity: number };
}

export function summariseProjection(pages: readonly CorpusPage[]): ProjectionSummary {
  const projected = pages.flatMap((page) =>
    page.projection !== null && page.projection.quality.goldWords > 0
      ? [{ key: page.key, quality: page.projection.quality }]
      : [],
  );
  return {
    pages: pages.length,
    withGold: projected.length,
    coverage: summarise(projected.map((page) => page.quality.coverage)),
    purity: summarise(projected.map((page) => page.quality.purity)),
    usable: projected.filter((page) => page.quality.usable).length,
    poor: projected.filter((page) => !page.quality.usable).map((page) => page.key),
    thresholds: { coverage: MIN_PROJECTION_COVERAGE, purity: MIN_PROJECTION_PURITY },
  };
}
