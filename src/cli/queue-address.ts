import { type Command, InvalidArgumentError } from "commander";
import { DEFAULT_QUEUE_OPTIONS, queueNameProblem, redisUrlProblem } from "../queue/options.js";

/** `--redis` and `--queue`, shared by `pith enqueue`, `pith worker` and `pith queue status`. */
export function withQueueAddress(command: Command): Command {
  return command
    .option(
      "--redis <url>",
      "the Redis server holding the queue (redis://[user:password@]host:port[/db], rediss:// for TLS)",
      checkedBy(redisUrlProblem),
      DEFAULT_QUEUE_OPTIONS.redis,
    )
    .option(
      "--queue <name>",
      "the queue's name",
      checkedBy(queueNameProblem),
      DEFAULT_QUEUE_OPTIONS.queue,
    );
}

function checkedBy(problem: (value: string) => string | undefined): (value: string) => string {
  return (value) => {
    const found = problem(value);
    if (found !== undefined) throw new InvalidArgumentError(found);
    return value;
  };
}

/** Ends a command that could not reach Redis, or whose queue call failed: one line, status 1. */
export function failRun(command: string, error: unknown): void {
  process.stderr.write(`pith ${command}: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
