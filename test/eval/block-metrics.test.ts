import { describe, expect, it } from "vitest";
import { blockCounts, classSelection, documentOutcome } from "../../src/eval/metrics/blocks.js";

describe("block and document metrics (Gibson et al.)", () => {
  const labels = Uint8Array.from([0, 1, 1, 0, 1]);

  it("counts block confusion", () => {
    expect(blockCounts(labels, Uint8Array.from([1, 1, 0, 0, 1]))).toEqual({
      tp: 2,
      fp: 1,
      fn: 1,
      tn: 1,
    });
  });

  it("calls a document correct only when every block is", () => {
    expect(documentOutcome(blockCounts(labels, labels))).toEqual({
      correct: true,
      precise: true,
      complete: true,
    });
    expect(documentOutcome(blockCounts(labels, Uint8Array.from([0, 1, 1, 0, 0])))).toEqual({
      correct: false,
      precise: true,
      complete: false,
    });
  });

  it("rejects predictions of the wrong length", () => {
    expect(() => blockCounts(labels, new Uint8Array(3))).toThrow(/3 predictions for 5 blocks/);
  });

  it("counts selections per gold class", () => {
    const selection = classSelection(
      ["title", "body", "comment", "body"],
      Uint8Array.from([1, 0, 1, 1]),
    );
    expect(selection.body).toEqual({ blocks: 2, selected: 1 });
    expect(selection.comment).toEqual({ blocks: 1, selected: 1 });
    expect(selection.noise).toEqual({ blocks: 0, selected: 0 });
  });
});
