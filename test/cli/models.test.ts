import { describe, expect, it } from "vitest";
import { describeBuiltinModels } from "../../src/extract/builtin-models.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../../src/extract/options.js";
import { resolveModel } from "../../src/extract/resolve-model.js";
import { runPith } from "./run-pith.js";

describe("built-in models", () => {
  it("ships the default model and uses it when no --model is given", () => {
    const [builtin] = describeBuiltinModels();
    expect(DEFAULT_EXTRACT_OPTIONS.model).toBe(builtin.name);
    expect(builtin.header?.format).toBe("pith-model");
    expect(builtin.header?.training.pages).toBeGreaterThan(1000);
    const model = resolveModel(builtin.name);
    expect(resolveModel(builtin.name)).toBe(model); // loaded once per process
  });

  it("pith models lists built-ins with training data, baselines and learners", () => {
    const run = runPith(["models"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/default .*\n\s+learner context-stack/);
    expect(run.stdout).toMatch(/\n\s+options inner=crf /);
    expect(run.stdout).toMatch(/trained on \d+ pages/);
    expect(run.stdout).toContain("Baselines: simple-mss, longest-div, all-text");
    const json = JSON.parse(runPith(["models", "--json"]).stdout) as {
      learners: { name: string }[];
    };
    expect(json.learners.map((learner) => learner.name)).toContain("nb-mss");
  });
});
