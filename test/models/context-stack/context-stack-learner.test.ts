import { describe, expect, it } from "vitest";
import { probabilityMssSelection } from "../../../src/algorithms/probability-mss.js";
import type { BlockClass, LabelledPage } from "../../../src/blocks/labelled-page.js";
import { segmentPage } from "../../../src/extract/extract.js";
import { blockTreesLearner } from "../../../src/models/block-trees/block-trees-learner.js";
import { BESIDE_FEATURE_NAMES } from "../../../src/models/context-stack/beside-columns.js";
import { COMMENT_STACK_FEATURE_NAMES } from "../../../src/models/context-stack/comment-stacker.js";
import { createContextStackLearner } from "../../../src/models/context-stack/context-stack-learner.js";
import { STACK_FEATURE_NAMES } from "../../../src/models/context-stack/stack-features.js";
import type { Learner, TrainedModel } from "../../../src/models/learner.js";
import { maxentLearner } from "../../../src/models/maxent/maxent.js";
import { nbMssLearner } from "../../../src/models/nb-mss/nb-mss-learner.js";
import { seededRandom } from "../../../src/util/random.js";
import { sentence, syntheticPage } from "../synthetic-pages.js";

const registry = new Map<string, Learner>([
  [blockTreesLearner.name, blockTreesLearner],
  [maxentLearner.name, maxentLearner],
  [nbMssLearner.name, nbMssLearner],
]);
const stack = createContextStackLearner((name) => registry.get(name));
const pages = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => syntheticPage(seed, `site-${seed % 4}`));

/**
 * `copy`, loaded from `original`'s file, selects exactly the article of held-out pages, and its
 * probabilities agree with `original`'s to `digits` decimals, not exactly: the inner model's file
 * rounds its weights.
 */
function expectHeldOutArticles(copy: TrainedModel, original: TrainedModel, digits = 5): void {
  for (const seed of [40, 41, 42]) {
    const held = syntheticPage(seed);
    const prediction = copy.predict(held.page);
    expect(Array.from(prediction.selected)).toEqual(Array.from(held.labels));
    const expected = original.predict(held.page);
    expect(prediction.selected).toEqual(expected.selected);
    prediction.contentProbability.forEach((p, i) => {
      expect(p).toBeCloseTo(expected.contentProbability[i], digits);
    });
  }
}

describe("context-stack learner", () => {
  const options = { inner: "maxent", features: "shape", stackFolds: 2, seed: 1 };
  const model = stack.train(pages, options);

  it("selects exactly the article of held-out pages, through a JSON round trip", () => {
    expectHeldOutArticles(stack.load(JSON.parse(JSON.stringify(model.toJSON()))), model);
  });

  it("passes the inner learner's options on and rejects unknown ones", () => {
    const json = model.toJSON() as ReturnType<typeof model.toJSON> & {
      inner: { learner: string; features: { families: string[] } };
    };
    expect(json.inner.learner).toBe("maxent");
    expect(json.inner.features.families).toEqual(["shape"]);
    expect(() => stack.checkOptions({ inner: "maxent", treshold: 0.3 })).toThrow(
      /unknown option "treshold"; did you mean "threshold"/,
    );
    expect(() => stack.checkOptions({ inner: "context-stack" })).toThrow(/inner/);
    expect(() => stack.checkOptions({ stackFolds: 1 })).toThrow(/stackFolds/);
  });

  it("leaves the run's blocks under runFloor out, as stored in its model file", () => {
    const floored = stack.load(
      JSON.parse(JSON.stringify(stack.train(pages, { ...options, runFloor: 0.2 }).toJSON())),
    );
    expect(floored.toJSON().options).toMatchObject({ runFloor: 0.2 });
    // A link block like the footer's, between the article's paragraphs: inside the content run.
    const random = seededRandom(9);
    const paragraph = () => `<p>${sentence(random, 40)}.</p>`;
    const link = (href: string) =>
      `<div class="f"><a href="${href}">${sentence(random, 3)}</a></div>`;
    const { page } = segmentPage(
      `<body><ul><li><a href="/a">${sentence(random, 2)}</a></li><li><a href="/b">${sentence(random, 2)}</a></li></ul><article>${paragraph()}${paragraph()}${link("/f")}${paragraph()}${paragraph()}</article>${link("/g")}</body>`,
    );
    const { contentProbability, selected } = floored.predict(page);
    expect(Array.from(probabilityMssSelection(contentProbability, 0.25))).toEqual([
      0, 0, 1, 1, 1, 1, 1, 0,
    ]);
    expect(Array.from(selected)).toEqual([0, 0, 1, 1, 0, 1, 1, 0]);
    expect(() => stack.checkOptions({ inner: "maxent", runFloor: 1 })).toThrow(/runFloor/);
  });

  it("moves a comment list's paragraphs out of an article's content unless markupComments=false", () => {
    const random = seededRandom(11);
    const paragraph = () => `<p>${sentence(random, 40)}.</p>`;
    const comment = () => `<li class="comment"><div>${paragraph()}</div></li>`;
    const { page } = segmentPage(
      `<body><article>${paragraph()}${paragraph()}${paragraph()}</article><ol class="commentlist">${comment()}${comment()}${comment()}</ol></body>`,
    );
    const loadedWith = (markupComments?: boolean) => {
      const json = JSON.parse(JSON.stringify(model.toJSON()));
      if (markupComments === undefined) delete json.options.markupComments;
      else json.options.markupComments = markupComments;
      return stack.load(json);
    };
    // The comments read like the article's paragraphs: the model alone keeps all six.
    expect(Array.from(loadedWith(false).predict(page).selected)).toEqual([1, 1, 1, 1, 1, 1]);
    // A file written before the option reads it as on, the default.
    expect(model.toJSON().options).toMatchObject({ markupComments: true });
    expect(Array.from(loadedWith().predict(page).selected)).toEqual([1, 1, 1, 0, 0, 0]);
  });

  it("with linkRuns, reads each menu as one block and answers for every block", () => {
    const runs = stack.train(pages, { ...options, linkRuns: true });
    const json = JSON.parse(JSON.stringify(runs.toJSON())) as Record<string, unknown> & {
      training: { blocks: number };
    };
    expect(json.options).toMatchObject({ linkRuns: true });
    // The menu's items count as one block in training.
    const blocks = pages.reduce((sum, page) => sum + page.page.blocks.length, 0);
    expect(json.training.blocks).toBeLessThan(blocks);
    const copy = stack.load(json as never);
    for (const seed of [40, 41, 42]) {
      const held = syntheticPage(seed);
      const prediction = copy.predict(held.page);
      expect(prediction.contentProbability).toHaveLength(held.page.blocks.length);
      expect(Array.from(prediction.selected)).toEqual(Array.from(held.labels));
    }
  });

  it("refuses a model file whose stacker does not match this version's features", () => {
    const json = model.toJSON() as unknown as Record<string, unknown> & {
      stacker: { weights: number[] };
    };
    const broken = {
      ...json,
      stacker: { ...json.stacker, weights: json.stacker.weights.slice(1) },
    };
    expect(() => stack.load(broken as never)).toThrow(/stacker/);
    const renamed = {
      ...json,
      stacker: { ...json.stacker, features: STACK_FEATURE_NAMES.map((name) => `old:${name}`) },
    };
    expect(() => stack.load(renamed as never)).toThrow(/does not know: "old:bias"/);
  });

  it("loads a file written before a stack feature existed, predicting as that file did", () => {
    const json = JSON.parse(JSON.stringify(model.toJSON())) as Record<string, unknown> & {
      stacker: { features: string[]; weights: number[] };
    };
    const added = json.stacker.features.indexOf("comment-markup");
    const dropColumn = <T>(values: T[]) => values.filter((_, k) => k !== added);
    const older = {
      ...json,
      stacker: {
        features: dropColumn(json.stacker.features),
        weights: dropColumn(json.stacker.weights),
      },
    };
    const zeroed = {
      ...json,
      stacker: {
        ...json.stacker,
        weights: json.stacker.weights.map((w, k) => (k === added ? 0 : w)),
      },
    };
    // A comment section the new column marks: the older file must not see it.
    const { page } = segmentPage(
      `<body><article><p>${sentence(seededRandom(3), 30)}.</p></article><ol class="commentlist"><li class="comment"><p>${sentence(seededRandom(4), 12)}.</p></li></ol></body>`,
    );
    expect(stack.load(older as never).predict(page)).toEqual(
      stack.load(zeroed as never).predict(page),
    );
  });

  it("stacks with boosted trees when asked, through a JSON round trip", () => {
    const trees = stack.train(pages, { ...options, stacker: "trees", trees: 20, treeDepth: 2 });
    const json = JSON.parse(JSON.stringify(trees.toJSON())) as Record<string, unknown> & {
      stacker: { trees: { depth: number; leaves: number[] } };
    };
    expect(json.stacker.trees.depth).toBe(2);
    expect(json.stacker.trees.leaves).toHaveLength(20 * 4);
    const copy = stack.load(json as never);
    for (const seed of [40, 41, 42]) {
      const held = syntheticPage(seed);
      expect(Array.from(copy.predict(held.page).selected)).toEqual(Array.from(held.labels));
    }
    const broken = {
      ...json,
      stacker: { ...json.stacker, trees: { ...json.stacker.trees, depth: 3 } },
    };
    expect(() => stack.load(broken as never)).toThrow(/stacker trees/);
    expect(() => stack.checkOptions({ stacker: "forest" })).toThrow(/stacker/);
  });

  it("weighs a second first-stage learner beside the inner one, through a JSON round trip", () => {
    // The inner learner with every feature family, as the trees: they read its column entries.
    const { features: _shapeOnly, ...allFeatures } = options;
    const both = stack.train(pages, { ...allFeatures, beside: "block-trees" });
    const json = JSON.parse(JSON.stringify(both.toJSON())) as Record<string, unknown> & {
      beside: { learner: string; featureNames: string[] };
      inner: { columns: string[] };
      stacker: { features: string[]; weights: number[] };
    };
    expect(json.beside.learner).toBe("block-trees");
    // The trees' columns are features the inner model's file keeps: they read its column entries.
    const innerColumns = new Set(json.inner.columns);
    expect(json.beside.featureNames.length).toBeGreaterThan(0);
    expect(json.beside.featureNames.filter((name) => !innerColumns.has(name))).toEqual([]);
    expect(json.stacker.features).toEqual([...STACK_FEATURE_NAMES, ...BESIDE_FEATURE_NAMES]);
    expect(json.stacker.weights).toHaveLength(STACK_FEATURE_NAMES.length + 2);
    // Trained on the beside learner's held-out probabilities, the stacker gives them weight.
    expect(json.stacker.weights.slice(-2).some((weight) => Math.abs(weight) > 0.01)).toBe(true);
    // Every family's weights rounded in the file: closer than 1e-4, not 1e-5.
    expectHeldOutArticles(stack.load(json as never), both, 4);
    // A site model adapts the trees beside too (boosting continues on the site's pages).
    const adapt = stack.adapt;
    if (adapt === undefined) throw new Error("context-stack models adapt to a site");
    const site = adapt(both.toJSON(), pages.slice(0, 2), {});
    const siteTrees = (site.toJSON() as unknown as { beside: { trees: { leaves: number[] } } })
      .beside.trees;
    const baseTrees = (both.toJSON() as unknown as { beside: { trees: { leaves: number[] } } })
      .beside.trees;
    expect(siteTrees.leaves.length).toBeGreaterThan(baseTrees.leaves.length);
    // Pages labelled as the base selected them (what `pith label` saves when every page is
    // accepted): each stage keeps its own decisions there, and the other pages come out as the
    // base has them (issue 58).
    const accepted = pages.slice(0, 2).map((page) => {
      const proposed = both.predict(page.page).selected;
      return {
        ...page,
        labels: proposed,
        classes: Array.from(proposed, (label) => (label === 1 ? "body" : "noise")) as BlockClass[],
        proposed,
      };
    });
    const unchanged = adapt(both.toJSON(), accepted, {});
    const gap = (a: TrainedModel, b: TrainedModel) =>
      Math.max(
        ...pages.slice(2).flatMap((page) => {
          const pa = a.predict(page.page).contentProbability;
          const pb = b.predict(page.page).contentProbability;
          return Array.from(pa, (p, i) => Math.abs(p - pb[i]));
        }),
      );
    for (const page of pages.slice(2))
      expect([...unchanged.predict(page.page).selected]).toEqual([
        ...both.predict(page.page).selected,
      ]);
    expect(gap(unchanged, both)).toBeLessThan(0.01);
    // With accepted=soft they are a true no-op: the CRF sums over every label of an accepted
    // block and the trees' targets there are their own probabilities, so nothing moves at all.
    // (Against the base as its file loads: the file rounds the weights.)
    const same = adapt(both.toJSON(), accepted, { accepted: "soft" });
    const loaded = stack.load(both.toJSON());
    for (const page of pages.slice(2))
      expect([...same.predict(page.page).selected]).toEqual([
        ...loaded.predict(page.page).selected,
      ]);
    expect(gap(same, loaded)).toBeLessThan(1e-9);
    // Asked to, it refits the stacker on the site, the beside columns included.
    const refitted = adapt(both.toJSON(), pages.slice(0, 2), { stackerL2: 1 });
    const refit = (refitted.toJSON() as unknown as typeof json).stacker;
    expect(refit.features).toEqual(json.stacker.features);
    expect(refit.weights).not.toEqual(json.stacker.weights);
    expect(model.toJSON()).not.toHaveProperty("beside");
    // Refused before any training, as an option check.
    expect(() =>
      stack.checkOptions({ ...options, beside: "block-trees", stacker: "trees" }),
    ).toThrow(/beside=block-trees needs the logistic stacker.*beside=none/);
    expect(() =>
      stack.checkOptions({ ...options, beside: "none", stacker: "trees" }),
    ).not.toThrow();
  }, 180_000);

  it("corrects the logistic stacker with a GRU when asked, through a JSON round trip", () => {
    const gru = stack.train(pages, { ...options, stacker: "gru", gruHidden: 3, gruEpochs: 2 });
    const json = JSON.parse(JSON.stringify(gru.toJSON())) as Record<string, unknown> & {
      stacker: { weights: number[]; gru: { hidden: number; parameters: number[] } };
    };
    expect(json.stacker.gru.hidden).toBe(3);
    const copy = stack.load(json as never);
    const logistic = stack.load({ ...json, stacker: { ...json.stacker, gru: undefined } } as never);
    expectHeldOutArticles(copy, gru);
    let corrected = 0;
    for (const seed of [40, 41, 42]) {
      const held = syntheticPage(seed);
      const prediction = copy.predict(held.page);
      const plain = logistic.predict(held.page).contentProbability;
      corrected += prediction.contentProbability.filter(
        (p, i) => Math.abs(p - plain[i]) > 1e-6,
      ).length;
    }
    // The correction moves the logistic stacker's probabilities.
    expect(corrected).toBeGreaterThan(0);
    const truncated = {
      ...json,
      stacker: { ...json.stacker, gru: { ...json.stacker.gru, parameters: [1, 2] } },
    };
    expect(() => stack.load(truncated as never)).toThrow(/stacker\.gru/);
    expect(() => stack.checkOptions({ stacker: "gru", gruHidden: 0 })).toThrow(/gruHidden/);
  });

  it("with commentStacker, re-scores comments from context and keeps them out of the content", () => {
    // The footer after the article plays the comments, as the gold of L3S-GN1 and Dragnet labels them.
    const withComments = (page: LabelledPage): LabelledPage => {
      const lastContent = page.labels.lastIndexOf(1);
      return {
        ...page,
        classes: Array.from(page.labels, (label, i) =>
          label === 1 ? "body" : i > lastContent ? "comment" : "noise",
        ),
        labelsComments: true,
      };
    };
    const commentOptions = {
      ...options,
      features: "shape,gibson",
      labels: "classes",
      commentStacker: true,
    };
    const trained = stack.train(pages.map(withComments), commentOptions);
    const json = JSON.parse(JSON.stringify(trained.toJSON())) as Record<string, unknown> & {
      commentStacker: { features: string[]; weights: number[] };
    };
    expect(json.commentStacker.features).toEqual(COMMENT_STACK_FEATURE_NAMES);
    const copy = stack.load(json as never);
    for (const seed of [40, 41, 42]) {
      const held = syntheticPage(seed);
      const lastContent = held.labels.lastIndexOf(1);
      const prediction = copy.predict(held.page);
      expect(Array.from(prediction.comment ?? [])).toEqual(
        Array.from(held.labels, (_, i) => (i > lastContent ? 1 : 0)),
      );
      expect(Array.from(prediction.selected)).toEqual(Array.from(held.labels));
    }
    // A page without anything the first stage takes for a comment is left as the content stacker
    // has it: the same as with no comment stacker at all.
    const { commentStacker: _, ...withoutCommentStacker } = json;
    const plain = stack.load(withoutCommentStacker as never);
    const { page: uncommented } = segmentPage(
      `<body><article><p>${sentence(seededRandom(7), 40)}.</p><p>${sentence(seededRandom(8), 40)}.</p></article></body>`,
    );
    expect(Math.max(...(copy.predict(uncommented).comment ?? [1]))).toBe(0);
    expect(copy.predict(uncommented)).toEqual(plain.predict(uncommented));
    // Without pages whose gold labels comments there is nothing to learn comments from.
    const unlabelled = pages.map((page) => ({ ...withComments(page), labelsComments: false }));
    expect(stack.train(unlabelled, commentOptions).toJSON()).not.toHaveProperty("commentStacker");
    const broken = {
      ...json,
      commentStacker: { ...json.commentStacker, weights: json.commentStacker.weights.slice(1) },
    };
    expect(() => stack.load(broken as never)).toThrow(/commentStacker/);
  });
});
