import { describe, expect, it } from "vitest";
import { ColumnEntries, ColumnRow } from "../../../src/models/linear/column-entries.js";
import { FamilyColumns } from "../../../src/models/linear/context-columns.js";

describe("ColumnRow", () => {
  const columns = new FamilyColumns(
    new Map([
      ["a", { own: 0, history: 5 }],
      ["b", { own: 1, history: 6 }],
      ["word=storm", { own: 2, history: -1 }],
    ]),
  );

  /** The entries of blocks written one after another, as (block, own, history, value) tuples. */
  function written(blocks: ReadonlyArray<(row: ColumnRow) => void>) {
    const entries = new ColumnEntries();
    blocks.forEach((write, block) => {
      write(new ColumnRow(columns, entries, block));
    });
    return Array.from({ length: entries.length }, (_, j) => [
      entries.block[j],
      entries.own[j],
      entries.history[j],
      entries.value[j],
    ]);
  }

  it("finds each feature's columns whichever features before it are absent or unknown", () => {
    expect(
      written([
        (row) => {
          row.add("a", 1);
          row.add("b", 2);
        },
        (row) => {
          row.add("a", 0);
          row.flag("b", false);
          row.add("b", 3);
        },
        (row) => {
          row.flag("unknown");
          row.add("b", Number.NaN);
          row.flag("a");
          row.flagKey("word=", "storm");
          row.add("b", 4);
        },
      ]),
    ).toEqual([
      [0, 0, 5, 1],
      [0, 1, 6, 2],
      [1, 1, 6, 3],
      [2, 0, 5, 1],
      [2, 2, -1, 1],
      [2, 1, 6, 4],
    ]);
  });
});
