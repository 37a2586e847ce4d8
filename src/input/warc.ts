import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import type { WARCRecord } from "warcio";
import { errorCode, type PithErrorCode } from "../util/errors.js";
import { declaredType, isHtmlPayload } from "./content-type.js";

/** One HTML page stored in a web archive, with what the crawler knew about it. */
export interface ArchivedPage {
  readonly kind: "page";
  /**
   * Where the record starts in the archive file, in (compressed) bytes: with the file name, how
   * indexes such as Common Crawl's find a record again.
   */
  readonly offset: number;
  /** `WARC-Target-URI`: the address the page was fetched from. */
  readonly url: string;
  readonly recordId: string;
  /** `WARC-Date`: when it was fetched (ISO 8601). */
  readonly date: string;
  /** The HTTP status; absent for `resource` records, which store the page without a response. */
  readonly status?: number;
  /** The charset the HTTP `Content-Type` declared (WHATWG name), the page's transport charset. */
  readonly charset?: string;
  /** The payload: HTTP transfer and content encodings undone, charset not. */
  readonly bytes: Uint8Array;
}

/** A record (or the rest of an archive) that could not be read; `offset` is where it starts. */
export interface ArchiveProblem {
  readonly kind: "error";
  readonly offset: number;
  readonly url?: string;
  readonly recordId?: string;
  readonly message: string;
  /** `PITH_TOO_LARGE` for a payload over the limit, else `PITH_MALFORMED_INPUT` (damage). */
  readonly code: PithErrorCode;
}

export type ArchiveEntry = ArchivedPage | ArchiveProblem;

/** Why a record holds no page to extract. */
export type SkipReason = "other record type" | "HTTP status not 2xx" | "not HTML";

export interface ReadWarcOptions {
  /** Largest payload read, in bytes after HTTP decoding; larger records become problems. */
  readonly maxBytes: number;
  /** Told of every record that is not a page (requests, metadata, images, redirects, …). */
  readonly onSkip?: (reason: SkipReason) => void;
}

/** Record types that store a fetched document (`revisit` points at another record instead). */
const PAGE_RECORD_TYPES = new Set(["response", "resource"]);
/** Bytes a record may leave after its end: WARC's record separator. */
const LINE_BREAKS = new Set([0x0d, 0x0a]);

/**
 * The HTML pages of a WARC file (ISO 28500; plain or gzipped record by record, as crawlers and
 * Common Crawl write them), streamed: one record in memory at a time. Pages come as they are
 * stored (2xx `response` records, and `resource` records) with their URL and declared charset,
 * ready for `extract(page.bytes, { url: page.url, transportCharset: page.charset })`. A record
 * that cannot be read is yielded as a problem and reading goes on; input that is not WARC, or an
 * archive cut short, ends with a problem saying where, so no page is lost silently.
 */
export async function* readWarc(
  source: AsyncIterable<Uint8Array>,
  options: ReadWarcOptions,
): AsyncGenerator<ArchiveEntry> {
  // warcio (with pako, its inflater) takes about a quarter of a second to load: only runs that
  // read an archive pay it.
  const { WARCParser } = await warcio();
  const counted = new CountedSource(source);
  const parser = new WARCParser(counted);
  try {
    for await (const record of parser) {
      const offset = parser.offset;
      if (!record.warcHeaders.protocol?.startsWith("WARC/") || record.warcType == null) {
        yield {
          kind: "error",
          offset,
          message: `no WARC record at byte ${offset}: the archive is cut short, damaged or not WARC`,
          code: "PITH_MALFORMED_INPUT",
        };
        return;
      }
      const entry = await archiveEntry(record, offset, options);
      if (typeof entry === "string") options.onSkip?.(entry);
      else yield entry;
    }
  } catch (error) {
    // The record being read when reading failed starts at the parser's offset.
    const offset = parser.offset;
    if (error instanceof ArchiveEndError && error.record !== undefined)
      yield {
        kind: "error",
        ...error.record,
        message: error.message,
        code: "PITH_MALFORMED_INPUT",
      };
    else
      yield {
        kind: "error",
        offset,
        message:
          error instanceof ArchiveEndError
            ? `the archive ends inside the record at byte ${offset}`
            : `unreadable record at byte ${offset}: ${(error as Error).message}`,
        code: errorCode(error) ?? "PITH_MALFORMED_INPUT",
      };
    return;
  }
  // Past the last record (read or skipped), where the next one would have started.
  const end = parser.offset;
  if (counted.lastContentByte >= end)
    yield {
      kind: "error",
      offset: end,
      message: `unreadable data after byte ${end} (${counted.length - end} bytes): the archive is cut short or not WARC`,
      code: "PITH_MALFORMED_INPUT",
    };
}

/**
 * warcio's parser as the build bundles it (dist/vendor/warcio.js: the parser and its inflater, not
 * the command line, digests and temporary files that make warcio's installed tree 9 MB; decision
 * 0060), or the package as installed where there is no bundle (src/ run by tsx or vitest).
 */
async function warcio(): Promise<Pick<typeof import("warcio"), "WARCParser">> {
  const vendored = new URL("../vendor/warcio.js", import.meta.url);
  return existsSync(fileURLToPath(vendored)) ? import(vendored.href) : import("warcio");
}

/** The record's page or problem, or why it holds none. */
async function archiveEntry(
  record: WARCRecord,
  offset: number,
  options: ReadWarcOptions,
): Promise<ArchiveEntry | SkipReason> {
  if (!PAGE_RECORD_TYPES.has(record.warcType)) return "other record type";
  const http = record.httpHeaders;
  const status = http === null ? undefined : Number(http.statusCode);
  if (status !== undefined && !(status >= 200 && status < 300)) return "HTTP status not 2xx";
  const declared = declaredType(
    http === null ? record.warcContentType : http.headers.get("content-type"),
  );
  const identity = {
    offset,
    url: record.warcTargetURI ?? "",
    recordId: record.warcHeader("WARC-Record-ID") ?? "",
  };
  let bytes: Uint8Array;
  try {
    bytes = await payload(record, http?.headers.get("content-encoding"), options.maxBytes);
  } catch (error) {
    if (error instanceof ArchiveEndError) throw new ArchiveEndError(identity);
    return {
      kind: "error",
      ...identity,
      message: (error as Error).message,
      code: errorCode(error) ?? "PITH_MALFORMED_INPUT",
    };
  }
  if (!isHtmlPayload(declared, bytes)) return "not HTML";
  return {
    kind: "page",
    ...identity,
    date: record.warcDate ?? "",
    ...(status === undefined ? {} : { status }),
    ...(declared.charset === undefined ? {} : { charset: declared.charset }),
    bytes,
  };
}

/**
 * The record's content with transfer and content encodings undone (warcio undoes chunking, gzip
 * and deflate; brotli is undone here), refusing more than `maxBytes` as it streams in.
 */
async function payload(
  record: WARCRecord,
  contentEncoding: string | null | undefined,
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of record.contentReader) {
    size += chunk.length;
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    chunks.push(chunk);
  }
  if (isCut(record)) throw new ArchiveEndError();
  const bytes = Buffer.concat(chunks);
  if (contentEncoding?.trim().toLowerCase() !== "br") return bytes;
  try {
    return brotliDecompressSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE")
      throw payloadTooLarge(maxBytes);
    throw new Error(`brotli content encoding: ${(error as Error).message}`);
  }
}

/**
 * Whether the record's content stopped short of its `Content-Length`: the archive ends inside it.
 * (Its reader, warcio's `LimitReader`, counts down what the record still holds.)
 */
function isCut(record: WARCRecord): boolean {
  const { limit } = record._reader as { limit?: unknown };
  return typeof limit === "number" && limit > 0;
}

/** The archive ends inside a record (`record`: which one, when known). */
class ArchiveEndError extends Error {
  constructor(readonly record?: { offset: number; url: string; recordId: string }) {
    super("the archive ends inside this record");
    this.name = "ArchiveEndError";
  }
}

function payloadTooLarge(maxBytes: number): Error {
  return new Error(`payload exceeds the limit of ${maxBytes} bytes`);
}

/**
 * How often the parser may ask for more bytes after the last: a few asks are its way of seeing the
 * end; warcio 2.4 asks forever when the archive ends inside a record it skips.
 */
const ASKS_PAST_THE_END = 100;

/**
 * The archive's bytes passed through, counted, remembering where the last byte other than a line
 * break was (data the parser never reached shows up as content past the last record's end), and
 * ending the parser's endless asks past the end with an `ArchiveEndError`.
 */
class CountedSource implements AsyncIterable<Uint8Array> {
  length = 0;
  lastContentByte = -1;
  private asksPastTheEnd = 0;

  constructor(private readonly source: AsyncIterable<Uint8Array>) {}

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    const chunks = this.source[Symbol.asyncIterator]();
    let ended = false;
    return {
      next: async (): Promise<IteratorResult<Uint8Array>> => {
        if (ended) {
          if (++this.asksPastTheEnd > ASKS_PAST_THE_END) throw new ArchiveEndError();
          return { done: true, value: undefined };
        }
        const next = await chunks.next();
        if (next.done === true) {
          ended = true;
          return next;
        }
        this.count(next.value);
        return next;
      },
    };
  }

  private count(chunk: Uint8Array): void {
    for (let i = chunk.length - 1; i >= 0; i--) {
      if (!LINE_BREAKS.has(chunk[i])) {
        this.lastContentByte = this.length + i;
        break;
      }
    }
    this.length += chunk.length;
  }
}
