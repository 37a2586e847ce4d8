import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BAD_INPUTS,
  deepNesting,
  type HostileInput,
  MiB,
  PARAGRAPH,
} from "../../bench/hostile/corpus.js";
import { extract } from "../../src/extract/extract.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../../src/extract/options.js";
import { parseHtml } from "../../src/parse/parse.js";
import { jsonLines, runPith } from "../cli/run-pith.js";

/** Every input's bytes, generated once (the bomb takes a few seconds to compress). */
const inputBytes = new Map<string, Uint8Array>();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pith-bad-"));
  for (const [name, input] of Object.entries(BAD_INPUTS)) {
    const bytes = await input.bytes();
    inputBytes.set(name, bytes);
    writeFileSync(join(dir, name), bytes);
  }
  writeFileSync(join(dir, "zz-good.html"), `<p>${PARAGRAPH}good page</p>`);
}, 60_000); // compressing the bomb's gigabyte takes seconds, more on a loaded machine

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function expectOutcome(input: HostileInput, run: () => { text: string }): void {
  if (input.error !== undefined) expect(run).toThrow(input.error);
  else expect(run().text).toContain(input.keeps ?? "");
}

describe("extract() on bad input: a clear error or a best-effort page, never a crash", () => {
  it.each(Object.entries(BAD_INPUTS))("%s", (name, input) => {
    expectOutcome(input, () => extract(inputBytes.get(name) ?? new Uint8Array()));
  });

  it("an oversized page is refused at the default limit, named in the message", () => {
    expect(() => extract(inputBytes.get("huge.html") ?? new Uint8Array())).toThrow(
      `exceeds the limit of ${DEFAULT_EXTRACT_OPTIONS.maxBytes} bytes`,
    );
  });

  it("a 1 GiB gzip bomb (~1 MB on disk) stops at the size cap without using its size in memory", () => {
    const bomb = inputBytes.get("zeros.html.gz") ?? new Uint8Array();
    expect(bomb.length).toBeLessThan(2 * MiB);
    expect(() => extract(bomb)).toThrow(/decompressed input exceeds the limit/);
    expect(process.resourceUsage().maxRSS * 1024).toBeLessThan(768 * MiB);
  });

  // A guard against a hang, not a speed test: asking every element for its first child's text
  // made this page cost depth × size (minutes); it now takes a few seconds.
  it("600,000 nested inline tags, never closed, end in seconds", { timeout: 30_000 }, () => {
    const page = `<p>${PARAGRAPH}kept</p>${"<b>".repeat(600_000)}deep`;
    expect(extract(page).text).toContain("kept");
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
    expect(records.size).toBe(Object.keys(BAD_INPUTS).length + 1);
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
    expect(records.get(join(dir, "zz-good.html"))?.text).toContain("good page");
  });
});
