import type { Queue } from "bullmq";
import type { Command } from "commander";
import { type EnqueuedInput, enqueueJobs, jobsFor } from "../queue/enqueue.js";
import { DEFAULT_QUEUE_OPTIONS, type QueueAddress, withoutPassword } from "../queue/options.js";
import { integerFrom } from "./integer-option.js";
import { loadForCommand } from "./optional-package.js";
import { failRun, withQueueAddress } from "./queue-address.js";

interface EnqueueCliOptions extends QueueAddress {
  readonly attempts: number;
  readonly backoff: number;
  readonly json?: boolean;
}

const MAX_ATTEMPTS = 100;
/** Longest first wait before a retry: a day. */
const MAX_BACKOFF_MS = 86_400_000;

const ENQUEUE_HELP = `
Each input becomes one job, named after it (<base name>-<hash of its absolute path>), which a
pith worker turns into <job>.jsonl. Inputs are what pith extract reads in one go:
  WARC archives (.warc, .warc.gz), JSON Lines shards (.jsonl, .ndjson, optionally .gz),
  directories of pages, and URL lists (.urls, .urls.txt: one http(s) address per line).
Paths are stored absolute: every worker must see them at the same path (shared storage).
Every input is checked before any job is added. A path already in the queue keeps its job (its
state is reported), so the same command after a crash adds only what is missing.

Examples:
  $ pith enqueue --redis redis://queue.internal:6379 --queue cc-2026-49 crawl/*.warc.gz
  $ pith enqueue shards/ part-000.jsonl.gz seeds.urls --attempts 5 --json

Exit status:
  0  every input is in the queue   1  Redis could not be reached or refused a job
  2  wrong arguments or an input that is not a job (nothing was added)`;

export function registerEnqueueCommand(program: Command): void {
  withQueueAddress(
    program
      .command("enqueue")
      .description(
        "add one job per WARC archive, JSON Lines shard, directory or URL list to a Redis queue",
      )
      .argument("<inputs...>", "WARC archives, JSON Lines shards, directories, URL lists"),
  )
    .option(
      "--attempts <n>",
      `runs of a job before it stays failed, 1 to ${MAX_ATTEMPTS}`,
      integerFrom(1, MAX_ATTEMPTS),
      DEFAULT_QUEUE_OPTIONS.attempts,
    )
    .option(
      "--backoff <ms>",
      "wait before a failed job's second run, doubled before each further one",
      integerFrom(0, MAX_BACKOFF_MS),
      DEFAULT_QUEUE_OPTIONS.backoffMs,
    )
    .option("--json", "print the jobs as JSON: {redis, queue, jobs: [{job, input, kind, state}]}")
    .addHelpText("after", ENQUEUE_HELP)
    .action(async (inputs: string[], options: EnqueueCliOptions, command: Command) => {
      const planned = await jobsFor(inputs).catch((error: Error) =>
        command.error(`error: ${error.message}`),
      );
      let queue: Queue | undefined;
      try {
        const { openQueue } = await loadForCommand(
          "enqueue",
          () => import("../queue/connection.js"),
        );
        queue = await openQueue(options);
        const jobs = await enqueueJobs(queue, planned, {
          attempts: options.attempts,
          backoffMs: options.backoff,
        });
        process.stdout.write(
          options.json
            ? `${JSON.stringify({ redis: withoutPassword(options.redis), queue: options.queue, jobs })}\n`
            : describe(jobs, options),
        );
      } catch (error) {
        failRun("enqueue", error);
      } finally {
        await queue?.close();
      }
    });
}

function describe(jobs: readonly EnqueuedInput[], address: QueueAddress): string {
  const added = jobs.filter((job) => job.state === "added").length;
  const lines = jobs.map((job) => `${job.state.padEnd(9)} ${job.job}  (${job.kind}) ${job.input}`);
  return `${lines.join("\n")}\n${added} of ${jobs.length} jobs added to queue ${address.queue}\n`;
}
