import { describe, expect, it } from "vitest";
import {
  MAX_SELECTORS,
  selectorCostProblem,
  selectorListProblem,
} from "../../src/batch/selector-limits.js";

describe("selector limits (issue 56, row 4)", () => {
  it("refuses :has() inside :has(), however it is spelled", () => {
    for (const selector of [
      ":has(:has(x))",
      "div:HAS(p :has(> x))",
      ":has(:is(:has(x)))",
      ":h\\61s(:has(x))",
      `:has(${":has(".repeat(30)}*${")".repeat(30)})`,
    ])
      expect(selectorCostProblem(selector), selector).toMatch(/inside :has/);
  });

  it("accepts what sites use: one level of :has(), strings that only look like it", () => {
    for (const selector of [
      "article:has(> h1)",
      "div.post, div:has(p) > .x",
      '[title=":has(:has("]',
      "a:not(:has(img)) + p:has(b)",
    ])
      expect(selectorCostProblem(selector), selector).toBeUndefined();
  });

  it("caps the length, the :has() count and the number of selectors", () => {
    expect(selectorCostProblem(`.${"a".repeat(2000)}`)).toMatch(/longer than/);
    expect(selectorCostProblem(":has(a):has(b):has(c):has(d):has(e)")).toMatch(/more than 4/);
    expect(selectorListProblem(Array(MAX_SELECTORS + 1).fill("p"))).toMatch(/more than 64/);
    expect(selectorListProblem(["p", ":has(:has(x))"])).toMatch(/^selector ":has\(:has\(x\)\)"/);
  });
});

describe("the worker refuses costly selectors whoever sends them", () => {
  it("answers a task with a nested :has() with PITH_INVALID_ARGUMENT, without extracting", async () => {
    const { default: runTask } = await import("../../src/batch/worker.js");
    const outcome = runTask({
      page: `${"<div>".repeat(500)}<p>deep</p>${"</div>".repeat(500)}`,
      options: { exclude: [":has(:has(:has(x)))"] },
    });
    expect(outcome).toMatchObject({ ok: false, code: "PITH_INVALID_ARGUMENT" });
  });
});
