import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLines, runPith, runPithInProcess } from "./run-pith.js";

const article = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body><nav><a href=/>Home</a> <a href=/x>News</a></nav>` +
  `<article><h1>${title}</h1><p>${body} ${"This sentence pads the article so the model keeps it. ".repeat(6)}</p></article>` +
  "<footer>Copyright footer</footer></body></html>";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pith-cli-"));
  mkdirSync(join(dir, "site", "b-section"), { recursive: true });
  writeFileSync(join(dir, "site", "c.html"), article("Gamma", "Third page body."));
  writeFileSync(join(dir, "site", "A.htm"), article("Alpha", "First page body."));
  writeFileSync(
    join(dir, "site", "b-section", "b.html.gz"),
    gzipSync(article("Beta", "Second page body.")),
  );
  writeFileSync(join(dir, "site", "notes.txt"), article("Skipped", "Not an HTML file name."));
  mkdirSync(join(dir, "empty"));
  writeFileSync(join(dir, "page.txt"), article("Forced", "Read because of --force."));
  mkdirSync(join(dir, "many"));
  for (let i = 0; i < 40; i++) {
    // Varying sizes make workers finish out of order; the output must still follow input order.
    const body = `Page number ${i}. ${"Filler words for size. ".repeat((i * 37) % 400)}`;
    writeFileSync(
      join(dir, "many", `${String(i).padStart(2, "0")}.html`),
      article(`Page ${i}`, body),
    );
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pith extract, one page", () => {
  it("prints the main text, drops boilerplate, says nothing on stderr, exits 0", () => {
    const run = runPith(["extract", join(dir, "site", "c.html")]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Third page body.");
    expect(run.stdout).not.toContain("Copyright footer");
    expect(run.stderr).toBe("");
  });

  it("--verbose: the summary line for one page too", () => {
    const run = runPith(["extract", join(dir, "site", "c.html"), "--verbose"]);
    expect(run.stderr).toMatch(
      /^pith extract: 1 page, 0 errors in [\d.]+ s \([\d.]+ pages\/s\)\n$/,
    );
  });

  it("reads standard input when no path is given and stdin is a pipe", () => {
    const page = readFileSync(join(dir, "site", "c.html"));
    const run = runPith(["extract"], { stdin: page });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Third page body.");
  });

  it.each([
    ["--json", (out: string) => expect(JSON.parse(out).text).toContain("Third page body.")],
    ["--markdown", (out: string) => expect(out).toMatch(/^# Gamma\n/)],
    ["--html", (out: string) => expect(out).toMatch(/^<!DOCTYPE html>/)],
    ["--text", (out: string) => expect(out).toMatch(/^Gamma\n\nThird page body\./)],
  ])("%s is a shortcut for its --format", (flag, check) => {
    const run = runPith(["extract", join(dir, "site", "c.html"), flag]);
    expect(run.status).toBe(0);
    check(run.stdout);
  });

  it("--html beside --format json, or for several pages, adds the records' html field", () => {
    const one = runPith(["extract", join(dir, "site", "c.html"), "--json", "--html"]);
    expect(JSON.parse(one.stdout).html).toContain("Third page body.");
    const several = runPith(["extract", join(dir, "site"), "--html", "-q"]);
    const records = several.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(typeof record.html).toBe("string");
  });

  it("two formats at once are a usage error", () => {
    const run = runPith(["extract", join(dir, "site", "c.html"), "--markdown", "--json"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("give one output format, not markdown and json");
  });

  it("--format json: one object with source, title, text, ms and the result's other fields", () => {
    const path = join(dir, "site", "c.html");
    const run = runPith(["extract", path, "--format", "json", "--quiet"]);
    expect(run.stderr).toBe("");
    const record = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(record.source).toBe(path);
    expect(record.title).toBe("Gamma");
    expect(record.text).toContain("Third page body.");
    expect(record.encoding).toBe("UTF-8");
    expect(record.model).toBe("default");
    expect(typeof record.ms).toBe("number");
    expect(record).not.toHaveProperty("error");
  });

  it("reads stdin for - and takes --url", () => {
    const run = runPith(
      ["extract", "-", "--url", "https://example.com/a", "--format", "jsonl", "-q"],
      {
        stdin: gzipSync(article("From stdin", "Piped page body.")),
      },
    );
    expect(run.status).toBe(0);
    const [record] = jsonLines(run.stdout);
    expect(record.source).toBe("-");
    expect(record.text).toContain("Piped page body.");
  });

  it("--out writes the records to a file and nothing to stdout", () => {
    const out = join(dir, "out.jsonl");
    const run = runPith(["extract", join(dir, "site"), "--out", out, "-q", "--jobs", "1"]);
    expect(run.stdout).toBe("");
    expect(jsonLines(readFileSync(out, "utf8"))).toHaveLength(3);
  });
});

describe("pith extract, several pages", () => {
  it("walks directories recursively in sorted order, skips other names, defaults to jsonl", () => {
    const run = runPith(["extract", join(dir, "site"), "--jobs", "2", "-q"]);
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => record.source)).toEqual([
      join(dir, "site", "A.htm"),
      join(dir, "site", "b-section", "b.html.gz"),
      join(dir, "site", "c.html"),
    ]);
    expect(records.map((record) => record.title)).toEqual(["Alpha", "Beta", "Gamma"]);
  });

  it("keeps input order across workers that finish out of order", () => {
    const run = runPith(["extract", join(dir, "many"), "--jobs", "2", "-q"]);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => record.title)).toEqual(
      Array.from({ length: 40 }, (_, i) => `Page ${i}`),
    );
  });

  it("gives every input a record in argument order, failures included (text empty, error set)", () => {
    const missing = join(dir, "missing.html");
    const run = runPith([
      "extract",
      join(dir, "site", "c.html"),
      missing,
      join(dir, "page.txt"),
      "--jobs",
      "1",
    ]);
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => record.source)).toEqual([
      join(dir, "site", "c.html"),
      missing,
      join(dir, "page.txt"),
    ]);
    expect(records[1]).toMatchObject({ title: "", text: "", error: "no such file or directory" });
    expect(records[2].error).toMatch(/not an HTML file name .* --force/);
    expect(run.stderr).toMatch(/3 pages, 2 errors/);
  });

  it("--force reads files of any name", () => {
    const run = runPith(["extract", join(dir, "page.txt"), "--force", "-q"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Read because of --force.");
  });

  it("--format json streams one valid array", () => {
    const run = runPith(["extract", join(dir, "site"), "--format", "json", "-q", "--jobs", "1"]);
    const records = JSON.parse(run.stdout) as Array<{ title: string }>;
    expect(records.map((record) => record.title)).toEqual(["Alpha", "Beta", "Gamma"]);
  });

  it("--format text puts each page under a ==> source <== line", () => {
    const run = runPith(["extract", join(dir, "site"), "--format", "text", "-q", "--jobs", "1"]);
    const headers = run.stdout.split("\n").filter((line) => line.startsWith("==> "));
    expect(headers).toEqual([
      `==> ${join(dir, "site", "A.htm")} <==`,
      `==> ${join(dir, "site", "b-section", "b.html.gz")} <==`,
      `==> ${join(dir, "site", "c.html")} <==`,
    ]);
    expect(run.stdout).toContain("Second page body.");
  });
});

describe("pith extract exit status", () => {
  it("1 when no page could be processed: all failed, or nothing found", () => {
    const failed = runPith(["extract", join(dir, "missing.html"), "-q"]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("missing.html: no such file or directory");
    expect(runPith(["extract", join(dir, "empty")]).status).toBe(1);
  });

  it("a page over --timeout becomes an error record; the run ends", () => {
    const run = runPith(["extract", join(dir, "site"), "--timeout", "1", "--jobs", "1"]);
    expect(run.status).toBe(1);
    const records = jsonLines(run.stdout);
    expect(records).toHaveLength(3);
    for (const record of records)
      expect(record.error).toBe("timed out after 1 ms (worker terminated)");
  });

  // Found before any work: in this process, as `pith` would run them (test/cli/in-process.test.ts).
  it.each([
    ["an unknown format", ["--format", "xml"]],
    ["a non-integer job count", ["--jobs", "two"]],
    ["a zero timeout", ["--timeout", "0"]],
    ["--url with several inputs", ["--url", "https://example.com", "extra.html"]],
    ["stdin twice", ["-", "-"]],
  ])("2 for %s", async (_, args) => {
    const run = await runPithInProcess(["extract", join(dir, "site", "c.html"), ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/error/);
    expect(run.stdout).toBe("");
  });

  // Found once the workers have started: the process must end with them.
  it.each([
    ["an unknown model", ["--model", "no-such-model"]],
    ["an unwritable --out", ["--out", join("/nonexistent-dir", "x.jsonl")]],
  ])("2 for %s", (_, args) => {
    const run = runPith(["extract", join(dir, "site", "c.html"), ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/error/);
    expect(run.stdout).toBe("");
  });

  it("2 for a file that is not a model, before --out is opened", () => {
    const notAModel = join(dir, "not-a-model.json");
    writeFileSync(notAModel, "[]");
    const out = join(dir, "kept.jsonl");
    writeFileSync(out, "earlier output\n");
    const run = runPith(["extract", join(dir, "site"), "--model", notAModel, "--out", out]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("not a pith model file");
    expect(readFileSync(out, "utf8")).toBe("earlier output\n");
  });

  it("2 when no path is given and standard input is a terminal (nothing to read)", async () => {
    const stdin = process.stdin as { isTTY?: boolean };
    const wasTTY = stdin.isTTY;
    stdin.isTTY = true;
    try {
      const run = await runPithInProcess(["extract"]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("give a page to read");
    } finally {
      stdin.isTTY = wasTTY;
    }
  });

  it("1 when no path is given and the pipe is empty: its record says so", () => {
    const run = runPith(["extract"], { stdin: "" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^pith extract: -: /m);
  });
});

describe("pith extract --help", () => {
  it("teaches: examples, formats, limits and exit status", async () => {
    const run = runPith(["extract", "--help"]);
    // The in-process runner other tests use for help and usage errors gives the same.
    expect(await runPithInProcess(["extract", "--help"])).toEqual(run);
    expect(run.status).toBe(0);
    for (const section of ["Examples:", "Inputs:", "Formats:", "Limits", "Exit status:"]) {
      expect(run.stdout).toContain(section);
    }
    expect(run.stdout).toContain("32 MiB");
  });
});
