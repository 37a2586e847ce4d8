import { createReadStream } from "node:fs";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import { readJsonLines } from "./json-lines.js";
import type { PageInput } from "./page-input.js";
import { readWarc, type SkipReason } from "./warc.js";

/** How files of many pages are read. */
export interface ContainerOptions {
  /** Largest page read, in bytes (a WARC payload, a JSON line). */
  readonly maxBytes: number;
  /** Told of every WARC record that holds no page. */
  readonly onSkip: (reason: SkipReason) => void;
  /** JSON Lines: the fields holding each page's HTML and URL. */
  readonly htmlField: string;
  readonly urlField: string;
}

const WARC_FILE_NAME = /\.warc(?:\.gz)?$/i;
const JSON_LINES_FILE_NAME = /\.(?:jsonl|ndjson)(?:\.gz)?$/i;
const GZIP_NAME = /\.gz$/i;

export function isWarcFileName(name: string): boolean {
  return WARC_FILE_NAME.test(name);
}

/** A file of many pages: a WARC archive or a JSON Lines file (plain or gzipped). */
export function isContainerFileName(name: string): boolean {
  return WARC_FILE_NAME.test(name) || JSON_LINES_FILE_NAME.test(name);
}

/**
 * The pages of a WARC archive or a JSON Lines file, read one at a time as the pages are taken;
 * each becomes an input named `<path>@<offset>` (WARC) or `<path>:<line>` (JSON Lines), and each
 * problem (a record too large, a line that is not a page, an archive cut short) an error input.
 * Nothing when `options` is undefined: a walk that only counts files leaves them unopened.
 */
export async function* containedPages(
  path: string,
  relativePath: string,
  options: ContainerOptions | undefined,
): AsyncGenerator<PageInput> {
  if (options === undefined) return;
  if (WARC_FILE_NAME.test(path)) yield* archivePages(path, relativePath, options);
  else yield* jsonLinePages(path, relativePath, options);
}

async function* archivePages(
  path: string,
  relativePath: string,
  options: ContainerOptions,
): AsyncGenerator<PageInput> {
  const folder = relativePath.replace(WARC_FILE_NAME, "");
  for await (const entry of readWarc(createReadStream(path), options)) {
    const warc = {
      file: path,
      offset: entry.offset,
      ...(entry.recordId ? { recordId: entry.recordId } : {}),
      ...(entry.kind === "page" ? { date: entry.date } : {}),
      ...(entry.kind === "page" && entry.status !== undefined ? { status: entry.status } : {}),
    };
    const provenance = { ...(entry.url ? { url: entry.url } : {}), warc };
    const input = {
      source: `${path}@${entry.offset}`,
      relativePath: join(folder, String(entry.offset)),
    };
    yield entry.kind === "page"
      ? { ...input, contained: { page: entry.bytes, charset: entry.charset, provenance } }
      : { ...input, error: entry.message, code: entry.code, contained: { provenance } };
  }
}

function jsonLinePages(
  path: string,
  relativePath: string,
  options: ContainerOptions,
): AsyncGenerator<PageInput> {
  const file = createReadStream(path);
  const bytes = GZIP_NAME.test(path) ? file.pipe(createGunzip()) : file;
  return linePages(bytes, path, relativePath, options);
}

/**
 * The pages of JSON Lines read from standard input (`pith extract --jsonl -`), named `-:<line>`
 * as a file's are `<path>:<line>`. Nothing when `options` is undefined, as for files.
 */
export async function* stdinJsonLinePages(
  relativePath: string,
  options: ContainerOptions | undefined,
): AsyncGenerator<PageInput> {
  if (options === undefined) return;
  yield* linePages(process.stdin, "-", relativePath, options);
}

async function* linePages(
  bytes: AsyncIterable<Uint8Array>,
  path: string,
  relativePath: string,
  options: ContainerOptions,
): AsyncGenerator<PageInput> {
  const folder = relativePath.replace(JSON_LINES_FILE_NAME, "");
  try {
    for await (const entry of readJsonLines(bytes, options)) {
      const provenance = {
        ...(entry.kind === "page" && entry.url !== undefined ? { url: entry.url } : {}),
        jsonl: { file: path, line: entry.line },
      };
      const input = {
        source: `${path}:${entry.line}`,
        relativePath: join(folder, String(entry.line)),
      };
      yield entry.kind === "page"
        ? { ...input, contained: { page: entry.html, provenance } }
        : { ...input, error: entry.message, code: entry.code, contained: { provenance } };
    }
  } catch (error) {
    // An unreadable file or broken gzip: one error input for the rest of the file.
    yield {
      source: path,
      relativePath,
      error: `cannot read: ${(error as Error).message}`,
      code: isGzipError(error) ? "PITH_CORRUPT_GZIP" : "PITH_UNREADABLE",
    };
  }
}

/** zlib's errors carry a `Z_…` code (`Z_DATA_ERROR`, `Z_BUF_ERROR`). */
function isGzipError(error: unknown): boolean {
  return String((error as NodeJS.ErrnoException).code ?? "").startsWith("Z_");
}
