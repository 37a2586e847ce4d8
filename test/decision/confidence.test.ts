import { describe, expect, it } from "vitest";
import { extractionConfidence } from "../../src/decision/confidence.js";
import { segment } from "../output/helpers.js";

describe("extractionConfidence", () => {
  // Block word counts: 10, 40, 2.
  const page = segment(`<p>${"w ".repeat(10)}</p><p>${"w ".repeat(40)}</p><p>w w</p>`);

  it("is the word-weighted mean probability of the selected blocks times the length factor", () => {
    const probability = Float64Array.of(0.5, 1, 0.1);
    const selected = Uint8Array.of(1, 1, 0);
    const mean = (10 * 0.5 + 40 * 1) / 50; // 0.9
    expect(extractionConfidence(page, selected, probability)).toBeCloseTo(
      mean * (1 - Math.exp(-1)),
      10,
    );
  });

  it("is the length factor alone for 0/1 baselines, and 0 for an empty selection", () => {
    const selected = Uint8Array.of(0, 1, 0);
    expect(extractionConfidence(page, selected, Float64Array.from(selected))).toBeCloseTo(
      1 - Math.exp(-40 / 50),
      10,
    );
    expect(extractionConfidence(page, new Uint8Array(3), Float64Array.of(1, 1, 1))).toBe(0);
  });

  it("clamps scores outside [0, 1] and ignores NaN", () => {
    const selected = Uint8Array.of(1, 1, 1);
    const confidence = extractionConfidence(page, selected, Float64Array.of(7, Number.NaN, -3));
    expect(confidence).toBeCloseTo((10 / 52) * (1 - Math.exp(-52 / 50)), 10);
  });
});
