import { createReadStream } from "node:fs";
import { isWebAddress } from "./fetch-page.js";
import { splitLines } from "./json-lines.js";
import type { PageInput } from "./page-input.js";
import { webPageInput } from "./walk-inputs.js";

/** A URL list's file name: `.urls` or `.urls.txt`, one address per line. */
const URL_LIST_FILE_NAME = /\.urls(?:\.txt)?$/i;

/**
 * Longest line of a URL list, in bytes: far beyond any address a server accepts (8 KiB is a
 * common limit), so only a file that is not a list (or an attack: one 200 MB line) is refused,
 * without being held in memory or echoed into a record.
 */
export const MAX_URL_LINE_BYTES = 64 * 1024;

export function isUrlListFileName(name: string): boolean {
  return URL_LIST_FILE_NAME.test(name);
}

/**
 * The pages a URL list names, read line by line (a list of millions costs one line of memory):
 * each http(s) address is a page fetched when its turn comes, as on the command line. Blank lines
 * and `#` comments are skipped; any other line, or one over `MAX_URL_LINE_BYTES`, becomes an error
 * input named `<path>:<line>`.
 */
export async function* urlListPages(path: string): AsyncGenerator<PageInput> {
  for await (const { line: number, bytes, tooLong } of splitLines(
    createReadStream(path),
    MAX_URL_LINE_BYTES,
  )) {
    const where = { source: `${path}:${number}`, relativePath: String(number) };
    if (tooLong) {
      yield {
        ...where,
        error: `line exceeds the limit of ${MAX_URL_LINE_BYTES} bytes`,
        code: "PITH_TOO_LARGE",
      };
      continue;
    }
    const line = Buffer.from(bytes).toString("utf8").trim();
    if (line === "" || line.startsWith("#")) continue;
    if (isWebAddress(line)) yield webPageInput(line);
    else yield { ...where, error: "not an http(s) address", code: "PITH_UNSUPPORTED" };
  }
}
