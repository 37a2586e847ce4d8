import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import { crossFittedPredictions } from "../../src/models/cross-fitted-predictions.js";
import type { Learner } from "../../src/models/learner.js";
import { syntheticPage } from "./synthetic-pages.js";

/** A learner whose model scores every block with the number of its training pages' sites it saw. */
function recordingLearner(trainedOn: string[][]): Learner {
  return {
    name: "recording",
    description: "test double",
    options: {},
    checkOptions() {},
    train(pages) {
      const sources = [...new Set(pages.map((page) => page.source))];
      trainedOn.push(sources);
      return {
        name: "recording",
        predict: (page) => ({
          contentProbability: new Float64Array(page.blocks.length).fill(trainedOn.length),
          selected: new Uint8Array(page.blocks.length),
        }),
        toJSON: () => ({}) as never,
      };
    },
    load: () => {
      throw new Error("not used");
    },
  };
}

describe("cross-fitted predictions", () => {
  const pages: LabelledPage[] = [1, 2, 3, 4, 5, 6].map((seed) =>
    syntheticPage(seed, `site-${seed % 3}`),
  );

  it("scores every page with a model that never saw its site", () => {
    const trainedOn: string[][] = [];
    const predictions = crossFittedPredictions(recordingLearner(trainedOn), pages, {}, 1, 3);
    expect(trainedOn).toHaveLength(3);
    pages.forEach((page, p) => {
      const model = predictions[p].contentProbability[0] - 1;
      expect(trainedOn[model]).not.toContain(page.source);
      expect(trainedOn[model]).toHaveLength(2);
    });
  });

  it("scores a single site in-sample, and never asks for more folds than sites", () => {
    const trainedOn: string[][] = [];
    const one = pages.map((page) => ({ ...page, source: "only" }));
    crossFittedPredictions(recordingLearner(trainedOn), one, {}, 1, 4);
    expect(trainedOn).toEqual([["only"]]);
    trainedOn.length = 0;
    crossFittedPredictions(recordingLearner(trainedOn), pages, {}, 1, 10);
    expect(trainedOn).toHaveLength(3);
  });
});
