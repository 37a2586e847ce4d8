/**
 * Writes src/title/learned-title-weights.ts from models/title.json (run by `npm run train-title`
 * after training): the core reads the shipped title weights as a module, so it needs no file
 * system and bundles for browsers. models/title.json keeps the training details.
 */
import { readFileSync, writeFileSync } from "node:fs";

const MODEL = "models/title.json";
const MODULE = "src/title/learned-title-weights.ts";
const { weights } = JSON.parse(readFileSync(MODEL, "utf8"));
const lines = Object.entries(weights).map(([name, weight]) => `  ${name}: ${weight},`);
writeFileSync(
  MODULE,
  [
    "// Generated from models/title.json by scripts/title-weights-module.mjs (npm run train-title): do not edit.",
    'import type { TitleWeights } from "./title-weights.js";',
    "",
    "/** The shipped title selector's learned weights (a conditional logit; see models/title.json). */",
    "export const LEARNED_TITLE_WEIGHTS: TitleWeights = {",
    ...lines,
    "};",
    "",
  ].join("\n"),
);
process.stdout.write(`wrote ${MODULE}\n`);
