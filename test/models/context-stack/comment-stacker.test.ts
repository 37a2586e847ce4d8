import { describe, expect, it } from "vitest";
import { separateComments } from "../../../src/models/context-stack/comment-stacker.js";

const f = (...values: number[]) => Float64Array.from(values);
const u = (...values: number[]) => Uint8Array.from(values);

describe("separating comments from the content", () => {
  // Blocks: 0 heading, 1 the article's best paragraph, 2 a paragraph, 3–5 the comment section.
  const content = f(0.6, 0.95, 0.7, 0.5, 0.3, 0.45);
  const selection = u(1, 1, 1, 1, 1, 1);

  it("takes out of the content what is likelier a comment, reporting it when above 0.5", () => {
    const stacked = f(0.1, 0.1, 0.2, 0.8, 0.4, 0.3);
    const { selected, comment } = separateComments(
      u(0, 0, 0, 0, 0, 0),
      stacked,
      content,
      selection,
    );
    // Block 3: 0.8 > 0.5 content → a comment. Block 4: 0.4 > 0.3 but not above 0.5 → only out of
    // the content. Block 5: 0.3 < 0.45 → stays content.
    expect([...comment]).toEqual([0, 0, 0, 1, 0, 0]);
    expect([...selected]).toEqual([1, 1, 1, 0, 0, 1]);
  });

  it("keeps the first stage's comments and leaves unselected blocks unselected", () => {
    const { selected, comment } = separateComments(
      u(0, 0, 0, 0, 0, 1),
      f(0, 0, 0, 0, 0, 0),
      content,
      u(0, 1, 1, 1, 1, 1),
    );
    expect([...comment]).toEqual([0, 0, 0, 0, 0, 1]);
    expect([...selected]).toEqual([0, 1, 1, 1, 1, 0]);
  });

  it("never calls the likeliest content block, or one before it, a comment", () => {
    const stacked = f(0.9, 0.99, 0.9, 0.1, 0.1, 0.1);
    const { selected, comment } = separateComments(
      u(0, 0, 0, 0, 0, 0),
      stacked,
      content,
      selection,
    );
    // Blocks 0 and 1 (the likeliest, 0.95) are left alone; block 2, after it, is a comment.
    expect([...comment]).toEqual([0, 0, 1, 0, 0, 0]);
    expect([...selected]).toEqual([1, 1, 0, 1, 1, 1]);
  });
});
