import { readdirSync } from "node:fs";
import { join } from "node:path";

/** A page file of the directory being labelled. */
export interface PageFile {
  /** Unique in the directory: the file name without its extension, safe as a file name. */
  readonly id: string;
  readonly path: string;
  readonly gzipped: boolean;
}

const PAGE_FILE = /^(.+?)\.(?:html?|xhtml)(\.gz)?$/i;

/** The directory's page files (`.html`, `.htm`, `.xhtml`, each maybe `.gz`), by name. */
export function pageFiles(dir: string): PageFile[] {
  const taken = new Set<string>();
  const files: PageFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    const match = PAGE_FILE.exec(name);
    if (match === null) continue;
    const stem = match[1].replace(/[^\w.-]/g, "_");
    let id = stem;
    for (let n = 2; taken.has(id); n++) id = `${stem}-${n}`;
    taken.add(id);
    files.push({ id, path: join(dir, name), gzipped: match[2] !== undefined });
  }
  return files;
}
