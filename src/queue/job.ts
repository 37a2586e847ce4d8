import { createHash } from "node:crypto";
import { basename } from "node:path";

/** What one job reads: a WARC archive, a JSON Lines shard, a directory of pages, a URL list. */
export type JobInputKind = "warc" | "jsonl" | "directory" | "urls";

/** A job's data in Redis: plain JSON, read by whichever worker takes it. */
export interface PageJobData {
  /** Absolute path, the same on every worker (shared storage). */
  readonly input: string;
  readonly kind: JobInputKind;
}

/** What a completed job returns (kept in Redis with the job, read by `pith queue status`). */
export interface PageJobResult {
  /** Records written, error records included. */
  readonly pages: number;
  /** Records with an error. */
  readonly errors: number;
  /** The output file's name under the worker's --out directory. */
  readonly output: string;
  readonly seconds: number;
}

const UNSAFE_IN_FILE_NAMES = /[^\w.-]+/g;
/** Room for the hash and an extension within a file system's 255 bytes. */
const MAX_NAME_LENGTH = 100;

/**
 * A job's id, and so its output file's name: the input's base name made safe for a file name,
 * then a hash of its whole path, so two shards called `part-0.jsonl` in different folders stay
 * apart and enqueueing the same path again names the same job (BullMQ adds it only once).
 */
export function jobIdOf(input: string): string {
  const safe = basename(input).replace(UNSAFE_IN_FILE_NAMES, "_").slice(0, MAX_NAME_LENGTH);
  // A leading dot would hide the output, and mark it as partial (job-output.ts).
  const name = safe === "" || safe.startsWith(".") ? `_${safe}` : safe;
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 12);
  return `${name}-${hash}`;
}

/** Pages per second to one decimal; 0 for no time at all. */
export function pagesPerSecond(pages: number, seconds: number): number {
  return seconds > 0 ? Math.round((pages / seconds) * 10) / 10 : 0;
}
