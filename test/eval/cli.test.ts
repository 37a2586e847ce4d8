import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeSyntheticDataset } from "./synthetic-data.js";

function pith(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
    encoding: "utf8",
  });
}

describe("pith eval / pith train on the command line", () => {
  it("prints every metric table and writes the Markdown and JSON reports", () => {
    const dir = writeSyntheticDataset(2, 2);
    const report = join(dir, "report.md");
    const run = pith("eval", "--data", dir, "--model", "simple-mss", "--report", report);
    expect(run.status).toBe(0);
    for (const heading of [
      "shingle F1",
      "BoW F1",
      "LCS F1",
      "CleanEval",
      "title acc",
      "content P",
      "doc acc",
      "coverage",
    ]) {
      expect(run.stdout).toContain(heading);
    }
    expect(readFileSync(report, "utf8")).toBe(run.stdout);
    const json = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    expect(json.overall.pages).toBe(4);
  }, 30_000);

  it("reads the shared datasets", () => {
    const data = "../shared/data/cleaneval-dev";
    if (!existsSync(data)) return;
    const run = pith("eval", "--data", data, "--limit", "2");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\| cleaneval-dev \| 2 \|/);
  }, 30_000);

  it("turns bad input into a one-line error and status 2", () => {
    const missing = pith("eval", "--data", "/nonexistent/dataset");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^pith eval: .*gold\.jsonl/);
    const learner = pith(
      "train",
      "--data",
      "/tmp",
      "--model",
      "no-such-learner",
      "--out",
      "/tmp/x.json",
    );
    expect(learner.status).toBe(2);
    expect(learner.stderr).toMatch(/unknown learner "no-such-learner"/);
    expect(pith("eval", "--data", "/tmp", "--cv", "zero").status).toBe(2);
  }, 30_000);
});
