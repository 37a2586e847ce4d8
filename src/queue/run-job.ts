import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { UnrecoverableError } from "bullmq";
import { type ExtractPool, REORDER_WINDOW_PER_JOB } from "../batch/extract-pool.js";
import { inOrder } from "../batch/in-order.js";
import { type PageTask, processInput } from "../batch/process-input.js";
import type { ContainerOptions } from "../input/contained-pages.js";
import { notRegularFile } from "../input/page-file.js";
import type { PageInput } from "../input/page-input.js";
import { urlListPages } from "../input/url-list.js";
import { describeFsError, walkInputs } from "../input/walk-inputs.js";
import { PithError } from "../util/errors.js";
import type { PageJobData, PageJobResult } from "./job.js";
import { type JobOutputFormat, openJobOutput, removePartials } from "./job-output.js";

/** How a worker extracts every job's pages and where it writes them. */
export interface JobRunOptions {
  readonly outDir: string;
  readonly format: JobOutputFormat;
  readonly task: PageTask;
  /** JSON Lines shards: the fields holding each page's HTML and URL. */
  readonly htmlField: string;
  readonly urlField: string;
}

/**
 * Runs one job: every page of its input through the pool, in input order, one record per page
 * into the job's output file, committed only when all are written. A page that fails is an error
 * record, as in `pith extract`; the job itself fails (and is retried) only when its input cannot
 * be read at all or its output cannot be written.
 */
export async function runPageJob(
  pool: ExtractPool,
  job: string,
  data: PageJobData,
  options: JobRunOptions,
): Promise<PageJobResult> {
  await checkReadable(data.input);
  const started = performance.now();
  await removePartials(options.outDir, job, options.format);
  const output = await openJobOutput(options.outDir, job, options.format);
  let pages = 0;
  let errors = 0;
  try {
    const finished = inOrder(
      jobPages(data, options),
      (input) => processInput(pool, input, options.task),
      pool.jobs,
      pool.jobs * REORDER_WINDOW_PER_JOB,
    );
    for await (const { record } of finished) {
      await output.write(record);
      pages++;
      if (record.error !== undefined) errors++;
    }
    await output.commit();
  } catch (error) {
    await output.abort();
    throw error;
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  return { pages, errors, output: output.name, seconds };
}

/** The pages of a job's input, read lazily as workers free up. */
function jobPages(data: PageJobData, options: JobRunOptions): AsyncGenerator<PageInput> {
  if (data.kind === "urls") return urlListPages(data.input);
  const containers: ContainerOptions = {
    maxBytes: options.task.options.maxBytes,
    onSkip: () => {},
    htmlField: options.htmlField,
    urlField: options.urlField,
  };
  return walkInputs([data.input], { force: false, containers });
}

/**
 * A job whose input is gone (a shard removed, storage not mounted on this worker) fails, to be
 * retried, rather than completing with one error record for the whole shard.
 */
async function checkReadable(input: string): Promise<void> {
  let stats: Stats;
  try {
    stats = await stat(input);
  } catch (error) {
    throw new PithError("PITH_INVALID_ARGUMENT", `cannot read ${input}: ${describeFsError(error)}`);
  }
  // A FIFO or a device would block (or never end) the thread reading it: never a job's input.
  if (!stats.isFile() && !stats.isDirectory())
    throw new UnrecoverableError(`${input}: ${notRegularFile(stats).message}`);
}
