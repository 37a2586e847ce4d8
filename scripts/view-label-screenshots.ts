/**
 * The README's pictures of `pith view` and `pith label` (docs/images/), from examples/article.html:
 *   npm run build && npx tsx scripts/view-label-screenshots.ts
 * Needs Debian's chromium (/usr/bin/chromium).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const ROOT = join(import.meta.dirname, "..");
const PITH = join(ROOT, "dist/cli/main.js");
const PAGE = join(ROOT, "examples/article.html");
const VIEWPORT = { width: 1100, height: 760 };

const work = mkdtempSync(join(tmpdir(), "pith-screenshots-"));
const view = join(mkdtempSync(join(tmpdir(), "pith-screenshots-view-")), "article.view.html");
spawnSync(process.execPath, [PITH, "view", PAGE, "--out", view], { stdio: "inherit" });
copyFileSync(PAGE, join(work, "article.html"));

const label: ChildProcess = spawn(process.execPath, [PITH, "label", work, "--port", "0"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const address = await new Promise<string>((resolve) =>
  label.stdout?.on("data", (chunk: Buffer) => {
    const found = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(String(chunk))?.[1];
    if (found !== undefined) resolve(found);
  }),
);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless"],
});
try {
  const tab = await browser.newPage({ viewport: VIEWPORT });
  await tab.goto(pathToFileURL(view).href);
  await tab.hover('[data-block="12"]');
  await tab.screenshot({ path: join(ROOT, "docs/images/pith-view.png") });
  await tab.goto(`${address}/`);
  await tab.locator("#status").filter({ hasText: "the model's labels" }).waitFor();
  await tab.frameLocator("#frame").locator('[data-block="13"]').hover();
  await tab.screenshot({ path: join(ROOT, "docs/images/pith-label.png") });
} finally {
  await browser.close();
  label.kill();
}
