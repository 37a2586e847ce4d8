import { existsSync } from "node:fs";
import { join } from "node:path";
import { metricTable } from "../../src/eval/aggregate.js";
import { loadCorpus } from "../../src/eval/corpus.js";
import { evaluateModel } from "../../src/eval/evaluate.js";
import { summariseProjection } from "../../src/eval/projection/quality-summary.js";
import {
  blockMetricsTable,
  projectionTable,
  type Row,
  textMetricsTable,
} from "../../src/eval/report.js";
import { BASELINES } from "../../src/models/registry.js";
import { SHARED_DATA, SHARED_DATASETS } from "../shared-datasets.js";
import type { ResultsSection } from "./section.js";

/** The shared datasets, relative to the repository (read-only, never copied into it). */

/**
 * The untrained baselines on every shared dataset, with every metric. Datasets are loaded one at a
 * time (parsed once, shared by the three baselines) so memory stays at one dataset's DOMs.
 */
export const baselinesSection: ResultsSection = {
  id: "baselines",
  render() {
    const baselines = [...BASELINES.values()];
    const projections: { name: string; projection: ReturnType<typeof summariseProjection> }[] = [];
    const lines = [
      "## Baselines",
      "",
      `${baselines.map((model) => `\`${model.name}\``).join(", ")} on every shared dataset, each page parsed once. ms/page = decode + parse + segment + predict, median, on a shared 2-core machine. One dataset and model alone:`,
      "",
      "```",
      ...baselines.map(
        (model) =>
          `npx pith eval --model ${model.name} --data ${SHARED_DATA}/<dataset> --report out.md`,
      ),
      "```",
      "",
    ];
    for (const name of SHARED_DATASETS) {
      const dir = join(SHARED_DATA, name);
      if (!existsSync(dir)) continue;
      const pages = loadCorpus([dir]);
      projections.push({ name, projection: summariseProjection(pages) });
      const rows: Row[] = baselines.map((model) => [
        model.name,
        metricTable(evaluateModel(pages, model)),
      ]);
      lines.push(`### ${name} (${pages.length} pages)`, "", ...textMetricsTable(rows, "model"), "");
      lines.push(...blockMetricsTable(rows, "model"), "");
    }
    lines.push(
      "### Gold projection quality",
      "",
      ...projectionTable({ datasets: projections }),
      "",
    );
    return lines.join("\n");
  },
};
