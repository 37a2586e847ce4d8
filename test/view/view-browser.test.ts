import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LABEL_COLOURS } from "../../dist/view/marks-style.js";
import { runPith } from "../cli/run-pith.js";
import { HOSTILE_ARTICLE } from "./pages.js";

const CHROMIUM = "/usr/bin/chromium";
/** How long the browser may take to show a change: long enough for a machine busy elsewhere. */
const PATIENCE = { timeout: 15_000 };
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`view-browser.test.ts skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

/**
 * How many pixels of the PNG `screenshot` are within `tolerance` of each colour (#rrggbb), decoded
 * by the browser itself in a blank page of its own.
 */
async function pixelsOf(
  browser: Browser,
  screenshot: Buffer,
  colours: readonly string[],
  tolerance = 12,
): Promise<number[]> {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(
      async ({ png, colours, tolerance }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        return colours.map((hex) => {
          const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
          let count = 0;
          for (let i = 0; i < data.length; i += 4)
            if (
              Math.abs(data[i] - r) <= tolerance &&
              Math.abs(data[i + 1] - g) <= tolerance &&
              Math.abs(data[i + 2] - b) <= tolerance
            )
              count++;
          return count;
        });
      },
      { png: screenshot.toString("base64"), colours, tolerance },
    );
  } finally {
    await blank.close();
  }
}

describe.skipIf(!hasChromium)("pith view in headless Chromium", () => {
  it("lays the page out with its blocks outlined, fetches nothing, and explains on hover", async () => {
    const directory = mkdtempSync(join(tmpdir(), "pith-view-browser-"));
    const page = join(directory, "article.html");
    const view = join(directory, "view.html");
    writeFileSync(page, HOSTILE_ARTICLE);
    expect(runPith(["view", page, "--out", view]).status).toBe(0);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const tab = await browser.newPage({ viewport: { width: 1000, height: 700 } });
      const requests: string[] = [];
      await tab.route("**/*", (route) => {
        requests.push(route.request().url());
        return route.request().url().startsWith("file:") ? route.continue() : route.abort();
      });
      const errors: string[] = [];
      tab.on("pageerror", (error) => errors.push(error.message));
      tab.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await tab.goto(pathToFileURL(view).href, { waitUntil: "load" });
      expect(requests).toEqual([pathToFileURL(view).href]);

      // Body blocks outlined in green, boilerplate in grey, the title in purple: the outlines show.
      const [body, boilerplate, title] = await pixelsOf(browser, await tab.screenshot(), [
        LABEL_COLOURS.body,
        LABEL_COLOURS.boilerplate,
        LABEL_COLOURS.title,
      ]);
      expect(body).toBeGreaterThan(500);
      expect(boilerplate).toBeGreaterThan(200);
      expect(title).toBeGreaterThan(100);
      // Laid out as a page: the sidebar floats right of the article, beside the side panel.
      const sidebar = await tab.locator("aside.sidebar").boundingBox();
      const heading = await tab.locator("h1").boundingBox();
      expect(sidebar?.x ?? 0).toBeGreaterThan((heading?.x ?? 0) + 200);

      await tab.hover("h1");
      const card = tab.locator("#pith-hover");
      await expect.poll(() => card.isVisible(), PATIENCE).toBe(true);
      // biome-ignore lint/performance/useDomNodeTextContent: the card as a reader sees it
      const text = await card.innerText();
      expect(text).toMatch(/block \d+: title/);
      expect(text).toMatch(/P\(content\) 0\.\d{3}/);
      expect(text).toContain("features that weighed most");
      expect(errors).toEqual([]);
      expect(requests).toEqual([pathToFileURL(view).href]);
    } finally {
      await browser.close();
    }
  });
  it("keeps the panel apart from the page's style, pictures small, and opens on the content (issue 58)", async () => {
    const directory = mkdtempSync(join(tmpdir(), "pith-view-browser-"));
    const page = join(directory, "styled.html");
    const view = join(directory, "styled-view.html");
    const paragraph = (n: number) =>
      `<p>Paragraph ${n} of the story: the harbour authority said the dredging would begin in the spring and last until the autumn, with the channel closed to larger boats for six weeks.</p>`;
    const navigation = Array.from(
      { length: 80 },
      (_, i) => `<li><a href="/s${i}">Section ${i}</a></li>`,
    ).join("");
    writeFileSync(
      page,
      `<html><head><title>Styled</title><style>
        h2,h3,h4{font-size:90px!important;color:red!important}
        aside{display:none!important}
        *{font-family:serif!important;letter-spacing:1em}
        </style></head><body><nav><ul>${navigation}</ul></nav>
        <article><h1>The harbour is dredged</h1><img src="hero.jpg" width="1600" height="1600" alt="">
        ${[1, 2, 3, 4, 5].map(paragraph).join("")}</article></body></html>`,
    );
    expect(runPith(["view", page, "--out", view]).status).toBe(0);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const tab = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      await tab.route("**/*", (route) =>
        route.request().url().startsWith("file:") ? route.continue() : route.abort(),
      );
      await tab.goto(pathToFileURL(view).href, { waitUntil: "load" });
      const panel = await tab.locator("#pith-panel").boundingBox();
      expect(panel?.width ?? 0).toBeGreaterThan(300);
      expect(panel?.x ?? 0).toBeGreaterThan(800);
      const heading = tab.locator("#pith-panel h3");
      await expect.poll(() => heading.isVisible(), PATIENCE).toBe(true);
      const style = await heading.evaluate((node) => {
        const computed = getComputedStyle(node);
        return { size: computed.fontSize, colour: computed.color, family: computed.fontFamily };
      });
      expect(style.size).toBe("15px");
      expect(style.colour).not.toBe("rgb(255, 0, 0)");
      expect(style.family).not.toBe("serif");
      const picture = await tab.locator(".pith-image").first().boundingBox();
      expect(picture?.height ?? 0).toBeLessThanOrEqual(160);
      expect(picture?.width ?? 0).toBeLessThanOrEqual(480);
      // Eighty links of navigation first: the view opens on the article's title instead.
      const title = await tab.locator(".pith-title, .pith-body").first().boundingBox();
      expect(title?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(title?.y ?? 9999).toBeLessThan(800);
      await tab.hover("article p");
      await expect.poll(() => tab.locator("#pith-hover").isVisible(), PATIENCE).toBe(true);
      await tab.screenshot({ path: join(directory, "styled.png") });
    } finally {
      await browser.close();
    }
  });
});
