import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { isWebAddress } from "./fetch-page.js";
import type { PageInput } from "./page-input.js";
import { webPageInput } from "./walk-inputs.js";

/** A URL list's file name: `.urls` or `.urls.txt`, one address per line. */
const URL_LIST_FILE_NAME = /\.urls(?:\.txt)?$/i;

export function isUrlListFileName(name: string): boolean {
  return URL_LIST_FILE_NAME.test(name);
}

/**
 * The pages a URL list names, read line by line (a list of millions costs one line of memory):
 * each http(s) address is a page fetched when its turn comes, as on the command line. Blank lines
 * and `#` comments are skipped; any other line becomes an error input named `<path>:<line>`.
 */
export async function* urlListPages(path: string): AsyncGenerator<PageInput> {
  const lines = createInterface({
    input: createReadStream(path),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let number = 0;
  for await (const raw of lines) {
    number++;
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (isWebAddress(line)) yield webPageInput(line);
    else
      yield {
        source: `${path}:${number}`,
        relativePath: String(number),
        error: "not an http(s) address",
      };
  }
}
