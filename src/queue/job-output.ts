import { randomBytes } from "node:crypto";
import { type FileHandle, open, readdir, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type { PageRecord } from "../batch/page-record.js";

/** Bytes gathered before a write: one system call per this much, not per page. */
const WRITE_CHUNK_BYTES = 1 << 20;

/**
 * A job's output file, written under a temporary name and renamed to `<job>.jsonl` only when
 * complete: a worker killed mid-job leaves no file under that name, and the job's next run (on
 * any worker) replaces what a run that was thought dead may still have written — each run writes
 * the whole file, so the file's pages are the same whoever wrote it.
 */
export interface JobOutput {
  /** The file's name once committed. */
  readonly name: string;
  write(record: PageRecord): Promise<void>;
  /** Flushes, syncs to disk, and renames the file to its name. */
  commit(): Promise<void>;
  /** Closes and removes the temporary file. */
  abort(): Promise<void>;
}

export function outputName(job: string): string {
  return `${job}.jsonl`;
}

/**
 * A partial file: hidden (a leading dot), named by its job and by who writes it, so the next run
 * of a job can find its earlier runs' leftovers.
 */
function partialName(job: string): string {
  return `.${outputName(job)}.${hostname()}-${process.pid}-${randomBytes(4).toString("hex")}.partial`;
}

function isPartialOf(name: string, job: string): boolean {
  return name.startsWith(`.${outputName(job)}.`) && name.endsWith(".partial");
}

/**
 * Removes what earlier runs of `job` left half-written in `outDir`. Called when a run starts: the
 * job is this worker's now, so its earlier holders are dead, or will find their lock gone.
 */
export async function removePartials(outDir: string, job: string): Promise<void> {
  for (const name of await readdir(outDir)) {
    if (isPartialOf(name, job)) await unlink(join(outDir, name)).catch(() => {});
  }
}

export async function openJobOutput(outDir: string, job: string): Promise<JobOutput> {
  const name = outputName(job);
  const temporary = join(outDir, partialName(job));
  const handle = await open(temporary, "wx");
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const chunk = pending.join("");
    pending = [];
    pendingBytes = 0;
    await handle.write(chunk);
  };
  return {
    name,
    async write(record) {
      const line = `${JSON.stringify(record)}\n`;
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= WRITE_CHUNK_BYTES) await flush();
    },
    async commit() {
      await flush();
      await handle.sync();
      await handle.close();
      await rename(temporary, join(outDir, name));
      await syncDirectory(outDir);
    },
    async abort() {
      await handle.close().catch(() => {});
      await unlink(temporary).catch(() => {});
    },
  };
}

/** Makes the rename itself durable: a crash right after commit keeps the file under its name. */
async function syncDirectory(directory: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(directory, "r");
    await handle.sync();
  } catch {
    // Some file systems cannot sync a directory: the rename is still atomic, only less durable.
  } finally {
    await handle?.close();
  }
}
