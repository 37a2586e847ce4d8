import { DuckDBInstance } from "@duckdb/node-api";

/**
 * A Parquet file's rows as DuckDB reads them: an independent reader (DuckDB's own C++ Parquet
 * code), so a test of pith's writer does not read back through the library that wrote the file.
 * INT64 values come back as numbers, lists as arrays, structs as objects.
 */
export async function readParquetRows(path: string): Promise<Array<Record<string, unknown>>> {
  return query(`SELECT * FROM read_parquet('${quoted(path)}')`, path);
}

/** Per column chunk: its row group, column path and compression (DuckDB's parquet_metadata). */
export async function readParquetChunks(
  path: string,
): Promise<Array<{ row_group_id: number; path_in_schema: string; compression: string }>> {
  return (await query(
    `SELECT row_group_id, path_in_schema, compression FROM parquet_metadata('${quoted(path)}')`,
    path,
  )) as Array<{ row_group_id: number; path_in_schema: string; compression: string }>;
}

async function query(sql: string, path: string): Promise<Array<Record<string, unknown>>> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql);
    return reader.getRowObjectsJS().map((row) => withNumbers(row) as Record<string, unknown>);
  } catch (error) {
    throw new Error(`DuckDB cannot read ${path}: ${(error as Error).message}`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

function quoted(path: string): string {
  return path.replaceAll("'", "''");
}

function withNumbers(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(withNumbers);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNumbers(item)]));
  return value;
}

/**
 * A JSON record as the columns it should become, written here without pith's column table: each
 * object field (`metadata`, `warc`, `jsonl`) spread into `<field>_<key>`, other fields as they are.
 */
export function flattenedRecord(record: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (value !== null && typeof value === "object" && !Array.isArray(value))
      for (const [key, item] of Object.entries(value)) columns[`${field}_${key}`] = item;
    else columns[field] = value;
  }
  return columns;
}

/**
 * Checks that `row` holds exactly `record`: every field of the record in its column, and every
 * other column null. Returns the differences, empty when none.
 */
export function rowDifferences(
  row: Record<string, unknown>,
  record: Record<string, unknown>,
): string[] {
  const expected = flattenedRecord(record);
  const differences: string[] = [];
  for (const name of Object.keys(expected))
    if (!(name in row)) differences.push(`${name}: no such column`);
  for (const [name, value] of Object.entries(row)) {
    const want = expected[name] ?? null;
    if (JSON.stringify(value) !== JSON.stringify(want))
      differences.push(
        `${name}: ${JSON.stringify(value)?.slice(0, 80)} ≠ ${JSON.stringify(want)?.slice(0, 80)}`,
      );
  }
  return differences;
}
