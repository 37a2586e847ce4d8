import { randomBytes } from "node:crypto";
import { type FileHandle, open, readdir, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type { PageRecord } from "../batch/page-record.js";
import { parquetRecordWriter } from "../batch/parquet-record-writer.js";

/** What a job's file holds: `pith extract --format jsonl`'s records, or the same as Parquet columns. */
export type JobOutputFormat = "jsonl" | "parquet";

/** Bytes gathered before a write: one system call per this much, not per page. */
const WRITE_CHUNK_BYTES = 1 << 20;

/**
 * A job's output file, written under a temporary name and renamed to `<job>.jsonl` (or
 * `<job>.parquet`) only when complete: a worker killed mid-job leaves no file under that name, and
 * the job's next run (on any worker) replaces what a run that was thought dead may still have written — each run writes
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

export function outputName(job: string, format: JobOutputFormat): string {
  return `${job}.${format}`;
}

/**
 * A partial file: hidden (a leading dot), named by its job and by who writes it, so the next run
 * of a job can find its earlier runs' leftovers.
 */
function partialName(job: string, format: JobOutputFormat): string {
  return `.${outputName(job, format)}.${hostname()}-${process.pid}-${randomBytes(4).toString("hex")}.partial`;
}

function isPartialOf(name: string, job: string, format: JobOutputFormat): boolean {
  return name.startsWith(`.${outputName(job, format)}.`) && name.endsWith(".partial");
}

/**
 * Removes what earlier runs of `job` left half-written in `outDir`. Called when a run starts: the
 * job is this worker's now, so its earlier holders are dead, or will find their lock gone.
 */
export async function removePartials(
  outDir: string,
  job: string,
  format: JobOutputFormat,
): Promise<void> {
  for (const name of await readdir(outDir)) {
    if (isPartialOf(name, job, format)) await unlink(join(outDir, name)).catch(() => {});
  }
}

export async function openJobOutput(
  outDir: string,
  job: string,
  format: JobOutputFormat,
): Promise<JobOutput> {
  const name = outputName(job, format);
  const temporary = join(outDir, partialName(job, format));
  const handle = await open(temporary, "wx");
  const abort = async () => {
    await handle.close().catch(() => {});
    await unlink(temporary).catch(() => {});
  };
  const records = await recordsInto(handle, format).catch(async (error: unknown) => {
    await abort();
    throw error;
  });
  return {
    name,
    write: (record) => records.write(record),
    async commit() {
      await records.end();
      await handle.sync();
      await handle.close();
      await rename(temporary, join(outDir, name));
      await syncDirectory(outDir);
    },
    abort,
  };
}

/** Records into a file in one format; `end` writes what is still held (and Parquet's footer). */
interface RecordFileWriter {
  write(record: PageRecord): Promise<void>;
  end(): Promise<void>;
}

async function recordsInto(handle: FileHandle, format: JobOutputFormat): Promise<RecordFileWriter> {
  if (format === "jsonl") return jsonLinesWriter(handle);
  return parquetRecordWriter(async (bytes) => {
    await handle.write(bytes);
  });
}

/** Records as JSON lines, gathered into chunks of WRITE_CHUNK_BYTES. */
function jsonLinesWriter(handle: FileHandle): RecordFileWriter {
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
    async write(record) {
      const line = `${JSON.stringify(record)}\n`;
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= WRITE_CHUNK_BYTES) await flush();
    },
    end: flush,
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
