import { describe, expect, it } from "vitest";
import { segmentPage } from "../../src/extract/extract.js";
import {
  adaptBlockTrees,
  blockTreesLearner,
  trainBlockTrees,
} from "../../src/models/block-trees/block-trees-learner.js";
import { denseColumnsOf, denseRows } from "../../src/models/block-trees/dense-columns.js";
import { LEARNERS } from "../../src/models/learners.js";
import { LinearModel } from "../../src/models/linear/linear-model.js";
import { maxentLearner } from "../../src/models/maxent/maxent.js";
import { syntheticPage } from "./synthetic-pages.js";

const SITES = ["site-a", "site-b", "site-c", "site-d"];
const training = SITES.flatMap((site, s) =>
  [1, 2, 3].map((seed) => syntheticPage(10 * s + seed, site)),
);
const SMALL = { seed: 1, trees: 30, depth: 3, minSites: 2 };

describe("block-trees learner", () => {
  it("finds the article paragraphs of pages it never saw", () => {
    const model = blockTreesLearner.train(training, SMALL);
    for (const seed of [101, 102, 103]) {
      const heldOut = syntheticPage(seed, "site-new");
      expect(Array.from(model.predict(heldOut.page).selected)).toEqual(Array.from(heldOut.labels));
    }
  });

  it("is registered, deterministic and predicts the same after a JSON round trip", () => {
    expect(LEARNERS.get("block-trees")).toBe(blockTreesLearner);
    const model = blockTreesLearner.train(training, SMALL);
    const again = blockTreesLearner.train(training, SMALL);
    expect(again.toJSON()).toEqual(model.toJSON());
    const loaded = blockTreesLearner.load(JSON.parse(JSON.stringify(model.toJSON())));
    const page = syntheticPage(77, "site-new").page;
    expect(Array.from(loaded.predict(page).contentProbability)).toEqual(
      Array.from(model.predict(page).contentProbability),
    );
  });

  it("adapts to a site by boosting on from its labelled pages", () => {
    const base = blockTreesLearner.train(training, SMALL);
    // A site whose paragraphs are teasers, not content: its labelled pages say so.
    const teasers = [201, 202, 203].map((seed) => {
      const page = syntheticPage(seed, "teaser-site");
      return { ...page, labels: new Uint8Array(page.labels.length) };
    });
    const site = adaptBlockTrees(base.toJSON(), teasers);
    const unseen = syntheticPage(204, "teaser-site").page;
    const paragraphs = (probability: Float64Array) =>
      Array.from(probability).filter((_, b) => unseen.blocks[b].element.name === "p");
    expect(Math.min(...paragraphs(base.predict(unseen).contentProbability))).toBeGreaterThan(0.5);
    expect(Math.max(...paragraphs(site.predict(unseen).contentProbability))).toBeLessThan(0.5);
    // The base's trees stay first in the adapted file, which loads as any other.
    const json = site.toJSON() as unknown as { trees: { leaves: number[] } };
    const baseLeaves = (base.toJSON() as unknown as { trees: { leaves: number[] } }).trees.leaves;
    expect(json.trees.leaves.slice(0, baseLeaves.length)).toEqual(baseLeaves);
    expect(json.trees.leaves.length).toBeGreaterThan(baseLeaves.length);
    expect(Array.from(blockTreesLearner.load(json as never).predict(unseen).selected)).toEqual(
      Array.from(site.predict(unseen).selected),
    );
    expect(() => adaptBlockTrees(base.toJSON(), [])).toThrow(/at least one labelled page/);
    // Soft targets where the label is what the base proposed (accepted): the paragraphs the user
    // corrected to noise still fall; pages accepted as proposed move nothing (leaves of zero).
    const proposedTeasers = teasers.map((teaser) => ({
      ...teaser,
      proposed: base.predict(teaser.page).selected,
    }));
    const corrected = adaptBlockTrees(base.toJSON(), proposedTeasers, true);
    expect(Math.max(...paragraphs(corrected.predict(unseen).contentProbability))).toBeLessThan(0.5);
    const accepted = proposedTeasers.map((teaser) => ({ ...teaser, labels: teaser.proposed }));
    const same = adaptBlockTrees(base.toJSON(), accepted, true);
    const grown = (same.toJSON() as unknown as { trees: { leaves: number[] } }).trees.leaves;
    expect(grown.slice(baseLeaves.length).every((leaf) => leaf === 0)).toBe(true);
    expect(Array.from(same.predict(unseen).contentProbability)).toEqual(
      Array.from(base.predict(unseen).contentProbability),
    );
  });

  it("keeps as columns the features of enough sites, words only when asked", () => {
    const counts = new Map([
      ["shape:tag=p", 4],
      ["gibson:word=river", 4],
      ["markup:class=story", 1],
      ["yao:words", 3],
    ]);
    expect(denseColumnsOf(counts, { minSites: 2, words: false }).names).toEqual([
      "shape:tag=p",
      "yao:words",
    ]);
    expect(denseColumnsOf(counts, { minSites: 4, words: true }).names).toEqual([
      "gibson:word=river",
      "shape:tag=p",
    ]);
    const model = blockTreesLearner.train(training, SMALL);
    const names = model.toJSON().featureNames as string[];
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => name.startsWith("gibson:word="))).toBe(false);
    const withWords = blockTreesLearner.train(training, { ...SMALL, words: true });
    expect(
      (withWords.toJSON().featureNames as string[]).some((name) => name.startsWith("gibson:word=")),
    ).toBe(true);
  });

  it("writes each block's features to its columns, 0 where the block lacks one", () => {
    const columns = denseColumnsOf(
      new Map([
        ["a", 1],
        ["b", 1],
      ]),
      { minSites: 1, words: false },
    );
    const rows = denseRows(
      [
        { names: ["b", "x"], values: [2, 5] },
        { names: ["a"], values: [0.5] },
      ],
      columns,
    );
    expect(rows.map((row) => Array.from(row))).toEqual([
      [0, 2],
      [0.5, 0],
    ]);
  });

  it("reads its columns from a linear model's column entries as from the page itself", () => {
    const trees = trainBlockTrees(training, SMALL);
    const sameFeatures = maxentLearner.train(training, { seed: 1 });
    const fewerFeatures = maxentLearner.train(training, { seed: 1, features: "shape" });
    if (!(sameFeatures instanceof LinearModel) || !(fewerFeatures instanceof LinearModel))
      throw new Error("expected linear models");
    for (const seed of [201, 202]) {
      const { page } = syntheticPage(seed, "site-new");
      const fromPage = trees.predict(page).contentProbability;
      let shared: Float64Array | undefined;
      sameFeatures.predictSharingColumns(page, (entries, names) => {
        shared = trees.probabilitiesOfColumns(entries, names, page.blocks.length);
      });
      expect(shared).toBeDefined();
      shared?.forEach((p, i) => {
        expect(p).toBeCloseTo(fromPage[i], 12);
      });
      // The linear model's prediction is what `predict` gives.
      const alone = sameFeatures.predict(page).contentProbability;
      const sharing = sameFeatures.predictSharingColumns(page, () => {}).contentProbability;
      expect(Array.from(sharing)).toEqual(Array.from(alone));
      // Shape features alone lack most of the trees' columns: the trees read the page instead.
      let missing: Float64Array | undefined = new Float64Array();
      fewerFeatures.predictSharingColumns(page, (entries, names) => {
        missing = trees.probabilitiesOfColumns(entries, names, page.blocks.length);
      });
      expect(missing).toBeUndefined();
    }
  });

  it("refuses a model file without its columns, and training without pages", () => {
    const json = blockTreesLearner.train(training, SMALL).toJSON();
    expect(() => blockTreesLearner.load({ ...json, featureNames: undefined })).toThrow(
      /featureNames/,
    );
    expect(() => blockTreesLearner.train([], SMALL)).toThrow(/at least one labelled page/);
    const { page } = segmentPage("<p>one block</p>");
    expect(blockTreesLearner.load(json).predict(page).contentProbability).toHaveLength(
      page.blocks.length,
    );
  });
});
