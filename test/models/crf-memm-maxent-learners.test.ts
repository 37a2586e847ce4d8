import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { crfLearner } from "../../src/models/crf/crf.js";
import { LEARNERS } from "../../src/models/learners.js";
import { maxentLearner } from "../../src/models/maxent/maxent.js";
import { memmLearner } from "../../src/models/memm/memm.js";
import { parseHtml } from "../../src/parse/parse.js";
import { random } from "./linear/synthetic.js";

const WORDS =
  "the river council said on monday that new bridge plans would cost more than expected".split(" ");

/**
 * A page of navigation links, an article of long paragraphs, and a link footer. Labels: the
 * paragraphs are content. Every reasonable feature family separates these.
 */
function syntheticPage(seed: number): LabelledPage {
  const next = random(seed);
  const sentence = (words: number) =>
    Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
  const links = (count: number) =>
    Array.from({ length: count }, () => `<li><a href="/x">${sentence(2)}</a></li>`).join("");
  const paragraphs = Array.from(
    { length: 3 + Math.floor(next() * 4) },
    () => `<p>${sentence(25 + Math.floor(next() * 30))}.</p>`,
  );
  const html = `<html><head><title>${sentence(6)}</title></head><body><ul>${links(6)}</ul><article>${paragraphs.join("")}</article><ul>${links(4)}</ul></body></html>`;
  const page = segmentBlocks(parseHtml(html, 512));
  const labels = Uint8Array.from(page.blocks, (block) => (block.element.name === "p" ? 1 : 0));
  return { page, labels, source: `site${seed % 3}`, id: String(seed) };
}

const training = Array.from({ length: 12 }, (_, i) => syntheticPage(i));
const heldOut = Array.from({ length: 4 }, (_, i) => syntheticPage(100 + i));

describe.each([crfLearner, memmLearner, maxentLearner])("$name learner", (learner) => {
  const model = learner.train(training, { sigma: 1, minFeatureCount: 1, seed: 7 });

  it("is registered under its name", () => {
    expect(LEARNERS.get(learner.name)).toBe(learner);
  });

  it("labels held-out pages of the same kind correctly", () => {
    for (const page of heldOut) {
      const prediction = model.predict(page.page);
      expect([...prediction.selected]).toEqual([...page.labels]);
      for (let i = 0; i < page.labels.length; i++) {
        expect(prediction.contentProbability[i] > 0.5).toBe(page.labels[i] === 1);
      }
    }
  });

  it("round-trips through its JSON model file", () => {
    const json = model.toJSON();
    expect(json).toMatchObject({ format: "pith-model", version: 1, learner: learner.name });
    expect(json.training).toEqual({
      pages: 12,
      blocks: training.reduce((n, p) => n + p.labels.length, 0),
      sources: 3,
    });
    const loaded = learner.load(JSON.parse(JSON.stringify(json)));
    for (const page of heldOut) {
      const before = model.predict(page.page);
      const after = loaded.predict(page.page);
      expect([...after.selected]).toEqual([...before.selected]);
      for (let i = 0; i < before.contentProbability.length; i++) {
        expect(after.contentProbability[i]).toBeCloseTo(before.contentProbability[i], 4);
      }
    }
  });

  it("trains deterministically", () => {
    expect(JSON.stringify(learner.train(training, { sigma: 1, minFeatureCount: 1 }).toJSON())).toBe(
      JSON.stringify(learner.train(training, { sigma: 1, minFeatureCount: 1 }).toJSON()),
    );
  });

  it("predicts nothing for a page without blocks", () => {
    const empty = segmentBlocks(parseHtml("<html><body></body></html>", 512));
    const prediction = model.predict(empty);
    expect(prediction.selected.length).toBe(0);
    expect(prediction.contentProbability.length).toBe(0);
  });
});

describe("linear learner options and model files", () => {
  it("rejects unknown and malformed options with a clear message", () => {
    expect(() => crfLearner.train(training, { sigmaa: 1 })).toThrow(/unknown option "sigmaa"/);
    expect(() => crfLearner.train(training, { sigma: -1 })).toThrow(
      /"sigma" must be a number > 0, got -1/,
    );
    expect(() => crfLearner.train(training, { sigma: "abc" })).toThrow(/"sigma" must be a number/);
    expect(() => crfLearner.train(training, { decode: "greedy" })).toThrow(/viterbi, marginal/);
    expect(() => crfLearner.train(training, { history: "yes" })).toThrow(/true or false/);
    expect(() => crfLearner.train([], {})).toThrow(/no training pages/);
  });

  it("accepts command-line strings for numbers and booleans", () => {
    const model = maxentLearner.train(training, {
      sigma: "2",
      history: "false",
      maxIterations: "20",
    });
    expect(model.toJSON().options).toMatchObject({ sigma: 2, history: false, maxIterations: 20 });
  });

  it("asks for per-block classes when trained with labels=classes on pages without them", () => {
    expect(() => crfLearner.train(training, { labels: "classes" })).toThrow(/no per-block classes/);
  });

  it("learns the gold's finer block classes and reports content as their sum", () => {
    const classed = training.map((page) => ({
      ...page,
      classes: Array.from(page.labels, (label, i) =>
        label === 1 ? (i % 2 === 0 ? "body" : "heading") : "noise",
      ) as LabelledPage["classes"],
    }));
    const model = crfLearner.train(classed, { labels: "classes", minFeatureCount: 1 });
    expect(model.toJSON().labels).toEqual(["noise", "body", "heading"]);
    for (const page of heldOut)
      expect([...model.predict(page.page).selected]).toEqual([...page.labels]);
  });

  it("reports blocks it labels as comments apart, and never as content", () => {
    // The list after the article plays the comments: only the CRF's transitions can tell it from
    // the navigation list before the article, whose blocks look the same.
    const classed = training.map((page) => {
      const lastContent = page.labels.lastIndexOf(1);
      return {
        ...page,
        classes: Array.from(page.labels, (label, i) =>
          label === 1 ? "body" : i > lastContent ? "comment" : "noise",
        ) as LabelledPage["classes"],
      };
    });
    const model = crfLearner.train(classed, {
      labels: "classes",
      minFeatureCount: 1,
      decode: "marginal",
    });
    expect(model.toJSON().labels).toEqual(["noise", "body", "comment"]);
    for (const page of heldOut) {
      const prediction = model.predict(page.page);
      const lastContent = page.labels.lastIndexOf(1);
      expect([...(prediction.comment ?? [])]).toEqual(
        Array.from(page.labels, (_, i) => (i > lastContent ? 1 : 0)),
      );
      expect([...prediction.selected]).toEqual([...page.labels]);
      // The comment marginal: a probability beside the content one, high exactly on the comments.
      const commentProbability = [...(prediction.commentProbability ?? [])];
      expect(commentProbability.map((p) => (p > 0.5 ? 1 : 0))).toEqual([
        ...(prediction.comment ?? []),
      ]);
      commentProbability.forEach((p, i) => {
        expect(p + prediction.contentProbability[i]).toBeLessThanOrEqual(1 + 1e-9);
      });
    }
    expect(
      crfLearner.train(training, { minFeatureCount: 1 }).predict(heldOut[0].page).comment,
    ).toBeUndefined();
  });

  it("with unlabelledComments=latent, golds that file comments as noise do not unteach them", () => {
    // Half the training pages label the list after the article as comments; the other half's
    // dataset does not separate comments, so its gold calls that list noise.
    const classed = training.map((page, p) => {
      const lastContent = page.labels.lastIndexOf(1);
      const labelsComments = p % 2 === 0;
      return {
        ...page,
        labelsComments,
        classes: Array.from(page.labels, (label, i) =>
          label === 1 ? "body" : i > lastContent && labelsComments ? "comment" : "noise",
        ) as LabelledPage["classes"],
      };
    });
    const meanCommentProbability = (unlabelledComments: string) => {
      const model = crfLearner.train(classed, {
        labels: "classes",
        minFeatureCount: 1,
        decode: "marginal",
        unlabelledComments,
      });
      const probabilities = heldOut.flatMap((page) => {
        const { commentProbability } = model.predict(page.page);
        const lastContent = page.labels.lastIndexOf(1);
        return [...(commentProbability ?? [])].filter((_, i) => i > lastContent);
      });
      return probabilities.reduce((sum, p) => sum + p, 0) / probabilities.length;
    };
    const asNoise = meanCommentProbability("noise");
    const latent = meanCommentProbability("latent");
    expect(asNoise).toBeLessThan(0.7);
    expect(latent).toBeGreaterThan(0.9);
    expect(() => crfLearner.checkOptions({ unlabelledComments: "comment" })).toThrow(
      /unlabelledComments/,
    );
  });

  it("selects by marginal probability above the threshold option", () => {
    const options = { minFeatureCount: 1, decode: "marginal", maxIterations: 3 };
    const page = heldOut[0].page;
    const { contentProbability } = crfLearner.train(training, options).predict(page);
    for (const threshold of [0.2, 0.5, 0.8]) {
      const { selected } = crfLearner.train(training, { ...options, threshold }).predict(page);
      expect([...selected]).toEqual(Array.from(contentProbability, (p) => (p > threshold ? 1 : 0)));
    }
    expect(() => crfLearner.train(training, { threshold: 1 })).toThrow(
      /"threshold" must be a number in \(0, 1\), got 1/,
    );
  });

  it("marginal-mss adds the maximum-sum run of P − threshold to the blocks above 0.5", () => {
    const options = { minFeatureCount: 1, decode: "marginal", maxIterations: 3 };
    const page = heldOut[1].page;
    const { contentProbability } = crfLearner.train(training, options).predict(page);
    const threshold = 0.2;
    const { selected } = crfLearner
      .train(training, { ...options, decode: "marginal-mss", threshold })
      .predict(page);
    let best = { start: 0, end: 0, sum: 0 };
    for (let start = 0; start < contentProbability.length; start++) {
      let sum = 0;
      for (let end = start + 1; end <= contentProbability.length; end++) {
        sum += contentProbability[end - 1] - threshold;
        if (sum > best.sum) best = { start, end, sum };
      }
    }
    expect([...selected]).toEqual(
      Array.from(contentProbability, (p, i) =>
        p > 0.5 || (i >= best.start && i < best.end) ? 1 : 0,
      ),
    );
  });

  it("refuses malformed model files", () => {
    const json = crfLearner.train(training, { maxIterations: 5 }).toJSON();
    expect(() => crfLearner.load({ ...json, nodeWeights: [1, 2] })).toThrow(
      /"nodeWeights" must be/,
    );
    expect(() => crfLearner.load({ ...json, transitions: undefined })).toThrow(
      /"transitions" must be/,
    );
    expect(() => crfLearner.load({ ...json, labels: ["noise"] })).toThrow(/2–255 labels/);
    expect(() => memmLearner.load(json)).toThrow(/model file is for learner "crf", not "memm"/);
  });
});
