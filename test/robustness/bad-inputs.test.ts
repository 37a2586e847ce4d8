import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, createGzip, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../../src/extract/options.js";
import { parseHtml } from "../../src/parse/parse.js";
import { jsonLines, runPith } from "../cli/run-pith.js";

const MiB = 1024 * 1024;
const ascii = (text: string) => new TextEncoder().encode(text);

const PARAGRAPH = "The main story continues with enough words to be chosen as content. ".repeat(5);

/**
 * gzip of `size` zero bytes, compressed chunk by chunk so the zeros never sit in memory. Run-length
 * matching finds what level 9's search finds in zeros (the same size of stream), four times faster.
 */
async function gzipBomb(size: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9, strategy: constants.Z_RLE });
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => gzip.on("end", resolve));
  const zeros = Buffer.alloc(MiB);
  for (let written = 0; written < size; written += MiB) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

const deepNesting = (depth: number) =>
  ascii(
    `<html><body>${"<div>".repeat(depth)}<p>${PARAGRAPH}deepest words</p>${"</div>".repeat(depth)}</body></html>`,
  );

/** Each bad input, and what extract() must do with it: throw this message, or keep this text. */
const BAD_INPUTS: Record<string, { bytes: () => Uint8Array; error?: RegExp; keeps?: string }> = {
  "empty.html": { bytes: () => new Uint8Array(0), error: /^input is empty/ },
  "image.html": {
    bytes: () =>
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(4000).fill(0)]),
    error: /looks binary/,
  },
  "huge.html": {
    bytes: () => new Uint8Array(50 * MiB).fill(0x61),
    error: new RegExp(`exceeds the limit of ${DEFAULT_EXTRACT_OPTIONS.maxBytes} bytes`),
  },
  "deep.html": { bytes: () => deepNesting(100_000), keeps: "deepest words" },
  "truncated.html": {
    bytes: () =>
      ascii(`<html><head><title>Cut off<body><div><p>${PARAGRAPH}last words<table><tr><td><a hre`),
    keeps: "last words",
  },
  "malformed.html": {
    bytes: () =>
      ascii(
        `<p>${PARAGRAPH}</div></span>mismatched</p></p><div class="x>quote</b><<<>>>&bogus;&#xFFFFFFF;`,
      ),
    keeps: "mismatched",
  },
  "bogus-charset.html": {
    bytes: () =>
      Uint8Array.from([
        ...ascii(`<meta charset="x-no-such"><p>${PARAGRAPH}caf`),
        0xe9,
        ...ascii("</p>"),
      ]),
    keeps: "café",
  },
  "object-key-names.html": {
    // Names of Object.prototype's keys where pages name languages, classes and ids.
    bytes: () =>
      ascii(
        `<html lang="constructor"><body class="__proto__"><div id="toString"><p>${PARAGRAPH}kept</p></div>`,
      ),
    keeps: "kept",
  },
  "truncated.html.gz": {
    bytes: () => gzipSync(`<p>${PARAGRAPH}</p>`).subarray(0, 40),
    error: /^corrupt gzip input: truncated$/,
  },
};

let bomb: Buffer;
let dir: string;

beforeAll(async () => {
  bomb = await gzipBomb(1024 * MiB);
  dir = mkdtempSync(join(tmpdir(), "pith-bad-"));
  for (const [name, input] of Object.entries(BAD_INPUTS))
    writeFileSync(join(dir, name), input.bytes());
  writeFileSync(join(dir, "zeros.html.gz"), bomb);
  writeFileSync(join(dir, "zz-good.html"), `<p>${PARAGRAPH}good page</p>`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("extract() on bad input: a clear error or a best-effort page, never a crash", () => {
  it.each(Object.entries(BAD_INPUTS))("%s", (_, input) => {
    if (input.error !== undefined) expect(() => extract(input.bytes())).toThrow(input.error);
    else expect(extract(input.bytes()).text).toContain(input.keeps);
  });

  it("a 1 GiB gzip bomb (~1 MB on disk) stops at the size cap without using its size in memory", () => {
    expect(bomb.length).toBeLessThan(2 * MiB);
    expect(() => extract(bomb)).toThrow(/decompressed input exceeds the limit/);
    expect(process.resourceUsage().maxRSS * 1024).toBeLessThan(768 * MiB);
  });

  it("100k-deep nesting is capped at maxDepth while parsing", () => {
    let depth = 0;
    let node = parseHtml(new TextDecoder().decode(deepNesting(100_000)), 512).children[0];
    while (node !== undefined && "children" in node) {
      depth++;
      node = node.children.find((child) => child.type === "tag") ?? node.children[0];
    }
    expect(depth).toBe(512);
  });
});

describe("pith extract over a directory of bad inputs", () => {
  it("gives every file its record, errors where due, and exits 0 because one page worked", () => {
    // One worker: it meets every bad input in turn.
    const run = runPith(["extract", dir, "--jobs", "1", "-q"]);
    expect(run.status).toBe(0);
    const records = new Map(jsonLines(run.stdout).map((record) => [record.source, record]));
    expect(records.size).toBe(Object.keys(BAD_INPUTS).length + 2);
    for (const [name, input] of Object.entries(BAD_INPUTS)) {
      const record = records.get(join(dir, name));
      if (input.error !== undefined) {
        expect(record).toMatchObject({ text: "", title: "" });
        expect(record?.error).toMatch(input.error);
      } else {
        expect(record).not.toHaveProperty("error");
        expect(record?.text).toContain(input.keeps);
      }
    }
    expect(records.get(join(dir, "zeros.html.gz"))?.error).toMatch(
      /decompressed input exceeds the limit/,
    );
    expect(records.get(join(dir, "zz-good.html"))?.text).toContain("good page");
  });
});
