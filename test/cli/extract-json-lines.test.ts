import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLines, runPith } from "./run-pith.js";

const EXAMPLE = readFileSync(new URL("../../examples/article.html", import.meta.url), "utf8");
const LINKED =
  "<html><head><title>Menu</title></head><body><article><h1>Menu</h1>" +
  `<p>${"The café by the pier serves crème brûlée every morning. ".repeat(8)}</p>` +
  '<p><a href="menu.html">See the menu</a> for the whole list of dishes and drinks served all day long.</p></article></body></html>';

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pith-jsonl-"));
  file = join(dir, "pages.jsonl.gz");
  const lines = [
    JSON.stringify({ id: 1, url: "https://courier.example/science/tide-pools", html: EXAMPLE }),
    "",
    JSON.stringify({ id: 2, url: "https://cafe.example/food/harbour.html", html: LINKED }),
    '{"id": 3, "html": null}',
  ];
  writeFileSync(file, gzipSync(`${lines.join("\n")}\n`));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `pith extract` with one worker: these tests check records and files, not the pool. */
const extract = (...args: string[]) => runPith(["extract", ...args, "--jobs", "1"]);

describe("pith extract on JSON Lines files", () => {
  it("extracts each line's HTML with its URL, keeps line numbers, and reports bad lines", () => {
    const run = extract(file, "--html");
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => [record.source, record.url ?? null, record.jsonl])).toEqual([
      [`${file}:1`, "https://courier.example/science/tide-pools", { file, line: 1 }],
      [`${file}:3`, "https://cafe.example/food/harbour.html", { file, line: 3 }],
      [`${file}:4`, null, { file, line: 4 }],
    ]);
    const direct = JSON.parse(
      runPith(["extract", "examples/article.html", "--format", "json"]).stdout,
    ) as Record<string, unknown>;
    expect(records[0].text).toBe(direct.text);
    expect(records[1].html).toContain('href="https://cafe.example/food/menu.html"');
    expect(records[2].error).toBe('no string field "html"');
    expect(run.stderr).toMatch(/3 pages, 1 error/);
  });

  it("--html-field and --url-field name other fields; --out-dir names files by line", () => {
    const other = join(dir, "other.ndjson");
    writeFileSync(other, `${JSON.stringify({ link: "https://x.example/", body: EXAMPLE })}\n`);
    const run = extract(other, "--html-field", "body", "--url-field", "link");
    expect(jsonLines(run.stdout)[0]).toMatchObject({
      url: "https://x.example/",
      title: "Why Tide Pools Matter",
    });
    const out = join(dir, "md");
    expect(
      extract(other, "--html-field", "body", "--format", "markdown", "--out-dir", out, "-q").status,
    ).toBe(0);
    expect(readdirSync(join(out, "other"))).toEqual(["1.md"]);
  });

  it("recognises the names in any case, gzipped or not", () => {
    const upper = join(dir, "UPPER.JSONL.GZ");
    writeFileSync(upper, gzipSync(`${JSON.stringify({ html: EXAMPLE })}\n`));
    expect(jsonLines(extract(upper).stdout)[0]).toMatchObject({
      title: "Why Tide Pools Matter",
    });
  });

  it("reads JSON Lines only when named: in a directory they are skipped", () => {
    const run = extract(dir, "--quiet");
    expect(run.status).toBe(1); // nothing but .jsonl / .ndjson files (and the md output) in it
    expect(run.stdout).toBe("");
  });
});
