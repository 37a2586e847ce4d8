/**
 * `npm run data`: which of the public datasets pith's tests and benchmarks read are found, and
 * where ($PITH_DATA, else ../shared/data beside the clone); where each missing one comes from is
 * docs/data.md. Exit status 1 when one is missing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb", "fundus"];
const root = process.env.PITH_DATA ? resolve(process.env.PITH_DATA) : resolve("../shared/data");
let missing = 0;
for (const name of DATASETS) {
  const gold = join(root, name, "gold.jsonl");
  if (existsSync(gold)) {
    const pages = readFileSync(gold, "utf8")
      .split("\n")
      .filter((line) => line !== "").length;
    console.log(`${name.padEnd(14)} ${String(pages).padStart(5)} pages  ${join(root, name)}`);
  } else {
    missing++;
    console.log(`${name.padEnd(14)} missing        ${join(root, name)}`);
  }
}
if (missing > 0)
  console.log(
    `\n${missing} of ${DATASETS.length} missing: set PITH_DATA to where they are, or see docs/data.md for their sources.`,
  );
process.exitCode = missing > 0 ? 1 : 0;
