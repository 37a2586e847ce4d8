import type { Queue } from "bullmq";
import type { Command } from "commander";
import type { QueueAddress } from "../queue/options.js";
import { type QueueStatus, queueStatus, RATE_SAMPLE_JOBS } from "../queue/status.js";
import { loadForCommand } from "./optional-package.js";
import { failRun, withQueueAddress } from "./queue-address.js";

interface StatusCliOptions extends QueueAddress {
  readonly json?: boolean;
}

const STATUS_HELP = `
Shows how many jobs wait, run, wait for a retry (delayed), completed and failed; the pages of the
most recent completed jobs (at most ${RATE_SAMPLE_JOBS}) and their pages per second, from the first of
them starting to the last finishing (all workers together); and the last failed jobs with their
errors.

Examples:
  $ pith queue status --redis redis://queue.internal:6379 --queue cc-2026-49
  $ pith queue status --json | jq .recent.pagesPerSecond

Exit status:
  0  the status was read   1  Redis could not be reached   2  wrong arguments`;

export function registerQueueCommand(program: Command): void {
  const queue = program.command("queue").description("look at a Redis queue of pith jobs");
  withQueueAddress(
    queue
      .command("status")
      .description("waiting, active, completed and failed jobs; pages per second"),
  )
    .option(
      "--json",
      "print {redis, queue, waiting, active, delayed, completed, failed, recent: {jobs, pages, errors, seconds, pagesPerSecond}, failures: [{job, input, error, attempts}]}",
    )
    .addHelpText("after", STATUS_HELP)
    .action(async (options: StatusCliOptions) => {
      let opened: Queue | undefined;
      try {
        const { openQueue } = await loadForCommand("queue", () => import("../queue/connection.js"));
        opened = await openQueue(options);
        const status = await queueStatus(opened, options);
        process.stdout.write(options.json ? `${JSON.stringify(status)}\n` : describe(status));
      } catch (error) {
        failRun("queue status", error);
      } finally {
        await opened?.close();
      }
    });
}

function describe(status: QueueStatus): string {
  const { recent } = status;
  const lines = [
    `queue ${status.queue} at ${status.redis}`,
    `  waiting ${status.waiting}, active ${status.active}, delayed ${status.delayed}, completed ${status.completed}, failed ${status.failed}`,
    `  last ${recent.jobs} completed jobs: ${recent.pages} pages (${recent.errors} errors) in ${recent.seconds} s, ${recent.pagesPerSecond} pages/s`,
    ...status.failures.map(
      (failure) => `  failed ${failure.job} after ${failure.attempts} attempts: ${failure.error}`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}
