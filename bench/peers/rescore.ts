import { readFileSync } from "node:fs";
import { loadDataset } from "../../src/eval/dataset.js";
import {
  DEFAULT_OUT_DIR,
  predictionsPath,
  readPeersReport,
  type SystemReport,
  writePeersReport,
} from "./report.js";
import { qualityByDataset, type ScoredText } from "./summary.js";

/**
 * Recomputes every quality metric of bench/out/peers.json from the saved predictions, keeping the
 * measured latency, memory and outcomes: for when a metric is added or fixed after a long race.
 * Usage: npx tsx bench/peers/rescore.ts [OUT_DIR]
 */
/** The race's output directory: argv[2], or bench/out. */
const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
const report = readPeersReport(outDir);
const datasets = report.options.data.map(loadDataset);
const systems: SystemReport[] = report.systems.map((system) => {
  const texts = datasets.flatMap((dataset): ScoredText[] => {
    const golds = new Map(dataset.records.map((record) => [record.id, record]));
    return readFileSync(predictionsPath(outDir, system.name, dataset.name), "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const { id, text } = JSON.parse(line) as { id: string; text: string };
        const gold = golds.get(id);
        if (gold === undefined)
          throw new Error(`${system.name}/${dataset.name}: no gold for page ${id}`);
        return { dataset: dataset.name, gold, text };
      });
  });
  const quality = qualityByDataset(
    texts,
    datasets.map((d) => d.name),
  );
  return {
    ...system,
    datasets: Object.fromEntries(
      Object.entries(system.datasets).map(([name, summary]) => [
        name,
        { ...summary, ...quality.datasets[name] },
      ]),
    ),
    overall: { ...system.overall, ...quality.overall },
  };
});
console.log(writePeersReport({ ...report, systems }, outDir));
