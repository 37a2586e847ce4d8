import { type Command, Option } from "commander";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";
import type { JobOutputFormat } from "../queue/job-output.js";
import { DEFAULT_QUEUE_OPTIONS, type QueueAddress } from "../queue/options.js";
import { errorCode } from "../util/errors.js";
import { integerFrom } from "./integer-option.js";
import { loadForCommand } from "./optional-package.js";
import { jobsOption, timeoutOption } from "./pool-options.js";
import { failRun, withQueueAddress } from "./queue-address.js";

interface WorkerCliOptions extends QueueAddress {
  readonly out: string;
  readonly format: JobOutputFormat;
  readonly model: string;
  readonly jobs: number;
  readonly timeout: number;
  readonly html?: boolean;
  readonly htmlField: string;
  readonly urlField: string;
  readonly lockDuration: number;
  readonly stalledInterval: number;
  readonly allowPrivateAddresses?: boolean;
}

/** Longest lock or check interval: a day, far beyond any page's time limit's use. */
const MAX_INTERVAL_MS = 86_400_000;

const WORKER_HELP = `
A worker takes one job at a time from the queue (pith enqueue adds them) and runs its pages on
--jobs threads, then writes DIR/<job>.jsonl: one record per page, as pith extract --format jsonl
writes them (a page that fails is an error record); with --format parquet, DIR/<job>.parquet
holds the same records as columns (zstd, row groups of 1000 pages, as pith extract --format
parquet). The file is written under a hidden .<job>.jsonl.<host>-<pid>-….partial name and
renamed when complete, so DIR only ever holds whole outputs. Start as many workers as you like, on one machine or many, with the same --redis,
--queue and a shared DIR.

At least once: a worker that dies (killed, out of memory, machine lost) leaves its job locked for
--lock-duration; the next stall check of any live worker (every --stalled-interval) puts it back,
and another worker runs it from the start, replacing any partial file. A job whose input cannot
be read, or whose output cannot be written, fails; it is retried as pith enqueue --attempts says,
then stays in the failed set with its error (pith queue status lists it). A worker's death counts
as an attempt too: a job whose workers died --attempts times fails for good, its partial files
removed. Pages of URL lists at loopback, private, link-local or reserved addresses are error
records (PITH_PRIVATE_ADDRESS) unless --allow-private-addresses.

Logs are JSON lines on stdout (job started, job completed with pages and pages per second, job
failed). SIGTERM or SIGINT lets the job in hand finish, then exits 0; a second signal exits at once.

Examples:
  $ pith worker --redis redis://queue.internal:6379 --queue cc-2026-49 --out /shared/records
  $ pith worker --out records/ --jobs 8 --timeout 10000 --html
  $ pith worker --out records/ --format parquet

Exit status:
  0  stopped by SIGTERM or SIGINT   1  Redis could not be reached
  2  wrong arguments or a model that cannot be loaded`;

export function registerWorkerCommand(program: Command): void {
  withQueueAddress(
    program
      .command("worker")
      .description("run jobs from a Redis queue on local worker threads: one output file per job"),
  )
    .requiredOption("-o, --out <dir>", "directory of the output files (created if missing)")
    .addOption(
      new Option("-f, --format <format>", "each job's file: JSON Lines or Parquet")
        .choices(["jsonl", "parquet"] satisfies JobOutputFormat[])
        .default("jsonl"),
    )
    .option(
      "-m, --model <name|file>",
      "built-in model, baseline or model file",
      DEFAULT_EXTRACT_OPTIONS.model,
    )
    .addOption(jobsOption())
    .addOption(timeoutOption())
    .option("--html", "records carry the content as sanitised HTML too (field html)")
    .option("--html-field <name>", "JSON Lines shards: the field holding each page's HTML", "html")
    .option("--url-field <name>", "JSON Lines shards: the field holding each page's URL", "url")
    .option(
      "--lock-duration <ms>",
      "how long a dead worker's job stays locked before another may take it",
      integerFrom(1000, MAX_INTERVAL_MS),
      DEFAULT_QUEUE_OPTIONS.lockDurationMs,
    )
    .option(
      "--stalled-interval <ms>",
      "how often to look for jobs whose worker died",
      integerFrom(1000, MAX_INTERVAL_MS),
      DEFAULT_QUEUE_OPTIONS.stalledIntervalMs,
    )
    .option(
      "--allow-private-addresses",
      "URL lists: fetch pages at loopback, private, link-local and reserved addresses too (default: refused, PITH_PRIVATE_ADDRESS: lists come from others)",
    )
    .addHelpText("after", WORKER_HELP)
    .action(async (options: WorkerCliOptions, command: Command) => {
      await runWorker(options, (message) => command.error(`error: ${message}`));
    });
}

async function runWorker(
  options: WorkerCliOptions,
  usageError: (message: string) => never,
): Promise<void> {
  const [{ pino }, { startQueueWorker }] = await loadForCommand("worker", () =>
    Promise.all([import("pino"), import("../queue/worker.js")]),
  );
  const log = pino();
  let worker: Awaited<ReturnType<typeof startQueueWorker>>;
  try {
    worker = await startQueueWorker({
      redis: options.redis,
      queue: options.queue,
      outDir: options.out,
      format: options.format,
      jobs: options.jobs,
      timeout: options.timeout,
      model: options.model,
      html: options.html === true,
      htmlField: options.htmlField,
      urlField: options.urlField,
      lockDurationMs: options.lockDuration,
      stalledIntervalMs: options.stalledInterval,
      allowPrivateAddresses: options.allowPrivateAddresses === true,
      log,
    });
  } catch (error) {
    if (errorCode(error) === "PITH_NETWORK") return failRun("worker", error);
    usageError((error as Error).message);
  }
  log.info({ queue: options.queue, out: options.out, jobs: options.jobs }, "worker ready");
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, "second signal: exiting at once");
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, "stopping: finishing the job in hand");
    worker.close().then(
      () => {
        log.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ error: (error as Error).message }, "stop failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
