import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { Queue } from "bullmq";
import { isContainerFileName, isWarcFileName } from "../input/contained-pages.js";
import { isUrlListFileName } from "../input/url-list.js";
import { describeFsError } from "../input/walk-inputs.js";
import { PithError } from "../util/errors.js";
import { type JobInputKind, jobIdOf, type PageJobData } from "./job.js";
import { DEFAULT_QUEUE_OPTIONS } from "./options.js";

export interface EnqueueOptions {
  /** Runs of each job before it stays failed. */
  readonly attempts?: number;
  /** First wait before a retry, in ms, doubled at each further one. */
  readonly backoffMs?: number;
}

/** What became of one input: its job, and whether it was added or already known to the queue. */
export interface EnqueuedInput extends PageJobData {
  readonly job: string;
  /** `added`, or the state of the job already there (`waiting`, `active`, `completed`, `failed`…). */
  readonly state: string;
}

/**
 * One job's data per input, every input checked first (it exists, and is a directory, a WARC
 * archive, a JSON Lines file or a URL list), so a mistake is found before anything is added.
 */
export async function jobsFor(inputs: readonly string[]): Promise<PageJobData[]> {
  const jobs: PageJobData[] = [];
  for (const input of inputs) {
    const path = resolve(input);
    jobs.push({ input: path, kind: await inputKind(path) });
  }
  return jobs;
}

/**
 * Adds the jobs. A path already in the queue keeps its job (whatever its state): enqueueing a
 * list again after a crash adds only what is missing.
 */
export async function enqueueJobs(
  queue: Queue,
  jobs: readonly PageJobData[],
  options: EnqueueOptions = {},
): Promise<EnqueuedInput[]> {
  const attempts = options.attempts ?? DEFAULT_QUEUE_OPTIONS.attempts;
  const delay = options.backoffMs ?? DEFAULT_QUEUE_OPTIONS.backoffMs;
  const enqueued: EnqueuedInput[] = [];
  for (const data of jobs) {
    const job = jobIdOf(data.input);
    const existing = await queue.getJob(job);
    if (existing !== undefined) {
      enqueued.push({ ...data, job, state: await existing.getState() });
      continue;
    }
    await queue.add(data.kind, data, {
      jobId: job,
      attempts,
      backoff: { type: "exponential", delay },
    });
    enqueued.push({ ...data, job, state: "added" });
  }
  return enqueued;
}

/** What a path holds, by its type and name; `PITH_INVALID_ARGUMENT` for anything else. */
async function inputKind(path: string): Promise<JobInputKind> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(path)).isDirectory();
  } catch (error) {
    throw new PithError("PITH_INVALID_ARGUMENT", `${path}: ${describeFsError(error)}`);
  }
  if (isDirectory) return "directory";
  if (isWarcFileName(path)) return "warc";
  if (isContainerFileName(path)) return "jsonl";
  if (isUrlListFileName(path)) return "urls";
  throw new PithError(
    "PITH_INVALID_ARGUMENT",
    `${path}: not a directory, WARC archive (.warc, .warc.gz), JSON Lines file (.jsonl, .ndjson, optionally .gz) or URL list (.urls, .urls.txt)`,
  );
}
