import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/util/random.js";
import { runPith } from "./run-pith.js";

const WORDS =
  "the council said on monday that the river project would open next spring after years of delay and a long public debate about its cost to the town".split(
    " ",
  );
const PROMO =
  "Subscribe to the Daily Harbour newsletter and get every story about the river, the council and the town delivered to your inbox each morning, free of charge.";

/**
 * A page of one site: four article paragraphs with the site's newsletter plug between them, in a
 * box of the site's own class. The plug reads like a paragraph of the article.
 */
function sitePage(seed: number): { html: string; body: string[] } {
  const random = seededRandom(seed);
  const paragraph = () =>
    `${Array.from({ length: 40 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ")}.`;
  const body = [`Story number ${seed}`, paragraph(), paragraph(), paragraph(), paragraph()];
  const html = `<html><head><title>Story ${seed}</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>${body[0]}</h1><p>${body[1]}</p><p>${body[2]}</p><div class="dh-plug"><p>${PROMO}</p></div><p>${body[3]}</p><p>${body[4]}</p></article><footer><a href="/about">About us</a></footer></body></html>`;
  return { html, body };
}

/** Four labelled pages of the site in the shared format (what `pith label` writes). */
function siteDataset(dir: string): void {
  mkdirSync(join(dir, "pages"), { recursive: true });
  const records = [1, 2, 3, 4].map((seed) => {
    const { html, body } = sitePage(seed);
    writeFileSync(join(dir, "pages", `${seed}.html`), html);
    return {
      id: String(seed),
      page: `pages/${seed}.html`,
      url: `https://harbour.example/${seed}`,
      site: "harbour.example",
      title: body[0],
      text: body.join("\n"),
      comments: null,
      segments: null,
    };
  });
  writeFileSync(
    join(dir, "gold.jsonl"),
    records.map((record) => JSON.stringify(record)).join("\n"),
  );
}

/**
 * Three pages labelled as `pith label` saves them when every page is accepted as the model
 * selected it: the gold is the shipped model's own output.
 */
function acceptedDataset(dir: string): void {
  mkdirSync(join(dir, "pages"), { recursive: true });
  const records = [1, 2, 3].map((seed) => {
    const file = join(dir, "pages", `${seed}.html`);
    writeFileSync(file, sitePage(seed).html);
    const run = runPith(["extract", file, "--format", "json"]);
    expect(run.status, run.stderr).toBe(0);
    const { text, title } = JSON.parse(run.stdout) as { text: string; title: string };
    return {
      id: String(seed),
      page: `pages/${seed}.html`,
      url: `https://harbour.example/${seed}`,
      site: "harbour.example",
      title,
      text: `${title}\n${text}`,
      comments: null,
      segments: null,
    };
  });
  writeFileSync(
    join(dir, "gold.jsonl"),
    records.map((record) => JSON.stringify(record)).join("\n"),
  );
}

/** The content probability pith gives the newsletter plug of `page` with these flags. */
function plugProbability(page: string, ...flags: string[]): number {
  const run = runPith(["extract", page, "--format", "json", "--blocks", ...flags]);
  expect(run.status, run.stderr).toBe(0);
  const { blocks } = JSON.parse(run.stdout) as { blocks: { text: string; probability: number }[] };
  const plug = blocks.find((block) => block.text.startsWith("Subscribe"));
  if (plug === undefined) throw new Error("no plug block");
  return plug.probability;
}

describe("pith train --base and pith extract --site-model", () => {
  const dir = mkdtempSync(join(tmpdir(), "pith-site-model-"));
  siteDataset(join(dir, "labelled"));
  const page = join(dir, "new-page.html");
  writeFileSync(page, sitePage(9).html);
  const model = join(dir, "harbour.json.gz");
  // The shipped model's probability (the address does not change a block's), measured once.
  let base: number | undefined;
  const baseProbability = () => {
    base ??= plugProbability(page);
    return base;
  };

  it("adapts the shipped model to the site of a few labelled pages", () => {
    const run = runPith([
      "train",
      "--base",
      "default",
      "--data",
      join(dir, "labelled"),
      "--out",
      model,
    ]);
    expect(run.stderr).toContain("adapted default to 4 pages");
    expect(run.status).toBe(0);
    expect(readFileSync(model).length).toBeGreaterThan(1000);
    // The estimate on the pages left out in turn, printed before writing: the plug costs the base.
    const estimate = /base (\d\.\d+) → site model (\d\.\d+)/.exec(run.stderr);
    expect(estimate, run.stderr).not.toBeNull();
    const [, before, after] = estimate as RegExpExecArray;
    expect(Number(after)).toBeGreaterThan(Number(before));
  }, 60_000);

  it("does not write a site model that only learnt the base's own output, unless --force", () => {
    const accepted = join(dir, "accepted");
    acceptedDataset(accepted);
    const out = join(dir, "accepted.json.gz");
    const args = ["train", "--base", "default", "--data", accepted, "--out", out];
    const refused = runPith(args);
    expect(refused.stderr).toContain("base 1.000 → site model");
    expect(refused.stderr).toContain("not written: the labels are what default already selects");
    expect(refused.status).toBe(1);
    expect(existsSync(out)).toBe(false);
    const forced = runPith([...args, "--force"]);
    expect(forced.stderr).toContain("written anyway (--force)");
    expect(forced.status).toBe(0);
    expect(existsSync(out)).toBe(true);
    // Written anyway, it moves nothing: no block was corrected, so every block of a new page of
    // the template keeps the base's decision and probability (decision 0068).
    expect(plugProbability(page, "--model", out)).toBe(baseProbability());
  }, 180_000);

  it("--dry-run prints the estimate and writes nothing (what pith label runs after saves)", () => {
    const run = runPith([
      "train",
      "--base",
      "default",
      "--data",
      join(dir, "labelled"),
      "--dry-run",
    ]);
    expect(run.stderr).toMatch(
      /base \d\.\d+ → site model \d\.\d+ .*; better: train would write it/,
    );
    expect(run.status).toBe(0);
    const withoutOut = runPith(["train", "--model", "crf", "--data", join(dir, "labelled")]);
    expect(withoutOut.stderr).toContain("give the model file to write with --out FILE");
    expect(withoutOut.status).toBe(2);
  }, 60_000);

  it("does not write a site model from one page: nothing to estimate it on", () => {
    const one = join(dir, "one");
    siteDataset(one);
    const gold = readFileSync(join(one, "gold.jsonl"), "utf8").split("\n")[0];
    writeFileSync(join(one, "gold.jsonl"), gold);
    const run = runPith([
      "train",
      "--base",
      "default",
      "--data",
      one,
      "--out",
      join(one, "m.json"),
    ]);
    expect(run.stderr).toContain("label at least two pages");
    expect(run.status).toBe(1);
  }, 60_000);

  it("uses the site model on the site's pages, which learnt that the plug is not content", () => {
    const site = plugProbability(
      page,
      "--url",
      "https://www.harbour.example/9",
      "--site-model",
      `harbour.example=${model}`,
    );
    expect(site).toBeLessThan(baseProbability() - 0.2);
  }, 60_000);

  it("falls back to the default model on other hosts", () => {
    const elsewhere = plugProbability(
      page,
      "--url",
      "https://other.example/9",
      "--site-model",
      `harbour.example=${model}`,
    );
    expect(elsewhere).toBe(baseProbability());
  }, 60_000);

  it("self-trains the shipped model on the site's unlabelled pages (pith adapt): the plug repeats, so it is boilerplate", () => {
    const selfTrained = join(dir, "self.json.gz");
    const run = runPith([
      "adapt",
      "--model",
      "default",
      "--unlabeled",
      join(dir, "labelled", "pages"),
      "--top-share",
      "1",
      "--out",
      selfTrained,
    ]);
    expect(run.stderr).toContain("self-trained on 4 of 4 pages from 1 sources");
    expect(run.status).toBe(0);
    expect(plugProbability(page, "--model", selfTrained)).toBeLessThan(baseProbability() - 0.1);
  }, 60_000);

  it("refuses --base with a learner of its own, and a --site-model without a host", () => {
    const withModel = runPith([
      "train",
      "--base",
      "default",
      "--model",
      "crf",
      "--data",
      dir,
      "--out",
      model,
    ]);
    expect(withModel.stderr).toContain("--model does not apply to --base");
    expect(withModel.status).toBe(2);
    const noHost = runPith(["extract", page, "--site-model", `=${model}`]);
    expect(noHost.stderr).toContain("--site-model expects host=FILE");
    expect(noHost.status).toBe(2);
  });
});
