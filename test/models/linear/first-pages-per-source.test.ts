import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../../src/blocks/labelled-page.js";
import { firstPagesPerSource } from "../../../src/models/linear/linear-learner.js";

const page = (source: string, id: string) => ({ source, id }) as unknown as LabelledPage;

describe("firstPagesPerSource", () => {
  const pages = [
    page("a", "a1"),
    page("b", "b1"),
    page("a", "a2"),
    page("a", "a3"),
    page("b", "b2"),
  ];

  it("keeps the first pages of every site, in corpus order", () => {
    expect(firstPagesPerSource(pages, 2).map((p) => p.id)).toEqual(["a1", "b1", "a2", "b2"]);
    expect(firstPagesPerSource(pages, 1).map((p) => p.id)).toEqual(["a1", "b1"]);
  });

  it("keeps everything with limit 0", () => {
    expect(firstPagesPerSource(pages, 0)).toBe(pages);
  });
});
