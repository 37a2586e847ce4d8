import { existsSync } from "node:fs";
import { join } from "node:path";
import { gateSubset, measureGate, subsetFingerprint } from "../../src/eval/quality-gate.js";
import { extract } from "../../src/extract/extract.js";

import { sharedData } from "../shared-data-path.js";

/** The shared datasets the gate reads. */
export const GATE_DATASET_NAMES = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb"];
export const GATE_DATASETS = GATE_DATASET_NAMES.map((name) => sharedData(name));
export const GATE_FLOORS_FILE = join(import.meta.dirname, "gate-floors.json");
/** Scores are rounded to 1e-4: a drop of more than half a point is a regression, not noise. */
export const GATE_TOLERANCE = 0.005;

/** The shipped model's scores on the gate's subset, and the subset's fingerprint. */
export function measureSharedGate(dirs: readonly string[]) {
  const missing = dirs.filter((dir) => !existsSync(join(dir, "gold.jsonl")));
  if (missing.length > 0) throw new Error(`the quality gate needs ${missing.join(", ")}`);
  const pages = gateSubset(dirs);
  const scores = measureGate(pages, (bytes, url) =>
    extract(bytes, { ...(url === undefined ? {} : { url }), html: false }),
  );
  return { fingerprint: subsetFingerprint(pages), scores };
}
