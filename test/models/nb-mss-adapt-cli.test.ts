import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nbMssLearner } from "../../src/models/nb-mss/nb-mss-learner.js";
import { runPith } from "../cli/run-pith.js";
import { syntheticPage } from "./synthetic-pages.js";

/** The built CLI (`npm test` builds first): no TypeScript loader to start in every run. */
const pith = (...args: string[]) => runPith(args);

const page = (seed: number): string =>
  `<html><body><ul><li><a href="/">home ${seed}</a></li></ul><p>${"river market council school budget ".repeat(8)}</p></body></html>`;

describe("pith adapt", () => {
  it("adapts an nb-mss model to a tree of unlabelled pages grouped by directory", () => {
    const dir = mkdtempSync(join(tmpdir(), "pith-adapt-"));
    for (const site of ["site-1", "site-2"]) {
      mkdirSync(join(dir, "pages", site), { recursive: true });
      for (const seed of [1, 2, 3])
        writeFileSync(join(dir, "pages", site, `${seed}.html`), page(seed));
    }
    writeFileSync(join(dir, "pages", "notes.txt"), "not a page");
    const model = join(dir, "model.json");
    writeFileSync(
      model,
      JSON.stringify(
        nbMssLearner
          .train(
            [1, 2, 3].map((seed) => syntheticPage(seed)),
            {},
          )
          .toJSON(),
      ),
    );
    const out = join(dir, "adapted.json");
    const run = pith(
      "adapt",
      "--model",
      model,
      "--unlabeled",
      join(dir, "pages"),
      "--out",
      out,
      "--iterations",
      "2",
    );
    expect(run.stderr).toContain("adapted on 6 pages from 2 sources");
    expect(run.status).toBe(0);
    const json = JSON.parse(readFileSync(out, "utf8"));
    expect(json.learner).toBe("nb-mss");
    expect(json.options.adapted).toMatchObject({
      iterations: 2,
      pages: 6,
      sources: 2,
      topShare: 0.6,
    });
    expect(json.importance.boost).toBe(24);
    const adapted = nbMssLearner.load(json);
    expect(Array.from(adapted.predict(syntheticPage(9).page).selected).some((s) => s === 1)).toBe(
      true,
    );
  }, 60_000);

  it("refuses a model of another learner and a missing directory with a clear error", () => {
    const dir = mkdtempSync(join(tmpdir(), "pith-adapt-"));
    const other = join(dir, "other.json");
    writeFileSync(other, JSON.stringify({ format: "pith-model", version: 1, learner: "svm" }));
    const wrongModel = pith(
      "adapt",
      "--model",
      other,
      "--unlabeled",
      dir,
      "--out",
      join(dir, "x.json"),
    );
    expect(wrongModel.status).toBe(2);
    expect(wrongModel.stderr).toContain("a svm model cannot be adapted: its learner cannot adapt");
    const model = join(dir, "model.json");
    writeFileSync(model, JSON.stringify(nbMssLearner.train([syntheticPage(1)], {}).toJSON()));
    const missing = pith(
      "adapt",
      "--model",
      model,
      "--unlabeled",
      join(dir, "nope"),
      "--out",
      join(dir, "x.json"),
    );
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("not a directory");
    const empty = pith("adapt", "--model", model, "--unlabeled", dir, "--out", join(dir, "x.json"));
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain("no readable .html pages");
  }, 60_000);
});
