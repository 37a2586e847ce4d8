import type { PithErrorCode } from "../util/errors.js";

/** One page from a JSON Lines file: its HTML and, when the line has one, its address. */
export interface LinePage {
  readonly kind: "page";
  /** 1-based line number in the file. */
  readonly line: number;
  readonly html: string;
  readonly url?: string;
}

/** A line that holds no page: not JSON, not an object, no HTML field, or too long. */
export interface LineProblem {
  readonly kind: "error";
  readonly line: number;
  readonly message: string;
  /** `PITH_TOO_LARGE` for a line over the limit, `PITH_MALFORMED_INPUT` for one that holds no page. */
  readonly code: PithErrorCode;
}

export type LineEntry = LinePage | LineProblem;

export interface ReadJsonLinesOptions {
  /** Field holding the page's HTML. */
  readonly htmlField: string;
  /** Field holding the page's URL (optional in each line). */
  readonly urlField: string;
  /** Longest line read, in bytes; a longer one is a problem and is skipped without being held. */
  readonly maxBytes: number;
}

const NEWLINE = 0x0a;

/**
 * The pages of a JSON Lines file (one JSON object per line, as scrapers and dataset dumps write
 * them: `{"url": …, "html": …}`), streamed line by line. Blank lines are skipped; every other line
 * yields its page or a problem, so each keeps its place in the output.
 */
export async function* readJsonLines(
  source: AsyncIterable<Uint8Array>,
  options: ReadJsonLinesOptions,
): AsyncGenerator<LineEntry> {
  for await (const { line, bytes, tooLong } of splitLines(source, options.maxBytes)) {
    if (tooLong) {
      yield {
        kind: "error",
        line,
        message: `line exceeds the limit of ${options.maxBytes} bytes`,
        code: "PITH_TOO_LARGE",
      };
      continue;
    }
    const text = Buffer.from(bytes).toString("utf8").trim();
    if (text !== "") yield pageOfLine(text, line, options);
  }
}

function pageOfLine(text: string, line: number, options: ReadJsonLinesOptions): LineEntry {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return malformed(line, `not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return malformed(line, "not a JSON object");
  const record = value as Record<string, unknown>;
  const html = record[options.htmlField];
  if (typeof html !== "string") return malformed(line, `no string field "${options.htmlField}"`);
  const url = record[options.urlField];
  return { kind: "page", line, html, ...(typeof url === "string" && url !== "" ? { url } : {}) };
}

function malformed(line: number, message: string): LineProblem {
  return { kind: "error", line, message, code: "PITH_MALFORMED_INPUT" };
}

/**
 * The source's lines (without their `\n`), numbered from 1. A line over `maxBytes` comes back
 * empty with `tooLong`, its bytes dropped as they arrive.
 */
export async function* splitLines(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<{ line: number; bytes: Uint8Array; tooLong: boolean }> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let tooLong = false;
  let line = 1;
  const take = (): { line: number; bytes: Uint8Array; tooLong: boolean } => {
    const entry = { line: line++, bytes: Buffer.concat(pending), tooLong };
    pending = [];
    pendingBytes = 0;
    tooLong = false;
    return entry;
  };
  const keep = (piece: Uint8Array) => {
    if (tooLong) return;
    pendingBytes += piece.length;
    if (pendingBytes > maxBytes) {
      tooLong = true;
      pending = [];
    } else pending.push(piece);
  };
  for await (const chunk of source) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      keep(chunk.subarray(start, end));
      yield take();
      start = end + 1;
    }
    // Copied: the stream may reuse the chunk's memory for the next one.
    if (start < chunk.length) keep(Uint8Array.prototype.slice.call(chunk, start));
  }
  if (pendingBytes > 0 || tooLong) yield take();
}
