import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  bestRow,
  type CandidateGroup,
  fitConditionalLogit,
} from "../../src/algorithms/conditional-logit.js";
import { LEARNED_TITLE_WEIGHTS } from "../../src/title/learned-title-weights.js";
import type { TitleFeatures } from "../../src/title/title-candidates.js";
import {
  defaultTitleScorer,
  linearTitleScorer,
  parseTitleWeights,
} from "../../src/title/title-score.js";
import { HAND_TITLE_WEIGHTS, TITLE_FEATURE_NAMES } from "../../src/title/title-weights.js";
import { seededRandom } from "../../src/util/random.js";

/** Pages of 4 candidates: feature 0 marks the correct one, features 1–2 are noise. */
function syntheticGroups(count: number): CandidateGroup[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const correctIndex = Math.floor(random() * 4);
    const rows = Array.from({ length: 4 }, (_, i) =>
      Float64Array.from([i === correctIndex ? 1 : 0, random(), random()]),
    );
    return { rows, correct: rows.map((_, i) => i === correctIndex) };
  });
}

describe("conditional logit", () => {
  it("learns the feature that marks the correct candidate and ranks it first", () => {
    const groups = syntheticGroups(60);
    const { x } = fitConditionalLogit(groups, 3, { priorVariance: 10 });
    expect(x[0]).toBeGreaterThan(2);
    expect(Math.abs(x[1])).toBeLessThan(x[0] / 2);
    expect(Math.abs(x[2])).toBeLessThan(x[0] / 2);
    for (const group of groups) expect(group.correct[bestRow(group.rows, x)]).toBe(true);
  });

  it("shrinks weights toward 0 as the prior narrows", () => {
    const groups = syntheticGroups(60);
    const wide = fitConditionalLogit(groups, 3, { priorVariance: 10 }).x[0];
    const narrow = fitConditionalLogit(groups, 3, { priorVariance: 0.01 }).x[0];
    expect(narrow).toBeGreaterThan(0);
    expect(narrow).toBeLessThan(wide / 5);
  });

  it("counts any of several correct candidates as right (probabilities add up)", () => {
    // Both correct candidates share feature 0; the wrong one has feature 1.
    const group: CandidateGroup = {
      rows: [Float64Array.from([1, 0]), Float64Array.from([1, 0]), Float64Array.from([0, 1])],
      correct: [true, true, false],
    };
    const { x } = fitConditionalLogit([group], 2, { priorVariance: 1 });
    expect(x[0]).toBeGreaterThan(x[1]);
  });

  it("rejects groups without a correct candidate and rows of the wrong size", () => {
    const row = Float64Array.from([1, 0]);
    expect(() =>
      fitConditionalLogit([{ rows: [row], correct: [false] }], 2, { priorVariance: 1 }),
    ).toThrow(/correct candidate/);
    expect(() =>
      fitConditionalLogit([{ rows: [row], correct: [true] }], 3, { priorVariance: 1 }),
    ).toThrow(/3 features/);
    expect(() =>
      fitConditionalLogit([{ rows: [row], correct: [true] }], 2, { priorVariance: 0 }),
    ).toThrow(/priorVariance/);
  });
});

describe("shipped title model", () => {
  const text = readFileSync("models/title.json", "utf8");

  it("has a finite weight for every feature and is the default scorer", () => {
    const weights = parseTitleWeights(text, "models/title.json");
    // The core reads them as a module generated from the file (npm run train-title).
    expect(LEARNED_TITLE_WEIGHTS).toEqual(weights);
    expect(Object.keys(weights)).toEqual([...TITLE_FEATURE_NAMES]);
    const features = Object.fromEntries(
      TITLE_FEATURE_NAMES.map((name, i) => [name, (i % 3) / 2]),
    ) as unknown as TitleFeatures;
    expect(defaultTitleScorer()(features)).toBeCloseTo(linearTitleScorer(weights)(features), 9);
    expect(defaultTitleScorer()(features)).not.toBeCloseTo(
      linearTitleScorer(HAND_TITLE_WEIGHTS)(features),
      3,
    );
  });

  it("records cross-validated accuracy at least the hand weights' on every dataset", () => {
    const file = JSON.parse(text) as {
      crossValidation: { datasets: { learned: number; hand: number }[] };
    };
    expect(file.crossValidation.datasets.length).toBeGreaterThan(0);
    for (const result of file.crossValidation.datasets)
      expect(result.learned).toBeGreaterThanOrEqual(result.hand);
  });

  it("gives clear errors for files that are not title models", () => {
    const weights = JSON.parse(text).weights as Record<string, number>;
    const file = (w: Record<string, unknown>) =>
      JSON.stringify({ format: "pith-title-weights", weights: w });
    expect(() => parseTitleWeights("{", "x.json")).toThrow(/x.json: not JSON/);
    expect(() => parseTitleWeights("{}", "x.json")).toThrow(/not a pith title model/);
    expect(() => parseTitleWeights(file({ ...weights, fromH9: 1 }), "x.json")).toThrow(
      /unknown title features fromH9/,
    );
    const { fromH1: _dropped, ...missing } = weights;
    expect(() => parseTitleWeights(file(missing), "x.json")).toThrow(/fromH1 needs a finite/);
    expect(() => parseTitleWeights(file({ ...weights, fromH2: "1" }), "x.json")).toThrow(
      /fromH2 needs a finite/,
    );
  });
});
