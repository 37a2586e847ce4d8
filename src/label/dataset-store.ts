import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type GoldRecord, loadDataset } from "../eval/dataset.js";
import { writeFileAtomic } from "./atomic-write.js";

/**
 * The dataset `pith label` writes, in the shared format (`gold.jsonl` sorted by id, pages gzipped
 * under `pages/`), read back when labelling resumes. Every save rewrites the files it changes
 * atomically, page first: whatever moment a crash comes, `gold.jsonl` is whole and names only
 * pages that are there.
 */
export class DatasetStore {
  private readonly records: Map<string, GoldRecord>;

  constructor(readonly dir: string) {
    mkdirSync(join(dir, "pages"), { recursive: true });
    const existing = existsSync(join(dir, "gold.jsonl")) ? loadDataset(dir).records : [];
    this.records = new Map(existing.map((record) => [record.id, record]));
  }

  /** Pages labelled so far. */
  get size(): number {
    return this.records.size;
  }

  record(id: string): GoldRecord | undefined {
    return this.records.get(id);
  }

  /** Saves one page's record, with the page's bytes (gzipped unless they are). */
  save(record: GoldRecord, page: { readonly bytes: Uint8Array; readonly gzipped: boolean }): void {
    const pagePath = join(this.dir, record.page);
    if (!existsSync(pagePath))
      writeFileAtomic(pagePath, page.gzipped ? page.bytes : gzipSync(page.bytes));
    this.records.set(record.id, record);
    const lines = [...this.records.values()]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((saved) => `${JSON.stringify(saved)}\n`);
    writeFileAtomic(join(this.dir, "gold.jsonl"), lines.join(""));
  }

  /** The page file's path in the dataset, relative to it. */
  static pagePath(id: string): string {
    return `pages/${id}.html.gz`;
  }
}
