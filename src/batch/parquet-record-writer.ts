import { compress, init as initZstd } from "@bokuweb/zstd-wasm";
import { ByteWriter, ParquetWriter } from "hyparquet-writer";
import type { PageRecord } from "./page-record.js";
import { RECORD_COLUMNS, recordSchema } from "./record-columns.js";

/**
 * Rows held before they are written as one row group: memory stays flat however many pages, and
 * a reader can still skip a thousand pages at a time by their statistics.
 */
export const ROWS_PER_ROW_GROUP = 1000;

/**
 * Characters of text held before a row group is written early: records with `--html` and
 * `--blocks` run to hundreds of kilobytes, and a thousand of them would not be flat memory.
 */
const CHARACTERS_PER_ROW_GROUP = 32 << 20;

/** zstd's own default: most of the size of the higher levels at a fraction of their time. */
const ZSTD_LEVEL = 3;

/**
 * zstd's WebAssembly module, loaded once per process: each `init()` of @bokuweb/zstd-wasm
 * instantiates the module anew and resolves before the new instance is ready, so a second call
 * (the next queue job's file) would let `compress` run against a half-replaced module and write
 * pages no reader can decompress.
 */
let zstdReady: Promise<void> | undefined;

/** Writes records as one Parquet file, streamed a row group at a time. */
export interface ParquetRecordWriter {
  write(record: PageRecord): Promise<void>;
  /** Writes the rows still held and the footer: the file is whole when it resolves. */
  end(): Promise<void>;
}

/**
 * A Parquet file of records (columns: RECORD_COLUMNS) compressed with zstd, handed to `sink` in
 * chunks as each row group is encoded. The writer waits for the sink before encoding more, so a
 * slow disk holds back the caller rather than filling memory.
 */
export async function parquetRecordWriter(
  sink: (bytes: Uint8Array) => Promise<void>,
): Promise<ParquetRecordWriter> {
  zstdReady ??= initZstd();
  await zstdReady;
  const bytes = new ByteWriter();
  const flush = async () => {
    // A copy: the writer reuses its buffer from the start once flushed.
    const chunk = new Uint8Array(bytes.buffer, 0, bytes.index).slice();
    bytes.index = 0;
    await sink(chunk);
  };
  const file = new ParquetWriter({
    // ParquetWriter calls `flush` after each row group.
    writer: Object.assign(bytes, { flush }),
    schema: recordSchema(),
    codec: "ZSTD",
    compressors: { ZSTD: (input) => compress(input, ZSTD_LEVEL) },
    createdBy: "pith",
  });
  let held: PageRecord[] = [];
  let heldCharacters = 0;
  const writeRowGroup = async () => {
    if (held.length === 0) return;
    const rows = held;
    held = [];
    heldCharacters = 0;
    const columnData = RECORD_COLUMNS.map(({ name, value }) => ({ name, data: rows.map(value) }));
    await file.write({ columnData, rowGroupSize: rows.length });
  };
  return {
    async write(record) {
      held.push(record);
      heldCharacters += textLength(record);
      if (held.length >= ROWS_PER_ROW_GROUP || heldCharacters >= CHARACTERS_PER_ROW_GROUP)
        await writeRowGroup();
    },
    async end() {
      await writeRowGroup();
      file.finish();
      await flush();
    },
  };
}

/** The record's long strings, which are most of what a held row costs. */
function textLength(record: PageRecord): number {
  let length = record.text.length + (record.html?.length ?? 0) + (record.comments?.length ?? 0);
  for (const block of record.blocks ?? []) length += block.text.length;
  for (const comment of record.commentList ?? []) length += comment.text.length;
  return length;
}
