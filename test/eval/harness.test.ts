import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { runEvaluation } from "../../src/eval/run-eval.js";
import { trainOnData } from "../../src/eval/train.js";
import { LEARNERS } from "../../src/models/learners.js";
import { linkThresholdLearner, writeSyntheticDataset } from "./synthetic-data.js";

const learners = new Map([[linkThresholdLearner.name, linkThresholdLearner]]);
const dir = writeSyntheticDataset(4, 2);
const base = {
  dataDirs: [dir],
  split: "by-source" as const,
  seed: 1,
  learnerOptions: {},
  learners,
  command: "test",
};

describe("pith eval harness", () => {
  it("cross-validates a learner by source, training per fold on the other sites", () => {
    const report = runEvaluation({ ...base, model: "link-threshold", folds: 4 });
    expect(report.crossValidation?.folds.map((fold) => fold.trainingPages)).toEqual([6, 6, 6, 6]);
    expect(report.overall.pages).toBe(8);
    expect(report.overall.shingle.f1).toBe(1);
    expect(report.overall.cleanEval.mean).toBe(1);
    expect(report.overall.documents.accuracy).toBe(1);
    expect(report.datasets[0].projection.usable).toBe(8);
  });

  it("saves each fold's model and which fold tested each page", () => {
    const saveModelsDir = join(mkdtempSync(join(tmpdir(), "pith-folds-")), "folds");
    runEvaluation({ ...base, model: "link-threshold", folds: 4, saveModelsDir });
    const manifest = JSON.parse(readFileSync(join(saveModelsDir, "folds.json"), "utf8"));
    expect(manifest.models).toEqual([1, 2, 3, 4].map((k) => `fold-${k}.json.gz`));
    const testFolds = Object.entries(manifest.testFold as Record<string, number>);
    expect(testFolds).toHaveLength(8);
    // By source: a site's two pages (ids "<site>-<page>") are tested by the same fold.
    const foldOfSite = new Map<string, number>();
    for (const [key, fold] of testFolds) {
      const site = key.split("/")[1].split("-")[0];
      expect(foldOfSite.get(site) ?? fold).toBe(fold);
      foldOfSite.set(site, fold);
    }
    expect(new Set(foldOfSite.values()).size).toBe(4);
    for (const file of manifest.models) {
      const model = JSON.parse(gunzipSync(readFileSync(join(saveModelsDir, file))).toString());
      expect(model.learner).toBe("link-threshold");
    }
  });

  it("replays a cross-validation from its saved fold models, each page scored by its own fold's", () => {
    const saveModelsDir = join(mkdtempSync(join(tmpdir(), "pith-folds-")), "folds");
    const real = { ...base, learners: LEARNERS };
    const cv = runEvaluation({ ...real, model: "nb-mss", folds: 2, saveModelsDir });
    for (const model of [saveModelsDir, join(saveModelsDir, "folds.json")]) {
      const replay = runEvaluation({ ...real, model });
      expect(replay.pages).toEqual(cv.pages);
      expect(replay.overall.shingle).toEqual(cv.overall.shingle);
    }
    // Pages no fold tested have no held-out model: an error, not a silent in-sample score.
    const otherPages = writeSyntheticDataset(5, 2);
    expect(() => runEvaluation({ ...real, dataDirs: [otherPages], model: saveModelsDir })).toThrow(
      /tested no fold on 10 of these pages/,
    );
    // A broken manifest fails before any page is read.
    const broken = mkdtempSync(join(tmpdir(), "pith-folds-"));
    writeFileSync(join(broken, "folds.json"), "{");
    expect(() =>
      runEvaluation({ ...real, dataDirs: ["/nonexistent/dataset"], model: broken }),
    ).toThrow(/folds\.json: unreadable fold manifest/);
  });

  it("refuses --save-models without --cv", () => {
    expect(() =>
      runEvaluation({ ...base, model: "simple-mss", saveModelsDir: "/tmp/never" }),
    ).toThrow(/--save-models needs --cv/);
  });

  it("draws a learning curve over nested training subsets", () => {
    const report = runEvaluation({
      ...base,
      model: "link-threshold",
      folds: 2,
      learningCurve: [0.2, 1],
    });
    expect(report.learningCurve?.map((point) => point.trainingPages)).toEqual([1, 4]);
  });

  it("scores a baseline with every metric: all-text keeps all gold words but also the noise", () => {
    const report = runEvaluation({ ...base, model: "all-text" });
    expect(report.overall.bagOfWords.recall.mean).toBe(1);
    expect(report.overall.bagOfWords.precision.mean).toBeLessThan(1);
    expect(report.overall.blocks.content.recall).toBe(1);
    expect(report.overall.documents.accuracy).toBe(0);
    expect(report.worst).toHaveLength(8);
  });

  it("explains a learner without --cv and --cv without a learner", () => {
    expect(() => runEvaluation({ ...base, model: "link-threshold" })).toThrow(/give --cv K/);
    expect(() => runEvaluation({ ...base, model: "simple-mss", folds: 4 })).toThrow(
      /not a learner/,
    );
  });

  it("trains on every usable page and records the datasets in the model file", () => {
    const outcome = trainOnData({
      dataDirs: [dir],
      learner: linkThresholdLearner,
      learnerOptions: {},
      seed: 1,
    });
    expect(outcome.pages).toBe(8);
    expect(outcome.skipped).toBe(0);
    expect(outcome.json.training.datasets).toHaveLength(1);
    expect(linkThresholdLearner.load(outcome.json).name).toBe("link-threshold");
  });
});
