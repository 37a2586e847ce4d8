import { once } from "node:events";
import type { Writable } from "node:stream";
import type { PageOutcome, PageRecord } from "../../batch/page-record.js";
import type { FinishedPage } from "../../batch/process-input.js";
import { readableText } from "../../output/format.js";
import { type DocumentFormat, type StreamFormat, withFinalNewline } from "./formats.js";

/** The destination refused a write (a full disk, a closed pipe): the run cannot go on. */
export class OutputError extends Error {}

/** Writes pages in one output format, waiting when the destination is full. */
export interface RecordWriter {
  /** Writes one page; resolves to its record as reported (with an error if its output failed). */
  write(page: FinishedPage): Promise<PageRecord>;
  end(): Promise<void>;
}

/**
 * A page in a document format: its title and text (and comments, with `--comments`), or what the
 * worker rendered for markdown / html.
 */
export function pageDocument(page: PageOutcome, format: DocumentFormat): string {
  return format === "text" ? readableText(page.record) : (page.rendered ?? "");
}

/**
 * Writes every page to one stream:
 * - `text`: the main text; with several pages each is preceded by a `==> source <==` line (as
 *   `head` does).
 * - `markdown`, `html`: the page's document (one page only: several need `--out-dir`).
 * - `json`: one page: one indented object; several: an array of them, streamed.
 * - `jsonl`: one compact object per line.
 * Failed pages write nothing in the document formats; `onError` reports them in every format.
 */
export function createRecordWriter(
  format: StreamFormat,
  stream: Writable,
  severalPages: boolean,
  onError: (record: PageRecord) => void,
): RecordWriter {
  let count = 0;
  // A failed write is reported by an 'error' event, after `write` returned: kept for the next call.
  let failure: Error | undefined;
  stream.on("error", (error: Error) => {
    failure ??= error;
  });
  const failed = () => new OutputError(failure?.message, { cause: failure });
  const put = async (chunk: string): Promise<void> => {
    if (failure !== undefined) throw failed();
    if (chunk !== "" && !stream.write(chunk)) await once(stream, "drain").catch(() => {});
    if (failure !== undefined) throw failed();
  };
  const document = (page: FinishedPage, documentFormat: DocumentFormat): string =>
    page.record.error === undefined ? withFinalNewline(pageDocument(page, documentFormat)) : "";
  const render: Record<StreamFormat, (page: FinishedPage) => string> = {
    text: (page) => {
      const text = document(page, "text");
      if (!severalPages || page.record.error !== undefined) return text;
      return `${count > 0 ? "\n" : ""}==> ${page.record.source} <==\n${text}`;
    },
    markdown: (page) => document(page, "markdown"),
    html: (page) => document(page, "html"),
    json: ({ record }) =>
      severalPages
        ? `${count > 0 ? ",\n" : "[\n"}${JSON.stringify(record)}`
        : `${JSON.stringify(record, null, 2)}\n`,
    jsonl: ({ record }) => `${JSON.stringify(record)}\n`,
  };
  return {
    async write(page) {
      if (page.record.error !== undefined) onError(page.record);
      const chunk = render[format](page);
      if (chunk !== "") count++;
      await put(chunk);
      return page.record;
    },
    async end() {
      if (format === "json" && severalPages) await put(count > 0 ? "\n]\n" : "[]\n");
      if (stream !== process.stdout) {
        stream.end();
        await once(stream, "finish").catch(() => {});
      }
      if (failure !== undefined) throw failed();
    },
  };
}
