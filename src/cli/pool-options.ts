import { availableParallelism } from "node:os";
import { Option } from "commander";
import { DEFAULT_POOL_OPTIONS, MAX_JOBS, MAX_TIMEOUT_MS } from "../batch/extract-pool.js";
import { integerFrom } from "./integer-option.js";

/**
 * The worker pool's flags, the same in every command that runs one (extract, serve, worker);
 * `note` says what the command adds to their meaning.
 */
export function jobsOption(note = ""): Option {
  return new Option("-j, --jobs <n>", `worker threads, 1 to ${MAX_JOBS}${note}`)
    .argParser(integerFrom(1, MAX_JOBS))
    .default(Math.min(availableParallelism(), MAX_JOBS));
}

export function timeoutOption(note = ""): Option {
  return new Option("--timeout <ms>", `time limit per page, 1 to ${MAX_TIMEOUT_MS}${note}`)
    .argParser(integerFrom(1, MAX_TIMEOUT_MS))
    .default(DEFAULT_POOL_OPTIONS.timeout);
}
