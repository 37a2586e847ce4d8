import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { parseHtml } from "../../src/parse/parse.js";
import { baseUrlOf } from "../../src/parse/urls.js";

const documentOf = (head: string) =>
  parseHtml(`<html><head>${head}</head><body></body></html>`, 512);
const CANONICAL = '<link rel="canonical" href="https://news.example/2026/story">';

describe("baseUrlOf", () => {
  it("prefers the page URL, resolving <base href> against it", () => {
    expect(baseUrlOf(documentOf(CANONICAL), "https://given.example/a/b")).toBe(
      "https://given.example/a/b",
    );
    expect(baseUrlOf(documentOf('<base href="/root/">'), "https://given.example/a/b")).toBe(
      "https://given.example/root/",
    );
  });

  it("falls back to the page's absolute canonical link, then og:url, without a page URL", () => {
    expect(baseUrlOf(documentOf(CANONICAL), undefined)).toBe("https://news.example/2026/story");
    expect(
      baseUrlOf(documentOf('<meta property="og:url" content="https://og.example/p">'), undefined),
    ).toBe("https://og.example/p");
    expect(baseUrlOf(documentOf('<link rel="canonical" href="/relative">'), undefined)).toBe(
      undefined,
    );
    expect(baseUrlOf(documentOf(""), undefined)).toBe(undefined);
  });

  it("takes the first absolute declaration in document order, and the first <base href>", () => {
    const og = '<meta property="og:url" content="https://og.example/p">';
    expect(baseUrlOf(documentOf(og + CANONICAL), undefined)).toBe("https://og.example/p");
    expect(baseUrlOf(documentOf(CANONICAL + og), undefined)).toBe(
      "https://news.example/2026/story",
    );
    const bases = '<base target="_top"><base href="/first/"><base href="/second/">';
    expect(baseUrlOf(documentOf(bases), "https://given.example/a")).toBe(
      "https://given.example/first/",
    );
  });
});

describe("extract() of a saved page", () => {
  it("makes relative links absolute against the page's canonical URL", () => {
    const paragraph =
      "The council approved the new bridge after a long debate about its cost and its design.";
    const html = `<html><head>${CANONICAL}</head><body><article><p>${paragraph} <a href="/more">More</a></p><p>${paragraph}</p></article></body></html>`;
    expect(extract(html, { model: "all-text" }).html).toContain('href="https://news.example/more"');
  });
});
