import { describe, expect, it } from "vitest";
import {
  markdownShingleScore,
  markdownTokens,
  structureCounts,
} from "../../src/eval/metrics/markdown.js";

describe("Markdown fidelity (values by hand)", () => {
  it("keeps Markdown's marks as tokens of their own", () => {
    expect(markdownTokens("## Tide pools\n- one [link](x)")).toEqual([
      "##",
      "Tide",
      "pools",
      "-",
      "one",
      "[",
      "link",
      "](",
      "x",
      ")",
    ]);
  });

  it("costs a lost heading mark as a lost word", () => {
    // gold: "# a b c d" → tokens # a b c d → shingles (#abc, abcd); predicted a b c d → (abcd).
    expect(markdownShingleScore("# a b c d", "a b c d")).toEqual({ precision: 1, recall: 0.5 });
    expect(markdownShingleScore("a b c d", "# a b c d")).toEqual({ precision: 0.5, recall: 1 });
  });

  it("gives an empty prediction precision 1 only against an empty gold", () => {
    expect(markdownShingleScore("", "")).toEqual({ precision: 1, recall: 1 });
    expect(markdownShingleScore("a b c d", "")).toEqual({ precision: 0, recall: 0 });
    expect(markdownShingleScore("", "a b c d")).toEqual({ precision: 0, recall: 1 });
  });

  it("counts headings, list items, table rows, fences, images and links", () => {
    const markdown =
      "# Title\n\n## Part\n\n- one\n2. two\n\n| a | b |\n|---|---|\n\n```js\nx\n```\n\n![pic](p.png) and [a link](u)";
    expect(structureCounts(markdown)).toEqual({
      heading: 2,
      "list item": 2,
      "table row": 2,
      "code fence": 2,
      image: 1,
      link: 1,
    });
  });
});
