import { createWriteStream, openSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { Writable } from "node:stream";
import { type Command, InvalidArgumentError, Option } from "commander";
import { Piscina } from "piscina";
import { resolveModel } from "../models/resolve.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../options.js";
import { DEFAULT_TIMEOUT_MS, EXTRACT_HELP, WORKER_HEAP_MB } from "./extract/help.js";
import { inOrder } from "./extract/in-order.js";
import { HTML_EXTENSIONS, type PageInput, STDIN, walkInputs } from "./extract/inputs.js";
import { errorRecord, type PageRecord } from "./extract/page-record.js";
import { ExtractProgress } from "./extract/progress.js";
import { readStdin } from "./extract/read-page.js";
import { createRecordWriter, FORMATS, type Format } from "./extract/record-writer.js";
import type { PageTask } from "./extract/worker.js";

interface ExtractCliOptions {
  readonly format?: Format;
  readonly out?: string;
  readonly model: string;
  readonly url?: string;
  readonly jobs: number;
  readonly timeout: number;
  readonly force: boolean;
  readonly quiet: boolean;
}

/** How many finished pages may wait, per worker, for a slower page before them (memory bound). */
const REORDER_WINDOW_PER_JOB = 16;

export function registerExtractCommand(program: Command): void {
  program
    .command("extract")
    .description("extract the main content of HTML pages")
    .argument("<paths...>", "HTML files, directories, or - for stdin")
    .addOption(
      new Option(
        "-f, --format <format>",
        "output format (default: text for one page, jsonl for several)",
      ).choices(FORMATS),
    )
    .option("-o, --out <file>", "write to this file instead of stdout")
    .option("-m, --model <name|file>", "baseline name or model file", DEFAULT_EXTRACT_OPTIONS.model)
    .option("--url <url>", "address of the page (one input only)")
    .option("-j, --jobs <n>", "worker threads", positiveInteger, availableParallelism())
    .option("--timeout <ms>", "time limit per page", positiveInteger, DEFAULT_TIMEOUT_MS)
    .option("--force", `read files of any name, not only ${HTML_EXTENSIONS}`, false)
    .option("-q, --quiet", "no progress bar and no summary on stderr", false)
    .addHelpText("after", EXTRACT_HELP)
    .action(async (paths: string[], options: ExtractCliOptions, command: Command) => {
      process.exitCode = await runExtract(paths, options, (message) => command.error(message));
    });
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidArgumentError("expected a positive integer");
  return number;
}

/** Runs the command; returns the exit status. `usageError` reports and exits with status 2. */
async function runExtract(
  paths: readonly string[],
  options: ExtractCliOptions,
  usageError: (message: string) => never,
): Promise<number> {
  checkArguments(paths, options, usageError);
  const severalPages = paths.length > 1 || isDirectory(paths[0]);
  const output = openOutput(options.out, usageError);
  const showBar = severalPages && !options.quiet && process.stderr.isTTY === true;
  const progress = new ExtractProgress(showBar);
  if (showBar) void countInputs(paths, options, () => progress.discovered());
  const writer = createRecordWriter(
    options.format ?? (severalPages ? "jsonl" : "text"),
    output,
    severalPages,
    (record) => process.stderr.write(`pith extract: ${record.source}: ${record.error}\n`),
  );
  const pool = new Piscina<PageTask, PageRecord>({
    filename: new URL("./extract/worker.js", import.meta.url).href,
    minThreads: options.jobs,
    maxThreads: options.jobs,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  try {
    const records = inOrder(
      walkInputs(paths, { force: options.force }),
      (input) => processInput(pool, input, options),
      options.jobs,
      options.jobs * REORDER_WINDOW_PER_JOB,
    );
    for await (const record of records) {
      progress.finished(record.error !== undefined);
      await writer.write(record);
    }
    await writer.end();
  } finally {
    await pool.destroy();
  }
  const summary = progress.stop();
  if (!options.quiet) process.stderr.write(`pith extract: ${summary}\n`);
  return progress.succeeded > 0 ? 0 : 1;
}

function checkArguments(
  paths: readonly string[],
  options: ExtractCliOptions,
  usageError: (message: string) => never,
): void {
  if (paths.filter((path) => path === STDIN).length > 1)
    usageError("standard input (-) can be read only once");
  if (options.url !== undefined && (paths.length > 1 || isDirectory(paths[0]))) {
    usageError("--url applies to a single page; it cannot be given for several inputs");
  }
  try {
    resolveModel(options.model);
  } catch (error) {
    usageError((error as Error).message);
  }
}

function isDirectory(path: string): boolean {
  if (path === STDIN) return false;
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function openOutput(path: string | undefined, usageError: (message: string) => never): Writable {
  if (path === undefined) {
    // `pith extract … | head` closes the pipe early: stop quietly rather than crash on EPIPE.
    process.stdout.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(0);
      throw error;
    });
    return process.stdout;
  }
  try {
    return createWriteStream("", { fd: openSync(path, "w") });
  } catch (error) {
    usageError(`cannot write --out ${path}: ${(error as Error).message}`);
  }
}

/**
 * A second, counting-only walk that runs ahead of the lazy one, so the progress bar knows its
 * total. It holds nothing but a count; a failure only leaves the bar's total short.
 */
async function countInputs(
  paths: readonly string[],
  options: ExtractCliOptions,
  onInput: () => void,
): Promise<void> {
  try {
    for await (const _ of walkInputs(paths, { force: options.force })) onInput();
  } catch {
    // cosmetic: the extraction walk reports the same failure as an error record
  }
}

/** One input → its record; never rejects. */
async function processInput(
  pool: Piscina<PageTask, PageRecord>,
  input: PageInput,
  options: ExtractCliOptions,
): Promise<PageRecord> {
  if (input.error !== undefined) return errorRecord(input.source, input.error);
  const taskOptions = {
    model: options.model,
    url: options.url,
    maxBytes: DEFAULT_EXTRACT_OPTIONS.maxBytes,
  };
  let bytes: Uint8Array | undefined;
  if (input.source === STDIN) {
    try {
      bytes = await readStdin(taskOptions.maxBytes);
    } catch (error) {
      return errorRecord(input.source, error);
    }
  }
  const started = performance.now();
  try {
    return await pool.run(
      { source: input.source, bytes, options: taskOptions },
      { signal: AbortSignal.timeout(options.timeout) },
    );
  } catch (error) {
    const timedOut = (error as Error).name === "AbortError";
    const cause = timedOut ? `timed out after ${options.timeout} ms (worker terminated)` : error;
    return errorRecord(input.source, cause, performance.now() - started);
  }
}
