import { describe, expect, it } from "vitest";
import { segmentPage } from "../../src/extract/extract.js";
import type { Learner } from "../../src/models/learner.js";
import { nbMssLearner } from "../../src/models/nb-mss/nb-mss-learner.js";
import { svmLearner } from "../../src/models/svm/svm-learner.js";
import { bodyCandidates } from "../../src/models/wang-subtree/candidates.js";
import { createWangSubtreeLearner } from "../../src/models/wang-subtree/wang-learner.js";
import { syntheticPage } from "./synthetic-pages.js";

const registry = new Map<string, Learner>([
  [svmLearner.name, svmLearner],
  [nbMssLearner.name, nbMssLearner],
]);
const wang = createWangSubtreeLearner((name) => registry.get(name));

describe("Wang body-subtree candidates (Figure 11 pruning)", () => {
  it("keeps big-enough subtrees that start early in the page", () => {
    const words = (n: number): string => Array.from({ length: n }, () => "word").join(" ");
    const { page } = segmentPage(
      `<body><div id="a"><p>${words(30)}</p><p>${words(5)}</p></div><div id="b"><p>${words(40)}</p></div></body>`,
    );
    const ids = bodyCandidates(page, { maxTopShare: 0.3, minTokens: 20 }).map(
      (c) => c.element.attribs.id ?? c.element.name,
    );
    // #b starts after 35 of 75 tokens (0.47 > 0.3); the 5-word <p> is too small.
    expect(ids.sort()).toEqual(["a", "body", "p"]);
  });
});

describe("wang-subtree learner", () => {
  it("selects exactly the article subtree of held-out pages, through a JSON round trip", () => {
    const pages = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      syntheticPage(seed, seed % 2 === 0 ? "a" : "b"),
    );
    // features=shape is the svm's option: nb-mss has no feature families.
    for (const options of [{ inner: "svm", features: "shape" }, { inner: "nb-mss" }]) {
      const model = wang.train(pages, { seed: 1, ...options });
      const copy = wang.load(JSON.parse(JSON.stringify(model.toJSON())));
      for (const seed of [40, 41]) {
        const held = syntheticPage(seed);
        const prediction = copy.predict(held.page);
        expect(Array.from(prediction.selected)).toEqual(Array.from(held.labels));
        expect(prediction).toEqual(model.predict(held.page));
      }
    }
    expect(() => wang.train(pages, { inner: "wang-subtree" })).toThrow(/inner/);
  });
});
