import type { Queue } from "bullmq";
import { type PageJobData, type PageJobResult, pagesPerSecond } from "./job.js";
import { type QueueAddress, withoutPassword } from "./options.js";

/** Most recent completed jobs whose pages the rate is measured over: status stays quick. */
export const RATE_SAMPLE_JOBS = 1000;

/** Most recent failed jobs listed with their errors. */
const FAILURES_LISTED = 20;

/** `pith queue status --json`. */
export interface QueueStatus {
  readonly redis: string;
  readonly queue: string;
  readonly waiting: number;
  readonly active: number;
  /** Failed runs waiting for their next attempt. */
  readonly delayed: number;
  readonly completed: number;
  readonly failed: number;
  /** Over the most recent completed jobs (at most `RATE_SAMPLE_JOBS`). */
  readonly recent: {
    readonly jobs: number;
    readonly pages: number;
    readonly errors: number;
    /** From the first of them starting to the last finishing: all workers together. */
    readonly seconds: number;
    readonly pagesPerSecond: number;
  };
  /** The most recent failed jobs: each one's last error. */
  readonly failures: ReadonlyArray<{
    readonly job: string;
    readonly input: string;
    readonly error: string;
    readonly attempts: number;
  }>;
}

export async function queueStatus(queue: Queue, address: QueueAddress): Promise<QueueStatus> {
  const counts = await queue.getJobCounts(
    "waiting",
    "prioritized",
    "active",
    "delayed",
    "completed",
    "failed",
  );
  // A job removed between listing and reading comes back undefined, whatever the types say.
  const completed = (await queue.getJobs(["completed"], 0, RATE_SAMPLE_JOBS - 1)).filter(
    (job) => job !== undefined,
  );
  const failed = await queue.getJobs(["failed"], 0, FAILURES_LISTED - 1);
  let pages = 0;
  let errors = 0;
  let start = Number.POSITIVE_INFINITY;
  let end = 0;
  for (const job of completed) {
    const result = job.returnvalue as PageJobResult | null;
    pages += result?.pages ?? 0;
    errors += result?.errors ?? 0;
    start = Math.min(start, job.processedOn ?? start);
    end = Math.max(end, job.finishedOn ?? end);
  }
  const seconds = end > start ? (end - start) / 1000 : 0;
  return {
    redis: withoutPassword(address.redis),
    queue: address.queue,
    waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    completed: counts.completed ?? 0,
    failed: counts.failed ?? 0,
    recent: {
      jobs: completed.length,
      pages,
      errors,
      seconds,
      pagesPerSecond: pagesPerSecond(pages, seconds),
    },
    failures: failed
      .filter((job) => job !== undefined)
      .map((job) => ({
        job: job.id ?? "",
        input: (job.data as PageJobData).input,
        error: job.failedReason,
        attempts: job.attemptsMade,
      })),
  };
}
