import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { loadDataset, readPageBytes, siteOf } from "./dataset.js";

/** One page to adapt on: its bytes and the source (site) its adaptation statistics are grouped by. */
export interface UnlabeledPage {
  readonly path: string;
  readonly source: string;
  readonly bytes: Uint8Array;
}

const PAGE_FILE = /\.(html?|xhtml)(\.gz)?$/i;

/**
 * A directory of pages of any shape: a dataset directory (gold.jsonl gives each page's site; the
 * gold text itself is not used) or any tree of .html / .htm / .html.gz files, grouped by directory.
 */
export function listUnlabeledPages(dir: string): UnlabeledPage[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir}: not a directory`);
  if (existsSync(join(dir, "gold.jsonl"))) {
    const dataset = loadDataset(dir);
    return dataset.records.map((record) => ({
      path: join(dataset.dir, record.page),
      source: siteOf(record),
      bytes: readPageBytes(dataset, record),
    }));
  }
  return pageFiles(dir).map((path) => ({
    path,
    source: relative(dir, dirname(path)) || ".",
    bytes: readFileSync(path),
  }));
}

function pageFiles(root: string): string[] {
  const found: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile() && PAGE_FILE.test(entry.name)) found.push(path);
    }
  }
  return found.sort();
}
