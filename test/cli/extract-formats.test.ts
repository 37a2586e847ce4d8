import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itWithData, sharedData } from "../shared-data.js";
import { jsonLines, type PithRun, runPith, runPithInProcess } from "./run-pith.js";

/** A news page: navigation, an article with a script and a share box, a footer. */
const page = (title: string, body: string) =>
  `<html lang="en"><head><title>${title} | Daily</title></head><body>` +
  `<nav class="menu"><a href=/>Home</a> <a href=/x>News</a></nav>` +
  `<article class="story"><h1>${title}</h1><p class="lead">${body} ${"This sentence pads the article so the model keeps it. ".repeat(6)}</p>` +
  `<script>alert(1)</script><p onclick="steal()">Second paragraph of ${title} with <a href="javascript:alert(1)">a bad link</a> and <a href="/more">a good one</a>. ${"More padding words for the body. ".repeat(5)}</p>` +
  `<div class="share">Share this story on every network</div></article>` +
  "<footer>Copyright footer</footer></body></html>";

// Created at load time: the `it.each` tables below name paths inside it.
const dir = mkdtempSync(join(tmpdir(), "pith-formats-"));
const site = () => join(dir, "site");

beforeAll(() => {
  mkdirSync(join(dir, "site", "b-section"), { recursive: true });
  writeFileSync(join(dir, "site", "A.htm"), page("Alpha", "First page body."));
  writeFileSync(join(dir, "site", "b-section", "b.html.gz"), gzipSync(page("Beta", "Second.")));
  writeFileSync(join(dir, "site", "c.html"), page("Gamma", "Third page body."));
  mkdirSync(join(dir, "media"));
  writeFileSync(
    join(dir, "media", "m.html"),
    page("Delta", 'Fourth page body with <img src="/pic.jpg" alt="A picture" width="400">.'),
  );
  mkdirSync(join(dir, "clash"));
  writeFileSync(join(dir, "clash", "same.htm"), page("First", "Written."));
  writeFileSync(join(dir, "clash", "same.html"), page("Second", "Refused."));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The run of one page with these options. Tests that check different things about the same
 * command line share its one run (each run starts a worker that loads the model).
 */
const one = (...args: string[]) => cachedRun(["extract", join(site(), "c.html"), "-q", ...args]);
const onePage = new Map<string, PithRun>();
function cachedRun(args: string[]): PithRun {
  const key = JSON.stringify(args);
  const run = onePage.get(key) ?? runPith(args);
  onePage.set(key, run);
  return run;
}
// One worker: these runs check records, not how pages are shared among workers.
const records = (...args: string[]) =>
  jsonLines(runPith(["extract", site(), "-q", "--jobs", "1", ...args]).stdout);

describe("pith extract, one page in each format", () => {
  it("markdown: the title as '# Title' on top, then the content; boilerplate and scripts gone", () => {
    const run = one("--format", "markdown");
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith("# Gamma\n\nThird page body.")).toBe(true);
    expect(run.stdout).toContain("[a good one](/more)");
    expect(run.stdout).not.toMatch(/Copyright footer|alert|Home/);
    expect(run.stdout.endsWith("\n")).toBe(true);
  });

  it("html: a standalone sanitised document with the title", () => {
    const run = one("--format", "html");
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(run.stdout).toContain("<title>Gamma</title>");
    expect(run.stdout).toContain("<h1>Gamma</h1>");
    expect(run.stdout).toContain("Third page body.");
    expect(run.stdout).toContain('<a href="/more">a good one</a>');
    expect(run.stdout).not.toMatch(/<script|onclick|javascript:|Copyright footer|class=/);
  });

  it("html --keep-style keeps the page's classes", () => {
    expect(one("--format", "html", "--keep-style").stdout).toContain('class="lead"');
  });

  const media = (...args: string[]) =>
    cachedRun(["extract", join(dir, "media", "m.html"), "-q", ...args]);

  it("markdown --no-links --no-images --frontmatter: front matter on top, links as text, no pictures", () => {
    const run = media("--format", "markdown", "--no-links", "--no-images", "--frontmatter");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^---\ntitle: "Delta"\n(.+\n)*---\n\n# Delta\n/);
    expect(run.stdout).toContain("and a good one.");
    expect(run.stdout).not.toMatch(/\]\(|!\[|pic\.jpg/);
    // The same page without the flags has both.
    expect(media("--format", "markdown").stdout).toMatch(
      /!\[A picture\]\(.*pic\.jpg\)[\s\S]*\[a good one\]\(\/more\)/,
    );
  });

  it("html --no-links --no-images: links as text, no pictures", () => {
    const run = media("--format", "html", "--no-links", "--no-images");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("and a good one.");
    expect(run.stdout).not.toMatch(/<a |<img|pic\.jpg/);
  });

  it("--frontmatter outside markdown and --no-links outside markdown and html are usage errors", async () => {
    const html = await runPithInProcess(["extract", "x.html", "--format", "html", "--frontmatter"]);
    expect(html.status).toBe(2);
    expect(html.stderr).toContain("--frontmatter applies to markdown");
    const text = await runPithInProcess(["extract", "x.html", "--no-links"]);
    expect(text.status).toBe(2);
    expect(text.stderr).toContain("--no-links and --no-images apply to markdown and html");
  });

  it("text: the content only, one block per line", () => {
    const run = one("--format", "text");
    expect(run.stdout.split("\n")[0]).toMatch(/^Gamma$|^Third page body\./);
    expect(run.stdout).not.toMatch(/<p|# Gamma|Copyright footer/);
  });

  it("json: no html field unless --html asks for it", () => {
    const plain = JSON.parse(one("--format", "json").stdout) as Record<string, unknown>;
    expect(plain).not.toHaveProperty("html");
    const withHtml = JSON.parse(one("--format", "json", "--html").stdout) as Record<
      string,
      unknown
    >;
    expect(withHtml.html).toContain("<p>Third page body.");
    expect(withHtml.html).not.toMatch(/<script|onclick|javascript:|<html/);
    const { html: _, ...rest } = withHtml;
    expect({ ...rest, ms: 0 }).toEqual({ ...plain, ms: 0 });
  });
});

describe("pith extract records", () => {
  it("jsonl: source, title, text, ms first, then metadata and confidence; failures in order", () => {
    const missing = join(dir, "missing.html");
    const run = runPith([
      "extract",
      join(site(), "A.htm"),
      missing,
      join(site(), "c.html"),
      "-q",
      "--jobs",
      "1",
    ]);
    const [first, failed, last] = jsonLines(run.stdout);
    expect(Object.keys(first).slice(0, 7)).toEqual([
      "source",
      "title",
      "text",
      "byline",
      "ms",
      "metadata",
      "confidence",
    ]);
    expect(first).toMatchObject({
      title: "Alpha",
      metadata: { language: "en" },
      model: "default",
    });
    expect(Object.keys(failed)).toEqual(["source", "title", "text", "ms", "error", "code"]);
    expect(failed).toMatchObject({
      source: missing,
      error: "no such file or directory",
      code: "PITH_NOT_FOUND",
    });
    expect(last.title).toBe("Gamma");
  });

  it("--blocks: every block with its label and probability", () => {
    const [alpha] = records("--blocks");
    const blocks = alpha.blocks as Array<Record<string, unknown>>;
    expect(blocks.map((block) => block.index)).toEqual(blocks.map((_, index) => index));
    for (const block of blocks) {
      expect(Object.keys(block)).toEqual(["index", "text", "label", "probability"]);
      expect(["content", "boilerplate", "comment"]).toContain(block.label);
      expect(typeof block.probability).toBe("number");
    }
    const labelOf = (start: string) => blocks.find((block) => String(block.text).startsWith(start));
    expect(labelOf("First page body.")?.label).toBe("content");
    expect(labelOf("Copyright footer")?.label).toBe("boilerplate");
    expect(alpha).not.toHaveProperty("comments");
  });

  it("--comments: the default model's comment blocks apart (none here), null for a model without comments", () => {
    const [alpha] = records("--comments");
    expect(alpha.comments).toBe("");
    expect(alpha.text).toContain("First page body.");
    expect(records("--comments", "--model", "simple-mss")[0].comments).toBeNull();
  });

  // An L3S-GN1 blog post whose gold separates five reader comments from the article.
  const blogPost = sharedData("l3s-gn1", "pages", "055c4531-068a-4c10-8d43-5316c874f7ef.html.gz");

  itWithData("l3s-gn1")(
    "--comments in text and markdown: the comments after the text, and only when asked",
    () => {
      const text = (...args: string[]) => runPith(["extract", blogPost, "-q", ...args]).stdout;
      const plain = text("--format", "text");
      const withComments = text("--format", "text", "--comments");
      expect(plain).not.toContain("Tom — 2007-12-27");
      expect(withComments.startsWith(`${plain.trimEnd()}\n\n`)).toBe(true);
      expect(withComments).toContain("Tom — 2007-12-27");
      const markdown = text("--format", "markdown", "--comments");
      const comments = markdown.indexOf("\n## Comments\n");
      expect(comments).toBeGreaterThan(0);
      expect(markdown.indexOf("**Tom** · 2007-12-27")).toBeGreaterThan(comments);
    },
  );

  itWithData("l3s-gn1")(
    "--comments in html: a Comments section after the article, one <article> per comment",
    () => {
      const html = (...args: string[]) =>
        runPith(["extract", blogPost, "-q", "--format", "html", ...args]);
      const plain = html().stdout;
      const run = html("--comments");
      expect(run.status).toBe(0);
      expect(plain).not.toContain("<h2>Comments</h2>");
      const [body, section] = run.stdout.split("</article><section><h2>Comments</h2>");
      expect(`${body}</article></body></html>\n`).toBe(plain);
      const comments = section.match(/<article>/g) ?? [];
      const markdown = runPith(["extract", blogPost, "-q", "--format", "markdown", "--comments"]);
      const items = markdown.stdout.split("\n## Comments\n")[1].match(/^- /gm) ?? [];
      expect(comments.length).toBe(items.length);
      expect(comments.length).toBeGreaterThan(1);
      expect(section).toContain("<b>Tom</b>");
    },
  );
});

describe("pith extract site rules", () => {
  it("--exclude drops matching blocks; --include adds them; exclusion wins", () => {
    const base = JSON.parse(one("--format", "json").stdout).text as string;
    expect(base).toContain("Third page body.");
    expect(base).not.toContain("Copyright footer");
    const ruled = JSON.parse(
      one("--format", "json", "--exclude", "p.lead", "--include", "footer", "--include", ".lead")
        .stdout,
    ).text as string;
    expect(ruled).not.toContain("Third page body.");
    expect(ruled).toContain("Second paragraph of Gamma");
    expect(ruled).toContain("Copyright footer");
  });

  it("--exclude removes the element from HTML output too", () => {
    expect(one("--format", "html").stdout).toContain("<p>Third page body.");
    const html = one("--format", "html", "--exclude", ".lead").stdout;
    expect(html).not.toContain("Third page body.");
    expect(html).toContain("Second paragraph of Gamma");
  });

  it("an invalid selector is a usage error (2) before any page is read", async () => {
    const run = await runPithInProcess([
      "extract",
      join(dir, "missing.html"),
      "--include",
      "div[",
      "--exclude",
      "p",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('invalid --include selector "div["');
    expect(run.stderr).not.toContain("no such file");
    expect(run.stdout).toBe("");
  });
});

describe("pith extract --out-dir", () => {
  it.each([
    ["markdown", ".md", "# Alpha\n\nFirst page body."],
    ["html", ".html", "<!DOCTYPE html>"],
    ["text", ".txt", "First page body."],
  ])(
    "--format %s writes one %s file per page, mirroring the input tree",
    (format, extension, start) => {
      const out = join(dir, `out-${format}`);
      const run = runPith(["extract", site(), "--format", format, "--out-dir", out, "-q", "-j1"]);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe("");
      const alpha = readFileSync(join(out, `A${extension}`), "utf8");
      expect(alpha).toContain(start);
      expect(readFileSync(join(out, "b-section", `b${extension}`), "utf8")).toContain("Second.");
      expect(readFileSync(join(out, `c${extension}`), "utf8")).toContain("Third page body.");
    },
  );

  it("with several directory arguments, each one's pages go under a name that tells it apart", () => {
    const out = join(dir, "out-two-sites");
    // Both are called "pages": the folder above tells them apart.
    const sites = ["site-one", "site-two"].map((name) => join(dir, "two-sites", name, "pages"));
    for (const [index, site] of sites.entries()) {
      mkdirSync(site, { recursive: true });
      writeFileSync(
        join(site, "index.html"),
        `<html><head><title>Home ${index}</title></head><body><article><p>Front page text of site number ${index}, long enough to be content.</p></article></body></html>`,
      );
    }
    const run = runPith([
      "extract",
      ...sites,
      "--format",
      "markdown",
      "--out-dir",
      out,
      "-q",
      "--jobs",
      "1",
    ]);
    expect(run.status).toBe(0);
    expect(readFileSync(join(out, "site-one", "pages", "index.md"), "utf8")).toContain(
      "site number 0",
    );
    expect(readFileSync(join(out, "site-two", "pages", "index.md"), "utf8")).toContain(
      "site number 1",
    );
  });

  it("a failed page writes no file and is reported; names two inputs share are refused", () => {
    const out = join(dir, "out-mixed");
    const missing = join(dir, "missing.html");
    const run = runPith([
      "extract",
      join(dir, "clash"),
      missing,
      "--format",
      "markdown",
      "--out-dir",
      out,
      "--jobs",
      "1",
    ]);
    expect(run.status).toBe(0);
    expect(readFileSync(join(out, "clash", "same.md"), "utf8")).toMatch(/^# First/);
    expect(existsSync(join(out, "missing.md"))).toBe(false);
    expect(run.stderr).toContain(`${join(dir, "clash", "same.html")}: `);
    expect(run.stderr).toContain("already written for an earlier input");
    expect(run.stderr).toContain(`${missing}: no such file or directory`);
    expect(run.stderr).toMatch(/3 pages, 2 errors/);
  });

  it.each([
    ["markdown for several pages without --out-dir", [site(), "--format", "markdown"]],
    ["html for several pages without --out-dir", [site(), "--format", "html"]],
    ["--out-dir with jsonl", [site(), "--out-dir", join(dir, "x")]],
    [
      "--out with --out-dir",
      [site(), "--format", "text", "--out", join(dir, "x.txt"), "--out-dir", join(dir, "x")],
    ],
    [
      "--out-dir inside an input directory",
      [site(), "--format", "text", "--out-dir", join(site(), "out")],
    ],
    ["--blocks with text", [join(site(), "c.html"), "--blocks"]],
    ["--html with markdown", [join(site(), "c.html"), "--format", "markdown", "--html"]],
    ["--keep-style with text", [join(site(), "c.html"), "--keep-style"]],
  ])("2 for %s", async (_, args) => {
    const run = await runPithInProcess(["extract", ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/error/);
    expect(run.stdout).toBe("");
    expect(existsSync(join(dir, "x"))).toBe(false);
    expect(existsSync(join(site(), "out"))).toBe(false);
  });
});

describe("pith extract --help", () => {
  it("shows an example of every format and of site rules", async () => {
    const help = (await runPithInProcess(["extract", "--help"])).stdout;
    for (const format of ["markdown", "html", "json", "text"])
      expect(help).toMatch(new RegExp(`\\$ pith extract .*--format ${format}`));
    expect(help).toMatch(/\$ pith extract pages\/ --out pages\.jsonl/);
    expect(help).toMatch(/\$ pith extract .*--out-dir/);
    expect(help).toContain("Site rules");
    expect(help).toMatch(/\$ pith extract .*--include .*--exclude/);
  });
});
