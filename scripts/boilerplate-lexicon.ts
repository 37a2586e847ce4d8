/**
 * Writes src/vocabulary/boilerplate-lexicon.ts from the translations the sources ship
 * (scripts/lexicon/sources.ts) by the rules of scripts/lexicon/build.ts: `npm run lexicon`.
 * With `--check`, writes nothing and fails when the module is not what the sources give.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { lexiconModule } from "./lexicon/module.js";
import { allPairs } from "./lexicon/sources.js";

const MODULE = "src/vocabulary/boilerplate-lexicon.ts";
const text = lexiconModule(allPairs());
if (process.argv.includes("--check")) {
  if (readFileSync(MODULE, "utf8") !== text) {
    process.stderr.write(`${MODULE} is not what the sources give: run npm run lexicon\n`);
    process.exit(1);
  }
  process.stdout.write(`${MODULE} is up to date\n`);
} else {
  writeFileSync(MODULE, text);
  process.stdout.write(`wrote ${MODULE}\n`);
}
