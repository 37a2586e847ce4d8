import { createWriteStream, mkdirSync, openSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import type { Writable } from "node:stream";
import { type Command, InvalidArgumentError, Option } from "commander";
import { REORDER_WINDOW_PER_JOB } from "../batch/extract-pool.js";
import { inOrder } from "../batch/in-order.js";
import type { PageRecord } from "../batch/page-record.js";
import { type PageTask, processInput, type TaskOptions } from "../batch/process-input.js";
import { encodingName } from "../decode/encoding-name.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";
import { siteHost } from "../extract/site-models.js";
import { isContainerFileName } from "../input/contained-pages.js";
import { isWebAddress } from "../input/fetch-page.js";
import { HTML_EXTENSIONS, STDIN, type WalkOptions, walkInputs } from "../input/walk-inputs.js";
import type { SkipReason } from "../input/warc.js";
import { extractPool } from "./early-pool.js";
import { FORMATS, type Format, isDocumentFormat, isHtmlBased } from "./extract/formats.js";
import { EXTRACT_HELP } from "./extract/help.js";
import { createDirectoryWriter, directoriesOverlap } from "./extract/out-dir.js";
import { outOverwritesInput } from "./extract/out-file.js";
import { printable } from "./extract/printable.js";
import { ExtractProgress } from "./extract/progress.js";
import { createRecordWriter, OutputError, type RecordWriter } from "./extract/record-writer.js";
import { selectorProblem } from "./extract/site-rules.js";
import { jobsOption, timeoutOption } from "./pool-options.js";

interface ExtractCliOptions {
  readonly format?: Format;
  readonly out?: string;
  readonly outDir?: string;
  readonly model: string;
  readonly siteModel?: string[];
  readonly url?: string;
  readonly charset?: string;
  readonly html?: boolean;
  readonly keepStyle?: boolean;
  readonly blocks?: boolean;
  readonly comments?: boolean;
  readonly include?: string[];
  readonly exclude?: string[];
  readonly jobs: number;
  readonly timeout: number;
  readonly force?: boolean;
  readonly followLinks?: boolean;
  readonly allowPrivateAddresses?: boolean;
  readonly htmlField: string;
  readonly urlField: string;
  readonly quiet?: boolean;
  readonly strict?: boolean;
  /** Commander's negatable `--no-links` / `--no-images`: false when given. */
  readonly links: boolean;
  readonly images: boolean;
  readonly frontmatter?: boolean;
  readonly jsonl?: boolean;
  readonly verbose?: boolean;
  /** The format shortcuts `--text`, `--markdown`, `--json` (`--html` is read with the format). */
  readonly text?: boolean;
  readonly markdown?: boolean;
  readonly json?: boolean;
}

export function registerExtractCommand(program: Command): void {
  program
    .command("extract")
    .description("extract the main content of HTML pages")
    .argument(
      "[paths...]",
      "HTML files, directories, WARC archives, JSON Lines files, http(s) addresses, or - for stdin (the default when stdin is a pipe)",
    )
    .addOption(
      new Option(
        "-f, --format <format>",
        "output format (default: text for one page, jsonl for several)",
      ).choices(FORMATS),
    )
    .option("--text", "shortcut for --format text")
    .option("--markdown", "shortcut for --format markdown")
    .option("--json", "shortcut for --format json")
    .option("-o, --out <file>", "write to this file instead of stdout")
    .option(
      "-d, --out-dir <dir>",
      "text, markdown, html: one file per page under this directory, mirroring the inputs",
    )
    .option("-m, --model <name|file>", "baseline name or model file", DEFAULT_EXTRACT_OPTIONS.model)
    .option(
      "--site-model <host=file>",
      "pages on this host (or its subdomains) use this site model (`pith train --base`), the others --model; the page's address is --url, the WARC or JSON Lines record's or the fetched one (repeatable)",
      collect,
    )
    .option(
      "--url <url>",
      "absolute http(s) address of the page: resolves links, fills metadata (one input only; default: the page's canonical link)",
      webAddress,
    )
    .option(
      "--charset <label>",
      "charset of every input when known (e.g. from HTTP Content-Type); a byte-order mark still wins",
    )
    .option(
      "--include <selector>",
      "site rule: blocks inside matches are content (repeatable)",
      collect,
    )
    .option(
      "--exclude <selector>",
      "site rule: blocks inside matches are not content (repeatable)",
      collect,
    )
    .option("--keep-style", "HTML output keeps class, id, style and styling wrappers")
    .option("--no-links", "markdown, html: links as their text")
    .option("--no-images", "markdown, html: no pictures")
    .option("--frontmatter", "markdown: a YAML front-matter block with the title and metadata")
    .option(
      "--html",
      "shortcut for --format html; with json or jsonl: add the content as sanitised HTML (field html)",
    )
    .option("--blocks", "json, jsonl: add every block with its label and probability")
    .option(
      "--comments",
      "user comments too: after the text (text, markdown, html) or apart (json, jsonl: null if the model has none)",
    )
    .addOption(jobsOption(" (never more than pages)"))
    .addOption(timeoutOption())
    .option("--force", `read files of any name, not only ${HTML_EXTENSIONS}`)
    .option(
      "--allow-private-addresses",
      "fetch http(s) pages at loopback, private, link-local and reserved addresses too, and follow redirects to them (default: an error record, PITH_PRIVATE_ADDRESS)",
    )
    .option(
      "--follow-links",
      "read files that symbolic links in an input directory point to outside it (default: an error record)",
    )
    .option(
      "--jsonl",
      "standard input (-) is JSON Lines, one page per line: one record per line out, in order, streamed",
    )
    .option("--html-field <name>", "JSON Lines inputs: the field holding each page's HTML", "html")
    .option("--url-field <name>", "JSON Lines inputs: the field holding each page's URL", "url")
    .option("-q, --quiet", "no progress bar and no summary on stderr")
    .option("-v, --verbose", "the summary line on stderr for one page too")
    .option("--strict", "exit with status 1 when any page failed (default: only when all did)")
    .addHelpText("after", EXTRACT_HELP)
    .action(async (paths: string[], options: ExtractCliOptions, command: Command) => {
      const usageError = (message: string) => command.error(`error: ${message}`);
      const inputs = pathsOrStdin(paths, usageError);
      process.exitCode = await runExtract(
        inputs,
        withShortcutFormat(options, isSeveralPages(inputs, options), usageError),
        usageError,
      );
    });
}

/**
 * No path reads standard input when it is a pipe (`cat page.html | pith extract`), as filters
 * do; on a terminal it would wait for typing that nobody means to do.
 */
function pathsOrStdin(paths: string[], usageError: (message: string) => never): string[] {
  if (paths.length > 0) return paths;
  if (process.stdin.isTTY === true)
    usageError(
      "give a page to read: pith extract page.html (a file, directory, archive or address), or pipe one in: cat page.html | pith extract",
    );
  return [STDIN];
}

/**
 * `--text`, `--markdown`, `--json` and `--html` name a format as trafilatura's and Readability's
 * users type it. `--html` where records are written (`--format json|jsonl|parquet`, or several pages
 * without --out-dir) adds the records' html field instead, as it did before it was a shortcut.
 */
function withShortcutFormat(
  options: ExtractCliOptions,
  several: boolean,
  usageError: (message: string) => never,
): ExtractCliOptions {
  const explicit = options.format ?? (options.json ? "json" : undefined);
  const writesRecords =
    explicit === "json" ||
    explicit === "jsonl" ||
    explicit === "parquet" ||
    (explicit === undefined && several && options.outDir === undefined);
  const addsHtmlField = options.html === true && writesRecords;
  const named = [
    options.format,
    options.text ? "text" : undefined,
    options.markdown ? "markdown" : undefined,
    options.json ? "json" : undefined,
    options.html && !addsHtmlField ? "html" : undefined,
  ].filter((format): format is Format => format !== undefined);
  const formats = [...new Set(named)];
  if (formats.length > 1) usageError(`give one output format, not ${formats.join(" and ")}`);
  return { ...options, format: formats[0], html: addsHtmlField };
}

/** `--url` resolves the page's links: anything but an absolute http(s) URL would drop them all. */
function webAddress(value: string): string {
  if (!isWebAddress(value) || !URL.canParse(value))
    throw new InvalidArgumentError("expected an absolute http(s) URL");
  return value;
}

/** Repeatable options gather their values (no default: `--help` would show an empty list). */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Runs the command; returns the exit status. `usageError` reports and exits with status 2. */
async function runExtract(
  paths: readonly string[],
  options: ExtractCliOptions,
  usageError: (message: string) => never,
): Promise<number> {
  const severalPages = isSeveralPages(paths, options);
  const format = options.format ?? (severalPages ? "jsonl" : "text");
  checkArguments(paths, options, format, severalPages, usageError);
  // Every worker starts by loading the modules and the model: never more workers than pages.
  const jobs = Math.min(options.jobs, severalPages ? knownPageCount(paths, options) : 1);
  // One page: the pool main.js started while this module loaded, when it is the same.
  const pool = extractPool({ jobs, timeout: options.timeout });
  // The last usage check, before any output is opened: the model loads where it will be used.
  const sites = siteModels(options.siteModel, usageError);
  for (const model of [options.model, ...Object.values(sites)])
    await pool.loadModel(model).catch((error: Error) => usageError(error.message));
  const showBar = severalPages && !options.quiet && process.stderr.isTTY === true;
  const progress = new ExtractProgress(showBar);
  if (showBar)
    void countInputs(paths, options, () => progress.discovered()).then(() => progress.counted());
  const writer = await openWriter(format, options, severalPages, usageError);
  const task: PageTask = {
    options: taskOptions(options, format, sites),
    render: isHtmlBased(format) ? format : undefined,
    renderOptions: {
      noLinks: !options.links,
      noImages: !options.images,
      frontmatter: options.frontmatter === true,
    },
    allowPrivateAddresses: options.allowPrivateAddresses === true,
  };
  try {
    const containers = {
      maxBytes: task.options.maxBytes,
      onSkip: (reason: SkipReason) => progress.skipped(reason),
      htmlField: options.htmlField,
      urlField: options.urlField,
    };
    const pages = inOrder(
      walkInputs(paths, { ...walkOptions(options), containers }),
      (input) => {
        // The counting walk leaves archives and JSON Lines closed: their pages count as they come.
        if (input.contained !== undefined) progress.discovered();
        return processInput(pool, input, task);
      },
      jobs,
      jobs * REORDER_WINDOW_PER_JOB,
    );
    for await (const page of pages) {
      const record = await writer.write(page);
      progress.finished(record.error !== undefined);
    }
    await writer.end();
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
    progress.stop();
    process.stderr.write(`pith extract: cannot write ${destination(options)}: ${error.message}\n`);
    return 1;
  } finally {
    await pool.close();
  }
  const summary = progress.stop();
  // Said even with --quiet: an empty output and status 1 would not tell why.
  if (progress.pages === 0)
    process.stderr.write(
      `pith extract: no pages found in ${paths.map(printable).join(" ")} (file names ${HTML_EXTENSIONS}, WARC archives, JSON Lines; --force reads any file)\n`,
    );
  // One page gets its output and nothing else, as other extractors do; a batch gets its count.
  else if (!options.quiet && (severalPages || options.verbose))
    process.stderr.write(`pith extract: ${summary}\n`);
  const someFailed = progress.succeeded < progress.pages;
  return progress.succeeded > 0 && !(options.strict && someFailed) ? 0 : 1;
}

/** Whether the output holds several pages: the default format and the summary line follow. */
function isSeveralPages(paths: readonly string[], options: ExtractCliOptions): boolean {
  return (
    paths.length > 1 ||
    isDirectory(paths[0]) ||
    isContainerFileName(paths[0]) ||
    options.jsonl === true
  );
}

/** Every usage mistake is found here, before a page is read. */
function checkArguments(
  paths: readonly string[],
  options: ExtractCliOptions,
  format: Format,
  severalPages: boolean,
  usageError: (message: string) => never,
): void {
  if (paths.filter((path) => path === STDIN).length > 1)
    usageError("standard input (-) can be read only once");
  if (options.jsonl && !paths.includes(STDIN))
    usageError(
      "--jsonl reads standard input as JSON Lines: give - as an input (files are read by their .jsonl name)",
    );
  if (options.url !== undefined && severalPages) {
    usageError("--url applies to a single page; it cannot be given for several inputs");
  }
  if (options.charset !== undefined && encodingName(options.charset) === null)
    usageError(
      `unknown --charset "${options.charset}": expected a WHATWG encoding label (utf-8, gbk, shift_jis, windows-1251, …)`,
    );
  for (const [flag, selectors] of [
    ["--include", options.include],
    ["--exclude", options.exclude],
  ] as const) {
    for (const selector of selectors ?? []) {
      const problem = selectorProblem(selector);
      if (problem !== undefined) usageError(`invalid ${flag} selector "${selector}": ${problem}`);
    }
  }
  checkDestination(paths, options, format, severalPages, usageError);
  checkFormatFlags(options, format, usageError);
}

function checkDestination(
  paths: readonly string[],
  options: ExtractCliOptions,
  format: Format,
  severalPages: boolean,
  usageError: (message: string) => never,
): void {
  if (format === "parquet" && options.out === undefined && options.outDir === undefined)
    usageError("--format parquet writes a binary file: give --out FILE");
  if (options.out !== undefined) {
    for (const path of paths) {
      const problem = outOverwritesInput(path, options.out, options.force === true);
      if (problem !== undefined) usageError(problem);
    }
  }
  if (options.outDir === undefined) {
    if (severalPages && isHtmlBased(format))
      usageError(
        `--format ${format} writes one document per page: give --out-dir DIR for several pages`,
      );
    return;
  }
  if (options.out !== undefined) usageError("give either --out FILE or --out-dir DIR, not both");
  if (!isDocumentFormat(format))
    usageError(
      `--out-dir writes one file per page in text, markdown or html (--format ${format} goes to one file: use --out)`,
    );
  for (const path of paths) {
    if (isDirectory(path) && directoriesOverlap(path, options.outDir))
      usageError(`--out-dir ${options.outDir} must not overlap the input directory ${path}`);
  }
}

/** Flags that only change JSON records or HTML output are errors where they would do nothing. */
function checkFormatFlags(
  options: ExtractCliOptions,
  format: Format,
  usageError: (message: string) => never,
): void {
  for (const [flag, given] of [
    ["--html", options.html],
    ["--blocks", options.blocks],
  ] as const) {
    if (given && isDocumentFormat(format))
      usageError(`${flag} adds a field to json and jsonl records: use --format json or jsonl`);
  }
  if ((!options.links || !options.images) && !isHtmlBased(format))
    usageError("--no-links and --no-images apply to markdown and html output");
  if (options.frontmatter && format !== "markdown")
    usageError("--frontmatter applies to markdown output: use --format markdown");
  if (options.keepStyle && !isHtmlBased(format) && !options.html)
    usageError("--keep-style applies to HTML output: use --format html or markdown, or --html");
}

/** `--site-model host=file` pairs → host → model file; a pair without a host is a usage error. */
function siteModels(
  pairs: readonly string[] | undefined,
  usageError: (message: string) => never,
): Record<string, string> {
  const models: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const equals = pair.indexOf("=");
    const host = siteHost(pair.slice(0, Math.max(0, equals)));
    const file = pair.slice(equals + 1);
    if (equals <= 0 || host === "" || host.includes("/") || file === "")
      usageError(
        `--site-model expects host=FILE (e.g. news.example.com=site.json.gz), got "${pair}"`,
      );
    models[host] = file;
  }
  return models;
}

/** `extract()` computes `html` only when the output shows it: text alone skips rebuilding it. */
function taskOptions(
  options: ExtractCliOptions,
  format: Format,
  sites: Record<string, string>,
): TaskOptions {
  return {
    model: options.model,
    siteModels: sites,
    url: options.url,
    transportCharset: options.charset,
    maxBytes: DEFAULT_EXTRACT_OPTIONS.maxBytes,
    html: isHtmlBased(format) || options.html === true,
    keepStyle: options.keepStyle,
    include: options.include,
    exclude: options.exclude,
    comments: options.comments,
    blocks: options.blocks,
  };
}

/**
 * The number of pages when every path is one page (no directory, archive or JSON Lines on
 * standard input); else unbounded.
 */
function knownPageCount(paths: readonly string[], options: ExtractCliOptions): number {
  const onePageEach =
    options.jsonl !== true &&
    paths.every((path) => !isDirectory(path) && !isContainerFileName(path));
  return onePageEach ? paths.length : Number.POSITIVE_INFINITY;
}

function walkOptions(options: ExtractCliOptions): WalkOptions {
  return {
    force: options.force === true,
    stdinJsonLines: options.jsonl === true,
    followLinks: options.followLinks === true,
  };
}

function isDirectory(path: string): boolean {
  if (path === STDIN) return false;
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

async function openWriter(
  format: Format,
  options: ExtractCliOptions,
  severalPages: boolean,
  usageError: (message: string) => never,
): Promise<RecordWriter> {
  const onError = (record: PageRecord) =>
    process.stderr.write(
      `pith extract: ${printable(record.source)}: ${printable(record.error ?? "")}\n`,
    );
  if (options.outDir !== undefined && isDocumentFormat(format)) {
    try {
      mkdirSync(options.outDir, { recursive: true });
    } catch (error) {
      usageError(`cannot create --out-dir ${options.outDir}: ${(error as Error).message}`);
    }
    return createDirectoryWriter(format, options.outDir, onError);
  }
  if (format === "parquet") {
    // checkDestination made sure of --out.
    const path = options.out as string;
    const handle = await open(path, "w").catch((error: Error) =>
      usageError(`cannot write --out ${path}: ${error.message}`),
    );
    // Parquet's writer (hyparquet-writer, zstd) is about fifty modules: only --format parquet loads it.
    const { createParquetFileWriter } = await import("./extract/parquet-file-writer.js");
    return createParquetFileWriter(handle, onError);
  }
  return createRecordWriter(format, openOutput(options.out, usageError), severalPages, onError);
}

function destination(options: ExtractCliOptions): string {
  return options.out ?? options.outDir ?? "standard output";
}

function openOutput(path: string | undefined, usageError: (message: string) => never): Writable {
  if (path === undefined) {
    // `pith extract … | head` closes the pipe early: stop quietly rather than crash on EPIPE.
    // Other errors reach the record writer, which ends the run with one line.
    process.stdout.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(0);
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
    for await (const _ of walkInputs(paths, walkOptions(options))) onInput();
  } catch {
    // cosmetic: the extraction walk reports the same failure as an error record
  }
}
