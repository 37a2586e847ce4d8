import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The pool runs the built worker (dist/batch/worker.js): `npm test` builds first.
import { ExtractPool, extract, type TaskOutcome } from "../../dist/index.js";

const article = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body><nav><a href=/>Home</a> <a href=/x>News</a></nav>` +
  `<article><h1>${title}</h1><p>${body} ${"This sentence pads the article so the model keeps it. ".repeat(6)}</p></article>` +
  "<footer>Copyright footer</footer></body></html>";

let pool: ExtractPool;
let dir: string;

beforeAll(() => {
  pool = new ExtractPool({ jobs: 2, timeout: 20_000 });
  dir = mkdtempSync(join(tmpdir(), "pith-pool-"));
});

afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("ExtractPool", () => {
  it("gives what extract() gives in this thread, for strings, bytes and files", async () => {
    const html = article("Harbour news", "The ferry timetable changes in May.");
    const here = extract(html, { url: "https://news.example/a" });
    expect(await pool.extract(html, { url: "https://news.example/a" })).toEqual(here);
    const bytes = gzipSync(html);
    expect(await pool.extract(bytes, { url: "https://news.example/a" })).toEqual(
      extract(bytes, { url: "https://news.example/a" }),
    );
    const file = join(dir, "a.html");
    writeFileSync(file, html);
    const outcome = await pool.run({
      page: { path: file },
      options: { html: true },
      render: "markdown",
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.text).toBe(here.text);
    expect(outcome.rendered?.startsWith("# Harbour news")).toBe(true);
    expect(outcome.ms).toBeGreaterThan(0);
  });

  it("keeps each result with its page when many run at once", async () => {
    const pages = Array.from({ length: 24 }, (_, i) =>
      article(`Page ${i}`, `Body of page number ${i}. ${"More words. ".repeat((i * 53) % 300)}`),
    );
    const results = await Promise.all(pages.map((html) => pool.extract(html, { html: false })));
    expect(results.map((result) => result.title)).toEqual(pages.map((_, i) => `Page ${i}`));
  });

  it("starts a page's clock when a worker takes it, not when it is queued", async () => {
    const one = new ExtractPool({ jobs: 1 });
    try {
      const page = `<html><body>${"<p>A paragraph of a long page, with some words.</p>".repeat(1000)}</body></html>`;
      // The limit is measured, not fixed, so a loaded machine cannot make a page outrun it: four
      // times the slowest warm run, while the queue holds pages that take, one after another,
      // twice the limit at the pace of the fastest (after ten runs that warm the worker up).
      const warm: TaskOutcome[] = [];
      for (let i = 0; i < 13; i++) warm.push(await one.run({ page, options: { html: false } }));
      expect(warm.every((outcome) => outcome.ok)).toBe(true);
      const times = warm.slice(10).map((outcome) => outcome.ms);
      const timeout = Math.ceil(Math.max(1000, 4 * Math.max(...times)));
      // A page that waited in the queue longer than its own limit must still succeed. How long the
      // last page waits depends on how fast the pages ahead of it run, which a warm-up can only
      // estimate: the queue grows until the wait, measured on the wall clock, exceeds the limit.
      let count = Math.ceil((2 * timeout) / Math.min(...times)) + 1;
      for (let attempt = 0; ; attempt++) {
        const queuedAt = performance.now();
        const runs = Array.from({ length: count }, () =>
          one.run({ page, options: { html: false } }, { timeout }),
        );
        // One page went to the worker; the others wait in the pool, their clocks not yet started.
        expect(one.queued).toBe(count - 1);
        const outcomes = await Promise.all(runs);
        const lastWaited = performance.now() - queuedAt - outcomes[outcomes.length - 1]!.ms;
        expect(outcomes.map((outcome) => outcome.ok || outcome.error)).toEqual(
          outcomes.map(() => true),
        );
        if (lastWaited > timeout) break;
        expect(attempt).toBeLessThan(4);
        count *= 2;
      }
      expect(one.queued).toBe(0);
    } finally {
      await one.close();
    }
  });

  it("runEach streams an iterable through the workers in input order, taking items as they free up", async () => {
    let taken = 0;
    async function* pages() {
      for (let i = 0; i < 60; i++) {
        taken++;
        yield {
          id: i,
          html: article(`Page ${i}`, `Body ${i}. ${"Words. ".repeat((i * 71) % 500)}`),
        };
      }
    }
    const titles: string[] = [];
    let mostAhead = 0;
    for await (const { item, outcome } of pool.runEach(pages(), (page) => ({
      page: page.html,
      options: { html: false },
    }))) {
      mostAhead = Math.max(mostAhead, taken - titles.length);
      titles.push(outcome.ok ? `${item.id}:${outcome.result.title}` : outcome.error);
    }
    expect(titles).toEqual(Array.from({ length: 60 }, (_, i) => `${i}:Page ${i}`));
    // Never more items out of the iterable than workers plus their reorder window.
    expect(mostAhead).toBeLessThanOrEqual(pool.jobs * 17);
  });

  it("rejects with the page's error, and run() reports it without rejecting", async () => {
    await expect(pool.extract(new Uint8Array(0))).rejects.toThrow("input is empty (0 bytes)");
    const missing = await pool.run({ page: { path: join(dir, "missing.html") } });
    expect(missing).toMatchObject({ ok: false, ms: 0 });
    expect(!missing.ok && missing.error).toMatch(/ENOENT/);
  });

  it("fails a page over the time limit alone, and goes on with the next", async () => {
    const one = new ExtractPool({ jobs: 1, timeout: 30_000 });
    try {
      // 200,000 paragraphs take seconds: far over a limit of 300 ms for this page.
      const huge = `<html><body>${"<p>A paragraph of a very long page.</p>".repeat(200_000)}</body></html>`;
      const outcome = await one.run({ page: huge, options: { html: false } }, { timeout: 300 });
      expect(outcome).toMatchObject({
        ok: false,
        error: "timed out after 300 ms (worker terminated)",
      });
      // A fresh worker takes the next page, under the pool's own limit.
      const next = await one.run({ page: article("After", "The pool still works.") });
      expect(next.ok && next.result.title).toBe("After");
    } finally {
      await one.close();
    }
  });

  it("loads a model in a worker, or rejects with why it cannot be used", async () => {
    await expect(pool.loadModel("default")).resolves.toBeUndefined();
    await expect(pool.loadModel("simple-mss")).resolves.toBeUndefined();
    await expect(pool.loadModel("no-such-model")).rejects.toThrow('unknown model "no-such-model"');
    const notAModel = join(dir, "not-a-model.json");
    writeFileSync(notAModel, JSON.stringify({ weights: [1, 2] }));
    await expect(pool.loadModel(notAModel)).rejects.toThrow("not a pith model file");
    // The worker that failed to load a model still extracts.
    expect((await pool.extract(article("Still", "Working."))).title).toBe("Still");
  });

  it("refuses a nonsensical size", () => {
    expect(() => new ExtractPool({ jobs: 0 })).toThrow(RangeError);
    expect(() => new ExtractPool({ timeout: -1 })).toThrow(RangeError);
  });
});
