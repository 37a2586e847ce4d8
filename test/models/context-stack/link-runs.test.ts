import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../../src/blocks/labelled-page.js";
import { mergeLinkRuns } from "../../../src/blocks/link-runs.js";
import { segmentPage } from "../../../src/extract/extract.js";
import {
  labelledLinkRuns,
  predictionPerBlock,
} from "../../../src/models/context-stack/link-runs.js";

const { page } = segmentPage(
  "<ul><li><a href=/a>One</a></li><li><a href=/b>Two words here</a></li><li><a href=/c>Three</a></li></ul>" +
    "<p>Prose between the lists.</p><ul><li><a href=/d>Four</a></li><li><a href=/e>Five</a></li></ul>",
);

describe("link runs of labelled pages and predictions", () => {
  it("labels a merged block with the class most of its words have", () => {
    const labelled: LabelledPage = {
      page,
      labels: Uint8Array.from([0, 1, 0, 1, 1, 0]),
      classes: ["noise", "body", "noise", "body", "comment", "noise"],
      source: "site",
      id: "1",
    };
    const merged = labelledLinkRuns(labelled);
    expect(merged.page.blocks).toHaveLength(3);
    // "Two words here" outweighs "One" and "Three"; "Four" and "Five" tie: the first class stays.
    expect(Array.from(merged.labels)).toEqual([1, 1, 1]);
    expect(merged.classes).toEqual(["body", "body", "comment"]);
    expect(merged.source).toBe("site");
  });

  it("gives a page without link runs back as it is", () => {
    const prose = segmentPage("<p>Only prose here.</p><p>And more of it.</p>").page;
    const labelled: LabelledPage = {
      page: prose,
      labels: Uint8Array.from([1, 0]),
      source: "s",
      id: "2",
    };
    expect(labelledLinkRuns(labelled)).toBe(labelled);
  });

  it("gives every original block its merged block's prediction", () => {
    const merged = mergeLinkRuns(page);
    const perBlock = predictionPerBlock(
      {
        contentProbability: Float64Array.from([0.2, 0.9, 0.4]),
        selected: Uint8Array.from([0, 1, 0]),
        comment: Uint8Array.from([0, 0, 1]),
        commentProbability: Float64Array.from([0.1, 0.0, 0.8]),
      },
      merged,
    );
    expect(Array.from(perBlock.contentProbability)).toEqual([0.2, 0.2, 0.2, 0.9, 0.4, 0.4]);
    expect(Array.from(perBlock.selected)).toEqual([0, 0, 0, 1, 0, 0]);
    expect(Array.from(perBlock.comment ?? [])).toEqual([0, 0, 0, 0, 1, 1]);
    expect(Array.from(perBlock.commentProbability ?? [])).toEqual([0.1, 0.1, 0.1, 0, 0.8, 0.8]);
  });
});
