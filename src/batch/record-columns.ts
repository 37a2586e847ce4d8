import type { SchemaElement } from "hyparquet-writer";
import type { PageMetadata } from "../metadata/metadata.js";
import type { PageRecord } from "./page-record.js";

/**
 * How a column holds its values: `strings` is a list of strings (`metadata.authors`, `tags`…),
 * `blocks` the list of `{index, text, label, probability}` that `--blocks` adds, `comments` the
 * list of `{author, published, text}` that `--comments` adds.
 */
type ColumnType = "string" | "double" | "int32" | "int64" | "strings" | "blocks" | "comments";

/** One column of a record in Parquet, and how to read its value from a record. */
export interface RecordColumn {
  readonly name: string;
  readonly type: ColumnType;
  /** Present in every record, error records included (schema/record.schema.json's `required`). */
  readonly required: boolean;
  /** The value, or null where the record has no such field. */
  readonly value: (record: PageRecord) => unknown;
}

const column = (
  name: string,
  type: ColumnType,
  value: (record: PageRecord) => unknown,
  required = false,
): RecordColumn => ({
  name,
  type,
  required,
  value:
    type === "int64"
      ? // The Parquet writer takes 64-bit integers as bigints only.
        (record) => {
          const number = value(record) as number | undefined;
          return number === undefined ? null : BigInt(number);
        }
      : (record) => value(record) ?? null,
});

/** The record's metadata fields in the order schema/record.schema.json lists them. */
const METADATA_FIELDS: readonly (readonly [keyof PageMetadata, ColumnType])[] = [
  ["author", "string"],
  ["authors", "strings"],
  ["published", "string"],
  ["modified", "string"],
  ["siteName", "string"],
  ["language", "string"],
  ["dir", "string"],
  ["canonicalUrl", "string"],
  ["description", "string"],
  ["excerpt", "string"],
  ["image", "string"],
  ["tags", "strings"],
  ["categories", "strings"],
  ["keywords", "strings"],
];

/**
 * The columns of a Parquet file of records: the fields of a JSON record (schema/record.schema.json)
 * in its order, each object flattened into `<field>_<key>` columns (`metadata_author`, `warc_offset`,
 * `jsonl_line`), a field a record lacks as null. One fixed set of columns whatever the flags and
 * inputs, so the files of every run and every queue job can be read as one table.
 */
export const RECORD_COLUMNS: readonly RecordColumn[] = [
  column("source", "string", (record) => record.source, true),
  column("url", "string", (record) => record.url),
  column("title", "string", (record) => record.title, true),
  column("text", "string", (record) => record.text, true),
  column("byline", "string", (record) => record.byline),
  column("ms", "double", (record) => record.ms, true),
  column("error", "string", (record) => record.error),
  column("code", "string", (record) => record.code),
  ...METADATA_FIELDS.map(([key, type]) =>
    column(`metadata_${key}`, type, (record) => record.metadata?.[key]),
  ),
  column("confidence", "double", (record) => record.confidence),
  column("encoding", "string", (record) => record.encoding),
  column("model", "string", (record) => record.model),
  column("html", "string", (record) => record.html),
  column("comments", "string", (record) => record.comments),
  column("commentList", "comments", (record) => record.commentList),
  column("blocks", "blocks", (record) => record.blocks),
  column("warc_file", "string", (record) => record.warc?.file),
  column("warc_offset", "int64", (record) => record.warc?.offset),
  column("warc_recordId", "string", (record) => record.warc?.recordId),
  column("warc_date", "string", (record) => record.warc?.date),
  column("warc_status", "int32", (record) => record.warc?.status),
  column("jsonl_file", "string", (record) => record.jsonl?.file),
  column("jsonl_line", "int64", (record) => record.jsonl?.line),
];

const STRING = { type: "BYTE_ARRAY", converted_type: "UTF8" } as const;

/** A list as Parquet's LIST convention nests it: the list, its repeated group, its elements. */
function listOf(name: string, element: readonly SchemaElement[]): SchemaElement[] {
  return [
    { name, repetition_type: "OPTIONAL", converted_type: "LIST", num_children: 1 },
    { name: "list", repetition_type: "REPEATED", num_children: 1 },
    ...element,
  ];
}

/** A list of objects, each with these fields (leaf schema elements). */
function listOfStructs(name: string, fields: readonly SchemaElement[]): SchemaElement[] {
  return listOf(name, [
    { name: "element", repetition_type: "REQUIRED", num_children: fields.length },
    ...fields,
  ]);
}

function columnSchema({ name, type, required }: RecordColumn): SchemaElement[] {
  const repetition_type = required ? "REQUIRED" : "OPTIONAL";
  switch (type) {
    case "string":
      return [{ name, repetition_type, ...STRING }];
    case "double":
      return [{ name, repetition_type, type: "DOUBLE" }];
    case "int32":
      return [{ name, repetition_type, type: "INT32" }];
    case "int64":
      return [{ name, repetition_type, type: "INT64" }];
    case "strings":
      return listOf(name, [{ name: "element", repetition_type: "REQUIRED", ...STRING }]);
    case "blocks":
      return listOfStructs(name, [
        { name: "index", repetition_type: "REQUIRED", type: "INT32" },
        { name: "text", repetition_type: "REQUIRED", ...STRING },
        { name: "label", repetition_type: "REQUIRED", ...STRING },
        { name: "probability", repetition_type: "REQUIRED", type: "DOUBLE" },
      ]);
    case "comments":
      return listOfStructs(name, [
        { name: "author", repetition_type: "OPTIONAL", ...STRING },
        { name: "published", repetition_type: "OPTIONAL", ...STRING },
        { name: "text", repetition_type: "REQUIRED", ...STRING },
      ]);
  }
}

/** The Parquet schema of RECORD_COLUMNS, flattened depth first as the file's footer holds it. */
export function recordSchema(): SchemaElement[] {
  return [
    { name: "schema", num_children: RECORD_COLUMNS.length },
    ...RECORD_COLUMNS.flatMap(columnSchema),
  ];
}
