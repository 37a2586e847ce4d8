import { mkdir } from "node:fs/promises";
import { type Job, Worker } from "bullmq";
import type { Logger } from "pino";
import { ExtractPool } from "../batch/extract-pool.js";
import type { PageTask } from "../batch/process-input.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";
import { openQueue, workerConnection } from "./connection.js";
import { type PageJobData, type PageJobResult, pagesPerSecond } from "./job.js";
import type { JobOutputFormat } from "./job-output.js";
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
    async (job) => runPageJob(pool, jobId(job), job.data, run),
    {
      connection: workerConnection(options.redis),
      concurrency: 1,
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
    const attempts = job?.opts.attempts ?? 1;
    const retried = job !== undefined && job.attemptsMade < attempts;
    log.error(
      { job: job?.id, error: error.message, attempt: job?.attemptsMade, attempts, retried },
      retried ? "job failed, will be retried" : "job failed",
    );
  });
  // Redis going away: BullMQ reconnects by itself; say so rather than crash.
  worker.on("error", (error) => log.warn({ error: error.message }, "queue connection error"));
}
