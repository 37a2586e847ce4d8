import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { type GoldRecord, loadDataset } from "../eval/dataset.js";
import { writeFileAtomic } from "./atomic-write.js";

/** A page's bytes as the labelling app read them. */
export interface PageBytes {
  readonly bytes: Uint8Array;
  readonly gzipped: boolean;
}

/**
 * The dataset `pith label` writes, in the shared format (`gold.jsonl` sorted by id, pages gzipped
 * under `pages/`), read back when labelling resumes. Every save rewrites the files it changes
 * atomically, page first: whatever moment a crash comes, `gold.jsonl` is whole and names only
 * pages that are there. A record holds for the page it was made on: `holds` tells whether a file
 * is still that page (a file replaced since is a page with no labels yet).
 */
export class DatasetStore {
  private readonly records: Map<string, GoldRecord>;
  /** Digest of each saved page's (ungzipped) bytes, by id, as read or written. */
  private readonly digests = new Map<string, string | null>();

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

  /** Whether `id`'s saved record was made on these bytes: the same page, not one put in its place. */
  holds(id: string, page: PageBytes): boolean {
    const saved = this.savedDigest(id);
    return saved !== null && saved === digestOf(page);
  }

  /** Saves one page's record, with the page's bytes (gzipped unless they are). */
  save(record: GoldRecord, page: PageBytes): void {
    const pagePath = join(this.dir, record.page);
    const digest = digestOf(page);
    if (!existsSync(pagePath) || this.savedDigest(record.id, record.page) !== digest)
      writeFileAtomic(pagePath, page.gzipped ? page.bytes : gzipSync(page.bytes));
    this.digests.set(record.id, digest);
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

  private savedDigest(id: string, page = this.records.get(id)?.page): string | null {
    const known = this.digests.get(id);
    if (known !== undefined) return known;
    let digest: string | null = null;
    if (page !== undefined) {
      try {
        digest = digestOf({ bytes: readFileSync(join(this.dir, page)), gzipped: true });
      } catch {
        digest = null;
      }
    }
    this.digests.set(id, digest);
    return digest;
  }
}

/** SHA-256 of a page's bytes, ungzipped (a page saved gzipped is the same page). */
function digestOf(page: PageBytes): string {
  const bytes = page.gzipped ? gunzipSync(page.bytes) : page.bytes;
  return createHash("sha256").update(bytes).digest("hex");
}
