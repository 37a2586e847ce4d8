import { loadDataset } from "../../src/eval/dataset.js";
import {
  DEFAULT_OUT_DIR,
  readPeersReport,
  readPredictions,
  type SystemReport,
  writePeersReport,
} from "./report.js";
import { qualityByDataset } from "./summary.js";

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
  const texts = datasets.flatMap((dataset) => readPredictions(outDir, system.name, dataset));
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
