import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { formatResult } from "../../src/output/format.js";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`browser.test.ts skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

/** A page whose every script, handler and active embed would make a request if it survived. */
const HOSTILE = `<html><head><title>Hostile page</title><script src="https://evil.example/head.js"></script></head><body>
<article>
  <h1>Hostile page</h1>
  <p onmouseover="fetch('https://evil.example/handler')">A paragraph with enough words to be content, and a
    <a href="javascript:fetch('https://evil.example/js-link')">scripted link</a>.</p>
  <script>fetch("https://evil.example/inline")</script>
  <img src="https://cdn.example/picture.png" onerror="fetch('https://evil.example/onerror')">
  <p>A second paragraph of plain text that is also part of the article body.</p>
  <iframe src="https://evil.example/frame"></iframe>
  <object data="https://evil.example/object.swf"></object>
  <svg><script href="https://evil.example/svg.js"></script></svg>
  <link rel="stylesheet" href="https://evil.example/style.css">
</article></body></html>`;

/** Comments whose author, date and text would run or fetch something if rendered as markup. */
const HOSTILE_COMMENTS = [
  {
    author: `<img src="https://evil.example/author.png" onerror="fetch('https://evil.example/a')">`,
    published: `2024-03-14"><script src="https://evil.example/date.js"></script>`,
    text: `A reader's comment.\n<iframe src="https://evil.example/comment-frame"></iframe>`,
  },
];

describe.skipIf(!hasChromium)("html output in headless Chromium", () => {
  it("renders the content and its comments and requests no script, frame or handler URL", async () => {
    const fixture = readFileSync(
      join(import.meta.dirname, "../fixtures/article-structure/source.html"),
      "utf8",
    );
    const hostile = extract(HOSTILE, { model: "all-text", url: "https://site.example/a" });
    const documents = [
      formatResult({ ...hostile, commentList: HOSTILE_COMMENTS }, "html"),
      formatResult(extract(fixture, { model: "all-text", url: "https://blog.example/" }), "html"),
    ];
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    try {
      const page = await browser.newPage();
      const requests: Array<{ url: string; type: string }> = [];
      await page.route("**/*", (route) => {
        requests.push({ url: route.request().url(), type: route.request().resourceType() });
        return route.abort();
      });
      const texts: string[] = [];
      for (const html of documents) {
        await page.setContent(html, { waitUntil: "load" });
        await page.mouse.move(50, 120);
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered text (what a reader sees), not a DOM property
        texts.push(await page.locator("body").innerText());
      }
      expect(texts[0]).toContain("A second paragraph of plain text");
      expect(texts[0]).toContain("Comments\n");
      expect(texts[0]).toContain('<iframe src="https://evil.example/comment-frame"></iframe>');
      expect(texts[1]).toContain("Tables are everywhere");
      expect(
        requests.filter((request) => ["script", "document", "stylesheet"].includes(request.type)),
      ).toEqual([]);
      expect(requests.filter((request) => request.url.includes("evil.example"))).toEqual([]);
      // The picture is the only thing the documents may fetch.
      expect(requests.map((request) => request.type).every((type) => type === "image")).toBe(true);
      expect(requests.some((request) => request.url === "https://cdn.example/picture.png")).toBe(
        true,
      );
    } finally {
      await browser.close();
    }
  });
});
