import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crfLearner } from "../../../src/models/crf/crf.js";
import type { Learner } from "../../../src/models/learner.js";
import { LEARNERS } from "../../../src/models/learners.js";
import type { ModelFileHeader } from "../../../src/models/model-file.js";
import { syntheticPage } from "../synthetic-pages.js";

type ModelFile = ModelFileHeader & Record<string, unknown>;

/** The shipped model file, as `pith` reads it (written by `npm run train-default`). */
function shippedModel(): ModelFile & { inner: ModelFile } {
  const path = new URL("../../../models/default.json.gz", import.meta.url);
  return JSON.parse(gunzipSync(readFileSync(path)).toString("utf8"));
}

describe("the shipped model file under the declared options", () => {
  const file = shippedModel();
  // A context-stack model: the CRF inside it, then the whole.
  const json = file.inner;
  const model = crfLearner.load(json);

  it("is a context-stack over the CRF, and loads and predicts the same after a save and reload", () => {
    const stack = LEARNERS.get("context-stack") as Learner;
    expect(file.learner).toBe("context-stack");
    expect(file.options).toMatchObject({ inner: "crf", stackFolds: 2, threshold: 0.25 });
    const whole = stack.load(file);
    const reloaded = stack.load(JSON.parse(JSON.stringify(whole.toJSON())));
    for (const seed of [1, 2, 3]) {
      const { page } = syntheticPage(seed);
      expect(reloaded.predict(page)).toEqual(whole.predict(page));
    }
  });

  it("loads with its stored options unchanged, and options it predates at their defaults", () => {
    expect(model.toJSON().options).toEqual({ datasetCopies: "none", datasetWeights: "none", ...json.options });
    expect(json.options).toMatchObject({
      decode: "marginal-mss",
      threshold: 0.25,
      siteWeighting: "equal",
    });
  });

  it("predicts the same after a save and reload", () => {
    const reloaded = crfLearner.load(JSON.parse(JSON.stringify(model.toJSON())));
    for (const seed of [1, 2, 3]) {
      const { page } = syntheticPage(seed);
      const prediction = model.predict(page);
      expect(prediction.selected.length).toBe(page.blocks.length);
      expect(reloaded.predict(page)).toEqual(prediction);
    }
  });

  it("rejects a model file whose options are misspelt or out of range", () => {
    expect(() => crfLearner.load({ ...json, options: { ...json.options, treshold: 0.3 } })).toThrow(
      /crf model file: unknown option "treshold"; did you mean "threshold"/,
    );
    expect(() =>
      crfLearner.load({ ...json, options: { ...json.options, decode: "best" } }),
    ).toThrow(/crf model file: option "decode" must be one of viterbi, marginal, marginal-mss/);
  });
});
