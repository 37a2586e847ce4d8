import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_URL_LINE_BYTES, urlListPages } from "../../src/input/url-list.js";

const dir = mkdtempSync(join(tmpdir(), "pith-url-list-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pagesOf(text: string) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.urls`);
  writeFileSync(path, text);
  const pages = [];
  for await (const page of urlListPages(path)) pages.push(page);
  return { path, pages };
}

describe("urlListPages (issue 56)", () => {
  it("refuses a line over the limit without holding or echoing it, and goes on", async () => {
    const huge = `https://example.com/${"a".repeat(MAX_URL_LINE_BYTES * 4)}`;
    const { path, pages } = await pagesOf(`${huge}\nhttps://example.com/b\n`);
    expect(pages).toEqual([
      {
        source: `${path}:1`,
        relativePath: "1",
        error: `line exceeds the limit of ${MAX_URL_LINE_BYTES} bytes`,
        code: "PITH_TOO_LARGE",
      },
      { source: "https://example.com/b", relativePath: "example.com/b" },
    ]);
  });

  it("gives a line that is no http(s) address (file://) a code, and skips comments", async () => {
    const { path, pages } = await pagesOf("# list\r\n\r\nfile:///etc/passwd\r\n");
    expect(pages).toEqual([
      {
        source: `${path}:3`,
        relativePath: "3",
        error: "not an http(s) address",
        code: "PITH_UNSUPPORTED",
      },
    ]);
  });
});
