import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLines, runPith } from "./run-pith.js";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const schema = JSON.parse(readFileSync(root("schema/record.schema.json"), "utf8"));
const validate = new Ajv2020({ allErrors: true }).compile(schema);

let dir: string;
let records: Record<string, unknown>[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pith-schema-"));
  mkdirSync(join(dir, "pages"));
  copyFileSync(root("examples/article.html"), join(dir, "pages", "article.html"));
  writeFileSync(join(dir, "pages", "empty.html"), "");
  const page = readFileSync(root("examples/article.html"), "utf8");
  writeFileSync(
    join(dir, "scraped.jsonl"),
    `${JSON.stringify({ url: "https://courier.example/a", html: page })}\n{"no html": true}\n`,
  );
  const run = runPith([
    "extract",
    join(dir, "pages"),
    join(dir, "scraped.jsonl"),
    root("examples/crawl.warc.gz"),
    "--blocks",
    "--html",
    "--comments",
  ]);
  records = jsonLines(run.stdout);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("schema/record.schema.json", () => {
  it("accepts every record pith extract writes: pages, failures, archive and JSON Lines pages", () => {
    for (const record of records)
      expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    expect(records.some((record) => record.error !== undefined)).toBe(true);
    expect(records.some((record) => record.code === "PITH_EMPTY_INPUT")).toBe(true);
    expect(records.some((record) => record.warc !== undefined && record.error === undefined)).toBe(
      true,
    );
    expect(records.some((record) => record.jsonl !== undefined && record.error === undefined)).toBe(
      true,
    );
    expect(
      records.some((record) => Array.isArray(record.blocks) && record.html !== undefined),
    ).toBe(true);
    expect(records.some((record) => Array.isArray(record.commentList))).toBe(true);
  });

  it("rejects records that break it", () => {
    const page = records.find((record) => record.error === undefined && record.metadata);
    const failure = records.find((record) => record.error !== undefined);
    if (page === undefined || failure === undefined) throw new Error("fixture records missing");
    const { text: _, ...withoutText } = page;
    const metadata = page.metadata as Record<string, unknown>;
    for (const broken of [
      withoutText,
      { ...page, confidence: 1.5 },
      { ...page, score: 1 },
      { ...page, metadata: { ...metadata, published: "16 Jan 2008" } },
      { ...page, blocks: [{ index: 0, text: "x", label: "navigation", probability: 0.1 }] },
      { ...page, commentList: [{ author: "Jane", published: "March 3, 2024", text: "Hi." }] },
      { ...page, commentList: [{ author: "Jane", published: null }] },
      { ...failure, text: "partial" },
      { ...failure, metadata },
      { ...page, error: "a page that failed has no metadata" },
    ]) {
      expect(validate(broken), JSON.stringify(broken).slice(0, 120)).toBe(false);
    }
  });
});
