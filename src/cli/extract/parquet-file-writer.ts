import type { FileHandle } from "node:fs/promises";
import type { PageRecord } from "../../batch/page-record.js";
import { parquetRecordWriter } from "../../batch/parquet-record-writer.js";
import { OutputError, type RecordWriter } from "./record-writer.js";

/**
 * `--format parquet --out FILE`: every page's record as one row of a Parquet file
 * (src/batch/record-columns.ts), streamed a row group at a time. The file is readable once `end`
 * resolves (the footer comes last); a failed write ends the run as an OutputError.
 */
export async function createParquetFileWriter(
  handle: FileHandle,
  onError: (record: PageRecord) => void,
): Promise<RecordWriter> {
  const records = await parquetRecordWriter(async (bytes) => {
    await handle.write(bytes);
  });
  const asOutputError = (error: Error) => new OutputError(error.message, { cause: error });
  return {
    async write({ record }) {
      if (record.error !== undefined) onError(record);
      await records.write(record).catch((error: Error) => {
        throw asOutputError(error);
      });
      return record;
    },
    async end() {
      try {
        await records.end();
      } catch (error) {
        throw asOutputError(error as Error);
      } finally {
        await handle.close();
      }
    },
  };
}
