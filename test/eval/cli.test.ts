import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runPith } from "../cli/run-pith.js";
import { itWithData, sharedData } from "../shared-data.js";
import { writeSyntheticDataset } from "./synthetic-data.js";

/** The built CLI (`npm test` builds first): no TypeScript loader to start in every run. */
const pith = (...args: string[]) => runPith(args);

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

  it("compares two eval reports page by page, with a site-bootstrap interval per dataset", () => {
    const dir = writeSyntheticDataset(3, 2);
    for (const model of ["simple-mss", "all-text"]) {
      const run = pith(
        "eval",
        "--data",
        dir,
        "--model",
        model,
        "--report",
        join(dir, `${model}.md`),
      );
      expect(run.status).toBe(0);
    }
    const compare = pith(
      "compare",
      join(dir, "simple-mss.md"),
      join(dir, "all-text.json"),
      "--resamples",
      "50",
      "--json",
      join(dir, "comparison.json"),
    );
    expect(compare.status).toBe(0);
    expect(compare.stdout).toContain("| data | pages | sites | A | B | A − B | 95% interval |");
    const comparison = JSON.parse(readFileSync(join(dir, "comparison.json"), "utf8"));
    expect(comparison.a.model).toBe("simple-mss");
    expect(comparison.overall.pages).toBe(6);
    expect(comparison.overall.sites).toBe(3);
    const eval_ = JSON.parse(readFileSync(join(dir, "simple-mss.json"), "utf8"));
    expect(comparison.overall.a).toBeCloseTo(eval_.overall.shingle.f1, 12);
    expect(compare.stdout).toMatch(/\| \*\*all\*\* \| 6 \| 3 \|/);

    const notAReport = pith("compare", join(dir, "gold.jsonl"), join(dir, "all-text.json"));
    expect(notAReport.status).toBe(2);
    expect(notAReport.stderr).toMatch(/^pith compare: .*gold\.jsonl: not a readable JSON report/);
  }, 60_000);

  itWithData("cleaneval-dev")(
    "reads the shared datasets",
    () => {
      const run = pith("eval", "--data", sharedData("cleaneval-dev"), "--limit", "2");
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/\| cleaneval-dev \| 2 \|/);
    },
    30_000,
  );

  it("scores the shipped model when no --model is given", () => {
    const dir = writeSyntheticDataset(1, 2);
    const run = pith("eval", "--data", dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^# pith eval: default\n/);
  });

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
