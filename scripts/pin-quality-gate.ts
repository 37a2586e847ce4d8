/**
 * Re-pins the quality gate's floors (test/quality/gate-floors.json) to what the code scores now.
 * Run it only after a change meant to move accuracy, and say why in the commit:
 * `npm run gate:pin`. Prints each group's change against the old floors.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  GATE_DATASETS,
  GATE_FLOORS_FILE,
  GATE_TOLERANCE,
  measureSharedGate,
} from "../test/quality/gate-run.js";

const old = existsSync(GATE_FLOORS_FILE)
  ? (JSON.parse(readFileSync(GATE_FLOORS_FILE, "utf8")) as {
      floors: Record<string, { shingleF1: number; wordF1: number }>;
    })
  : undefined;
const { fingerprint, scores } = measureSharedGate(GATE_DATASETS);
writeFileSync(
  GATE_FLOORS_FILE,
  `${JSON.stringify({ fingerprint, tolerance: GATE_TOLERANCE, floors: scores }, null, 2)}\n`,
);
for (const [group, score] of Object.entries(scores)) {
  const before = old?.floors[group];
  const change = before === undefined ? "new" : `was ${before.shingleF1} / ${before.wordF1}`;
  process.stdout.write(
    `${group.padEnd(24)} ${String(score.pages).padStart(3)} pages  shingle F1 ${score.shingleF1}  word F1 ${score.wordF1}  (${change})\n`,
  );
}
process.stdout.write(`wrote ${GATE_FLOORS_FILE}\n`);
