import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import type { ExtractOptions } from "../../src/extract/options.js";
import { formatResult } from "../../src/output/format.js";

/**
 * Readability-style fixtures: `<slug>/source.html`, optional `options.json` (ExtractOptions), and
 * the expected `expected.html` (html format), `expected.md` (markdown),
 * `expected-metadata.json` (title + metadata) and, where present, `expected.txt` (text).
 */
const FIXTURES = join(import.meta.dirname, "../fixtures/output");

const read = (slug: string, file: string) => readFileSync(join(FIXTURES, slug, file), "utf8");

describe.each(readdirSync(FIXTURES))("output fixture %s", (slug) => {
  const options: ExtractOptions = existsSync(join(FIXTURES, slug, "options.json"))
    ? JSON.parse(read(slug, "options.json"))
    : {};
  const result = extract(read(slug, "source.html"), options);

  it("renders the expected HTML document", () => {
    expect(formatResult(result, "html")).toBe(read(slug, "expected.html"));
  });

  it("renders the expected Markdown", () => {
    expect(`${formatResult(result, "markdown")}\n`).toBe(read(slug, "expected.md"));
  });

  if (existsSync(join(FIXTURES, slug, "expected.txt"))) {
    it("renders the expected text", () => {
      expect(`${formatResult(result, "text")}\n`).toBe(read(slug, "expected.txt"));
    });
  }

  it("finds the expected title and metadata", () => {
    expect({ title: result.title, ...result.metadata }).toEqual(
      JSON.parse(read(slug, "expected-metadata.json")),
    );
  });
});
