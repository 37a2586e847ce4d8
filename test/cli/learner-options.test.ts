import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LEARNERS } from "../../src/models/learners.js";
import { writeSyntheticDataset } from "../eval/synthetic-data.js";
import { runPith } from "./run-pith.js";

/** Each learner's name, then each of its options as `name=default` on a line of its own. */
function expectEveryLearnerListed(text: string): void {
  for (const [name, learner] of LEARNERS) {
    expect(text).toContain(`  ${name}: ${learner.description}`);
    for (const [option, spec] of Object.entries(learner.options)) {
      const value = Array.isArray(spec.default) ? spec.default.join(",") : String(spec.default);
      expect(text).toMatch(
        new RegExp(`\\n {4}${option}=${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s`),
      );
    }
  }
}

describe("learner options on the command line", () => {
  it("pith train --help and pith eval --help list every learner's options and defaults", () => {
    for (const command of ["train", "eval"]) {
      const run = runPith([command, "--help"]);
      expect(run.status).toBe(0);
      expectEveryLearnerListed(run.stdout);
      expect(run.stdout).toMatch(/\n {4}threshold=0\.5 +.*\[a number in \(0, 1\)\]/);
      expect(run.stdout).toMatch(/\n {4}gamma=scale +.*\[a number > 0 or "scale"\]/);
      expect(run.stdout).toMatch(/\n {4}k=7 +.*\[a whole number ≥ 1\]/);
    }
  });

  it("pith models and pith models --learners show the same listing; --json the declarations", () => {
    const learners = runPith(["models", "--learners"]);
    expect(learners.status).toBe(0);
    expectEveryLearnerListed(learners.stdout);
    expect(learners.stdout).not.toContain("Built-in models");
    expect(runPith(["models"]).stdout).toContain(learners.stdout);
    const json = JSON.parse(runPith(["models", "--learners", "--json"]).stdout) as {
      learners: { name: string; options: Record<string, { kind: string; default: unknown }> }[];
    };
    const crf = json.learners.find((learner) => learner.name === "crf");
    expect(crf?.options.decode).toMatchObject({ kind: "enum", default: "viterbi" });
    expect(json.learners.map((learner) => learner.name)).toEqual([...LEARNERS.keys()]);
  });

  it("a misspelt option fails at once with the nearest spelling, before the data is read", () => {
    const train = runPith([
      "train",
      "--data",
      "/nonexistent/dataset",
      "--model",
      "crf",
      "--option",
      "treshold=0.3",
      "--out",
      join(tmpdir(), "never-written.json"),
    ]);
    expect(train.status).toBe(2);
    expect(train.stderr).toMatch(
      /^pith train: crf: unknown option "treshold"; did you mean "threshold"\? \(options: datasetCopies, datasetWeights, decode, features,/,
    );
    // svm used to ignore unknown options silently.
    const svm = runPith([
      "eval",
      "--data",
      "/nonexistent",
      "--model",
      "svm",
      "--cv",
      "2",
      "--option",
      "treshold=0.3",
    ]);
    expect(svm.status).toBe(2);
    expect(svm.stderr).toMatch(
      /^pith eval: svm: unknown option "treshold" \(options: c, cacheMegabytes,/,
    );
    const range = runPith([
      "eval",
      "--data",
      "/nonexistent",
      "--model",
      "knn",
      "--cv",
      "2",
      "--option",
      "k=0",
    ]);
    expect(range.stderr).toMatch(/^pith eval: knn: option "k" must be a whole number ≥ 1, got "0"/);
  });

  it("options for a model that is not a learner are an error, not ignored", () => {
    const run = runPith([
      "eval",
      "--data",
      "/nonexistent",
      "--model",
      "simple-mss",
      "--option",
      "k=3",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/"simple-mss" is not a learner/);
  });

  it("--threads takes a whole number ≥ 1 and is not a learner option (the model file omits it)", () => {
    const bad = runPith([
      "train",
      "--data",
      "/nonexistent",
      "--model",
      "crf",
      "--threads",
      "0",
      "--out",
      "x",
    ]);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('--threads expects a positive integer, got "0"');
    const data = writeSyntheticDataset(2, 2);
    const dir = mkdtempSync(join(tmpdir(), "pith-threads-"));
    const files = ["1", "3"].map((threads) => {
      const out = join(dir, `crf-${threads}.json`);
      const args = ["train", "--data", data, "--model", "crf", "--threads", threads, "--out", out];
      expect(runPith(args).status).toBe(0);
      return readFileSync(out, "utf8");
    });
    expect(files[1]).toBe(files[0]);
    expect(files[0]).not.toContain("threads");
  }, 60_000);

  it("pith train stores the parsed options, defaults filled in, in the model file", () => {
    const data = writeSyntheticDataset(2, 2);
    const out = join(mkdtempSync(join(tmpdir(), "pith-options-")), "nb.json");
    const run = runPith([
      "train",
      "--data",
      data,
      "--model",
      "nb-mss",
      "--option",
      "hr=true",
      "--option",
      "minTrigramCount=1",
      "--out",
      out,
    ]);
    expect(run.status).toBe(0);
    expect(existsSync(out)).toBe(true);
    const options = (JSON.parse(readFileSync(out, "utf8")) as { options: Record<string, unknown> })
      .options;
    expect(options).toEqual({
      minTrigramCount: 1,
      prior: "uniform",
      smoothing: 0.1,
      hr: true,
      clean: false,
      seed: 1,
    });
  }, 30_000);
});
