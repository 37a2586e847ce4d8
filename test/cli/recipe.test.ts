import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { applyRecipe, readRecipe } from "../../src/cli/recipe.js";
import { LEARNERS } from "../../src/models/learners.js";

const SHIPPED = "recipes/default.json";

describe("the shipped recipe (recipes/default.json)", () => {
  const recipe = readRecipe(SHIPPED);
  const learner = LEARNERS.get(recipe.learner);
  const inner = LEARNERS.get(String(recipe.options.inner));

  it("names learners that exist, with options they accept", () => {
    expect(learner).toBeDefined();
    expect(inner).toBeDefined();
    expect(() => learner?.checkOptions({ ...recipe.options, seed: recipe.seed })).not.toThrow();
  });

  it("says why for every option that is not the learner's default, and only for those", () => {
    const specs = { ...inner?.options, ...learner?.options } as Record<
      string,
      { default: unknown }
    >;
    const differing = Object.entries(recipe.options)
      .filter(([name, value]) => String(specs[name]?.default) !== String(value))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(recipe.whyNotDefault).sort()).toEqual(differing);
  });

  it("reads the five shared datasets, resolved from the recipe's folder", () => {
    expect(recipe.data).toEqual(
      ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb", "fundus"].map((name) =>
        resolve("..", "shared", "data", name),
      ),
    );
  });
});

describe("applyRecipe", () => {
  const folder = mkdtempSync(join(tmpdir(), "recipe-"));
  const path = join(folder, "r.json");
  writeFileSync(
    path,
    JSON.stringify({
      description: "test",
      learner: "crf",
      data: ["data/a", "data/b"],
      seed: 7,
      options: { history: true, sigma: 0.5 },
      whyNotDefault: { sigma: "a test" },
    }),
  );

  it("takes learner, data, options (as strings) and seed from the recipe", () => {
    expect(applyRecipe({ recipe: path })).toEqual({
      recipe: path,
      data: [join(folder, "data/a"), join(folder, "data/b")],
      model: "crf",
      option: { history: "true", sigma: "0.5" },
      seed: 7,
    });
  });

  it("lets each flag override the recipe: --data, --model, one --option, --seed", () => {
    const applied = applyRecipe({
      recipe: path,
      data: ["elsewhere"],
      model: "memm",
      option: { sigma: "2" },
      seed: 3,
    });
    expect(applied).toMatchObject({
      data: ["elsewhere"],
      model: "memm",
      option: { history: "true", sigma: "2" },
      seed: 3,
    });
  });

  it("needs data from somewhere, and rejects a malformed recipe naming the problem", () => {
    expect(() => applyRecipe({})).toThrow(/--data DIR .* or a --recipe FILE/);
    const broken = join(folder, "broken.json");
    writeFileSync(broken, JSON.stringify({ learner: "crf", data: "x", seed: 1 }));
    expect(() => applyRecipe({ recipe: broken })).toThrow(/"data" must be a list/);
  });
});
