import { mkdir } from "node:fs/promises";
import { type Job, UnrecoverableError, Worker } from "bullmq";
import type { Logger } from "pino";
import { ExtractPool } from "../batch/extract-pool.js";
import type { PageTask } from "../batch/process-input.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";
import { openQueue, workerConnection } from "./connection.js";
import { type PageJobData, type PageJobResult, pagesPerSecond } from "./job.js";
import { type JobOutputFormat, removePartials } from "./job-output.js";
import type { QueueAddress } from "./options.js";
import { runPageJob } from "./run-job.js";

export interface QueueWorkerOptions extends QueueAddress {
  /** Where each job's output file goes (shared storage when workers run on several machines). */
  readonly outDir: string;
  /** `<job>.jsonl` or `<job>.parquet`. */
  readonly format: JobOutputFormat;
  /** Worker threads of the local pool. */
  readonly jobs: number;
  /** Time limit per page, ms. */
  readonly timeout: number;
  readonly model: string;
  /** Records carry the content as sanitised HTML too. */
  readonly html: boolean;
  readonly htmlField: string;
  readonly urlField: string;
  readonly lockDurationMs: number;
  readonly stalledIntervalMs: number;
  /** URL lists may name loopback, private and reserved addresses (refused unless true). */
  readonly allowPrivateAddresses?: boolean;
  readonly log: Logger;
}

/** A running worker: `close` lets the job in hand finish, then stops. */
export interface QueueWorker {
  close(): Promise<void>;
}

/**
 * Takes jobs from the queue one at a time and runs each on a local pool of `jobs` threads (one job
 * keeps them all busy: its pages stream through them). Redis and the model are checked before
 * the first job, so a worker that cannot work says so and stops instead of failing every job.
 * A worker that dies holds its job until its lock lapses (`lockDurationMs`); the next stall check
 * of any live worker (every `stalledIntervalMs`) puts the job back in the queue.
 */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  await (await openQueue(options)).close();
  await mkdir(options.outDir, { recursive: true });
  const pool = new ExtractPool({ jobs: options.jobs, timeout: options.timeout });
  try {
    await pool.loadModel(options.model);
  } catch (error) {
    await pool.close();
    throw error;
  }
  const task: PageTask = {
    options: {
      model: options.model,
      maxBytes: DEFAULT_EXTRACT_OPTIONS.maxBytes,
      html: options.html,
    },
    allowPrivateAddresses: options.allowPrivateAddresses === true,
  };
  const run = {
    outDir: options.outDir,
    format: options.format,
    task,
    htmlField: options.htmlField,
    urlField: options.urlField,
  };
  const worker = new Worker<PageJobData, PageJobResult>(
    options.queue,
    async (job) => {
      await giveUpAfterDeaths(job, options.outDir, options.format);
      return runPageJob(pool, jobId(job), job.data, run);
    },
    {
      connection: workerConnection(options.redis),
      concurrency: 1,
      // Stalls are counted against the job's attempts by giveUpAfterDeaths, not by BullMQ,
      // which would fail a job after its second death whatever its --attempts.
      maxStalledCount: MAX_STALLS,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
    },
  );
  logEvents(worker, options.log);
  return {
    async close() {
      await worker.close();
      await pool.close();
    },
  };
}

/** Far beyond any --attempts: BullMQ's own limit on deaths never applies first. */
const MAX_STALLS = 1_000;

/**
 * A job taken again after its workers died (killed, out of memory) or failed as often as its
 * attempts allow fails for good here, instead of running once more, and what the dead runs left
 * half-written is removed: deaths count as attempts, as failures do.
 */
async function giveUpAfterDeaths(
  job: Job<PageJobData, PageJobResult>,
  outDir: string,
  format: JobOutputFormat,
): Promise<void> {
  const attempts = job.opts.attempts ?? 1;
  const deaths = job.stalledCounter ?? 0;
  if (deaths === 0 || job.attemptsMade + deaths < attempts) return;
  await removePartials(outDir, jobId(job), format);
  throw new UnrecoverableError(
    `its worker died ${deaths} time${deaths === 1 ? "" : "s"} running it (${attempts} attempts): not run again`,
  );
}

/** Every job pith enqueues has an id (its output's name); BullMQ types it as optional. */
function jobId(job: Job): string {
  if (job.id === undefined) throw new Error("a job without an id: enqueue jobs with pith enqueue");
  return job.id;
}

function logEvents(worker: Worker<PageJobData, PageJobResult>, log: Logger): void {
  worker.on("active", (job) =>
    log.info({ job: job.id, input: job.data.input, attempt: job.attemptsMade + 1 }, "job started"),
  );
  worker.on("completed", (job, result) =>
    log.info(
      { job: job.id, ...result, pagesPerSecond: pagesPerSecond(result.pages, result.seconds) },
      "job completed",
    ),
  );
  worker.on("failed", (job, error) => {
    void logFailure(job, error, log);
  });
  worker.on("stalled", (job) =>
    log.warn({ job }, "a worker died running this job: it goes back to the queue"),
  );
  // Redis going away: BullMQ reconnects by itself; say so rather than crash.
  worker.on("error", (error) => log.warn({ error: error.message }, "queue connection error"));
}

/**
 * Says whether a failed job will run again by asking where it went (delayed or waiting: retried;
 * failed: not), rather than by counting attempts: a job given up for good (its workers died, its
 * input is not there) is not announced as retried.
 */
async function logFailure(
  job: Job<PageJobData, PageJobResult> | undefined,
  error: Error,
  log: Logger,
): Promise<void> {
  const attempts = job?.opts.attempts ?? 1;
  const state = job === undefined ? "failed" : await job.getState().catch(() => "failed");
  const retried = state === "delayed" || state === "waiting" || state === "prioritized";
  log.error(
    { job: job?.id, error: error.message, attempt: job?.attemptsMade, attempts, retried },
    retried ? "job failed, will be retried" : "job failed",
  );
}
