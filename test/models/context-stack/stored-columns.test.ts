import { describe, expect, it } from "vitest";
import {
  columnPositions,
  weightsInCurrentOrder,
} from "../../../src/models/context-stack/stored-columns.js";

const CURRENT = ["bias", "probability", "added", "words"];

describe("a model file's named columns in this version's order", () => {
  it("places each stored column where this version has it", () => {
    expect(Array.from(columnPositions(["words", "bias"], CURRENT, "x"))).toEqual([3, 0]);
  });

  it("gives the columns a file does not name weight 0", () => {
    const weights = weightsInCurrentOrder(
      { features: ["bias", "probability", "words"], weights: [0.5, 2, -1] },
      CURRENT,
      "x",
    );
    expect(Array.from(weights)).toEqual([0.5, 2, 0, -1]);
  });

  it("refuses unknown columns, missing names and weights that do not match the names", () => {
    expect(() => columnPositions(["bias", "gone"], CURRENT, '"stacker"')).toThrow(
      /"stacker" has a column this version does not know: "gone"/,
    );
    expect(() => columnPositions("bias", CURRENT, "x")).toThrow(/must name its columns/);
    expect(() =>
      weightsInCurrentOrder({ features: ["bias", "words"], weights: [1] }, CURRENT, "x"),
    ).toThrow(/one finite weight per named column/);
    expect(() =>
      weightsInCurrentOrder({ features: ["bias"], weights: [Number.NaN] }, CURRENT, "x"),
    ).toThrow(/finite/);
  });
});
