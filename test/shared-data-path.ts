import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The public datasets some tests read: `$PITH_DATA`, else `../shared/data` beside the repository
 * (as CI clones it). A clone without them still runs every other test; `npm run data` says how to
 * get them (docs/data.md).
 */
export const SHARED_DATA =
  process.env.PITH_DATA !== undefined && process.env.PITH_DATA !== ""
    ? resolve(process.env.PITH_DATA)
    : resolve(import.meta.dirname, "../../shared/data");

/** The five datasets, by directory name. */
export const SHARED_DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb", "fundus"] as const;

/** A path inside the shared datasets: `sharedData("l3s-gn1", "pages", "x.html.gz")`. */
export function sharedData(...parts: string[]): string {
  return join(SHARED_DATA, ...parts);
}

/** Whether every named dataset is there (its gold.jsonl). */
export function hasSharedData(...datasets: readonly string[]): boolean {
  return datasets.every((name) => existsSync(sharedData(name, "gold.jsonl")));
}

/** The line a run without the datasets prints once, saying what it skipped and how to get them. */
export const MISSING_DATA_NOTE = `The shared datasets are not in ${SHARED_DATA} (set PITH_DATA to where they are): the tests that read them are skipped. docs/data.md says where they come from (npm run data lists what is found).`;
