import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Writes `path` so that a reader (or a crash) sees the old file or the new one, never half of
 * one: the bytes go to a temporary file beside it, are flushed to disk, and the temporary file is
 * renamed over `path` (atomic on POSIX file systems).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const descriptor = openSync(temporary, "w");
  try {
    writeSync(descriptor, typeof data === "string" ? Buffer.from(data) : data);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
