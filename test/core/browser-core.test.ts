import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { formatResult } from "../../src/output/format.js";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`browser-core.test.ts skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

const ARTICLE = readFileSync(
  join(import.meta.dirname, "../fixtures/article-structure/source.html"),
  "utf8",
);
const DEFAULT_MODEL = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../dist/default-model.json"), "utf8"),
) as unknown;

/** pith/core bundled for the browser, as a user's bundler would: no Node.js built-in may be needed. */
async function bundleCore(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, "../../src/core.ts")],
    bundle: true,
    platform: "browser",
    format: "iife",
    globalName: "pith",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

describe("pith/core bundled for the browser", () => {
  it("bundles without a Node.js built-in (esbuild fails on any it cannot resolve)", async () => {
    const bundle = await bundleCore();
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle).not.toMatch(/require\(["']node:/);
  });

  describe.skipIf(!hasChromium)("in headless Chromium", () => {
    let browser: Awaited<ReturnType<typeof chromium.launch>>;
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      });
    });
    afterAll(async () => browser?.close());

    it("extracts with the shipped model what Node.js's extract() does", async () => {
      const page = await browser.newPage();
      await page.setContent("<!doctype html><title>pith</title>");
      await page.addScriptTag({ content: await bundleCore() });
      const inBrowser = await page.evaluate(
        ({ html, model }) => {
          // biome-ignore lint/suspicious/noExplicitAny: the bundle's global, typed by the test's expectations
          const pith = (globalThis as any).pith;
          const loaded = pith.modelFromJSON(model, "default");
          const result = pith.extract(html, { model: loaded, url: "https://blog.example/post" });
          return {
            title: result.title,
            text: result.text,
            html: result.html,
            model: result.model,
            markdown: pith.formatResult(result, "markdown") as string,
          };
        },
        { html: ARTICLE, model: DEFAULT_MODEL },
      );
      const inNode = extract(ARTICLE, { url: "https://blog.example/post" });
      expect(inBrowser.model).toBe("default");
      expect(inBrowser.title).toBe(inNode.title);
      expect(inBrowser.text).toBe(inNode.text);
      expect(inBrowser.html).toBe(inNode.html);
      expect(inBrowser.text.length).toBeGreaterThan(200);
      // Markdown comes from turndown's browser build on the page's DOM: the same words.
      const words = (markdown: string) => markdown.split(/\W+/).filter(Boolean).sort();
      expect(words(inBrowser.markdown)).toEqual(words(formatResult(inNode, "markdown")));
      await page.close();
    }, 60_000);

    it("says what it cannot do there: gzipped bytes, a model by file name", async () => {
      const page = await browser.newPage();
      await page.setContent("<!doctype html><title>pith</title>");
      await page.addScriptTag({ content: await bundleCore() });
      const errors = await page.evaluate(() => {
        // biome-ignore lint/suspicious/noExplicitAny: the bundle's global
        const pith = (globalThis as any).pith;
        const codeOf = (run: () => unknown) => {
          try {
            run();
            return "no error";
          } catch (error) {
            return (error as { code?: string }).code;
          }
        };
        return {
          gzip: codeOf(() =>
            pith.extract(Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3), {
              model: "simple-mss",
            }),
          ),
          model: codeOf(() => pith.extract("<p>Hello there</p>", { model: "default" })),
          baseline: codeOf(() => pith.extract("<p>Hello there</p>", { model: "simple-mss" })),
        };
      });
      expect(errors).toEqual({
        gzip: "PITH_UNSUPPORTED",
        model: "PITH_UNKNOWN_MODEL",
        baseline: "no error",
      });
      await page.close();
    });
  });
});
