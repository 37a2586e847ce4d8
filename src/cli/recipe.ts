import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/**
 * A training recipe: which learner, with which options, on which data, with which seed. The
 * shipped model's is recipes/default.json, read by `pith train --recipe` and `pith eval --recipe`
 * so that training it and cross-validating it cannot drift apart.
 */
export interface Recipe {
  readonly description: string;
  readonly learner: string;
  /** Dataset directories, relative to the recipe file. */
  readonly data: readonly string[];
  readonly seed: number;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  /** For each option whose value is not the learner's default: why. */
  readonly whyNotDefault: Readonly<Record<string, string>>;
}

/** Reads and checks a recipe; its data directories come back resolved against the file's folder. */
export function readRecipe(path: string): Recipe {
  const json = JSON.parse(readFileSync(path, "utf8")) as Partial<Recipe>;
  const problem = recipeProblem(json);
  if (problem !== undefined) throw new Error(`recipe ${path}: ${problem}`);
  const recipe = json as Recipe;
  return { ...recipe, data: recipe.data.map((dir) => resolve(dirname(path), dir)) };
}

function recipeProblem(json: Partial<Recipe>): string | undefined {
  if (typeof json.learner !== "string") return '"learner" must be a learner name';
  if (!Array.isArray(json.data) || !json.data.every((dir) => typeof dir === "string"))
    return '"data" must be a list of dataset directories';
  if (!Number.isInteger(json.seed)) return '"seed" must be an integer';
  if (typeof json.options !== "object" || json.options === null)
    return '"options" must be an object';
  if (typeof json.whyNotDefault !== "object" || json.whyNotDefault === null)
    return '"whyNotDefault" must be an object';
  return undefined;
}

/** What a training or evaluation command line says about learner, data, options and seed. */
export interface RecipeFlags {
  readonly recipe?: string;
  readonly data?: string[];
  readonly model?: string;
  readonly option?: Record<string, string>;
  readonly seed?: number;
}

/**
 * The command line's choices over the recipe's: `--data` and `--model` replace the recipe's,
 * `--option` pairs override its options one by one, `--seed` replaces its seed.
 */
export function applyRecipe<T extends RecipeFlags>(
  flags: T,
): T & { data: string[]; option?: Record<string, string> } {
  if (flags.recipe === undefined) {
    if (flags.data === undefined || flags.data.length === 0)
      throw new Error("give the data with --data DIR (repeatable) or a --recipe FILE");
    return { ...flags, data: flags.data };
  }
  const recipe = readRecipe(flags.recipe);
  const recipeOptions = Object.fromEntries(
    Object.entries(recipe.options).map(([name, value]) => [name, String(value)]),
  );
  return {
    ...flags,
    data: flags.data !== undefined && flags.data.length > 0 ? flags.data : [...recipe.data],
    model: flags.model ?? recipe.learner,
    option: { ...recipeOptions, ...flags.option },
    seed: flags.seed ?? recipe.seed,
  };
}
