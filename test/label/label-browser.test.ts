import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type FrameLocator, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PITH, runPith } from "../cli/run-pith.js";
import { BLOG_POST } from "./pages.js";

const CHROMIUM = "/usr/bin/chromium";
/** How long the browser may take to show a change: long enough for a machine busy elsewhere. */
const PATIENCE = { timeout: 15_000 };
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(
    `label-browser.test.ts skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`,
  );

/** Starts `pith label` on any free port; resolves with the process and the app's address. */
function startLabel(dir: string, out: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [PITH, "label", dir, "--port", "0", "--out", out, "--no-estimate"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      const url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url !== undefined) resolve({ child, url });
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("exit", (status) => reject(new Error(`pith label exited ${status}: ${output}`)));
  });
}

/** Block labels as extract reports them (content, comment, boilerplate) with `model`. */
function extractedLabels(page: string, model: string): string[] {
  const run = runPith([
    "extract",
    page,
    "--format",
    "json",
    "--blocks",
    "--comments",
    "--model",
    model,
  ]);
  expect(run.status).toBe(0);
  return (JSON.parse(run.stdout) as { blocks: Array<{ label: string }> }).blocks.map(
    (block) => block.label,
  );
}

/** The centre of block `index` in the page's viewport. */
async function centreOf(frame: FrameLocator, index: number): Promise<{ x: number; y: number }> {
  const box = await frame.locator(`[data-block="${index}"]`).boundingBox();
  if (box === null) throw new Error(`block ${index} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A mouse drag from block `from` to block `to`, as raw input events (Chrome DevTools Protocol):
 * Playwright's own drag detection evaluates scripts in every frame, which the app's sandboxed
 * frame refuses, and would wait forever.
 */
async function dragAcross(page: Page, frame: FrameLocator, from: number, to: number) {
  await frame.locator(`[data-block="${to}"]`).scrollIntoViewIfNeeded();
  const start = await centreOf(frame, from);
  const end = await centreOf(frame, to);
  const input = await page.context().newCDPSession(page);
  const mouse = (
    type: "mouseMoved" | "mousePressed" | "mouseReleased",
    { x, y }: { x: number; y: number },
    buttons: number,
  ) =>
    input.send("Input.dispatchMouseEvent", { type, x, y, button: "left", buttons, clickCount: 1 });
  await mouse("mouseMoved", start, 0);
  await mouse("mousePressed", start, 1);
  for (let step = 1; step <= 5; step++)
    await mouse(
      "mouseMoved",
      { x: start.x + ((end.x - start.x) * step) / 5, y: start.y + ((end.y - start.y) * step) / 5 },
      1,
    );
  await mouse("mouseReleased", end, 0);
  await input.detach();
}

describe.skipIf(!hasChromium)("pith label in headless Chromium", () => {
  it("labels a page by mouse and keys, saves it as it goes, and a model trained on it learns exactly that", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pith-label-browser-"));
    const page = join(dir, "post.html");
    const out = join(dir, "labels");
    writeFileSync(page, BLOG_POST);
    // What the shipped model says of the post (blocks 5 byline, 12 "2 comments", 13–14 comments).
    const before = extractedLabels(page, "default");
    expect([before[5], before[12], before[13], before[14]]).toEqual([
      "content",
      "boilerplate",
      "boilerplate",
      "boilerplate",
    ]);

    let server = await startLabel(dir, out);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const errors: string[] = [];
      tab.on("pageerror", (error) => errors.push(error.message));
      await tab.goto(`${server.url}/`);
      const status = tab.locator("#status");
      await expect.poll(() => status.textContent(), PATIENCE).toBe("post: the model's labels");
      const frame = tab.frameLocator("#frame");

      // Mouse: the comment label, then a drag across both comments.
      await tab.keyboard.press("c");
      await dragAcross(tab, frame, 13, 14);
      await expect.poll(() => tab.locator("#counter").textContent(), PATIENCE).toBe("done 1 / 1");
      // Mouse: the boilerplate label, then a click on the byline.
      await tab.keyboard.press("x");
      await frame.locator('[data-block="5"]').click();
      // Keys only: walk to block 12 ("2 comments") and label it a comment.
      for (let i = 0; i <= 12; i++) await tab.keyboard.press("j");
      await tab.keyboard.press("c");
      await tab.keyboard.press("n");
      const savedLabels = async () =>
        ((await (await fetch(`${server.url}/api/pages/post`)).json()) as { labels: string[] })
          .labels;
      await expect.poll(async () => (await savedLabels())[12], PATIENCE).toBe("comment");
      expect(await frame.locator('[data-block="12"]').getAttribute("class")).toContain(
        "pith-comment",
      );
      expect(errors).toEqual([]);

      // A crash loses nothing: kill the app, start it again, the labels are there.
      server.child.kill("SIGKILL");
      server = await startLabel(dir, out);
      const saved = (await (await fetch(`${server.url}/api/pages/post`)).json()) as {
        saved: boolean;
        labels: string[];
      };
      expect(saved.saved).toBe(true);
      const expected = saved.labels.map((label) =>
        label === "title" || label === "body" ? "content" : label,
      );
      const relabelled = expected.flatMap((label, i) => (label === before[i] ? [] : [i]));
      expect(relabelled).toEqual([5, 12, 13, 14]);

      // Retrain on the saved dataset, unchanged; the new model changes exactly those blocks.
      const model = join(dir, "post-model.json");
      const train = runPith([
        "train",
        "--data",
        out,
        "--model",
        "crf",
        "--option",
        "labels=classes",
        "--out",
        model,
      ]);
      expect(train.status).toBe(0);
      const after = extractedLabels(page, model);
      expect(after).toEqual(expected);
      expect(after.flatMap((label, i) => (label === before[i] ? [] : [i]))).toEqual(relabelled);
    } finally {
      await browser.close();
      server.child.kill("SIGKILL");
    }
  });
});
