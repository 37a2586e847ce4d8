/**
 * The fixture suite's expected files against pith's output now (test/output/fixture-cases.ts).
 * `npm run fixtures` lists every expected file that differs or is missing and exits 1 if any,
 * writing nothing; `npm run fixtures -- --update [case…]` rewrites those of the named cases (all
 * without names), printing each file it writes. Review the diff before committing it. A case with
 * a `todo.txt` (output not acceptable yet) gets no expected files and is listed.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  expectedFiles,
  FIXTURES_DIR,
  fixtureCases,
  knownFailure,
  readCaseFile,
  renderCase,
} from "../test/output/fixture-cases.js";

const args = process.argv.slice(2);
const update = args.includes("--update");
const named = args.filter((arg) => arg !== "--update");
const all = fixtureCases();
const unknown = named.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`no such fixture case: ${unknown.join(", ")}\n`);
  process.exit(2);
}

let stale = 0;
for (const name of named.length > 0 ? named : all) {
  const todo = knownFailure(name);
  if (todo !== undefined) {
    process.stdout.write(`todo    test/fixtures/${name}: ${todo}\n`);
    continue;
  }
  const rendered = renderCase(name);
  for (const file of expectedFiles(name)) {
    const path = join(FIXTURES_DIR, name, file);
    const state = !existsSync(path)
      ? "missing"
      : readCaseFile(name, file) === rendered[file]
        ? "same"
        : "differs";
    if (state === "same") continue;
    stale++;
    if (update) writeFileSync(path, rendered[file]);
    process.stdout.write(
      `${update ? "wrote" : state.padEnd(7)} ${join("test/fixtures", name, file)}\n`,
    );
  }
}
process.stdout.write(
  `${all.length} cases, ${stale} expected files ${update ? "rewritten" : "differ or missing"}\n`,
);
if (!update && stale > 0) {
  process.stdout.write("rerun with --update to rewrite them, then review the diff\n");
  process.exit(1);
}
