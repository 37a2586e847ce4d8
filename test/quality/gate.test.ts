import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  evenlySpaced,
  type GateFloors,
  type GateScore,
  gateFailures,
  gateSubset,
  measureGate,
  subsetFingerprint,
} from "../../src/eval/quality-gate.js";
import { itWithData } from "../shared-data.js";
import {
  GATE_DATASET_NAMES,
  GATE_DATASETS,
  GATE_FLOORS_FILE,
  measureSharedGate,
} from "./gate-run.js";

const pinned = JSON.parse(readFileSync(GATE_FLOORS_FILE, "utf8")) as GateFloors;

describe("quality gate (the shipped model on a fixed subset of ../shared/data)", () => {
  itWithData(...GATE_DATASET_NAMES)(
    "scores every dataset and WCXB page type at or above its pinned floor",
    () => {
      const { fingerprint, scores } = measureSharedGate(GATE_DATASETS);
      expect(gateFailures(scores, pinned, fingerprint)).toEqual([]);
    },
    120_000,
  );

  itWithData(...GATE_DATASET_NAMES)(
    "fails when extraction breaks: an extractor that returns nothing misses every floor",
    () => {
      const pages = gateSubset(GATE_DATASETS);
      const failures = gateFailures(
        measureGate(pages, () => ({ title: "", text: "" })),
        pinned,
        subsetFingerprint(pages),
      );
      expect(failures).toContain(
        `l3s-gn1 shingleF1 0.0000 < floor ${pinned.floors["l3s-gn1"].shingleF1.toFixed(4)} − 0.005`,
      );
      expect(failures).toHaveLength(2 * Object.keys(pinned.floors).length);
    },
  );
});

describe("gateFailures", () => {
  const score = (shingleF1: number, wordF1 = shingleF1): GateScore => ({
    pages: 10,
    shingleF1,
    wordF1,
  });
  const floors: GateFloors = {
    fingerprint: "abc",
    tolerance: 0.005,
    floors: { dragnet: score(0.9), "wcxb:product": score(0.6, 0.65) },
  };

  it("passes scores at, above, or within the tolerance under their floors", () => {
    const measured = { dragnet: score(0.96), "wcxb:product": score(0.5951, 0.65) };
    expect(gateFailures(measured, floors, "abc")).toEqual([]);
  });

  it("fails a score more than the tolerance under its floor, naming group and metric", () => {
    const measured = { dragnet: score(0.9), "wcxb:product": score(0.6, 0.6449) };
    expect(gateFailures(measured, floors, "abc")).toEqual([
      "wcxb:product wordF1 0.6449 < floor 0.6500 − 0.005",
    ]);
  });

  it("fails when the subset changed or a group was not measured", () => {
    const failures = gateFailures({ dragnet: score(0.9) }, floors, "abd");
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/the subset changed/);
    expect(failures[1]).toBe("wcxb:product: not measured");
  });
});

describe("evenlySpaced", () => {
  it("takes every step-th item from the first, all of them when there are too few", () => {
    expect(evenlySpaced([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 2, 5, 7]);
    expect(evenlySpaced([1, 2], 5)).toEqual([1, 2]);
  });
});
