import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { formatResult, type OutputFormat } from "../../src/output/format.js";
import type { ExtractResult } from "../../src/output/result.js";

const PAGE =
  '<html lang="de"><head><title>Hallo Welt</title></head><body>' +
  "<p>Ein Absatz mit genug Wörtern, damit er als Inhalt gilt.</p><script>evil()</script></body></html>";

describe("formatResult", () => {
  const result = extract(PAGE, { model: "all-text" });

  it("text: the title, a blank line, then the content, one block per line", () => {
    expect(result.text).toBe("Ein Absatz mit genug Wörtern, damit er als Inhalt gilt.");
    expect(formatResult(result, "text")).toBe(
      "Hallo Welt\n\nEin Absatz mit genug Wörtern, damit er als Inhalt gilt.",
    );
  });

  it("text: the byline lines under the title, out of the body", () => {
    const dated = extract(
      '<html lang="de"><head><title>Hallo Welt</title></head><body>' +
        "<p>Von Anna Schmidt</p><p>14. März 2024</p>" +
        "<p>Ein Absatz mit genug Wörtern, damit er als Inhalt gilt, und noch ein paar mehr.</p></body></html>",
      { model: "all-text" },
    );
    expect(dated.byline).toBe("Von Anna Schmidt\n14. März 2024");
    expect(dated.text).toBe(
      "Ein Absatz mit genug Wörtern, damit er als Inhalt gilt, und noch ein paar mehr.",
    );
    expect(formatResult(dated, "text")).toBe(
      "Hallo Welt\nVon Anna Schmidt\n14. März 2024\n\nEin Absatz mit genug Wörtern, damit er als Inhalt gilt, und noch ein paar mehr.",
    );
    expect(dated.metadata.published).toBe("2024-03-14");
    expect(result.byline).toBeNull();
  });

  it("json: the whole result on one line", () => {
    const json = formatResult(result, "json");
    expect(json).not.toContain("\n");
    expect(JSON.parse(json)).toMatchObject({
      title: "Hallo Welt",
      metadata: { language: "de" },
      model: "all-text",
    });
  });

  it("html: a standalone document with language, title and a script-forbidding policy", () => {
    const html = formatResult(result, "html");
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="de"><head><meta charset="utf-8">')).toBe(
      true,
    );
    expect(html).toContain("default-src 'none'");
    expect(html).toContain("<title>Hallo Welt</title>");
    expect(html).toContain("<article><h1>Hallo Welt</h1><p>Ein Absatz");
    expect(html).not.toContain("evil");
  });

  it("html: a right-to-left page keeps its direction; left-to-right is left to the default", () => {
    const arabic = extract(
      '<html lang="ar"><head><title>مرحبا</title></head><body><p>هذه فقرة طويلة بما يكفي لتكون محتوى الصفحة.</p></body></html>',
      { model: "all-text" },
    );
    expect(formatResult(arabic, "html")).toContain('<html lang="ar" dir="rtl">');
    expect(formatResult(result, "html")).toContain('<html lang="de">');
  });

  it("html: a linked heading repeating the title is not printed twice", () => {
    const linked = extract(
      '<html><head><title>Hallo Welt</title></head><body><a href="/post"><h1>Hallo Welt</h1></a>' +
        "<p>Ein Absatz mit genug Wörtern, damit er als Inhalt gilt.</p></body></html>",
      { model: "all-text" },
    );
    const html = formatResult(linked, "html");
    expect(html.match(/Hallo Welt<\/h1>/g)).toHaveLength(1);
    expect(html).not.toContain("href");
  });

  it("escapes markup in the title", () => {
    const escaped = formatResult({ ...result, title: "<script>x</script> & co" }, "html");
    expect(escaped).toContain("<title>&lt;script&gt;x&lt;/script&gt; &amp; co</title>");
  });

  it("markdown: title on top", () => {
    expect(formatResult(result, "markdown")).toBe(
      "# Hallo Welt\n\nEin Absatz mit genug Wörtern, damit er als Inhalt gilt.",
    );
  });

  it("rejects an unknown format with the list of formats", () => {
    expect(() => formatResult(result, "pdf" as OutputFormat)).toThrow(
      /unknown output format "pdf".*text, markdown, html, json/,
    );
  });
});

describe("formatResult: Markdown front matter", () => {
  it("puts the title and metadata on top as YAML, every value quoted, missing ones left out", () => {
    const result = {
      title: 'Storm: "the big one"',
      text: "Rain.",
      html: "<p>Rain.</p>",
      metadata: {
        authors: ["Ann Lee", "- Bo #2"],
        published: "2024-05-01",
        canonicalUrl: "https://news.example/storm",
        siteName: null,
        language: "en",
        tags: [],
      },
    } as unknown as ExtractResult;
    expect(formatResult(result, "markdown", { frontmatter: true })).toBe(
      '---\ntitle: "Storm: \\"the big one\\""\nauthors:\n  - "Ann Lee"\n  - "- Bo #2"\n' +
        'published: "2024-05-01"\nurl: "https://news.example/storm"\nlanguage: "en"\n---\n\n' +
        '# Storm: "the big one"\n\nRain.',
    );
    expect(formatResult(result, "markdown")).not.toContain("---");
  });
});
