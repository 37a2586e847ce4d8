import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Learner } from "../../../src/models/learner.js";
import { LEARNERS } from "../../../src/models/learners.js";
import { parseOptions } from "../../../src/models/options/parse-options.js";
import { syntheticPage } from "../synthetic-pages.js";

const pages = [1, 2, 3, 4].map((seed) => syntheticPage(seed, seed % 2 === 0 ? "a" : "b"));

function learner(name: string): Learner {
  const found = LEARNERS.get(name);
  if (found === undefined) throw new Error(`no learner ${name}`);
  return found;
}

function defaultsOf(name: string): Record<string, unknown> {
  return parseOptions(name, learner(name).options, {});
}

describe("every learner's declared options", () => {
  it("keep the defaults the learners had before the declarations", () => {
    const linear = {
      features: ["shape", "gibson", "arizaleta", "yao", "wang", "markup", "region", "records"],
      sigma: 0.3,
      maxIterations: 100,
      tolerance: 1e-5,
      minFeatureCount: 2,
      minFeatureSources: 1,
      maxPagesPerSource: 0,
      siteWeighting: "none",
      datasetCopies: "none",
      datasetWeights: "none",
      history: true,
      labels: "binary",
      unlabelledComments: "noise",
      decode: "viterbi",
      threshold: 0.5,
      seed: 0,
    };
    for (const name of ["crf", "memm", "maxent"]) expect(defaultsOf(name)).toEqual(linear);
    const svmClassifier = {
      c: 1,
      gamma: "scale",
      scaling: "minmax",
      plattFolds: 3,
      tolerance: 1e-3,
      cacheMegabytes: 100,
    };
    expect(defaultsOf("svm")).toEqual({
      ...svmClassifier,
      features: linear.features,
      maxTrainingBlocks: 3000,
      classWeight: "none",
      seed: 1,
    });
    expect(defaultsOf("knn")).toEqual({
      features: linear.features,
      maxInstances: 5000,
      weighting: "chi-square",
      k: 7,
      voting: "majority",
      seed: 1,
    });
    expect(defaultsOf("nb-mss")).toEqual({
      minTrigramCount: 2,
      prior: "uniform",
      smoothing: 0.1,
      hr: false,
      clean: false,
      seed: 0,
    });
    expect(defaultsOf("wang-subtree")).toEqual({
      ...svmClassifier,
      inner: "svm",
      maxTopShare: 0.6,
      minTokens: 20,
      maxCandidates: 4000,
      seed: 1,
    });
  });

  it("accept their own defaults, given back as command-line strings", () => {
    for (const [name, { options }] of LEARNERS) {
      const asStrings = Object.fromEntries(
        Object.entries(options).map(([option, spec]) => [
          option,
          Array.isArray(spec.default) ? spec.default.join(",") : String(spec.default),
        ]),
      );
      expect(parseOptions(name, options, asStrings), name).toEqual(defaultsOf(name));
    }
  });

  it("reject a misspelt option in every learner, before any training", () => {
    for (const [name, each] of LEARNERS) {
      expect(() => each.checkOptions({ treshold: "0.3" }), name).toThrow(
        new RegExp(`^${name}: unknown option "treshold"`),
      );
      expect(() => each.train(pages, { treshold: "0.3" }), name).toThrow(/unknown option/);
    }
    expect(() => learner("crf").checkOptions({ treshold: "0.3" })).toThrow(
      /did you mean "threshold"\?/,
    );
    expect(() => learner("nb-mss").train(pages, { smoothng: "0.2" })).toThrow(
      /did you mean "smoothing"\?/,
    );
    expect(() => learner("knn").train(pages, { wieghting: "none" })).toThrow(
      /did you mean "weighting"\?/,
    );
  });

  it("reject out-of-range values with the allowed range", () => {
    expect(() => learner("svm").train(pages, { c: "0" })).toThrow(
      'svm: option "c" must be a number > 0, got "0"',
    );
    expect(() => learner("svm").checkOptions({ gamma: "wide" })).toThrow(/> 0 or "scale"/);
    expect(() => learner("knn").train(pages, { k: "2.5" })).toThrow(/whole number ≥ 1/);
    expect(() => learner("knn").train(pages, { weighting: "bogus" })).toThrow(
      /one of none, gain-ratio/,
    );
    expect(() => learner("nb-mss").train(pages, { hr: "yes" })).toThrow(/true or false/);
    expect(() => learner("crf").checkOptions({ features: "shape,colour" })).toThrow(
      /comma-separated list of shape, gibson/,
    );
    expect(() => learner("wang-subtree").checkOptions({ maxTopShare: "1.5" })).toThrow(
      /"maxTopShare" must be a number in \(0, 1\]/,
    );
  });

  it("store the parsed options, defaults included, in the model file", () => {
    const model = learner("nb-mss").train(pages, { minTrigramCount: "1", hr: "true", seed: 3 });
    expect(model.toJSON().options).toEqual({
      ...defaultsOf("nb-mss"),
      minTrigramCount: 1,
      hr: true,
      seed: 3,
    });
  });
});

describe("wang-subtree's options", () => {
  const wang = learner("wang-subtree");

  it("takes its inner learner's options too, and only those", () => {
    expect(() => wang.checkOptions({ inner: "svm", maxTrainingBlocks: "500" })).not.toThrow();
    expect(() => wang.checkOptions({ inner: "crf", history: "false", c: "2" })).not.toThrow();
    expect(() => wang.checkOptions({ inner: "crf", maxTrainingBlocks: "500" })).toThrow(
      /wang-subtree: unknown option "maxTrainingBlocks"/,
    );
    expect(() => wang.checkOptions({ inner: "nb-mss", features: "shape" })).toThrow(
      /unknown option "features"/,
    );
    expect(() => wang.checkOptions({ inner: "crf", decode: "greedy" })).toThrow(
      /crf: option "decode" must be one of viterbi, marginal, marginal-mss/,
    );
    expect(() => wang.checkOptions({ inner: "wang-subtree" })).toThrow(/option inner/);
  });
});

describe("the package scripts that train and cross-validate the shipped model", () => {
  it("read one recipe, so their options cannot drift apart (train-default, bench:default-cv)", () => {
    const scripts = (
      JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const script of ["train-default", "bench:default-cv"]) {
      expect(scripts[script], script).toContain("--recipe recipes/default.json");
      expect(scripts[script], script).not.toMatch(/--option|--model/);
    }
  });
});
