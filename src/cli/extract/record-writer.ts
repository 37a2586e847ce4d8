import { once } from "node:events";
import type { Writable } from "node:stream";
import type { PageRecord } from "./page-record.js";

export const FORMATS = ["text", "json", "jsonl"] as const;
export type Format = (typeof FORMATS)[number];

/** Writes records to a stream in one output format, waiting when the stream is full. */
export interface RecordWriter {
  write(record: PageRecord): Promise<void>;
  end(): Promise<void>;
}

/**
 * - `text`: the main text; with several pages each is preceded by a `==> source <==` line (as
 *   `head` does). Failed pages write nothing here; `onError` reports them.
 * - `json`: one page: one indented object; several: an array of them, streamed.
 * - `jsonl`: one compact object per line.
 */
export function createRecordWriter(
  format: Format,
  stream: Writable,
  severalPages: boolean,
  onError: (record: PageRecord) => void,
): RecordWriter {
  let count = 0;
  const put = async (chunk: string): Promise<void> => {
    if (!stream.write(chunk)) await once(stream, "drain");
  };
  const render: Record<Format, (record: PageRecord) => string> = {
    text: (record) => {
      if (record.error !== undefined) return "";
      const text = record.text === "" ? "" : `${record.text}\n`;
      return severalPages ? `${count > 0 ? "\n" : ""}==> ${record.source} <==\n${text}` : text;
    },
    json: (record) =>
      severalPages
        ? `${count > 0 ? ",\n" : "[\n"}${JSON.stringify(record)}`
        : `${JSON.stringify(record, null, 2)}\n`,
    jsonl: (record) => `${JSON.stringify(record)}\n`,
  };
  return {
    async write(record) {
      if (record.error !== undefined) onError(record);
      await put(render[format](record));
      count++;
    },
    async end() {
      if (format === "json" && severalPages) await put(count > 0 ? "\n]\n" : "[]\n");
      if (stream !== process.stdout) {
        stream.end();
        await once(stream, "finish");
      }
    },
  };
}
