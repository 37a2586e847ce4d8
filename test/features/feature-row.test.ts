import { describe, expect, it } from "vitest";
import { FeatureRow, NamedFeatureRow } from "../../src/features/feature-row.js";
import { fitFeatureSet } from "../../src/features/pipeline.js";
import { pageOf } from "./helpers.js";

/** A row that records what reaches `write`, to see what FeatureRow keeps. */
class RecordingRow extends FeatureRow {
  readonly written: Array<[string, number]> = [];
  constructor(private readonly onWrite: (name: string) => void = () => {}) {
    super();
  }
  protected write(name: string, value: number): void {
    this.written.push([name, value]);
    this.onWrite(name);
  }
}

describe("FeatureRow", () => {
  it("keeps non-zero finite values and indicators that are on", () => {
    const row = new RecordingRow();
    row.add("a", 0.5);
    row.add("zero", 0);
    row.add("nan", Number.NaN);
    row.add("inf", Number.POSITIVE_INFINITY);
    row.add("negative", -2);
    row.flag("on");
    row.flag("off", false);
    expect(row.written).toEqual([
      ["a", 0.5],
      ["negative", -2],
      ["on", 1],
    ]);
  });

  it("writes keyed features under prefix + key, with the same filter as add and flag", () => {
    const row = new RecordingRow();
    row.addKey("prev:", "words=1", 0.5);
    row.addKey("prev:", "zero", 0);
    row.addKey("prev:", "nan", Number.NaN);
    row.flagKey("word=", "storm");
    expect(row.written).toEqual([
      ["prev:words=1", 0.5],
      ["word=storm", 1],
    ]);
  });

  it("NamedFeatureRow prefixes names into arrays shared with other rows", () => {
    const names: string[] = ["x:first"];
    const values: number[] = [1];
    new NamedFeatureRow("y:", names, values).add("second", 0.25);
    new NamedFeatureRow("z:", names, values).flag("third");
    new NamedFeatureRow("z:", names, values).flagKey("word=", "fourth");
    expect(names).toEqual(["x:first", "y:second", "z:third", "z:word=fourth"]);
    expect(values).toEqual([1, 0.25, 1, 1]);
  });
});

describe("FeatureSet.write", () => {
  it("hands each family its own rows and unprefixed names, the same features extract() names", () => {
    const set = fitFeatureSet({ families: ["shape", "gibson"] }, []);
    const page = pageOf(
      "<html><body><h1>Storm hits</h1><p>The storm hit the coast on Monday.</p></body></html>",
    );
    const asked: Array<[string, number]> = [];
    const written = page.blocks.map((): string[] => []);
    set.write(page, (family, blocks) => {
      asked.push([family, blocks]);
      // Names are recorded per block, so the block each feature lands on is checked too.
      return Array.from(
        { length: blocks },
        (_, block) => new RecordingRow((name) => written[block].push(`${family}:${name}`)),
      );
    });
    expect(asked).toEqual([
      ["shape", page.blocks.length],
      ["gibson", page.blocks.length],
    ]);
    expect(written).toEqual(set.extract(page).map((block) => block.names));
  });
});
