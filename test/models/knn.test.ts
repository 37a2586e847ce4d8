import { describe, expect, it } from "vitest";
import { FeatureIndex } from "../../src/features/feature-index.js";
import { fitAttributeSchema, numericSlots, toInstance } from "../../src/models/knn/attributes.js";
import { attributeWeight } from "../../src/models/knn/feature-weights.js";
import { knnLearner } from "../../src/models/knn/knn-learner.js";
import { InstanceMemory } from "../../src/models/knn/memory.js";
import { syntheticPage } from "./synthetic-pages.js";

/** Dense numeric values (zeros left out, as toInstance does) and symbolic value ids. */
const instance = (numeric: number[], symbolic: number[]) => {
  const slots = numeric.flatMap((value, slot) => (value === 0 ? [] : [slot]));
  return {
    numericSlots: Int32Array.from(slots),
    numericValues: Float64Array.from(slots, (slot) => numeric[slot]),
    symbolic: Int32Array.from(symbolic),
  };
};

describe("TiMBL feature weights (Arizaleta eq. 3.3–3.7)", () => {
  const labels = [1, 1, 0, 0];
  it("gives a perfectly predictive feature the class entropy as information gain", () => {
    expect(attributeWeight([7, 7, 3, 3], labels, "information-gain")).toBeCloseTo(1, 12);
    // Labels 1 0 0 0: H(C) = −¼log₂¼ − ¾log₂¾.
    const entropy = -(0.25 * Math.log2(0.25) + 0.75 * Math.log2(0.75));
    expect(attributeWeight([1, 2, 2, 2], [1, 0, 0, 0], "information-gain")).toBeCloseTo(
      entropy,
      12,
    );
    // Split info of values 1 2 2 2 is the same entropy, so the gain ratio is 1.
    expect(attributeWeight([1, 2, 2, 2], [1, 0, 0, 0], "gain-ratio")).toBeCloseTo(1, 12);
  });

  it("computes chi-square and shared variance from the contingency table", () => {
    // Perfect 2×2 association over N = 4: χ² = N = 4; SV = 4 / (4 · (2 − 1)) = 1.
    expect(attributeWeight([7, 7, 3, 3], labels, "chi-square")).toBeCloseTo(4, 12);
    expect(attributeWeight([7, 7, 3, 3], labels, "shared-variance")).toBeCloseTo(1, 12);
    // Values a b a b against 1 1 0 0: independent, every weight 0.
    for (const method of [
      "information-gain",
      "gain-ratio",
      "chi-square",
      "shared-variance",
    ] as const) {
      expect(attributeWeight([1, 2, 1, 2], labels, method)).toBeCloseTo(0, 12);
    }
    expect(attributeWeight([1, 2, 1, 2], labels, "none")).toBe(1);
  });
});

describe("IB1 memory", () => {
  // Numeric attribute in [0, 10] and one symbolic attribute.
  const memory = InstanceMemory.fit(
    [
      instance([0], [1]),
      instance([1], [1]),
      instance([9], [2]),
      instance([10], [2]),
      instance([5], [2]),
    ],
    Uint8Array.from([1, 1, 0, 0, 1]),
    "none",
    1,
  );

  it("measures scaled absolute difference plus overlap", () => {
    expect(memory.distance(instance([0], [1]), instance([5], [2]))).toBeCloseTo(0.5 + 1, 12);
    expect(memory.distance(instance([3], [1]), instance([3], [1]))).toBe(0);
  });

  it("votes among the instances at the k nearest distances", () => {
    // Query (6, value 2): distances 0.1 (label 1), 0.3 (0), 0.4 (0), 1.5, 1.6.
    const query = instance([6], [2]);
    expect(memory.probability(query, 1, "majority")).toBe(1);
    expect(memory.probability(query, 3, "majority")).toBeCloseTo(1 / 3, 12);
    const weighted = 1 / (0.1 + 1e-6) / (1 / (0.1 + 1e-6) + 1 / (0.3 + 1e-6) + 1 / (0.4 + 1e-6));
    expect(memory.probability(query, 3, "inverse-distance")).toBeCloseTo(weighted, 9);
  });

  it("lets every instance tied at a nearest distance vote", () => {
    const tied = InstanceMemory.fit(
      [instance([], [1]), instance([], [1]), instance([], [1]), instance([], [2])],
      Uint8Array.from([1, 0, 0, 1]),
      "none",
      0,
    );
    expect(tied.probability(instance([], [1]), 1, "majority")).toBeCloseTo(1 / 3, 12);
  });
});

describe("attribute schema", () => {
  it("groups single-valued name=value columns into symbolic attributes", () => {
    const index = new FeatureIndex(["f:len", "f:tag=div", "f:tag=p", "f:class=a", "f:class=b"]);
    const vectors = [
      index.vectorize({
        names: ["f:len", "f:tag=p", "f:class=a", "f:class=b"],
        values: [3, 1, 1, 1],
      }),
      index.vectorize({ names: ["f:tag=div"], values: [1] }),
    ];
    const schema = fitAttributeSchema(index, vectors);
    expect(schema.symbolicNames).toEqual(["f:tag"]);
    expect(Array.from(schema.numericColumns)).toEqual([0, 3, 4]);
    const first = toInstance(schema, vectors[0], numericSlots(schema));
    expect(Array.from(first.symbolic)).toEqual([2]);
    expect(Array.from(first.numericSlots)).toEqual([0, 1, 2]);
    expect(Array.from(first.numericValues)).toEqual([3, 1, 1]);
  });
});

describe("knn learner", () => {
  it("labels held-out synthetic pages and round-trips through JSON", () => {
    const pages = [1, 2, 3, 4, 5, 6].map((seed) => syntheticPage(seed));
    const model = knnLearner.train(pages, { features: "shape", k: "3", weighting: "chi-square" });
    const held = syntheticPage(77);
    expect(Array.from(model.predict(held.page).selected)).toEqual(Array.from(held.labels));
    const copy = knnLearner.load(JSON.parse(JSON.stringify(model.toJSON())));
    expect(copy.predict(held.page)).toEqual(model.predict(held.page));
    expect(() => knnLearner.train(pages, { weighting: "bogus" })).toThrow(/weighting/);
  });
});
