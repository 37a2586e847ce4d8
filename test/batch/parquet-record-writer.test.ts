import { mkdtempSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PageRecord } from "../../src/batch/page-record.js";
import { parquetRecordWriter, ROWS_PER_ROW_GROUP } from "../../src/batch/parquet-record-writer.js";
import { RECORD_COLUMNS } from "../../src/batch/record-columns.js";
import type { PageMetadata } from "../../src/metadata/metadata.js";
import { readParquetChunks, readParquetRows, rowDifferences } from "./parquet-reader.js";

const METADATA: PageMetadata = {
  author: "Ana Pérez, 王小明",
  authors: ["Ana Pérez", "王小明"],
  published: "2024-03-14T09:30:00+01:00",
  modified: null,
  siteName: "Courier",
  language: "es",
  dir: "ltr",
  canonicalUrl: "https://courier.example/a",
  description: null,
  excerpt: "Una línea…",
  image: null,
  tags: [],
  categories: ["Ciencia"],
  keywords: ["mar", "🐙"],
};

/** Page `n`: every kind of record in turn — plain, from a WARC archive, from a JSON line, failed. */
function record(n: number): PageRecord {
  const success = {
    title: `Title ${n}`,
    text: `Line one of ${n}\nLine two — ünïcödé 🐙`,
    ms: n / 7,
    metadata: METADATA,
    confidence: (n % 100) / 100,
    encoding: "utf-8",
    model: "default",
  };
  switch (n % 4) {
    case 0:
      return { source: `pages/${n}.html`, ...success, html: `<p>${n}</p>`, comments: null };
    case 1:
      return {
        source: `crawl.warc.gz@${n * 4096}`,
        url: `https://courier.example/${n}`,
        ...success,
        comments: "a comment\nand a reply",
        commentList: [
          { author: "Jane Doe", published: "2024-03-14", text: "a comment" },
          { author: null, published: null, text: "and a reply" },
        ],
        blocks: [
          { index: 0, text: "Home", label: "boilerplate", probability: 0.0125 },
          { index: 1, text: `Body ${n}`, label: "content", probability: 0.98 },
        ],
        warc: {
          file: "crawl.warc.gz",
          offset: n * 4096 + 2 ** 33,
          recordId: `<urn:uuid:${n}>`,
          date: "2026-11-28T10:00:00Z",
          status: 200,
        },
      };
    case 2:
      return {
        source: `shard.jsonl:${n}`,
        url: `https://courier.example/${n}`,
        ...success,
        blocks: [],
        jsonl: { file: "shard.jsonl", line: n },
      };
    default:
      return {
        source: `shard.jsonl:${n}`,
        title: "",
        text: "",
        ms: 0,
        error: "input is empty",
        code: "PITH_EMPTY_INPUT",
        jsonl: { file: "shard.jsonl", line: n },
      };
  }
}

async function writeParquet(records: readonly PageRecord[]): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "pith-parquet-")), "records.parquet");
  const handle = await open(path, "w");
  const writer = await parquetRecordWriter(async (bytes) => {
    await handle.write(bytes);
  });
  for (const item of records) await writer.write(item);
  await writer.end();
  await handle.close();
  return path;
}

describe("parquetRecordWriter", () => {
  it("writes records that DuckDB reads back field for field, error records included, in row groups of 1000, zstd", async () => {
    const records = Array.from({ length: 2 * ROWS_PER_ROW_GROUP + 345 }, (_, n) => record(n));
    const path = await writeParquet(records);
    const rows = await readParquetRows(path);
    expect(rows).toHaveLength(records.length);
    const differences = rows.flatMap((row, n) =>
      rowDifferences(row, records[n] as unknown as Record<string, unknown>).map(
        (difference) => `row ${n}: ${difference}`,
      ),
    );
    expect(differences).toEqual([]);
    expect(rows[3]).toMatchObject({ error: "input is empty", code: "PITH_EMPTY_INPUT" });
    expect(rows[1]).toMatchObject({
      warc_offset: 4096 + 2 ** 33,
      metadata_keywords: ["mar", "🐙"],
    });

    const chunks = await readParquetChunks(path);
    expect([...new Set(chunks.map((chunk) => chunk.row_group_id))]).toEqual([0, 1, 2]);
    expect(new Set(chunks.map((chunk) => chunk.compression))).toEqual(new Set(["ZSTD"]));
  });

  it("writes a row group early when its rows hold more than 32 Mi characters of text", async () => {
    const long = "word ".repeat(1 << 18); // 1.25 Mi characters
    const records = Array.from({ length: 40 }, (_, n) => ({ ...record(4 * n), text: long }));
    const path = await writeParquet(records);
    const chunks = await readParquetChunks(path);
    expect(new Set(chunks.map((chunk) => chunk.row_group_id)).size).toBe(2);
    expect((await readParquetRows(path)).map((row) => row.text === long)).toEqual(
      records.map(() => true),
    );
  });

  it("writes a readable file of no rows", async () => {
    expect(await readParquetRows(await writeParquet([]))).toEqual([]);
  });
});

describe("RECORD_COLUMNS", () => {
  it("has one column per field of schema/record.schema.json, objects flattened, in its order", () => {
    const schema = JSON.parse(
      readFileSync(new URL("../../schema/record.schema.json", import.meta.url), "utf8"),
    ) as { properties: Record<string, { type?: string; properties?: Record<string, unknown> }> };
    const fields = Object.entries(schema.properties).flatMap(([field, definition]) =>
      definition.type === "object" && definition.properties !== undefined
        ? Object.keys(definition.properties).map((key) => `${field}_${key}`)
        : [field],
    );
    expect(RECORD_COLUMNS.map((column) => column.name)).toEqual(fields);
  });
});
