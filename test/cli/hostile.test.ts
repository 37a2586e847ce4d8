import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Element } from "domhandler";
import { findAll } from "domutils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRY_POINT_VECTORS } from "../../bench/hostile/entry-points.js";
import { ExtractPool, MAX_JOBS } from "../../src/batch/extract-pool.js";
import { extract, segmentPage } from "../../src/extract/extract.js";
import { readPageFile } from "../../src/input/page-file.js";
import { formatResult } from "../../src/output/format.js";
import { parseHtml } from "../../src/parse/parse.js";
import { PITH, runPith, runPithInProcess } from "./run-pith.js";

/** Issue 36: what a careless or hostile command line must not do to the user's files or output. */

const ARTICLE = new URL("../../examples/article.html", import.meta.url).pathname;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pith-hostile-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh directory under the test's own. */
function scratch(name: string): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  return path;
}

describe("outputs never overwrite inputs", () => {
  it("refuses an --out-dir that is the input directory through a symbolic link", async () => {
    const root = scratch("out-dir-link");
    const pages = scratch("out-dir-link/pages");
    copyFileSync(ARTICLE, join(pages, "a.html"));
    symlinkSync("pages", join(root, "link"));
    const run = await runPithInProcess([
      "extract",
      pages,
      "--format",
      "html",
      "--out-dir",
      join(root, "link"),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/must not overlap the input directory/);
    expect(readFileSync(join(pages, "a.html"))).toEqual(readFileSync(ARTICLE));
  });

  it("refuses an --out-dir below the input directory reached through a link", async () => {
    const root = scratch("out-dir-below");
    const pages = scratch("out-dir-below/pages");
    copyFileSync(ARTICLE, join(pages, "a.html"));
    symlinkSync(pages, join(root, "link"));
    const run = await runPithInProcess([
      "extract",
      pages,
      "--format",
      "text",
      "--out-dir",
      join(root, "link/x"),
    ]);
    expect(run.status).toBe(2);
  });

  it("does not overwrite a file input whose output lands on it through a link", () => {
    const root = scratch("out-dir-file");
    const pages = scratch("out-dir-file/pages");
    copyFileSync(ARTICLE, join(pages, "a.html"));
    symlinkSync("pages", join(root, "link"));
    const input = join(pages, "a.html");
    const run = runPith(["extract", input, "--format", "html", "--out-dir", join(root, "link")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is the input itself/);
    expect(readFileSync(join(pages, "a.html"))).toEqual(readFileSync(ARTICLE));
  });

  it.each([
    ["the input itself", (input: string) => input],
    ["a symbolic link to the input", (input: string) => linkedTo(input, symlinkSync)],
    ["a hard link to the input", (input: string) => linkedTo(input, linkSync)],
  ])("refuses an --out that is %s, leaving it untouched", async (_, outOf) => {
    const input = join(scratch(`out-${Math.random().toString(36).slice(2)}`), "b.html");
    copyFileSync(ARTICLE, input);
    const run = await runPithInProcess([
      "extract",
      input,
      "--format",
      "json",
      "--out",
      outOf(input),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/would overwrite the input/);
    expect(readFileSync(input)).toEqual(readFileSync(ARTICLE));
  });
});

function linkedTo(target: string, link: (target: string, path: string) => void): string {
  const path = `${target}.link.html`;
  link(target, path);
  return path;
}

/** A page whose only paragraph links with `href`; the `all-text` model keeps every block. */
function pageLinking(href: string, head = ""): string {
  return `<html><head>${head}</head><body><p>Read <a href="${href}">the report</a> on the council's budget.</p></body></html>`;
}

describe("links that would run script", () => {
  const hostileHrefs = [
    `java${"\t".repeat(70)}script:alert(1)`,
    `${"&#1;".repeat(70)}javascript:alert(1)`,
    "&#1;java&#10;script:alert(1)",
  ];
  const canonical = '<link rel="canonical" href="https://news.example/story">';

  it.each(hostileHrefs)("drops %j, given --url or a canonical link", (href) => {
    const withUrl = extract(pageLinking(href), { model: "all-text", url: "https://news.example/" });
    const withCanonical = extract(pageLinking(href, canonical), { model: "all-text" });
    for (const { html } of [withUrl, withCanonical]) {
      expect(html).toContain("the report");
      expect(html).not.toMatch(/href|script:/i);
    }
  });
});

describe("Markdown of text that shows HTML source", () => {
  const page =
    "<html><head><title>How to test &lt;b&gt; &amp; co</title></head><body>" +
    "<p>Type &lt;img src=x onerror=alert(1)&gt; here, or &lt;script&gt;alert(1)&lt;/script&gt;, " +
    "&lt;!-- a comment --&gt; and &amp;lt;b&amp;gt; too.</p>" +
    "<p>In code: <code>&lt;img src=x&gt;</code></p><pre><code>&lt;script&gt;x()&lt;/script&gt;</code></pre></body></html>";

  it("escapes what Markdown would read as HTML, and leaves code literal", () => {
    const markdown = formatResult(extract(page, { model: "all-text" }), "markdown");
    expect(markdown).toContain("Type \\<img src=x onerror=alert(1)> here");
    expect(markdown).toContain("\\<script>alert(1)\\</script>");
    expect(markdown).toContain("\\<!-- a comment -->");
    expect(markdown).toContain("\\&lt;b\\&gt; too");
    expect(markdown).toContain("`<img src=x>`");
    expect(markdown).toContain("```\n<script>x()</script>\n```");
    expect(markdown.split("\n")[0]).toBe("# How to test \\<b> & co");
  });
});

const CRAWL = new URL("../../examples/crawl.warc.gz", import.meta.url).pathname;

describe("an output that fails", () => {
  it.skipIf(!existsSync("/dev/full"))(
    "a full disk ends the run with one line and status 1, not a stack trace",
    () => {
      for (const format of ["jsonl", "json"]) {
        const run = runPith([
          "extract",
          ARTICLE,
          CRAWL,
          "-q",
          "--format",
          format,
          "--out",
          "/dev/full",
          "--jobs",
          "1",
        ]);
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(/^pith extract: cannot write \/dev\/full: ENOSPC[^\n]*\n$/);
      }
    },
  );

  it("a reader that stops early (| head) ends the run quietly", async () => {
    const child = spawn(process.execPath, [
      PITH,
      "extract",
      ARTICLE,
      CRAWL,
      "--format",
      "jsonl",
      "--jobs",
      "1",
    ]);
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.stdout.once("data", () => child.stdout.destroy());
    const [status] = await once(child, "close");
    expect(stderr).toBe("");
    expect(status).toBe(0);
  });
});

describe("limits on numbers and addresses", () => {
  it.each([
    ["--timeout", "2147483648"],
    ["--timeout", "1e20"],
    ["--timeout", "0"],
    ["--jobs", "100000"],
    ["--jobs", "257"],
    ["--url", "not a url"],
    ["--url", "javascript:alert(1)"],
    ["--url", "/relative/page.html"],
  ])("%s %s is a usage error", async (flag, value) => {
    const run = await runPithInProcess(["extract", ARTICLE, flag, value]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`'${value}' is invalid`);
  });

  it.each([3e9, 2 ** 31, Number.POSITIVE_INFINITY, 0, Number.NaN])(
    "ExtractPool refuses a timeout of %d ms",
    (timeout) => {
      expect(() => new ExtractPool({ timeout })).toThrow(RangeError);
    },
  );

  it("ExtractPool refuses more than MAX_JOBS workers", () => {
    expect(() => new ExtractPool({ jobs: MAX_JOBS + 1 })).toThrow(RangeError);
  });

  it("starts no more workers than there are pages, without listener warnings", () => {
    const pages = scratch("two-pages");
    copyFileSync(ARTICLE, join(pages, "a.html"));
    copyFileSync(ARTICLE, join(pages, "b.html"));
    for (const inputs of [[pages], [join(pages, "a.html"), join(pages, "b.html")]]) {
      const run = runPith(["extract", "-q", "--jobs", "64", ...inputs]);
      expect(run.status).toBe(0);
      expect(run.stderr).toBe("");
    }
  });
});

describe("an input with nothing to extract", () => {
  it("says no pages were found, even with --quiet, and exits 1", () => {
    const empty = scratch("no-html");
    writeFileSync(join(empty, "a.txt"), "x");
    const run = runPith(["extract", "-q", empty]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^pith extract: no pages found in [^\n]*no-html [^\n]*\n$/);
  });
});

describe("library arguments", () => {
  it.each([null, undefined, 42, {}, ["<p>x</p>"]])(
    "extract(%j) is a TypeError naming input",
    (input) => {
      expect(() => extract(input as unknown as string)).toThrow(
        expect.objectContaining({ name: "PithTypeError", code: "PITH_INVALID_ARGUMENT" }),
      );
      expect(() => extract(input as unknown as string)).toThrow(TypeError);
      expect(() => extract(input as unknown as string)).toThrow(/^input must be a string/);
    },
  );

  it("treats an empty string as empty bytes", () => {
    for (const input of ["", new Uint8Array(0)])
      expect(() => extract(input, { model: "all-text" })).toThrow(
        expect.objectContaining({ code: "PITH_EMPTY_INPUT", message: "input is empty (0 bytes)" }),
      );
  });

  it.each([
    ["maxBytes", -1],
    ["maxBytes", 0],
    ["maxBytes", 1.5],
    ["maxDepth", 0],
    ["maxDepth", Number.NaN],
  ])("options.%s = %d is a RangeError naming it", (name, value) => {
    const call = () => extract("<p>x</p>", { model: "all-text", [name]: value });
    expect(call).toThrow(RangeError);
    expect(call).toThrow(`options.${name} must be a positive integer`);
  });

  it("options of the wrong type are a TypeError", () => {
    expect(() => extract("<p>x</p>", null as unknown as undefined)).toThrow(TypeError);
    expect(() => extract("<p>x</p>", { maxBytes: "9" as unknown as number })).toThrow(TypeError);
    expect(() => segmentPage(null as unknown as string)).toThrow(TypeError);
  });
});

describe("--keep-style", () => {
  it("keeps no style declaration that could load anything", () => {
    const styles = [
      "color:red; background:url(http://tracker.example/a.png)",
      "color:red;background-image:IMAGE-SET('http://tracker.example/b.png' 1x)",
      "color:red;background:u\\72l(http://tracker.example/c.png)",
      "color:red;background:url(data:image/png;http://tracker.example/d.png)",
      "color:red;width:expression(alert(1))",
      "color:red;@import 'http://tracker.example/e.css'",
      "color:red;background:ur/**/l(http://tracker.example/f.png)",
    ];
    const page = styles
      .map((style) => `<p style="${style}">A paragraph of the story.</p>`)
      .join("");
    const { html } = extract(`<html><body>${page}</body></html>`, {
      model: "all-text",
      keepStyle: true,
    });
    expect(html?.match(/style="color:red"/g)).toHaveLength(styles.length);
    expect(html).not.toMatch(/tracker|expression|import/i);
  });
});

describe("text browsers show that markup hides from a parser", () => {
  it("reads a plain-text page (no tags)", () => {
    const text = "Just some plain text.\nA second line of words that a reader sees.";
    const result = extract(text, { model: "all-text" });
    expect(result.text).toBe("Just some plain text. A second line of words that a reader sees.");
  });

  it("reads text around a page's elements as browsers place it, in <body>", () => {
    const result = extract("Before the page.<p>The paragraph.</p>After it.", { model: "all-text" });
    expect(result.text).toBe("Before the page.\nThe paragraph.\nAfter it.");
  });

  it.each(["svg", "math"])("reads a <p> that ends <%s> content, as browsers do", (tag) => {
    const html = `<html><body><${tag}><g><p>Shown after the picture by every browser.</p></body></html>`;
    expect(extract(html, { model: "all-text" }).text).toBe(
      "Shown after the picture by every browser.",
    );
  });

  it("reads a <p> after pictures nested in pictures (<svg><svg><svg>), as browsers do", () => {
    const html = "<html><body><svg><svg><g><svg><p>Shown by every browser.</p></body></html>";
    expect(extract(html, { model: "all-text" }).text).toBe("Shown by every browser.");
    const inPicture = "<svg><foreignObject><div><svg><p>Inside the picture.</p>";
    const paragraphs = findAll(
      (element) => element.name === "p",
      parseHtml(inPicture, 512).children,
    );
    expect(paragraphs.map((p) => (p.parent as Element).name)).toEqual(["div"]);
  });

  it("closes nothing after a self-closing <svg/> (htmlparser2 stays in foreign context)", () => {
    const html = "<html><body><svg/><div><p>Once <b>bold</b>.</p></div></body></html>";
    expect(extract(html, { model: "all-text" }).html).toBe("<p>Once <b>bold</b>.</p>");
  });

  it("leaves a <p> inside an HTML integration point (<foreignObject>) in the picture", () => {
    const html =
      "<html><body><svg><foreignObject><p>Inside.</p></foreignObject></svg><p>After.</p></body></html>";
    const paragraphs = findAll((element) => element.name === "p", parseHtml(html, 512).children);
    expect(paragraphs.map((p) => (p.parent as Element).name)).toEqual(["foreignobject", "body"]);
  });
});

describe("command-line conventions", () => {
  it("--version prints the package's version", () => {
    const { version } = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    ) as { version: string };
    const run = runPith(["--version"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${version}\n`);
  });

  it("a usage error prints its line and a pointer to --help, not the whole help", async () => {
    for (const args of [
      ["extract", ARTICLE, "--jobs", "0"],
      ["extract", ARTICLE, "--format", "json", "--out-dir", join(dir, "x")],
    ]) {
      const run = runPith(args);
      expect(run.status).toBe(2);
      const lines = run.stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/--help/);
      // What the other usage-error tests run in this process: the same status and output, and
      // this process's exit code left alone.
      const exitCode = process.exitCode;
      expect(await runPithInProcess(args)).toEqual(run);
      expect(process.exitCode).toBe(exitCode);
    }
  });

  it("--strict exits with status 1 when any page failed", () => {
    const missing = join(dir, "missing.html");
    // One worker: the status is under test, not the pool.
    const pith = (...args: string[]) => runPith(["extract", "-q", "--jobs", "1", ...args]);
    expect(pith(ARTICLE, missing).status).toBe(0);
    expect(pith("--strict", ARTICLE, missing).status).toBe(1);
    expect(pith("--strict", ARTICLE, ARTICLE).status).toBe(0);
  });
});

/** Issue 56: a second attack on every entry point. */
describe("link tricks (issue 56, rows 2 and 7)", () => {
  it("refuses an --out that is a symbolic link to a page inside an input directory", async () => {
    const root = scratch("i56-out-symlink");
    const pages = scratch("i56-out-symlink/d");
    copyFileSync(ARTICLE, join(pages, "c.html"));
    symlinkSync(join(pages, "c.html"), join(root, "out.jsonl"));
    const run = await runPithInProcess(["extract", pages, "--out", join(root, "out.jsonl")]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/would overwrite the input/);
    expect(readFileSync(join(pages, "c.html"))).toEqual(readFileSync(ARTICLE));
  });

  it("refuses an --out with other hard links when an input is a directory", async () => {
    const root = scratch("i56-out-hardlink");
    const pages = scratch("i56-out-hardlink/d");
    copyFileSync(ARTICLE, join(pages, "c.html"));
    linkSync(join(pages, "c.html"), join(root, "out.jsonl"));
    const run = await runPithInProcess(["extract", pages, "--out", join(root, "out.jsonl")]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/hard links/);
    expect(readFileSync(join(pages, "c.html"))).toEqual(readFileSync(ARTICLE));
  });

  it("--out-dir writes through no link it did not create", () => {
    const root = scratch("i56-out-dir-links");
    const input = scratch("i56-out-dir-links/in");
    const out = scratch("i56-out-dir-links/out");
    copyFileSync(ARTICLE, join(input, "a.html"));
    copyFileSync(ARTICLE, join(input, "b.html"));
    copyFileSync(ARTICLE, join(input, "c.html"));
    copyFileSync(ARTICLE, join(root, "elsewhere.html"));
    // A symbolic link where page a's file goes, a hard link where page c's goes.
    symlinkSync("../in/b.html", join(out, "a.md"));
    linkSync(join(root, "elsewhere.html"), join(out, "c.md"));
    const run = runPith(["extract", input, "--format", "markdown", "--out-dir", out]);
    expect(readFileSync(join(input, "b.html"))).toEqual(readFileSync(ARTICLE));
    expect(readFileSync(join(root, "elsewhere.html"))).toEqual(readFileSync(ARTICLE));
    expect(run.stderr).toMatch(/a\.md is a symbolic link pith did not create/);
    // The hard link's name now holds page c's Markdown; its other name kept the page.
    expect(readFileSync(join(out, "c.md"), "utf8")).toMatch(/^# Why Tide Pools Matter/);
    expect(readFileSync(join(out, "b.md"), "utf8")).toMatch(/^# Why Tide Pools Matter/);
  });

  it("does not follow a link out of an input directory unless --follow-links", () => {
    const root = scratch("i56-leak");
    const pages = scratch("i56-leak/shared");
    writeFileSync(
      join(root, "secret.html"),
      "<html><body><p>The private key of the worker is here and must never leave this machine.</p></body></html>",
    );
    copyFileSync(ARTICLE, join(pages, "a.html"));
    symlinkSync(join(root, "secret.html"), join(pages, "leak.html"));
    const run = runPith(["extract", pages, "--format", "jsonl", "--quiet"]);
    const records = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(records.map((record) => record.code)).toEqual([undefined, "PITH_OUTSIDE_INPUT"]);
    expect(run.stdout).not.toContain("private key");
    const followed = runPith(["extract", pages, "--format", "jsonl", "--follow-links", "--quiet"]);
    expect(followed.stdout).toContain("private key");
  });
});

describe("special files (issue 56, row 3)", () => {
  it("refuses a link to /dev/zero in a directory without reading it", () => {
    const pages = scratch("i56-zero");
    symlinkSync("/dev/zero", join(pages, "a.html"));
    copyFileSync(ARTICLE, join(pages, "b.html"));
    for (const flags of [[], ["--follow-links"]]) {
      const run = runPith(["extract", pages, "--format", "jsonl", "--quiet", ...flags]);
      const records = run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(records[0].code).toBe(flags.length === 0 ? "PITH_OUTSIDE_INPUT" : "PITH_UNSUPPORTED");
      expect(records[1].title).toBe("Why Tide Pools Matter");
    }
  });

  it("refuses a FIFO, named or reached through a link, and exits", () => {
    const pages = scratch("i56-fifo");
    const fifo = join(pages, "f.html");
    const made = spawnSync("mkfifo", [fifo]);
    if (made.status !== 0) return; // no mkfifo here
    symlinkSync("f.html", join(pages, "g.html"));
    const alone = runPith(["extract", fifo, "--format", "json", "--timeout", "3000"]);
    expect(alone.status).toBe(1);
    expect(JSON.parse(alone.stdout).code).toBe("PITH_UNSUPPORTED");
    const walked = runPith(["extract", pages, "--format", "jsonl", "--quiet"]);
    const records = walked.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    // The FIFO itself is no page of the walk; the link to it is refused.
    expect(records.map((record) => [record.source, record.code])).toEqual([
      [join(pages, "g.html"), "PITH_UNSUPPORTED"],
    ]);
  });

  it("readPageFile refuses a device without reading it", () => {
    expect(() => readPageFile("/dev/zero", 1000)).toThrow(/character device/);
  });
});

describe("terminal escapes in file names (issue 56, row 10)", () => {
  it("echoes a file name's control characters escaped on stderr", () => {
    const pages = scratch("i56-names");
    const name = "a\x1b[2J\nforged line.html";
    writeFileSync(join(pages, name), "");
    const run = runPith(["extract", join(pages, name), "--format", "json"]);
    expect(run.stderr).not.toContain("\x1b");
    expect(run.stderr).toContain("a\\x1b[2J\\nforged line.html");
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});

describe("selector bombs on the command line (issue 56, row 4)", () => {
  it("a nested :has() in --include is a usage error", async () => {
    const run = await runPithInProcess(["extract", ARTICLE, "--include", ":has(:has(:has(p)))"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/:has\(\) inside :has\(\)/);
  });
});

describe("terminal escapes in page text (issue 56, row 10)", () => {
  it("keeps no control character but tab and newline in the text or any rendered format", () => {
    const page = `<html><head><title>Clip&#27;]52;c;Y3VybCBldmls&#7;board</title></head><body><article>
<h1>A report&#x1b;[2J on the harbour</h1>
<p>The council met on Monday&#27;]52;c;cm0gLXJmIH4=&#7; and talked about the harbour, the boats that use it every season and the money the town needs.</p>
<p>Dredging costs rose again this year&#x9b;2J, and the fishermen asked for help&#13; before the winter storms arrive in the bay.</p>
<pre>code\tstays
as it is</pre></article></body></html>`;
    const result = extract(page, { model: "all-text", html: true });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
    const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
    expect(result.text).toContain("The council met on Monday]52;c;cm0gLXJmIH4= and talked");
    expect(result.text).toContain("code\tstays\nas it is");
    for (const format of ["text", "markdown", "html"] as const)
      expect(formatResult(result, format), format).not.toMatch(controls);
    expect(result.text).not.toMatch(controls);
  });
});

describe("bench/hostile's entry-point vectors (issue 56), the fast ones", () => {
  it.each(
    ENTRY_POINT_VECTORS.filter((vector) => vector.fast).map((vector) => [vector.name, vector]),
  )(
    "%s: the promise holds",
    async (_, vector) => {
      const outcome = await vector.run(scratch(`vector-${Math.random().toString(36).slice(2)}`));
      expect(outcome, outcome.detail).toMatchObject({ ok: true });
    },
    120_000,
  );
});

describe("--out-dir with the longest names (issue 56, row 7's new file and rename)", () => {
  it("writes a page whose document name is as long as a name can be", () => {
    const input = scratch("i56-long/in");
    const out = join(dir, "i56-long/out");
    // 250 + ".html" = 255 bytes: the most a file name may hold.
    const name = `${"p".repeat(250)}.html`;
    copyFileSync(ARTICLE, join(input, name));
    const run = runPith(["extract", input, "--format", "markdown", "--out-dir", out, "--quiet"]);
    expect(run.stderr).toBe("");
    expect(readFileSync(join(out, `${"p".repeat(250)}.md`), "utf8")).toMatch(/^# Why Tide/);
  });
});
