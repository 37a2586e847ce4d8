import { execFileSync } from "node:child_process";
import { loadDataset } from "../../src/eval/dataset.js";
import { DEFAULT_OUT_DIR, predictionsPath, readPeersReport } from "./report.js";

/**
 * Re-scores the race's predictions (bench/out/peers/<system>/<dataset>.jsonl) with the reference
 * Python scorer and prints both F1s side by side; they must agree to the third decimal. Only
 * datasets run in full can be checked (the scorer counts a missing page as an empty output).
 * Dragnet is expected to differ by up to ~0.003: pith's `loadDataset` repairs five UTF-16-mojibake
 * gold texts that score.py reads raw (with the same repair, score.py agrees to the third decimal).
 * Usage: npx tsx bench/peers/cross-check.ts [OUT_DIR]
 */
const SCORER = "../shared/tools/score.py";

/** The race's output directory: argv[2], or bench/out. */
const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
const report = readPeersReport(outDir);
let disagreements = 0;
console.log(
  "| system | dataset | race F1 | score.py F1 | agree |\n| --- | --- | ---: | ---: | --- |",
);
for (const dir of report.options.data) {
  const dataset = loadDataset(dir);
  for (const system of report.systems) {
    const ours = system.datasets[dataset.name];
    if (ours === undefined || ours.pages !== dataset.records.length) continue;
    const predictions = predictionsPath(outDir, system.name, dataset.name);
    const output = execFileSync("python3", [SCORER, dir, predictions], { encoding: "utf8" });
    const theirs = Number(/F1=([\d.]+)/.exec(output)?.[1]);
    const agree = ours.shingle.f1.toFixed(3) === theirs.toFixed(3);
    if (!agree) disagreements++;
    console.log(
      `| ${system.name} | ${dataset.name} | ${ours.shingle.f1.toFixed(3)} | ${theirs.toFixed(3)} | ${agree ? "yes" : "NO"} |`,
    );
  }
}
process.exitCode = disagreements === 0 ? 0 : 1;
