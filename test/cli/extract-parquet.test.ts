import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readParquetChunks, readParquetRows, rowDifferences } from "../batch/parquet-reader.js";
import { jsonLines, runPith, runPithInProcess } from "./run-pith.js";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** `ms` is the time each run took: the one field two runs of the same pages do not share. */
const withoutTime = (record: Record<string, unknown>) => ({ ...record, ms: 0 });

describe("pith extract --format parquet", () => {
  it("writes the records of --format jsonl as Parquet rows that DuckDB reads back, error records included", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pith-parquet-cli-"));
    const shard = join(dir, "shard.jsonl");
    const page = (n: number) =>
      JSON.stringify({
        url: `https://courier.example/${n}`,
        html: `<p>${"Tide pools. ".repeat(20)}${n}</p>`,
      });
    writeFileSync(shard, [page(1), "not json", '{"html": ""}', page(2)].join("\n"));
    const inputs = [root("examples/article.html"), root("examples/crawl.warc.gz"), shard];
    const flags = ["--blocks", "--html", "--comments", "--jobs", "2", "-q"];
    const jsonl = runPith(["extract", ...inputs, ...flags, "--format", "jsonl"]);
    expect(jsonl.status).toBe(0);
    const records = jsonLines(jsonl.stdout);
    expect(records.filter((record) => record.error !== undefined)).toHaveLength(2);
    expect(records.some((record) => record.code === "PITH_EMPTY_INPUT")).toBe(true);

    const out = join(dir, "records.parquet");
    const parquet = runPith(["extract", ...inputs, ...flags, "--format", "parquet", "--out", out]);
    expect(parquet.status).toBe(0);
    expect(parquet.stdout).toBe("");
    const rows = await readParquetRows(out);
    expect(rows).toHaveLength(records.length);
    const differences = rows.flatMap((row, n) =>
      rowDifferences(withoutTime(row), withoutTime(records[n])).map(
        (d) => `${records[n].source}: ${d}`,
      ),
    );
    expect(differences).toEqual([]);
    expect(rows.every((row) => typeof row.ms === "number" && row.ms >= 0)).toBe(true);
    const chunks = await readParquetChunks(out);
    expect(new Set(chunks.map((chunk) => chunk.compression))).toEqual(new Set(["ZSTD"]));
  });

  it("is a usage error without --out (a binary file, not for a terminal or a pipe)", async () => {
    const run = await runPithInProcess(["extract", "examples/article.html", "--format", "parquet"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--format parquet writes a binary file: give --out FILE");
    const outDir = await runPithInProcess([
      "extract",
      "examples",
      "--format",
      "parquet",
      "--out-dir",
      join(tmpdir(), "never"),
    ]);
    expect(outDir.status).toBe(2);
  });
});
