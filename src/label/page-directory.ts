import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** A page file of the directory being labelled. */
export interface PageFile {
  /**
   * Unique in the directory and safe as a file name, and the same whatever other files come or
   * go: the name without `.html` when that is all it has (`story.html` → `story`), else the stem
   * made safe and a digest of the whole name (`a b.htm.gz` → `a_b-5d41402a`).
   */
  readonly id: string;
  readonly path: string;
  readonly gzipped: boolean;
}

const PAGE_FILE = /^(.+?)\.(?:html?|xhtml)(\.gz)?$/i;
const SAFE = /^[\w.-]+$/;

/** The directory's page files (`.html`, `.htm`, `.xhtml`, each maybe `.gz`), by name. */
export function pageFiles(dir: string): PageFile[] {
  const files: PageFile[] = [];
  const taken = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    const match = PAGE_FILE.exec(name);
    if (match === null) continue;
    const id = pageId(name, match[1]);
    const other = taken.get(id);
    if (other !== undefined)
      throw new Error(`${other} and ${name} would be labelled as one page: rename one of them`);
    taken.set(id, name);
    files.push({ id, path: join(dir, name), gzipped: match[2] !== undefined });
  }
  return files;
}

/** A file's id from its name alone (so ids never shift as files are added or removed). */
function pageId(name: string, stem: string): string {
  if (name === `${stem}.html` && SAFE.test(stem)) return stem;
  const digest = createHash("sha256").update(name).digest("hex").slice(0, 8);
  return `${stem.replace(/[^\w.-]/g, "_")}-${digest}`;
}
