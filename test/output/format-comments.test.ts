import { describe, expect, it } from "vitest";
import { formatResult, textWithComments } from "../../src/output/format.js";
import type { ExtractResult } from "../../src/output/result.js";

const RESULT = {
  title: "Storm hits",
  text: "The storm came.",
  html: "<p>The storm came.</p>",
  metadata: {},
  confidence: 0.9,
  encoding: "",
  model: "test",
} as unknown as ExtractResult;

describe("user comments in the document formats", () => {
  const withComments = { ...RESULT, comments: "Great post!\n*Sure* -- a reader\n2." };

  it("text: the title, the main text and the comments, a blank line apart", () => {
    expect(formatResult(withComments, "text")).toBe(
      "Storm hits\n\nThe storm came.\n\nGreat post!\n*Sure* -- a reader\n2.",
    );
    expect(formatResult({ ...withComments, title: "" }, "text")).toBe(
      "The storm came.\n\nGreat post!\n*Sure* -- a reader\n2.",
    );
    expect(textWithComments({ text: "", comments: "Only a comment" })).toBe("Only a comment");
  });

  it("markdown: under a Comments heading, one paragraph per comment block, escaped (a lone '2.' too)", () => {
    expect(formatResult(withComments, "markdown")).toBe(
      "# Storm hits\n\nThe storm came.\n\n## Comments\n\nGreat post!\n\n\\*Sure\\* -- a reader\n\n2\\.",
    );
  });

  const withList = {
    ...RESULT,
    comments: "Jane Doe says:\nGreat post!\nSure.\nLovely.",
    commentList: [
      { author: "Jane Doe", published: "2024-03-14T10:02:00Z", text: "Great post!\nSure." },
      { author: "*Rob*", published: null, text: "2. Lovely." },
      { author: null, published: "2024-03-15", text: "Dated only." },
      { author: null, published: null, text: "Neither." },
    ],
  } as ExtractResult;

  it("text: one paragraph per comment of the list, 'author — date' on its first line", () => {
    expect(formatResult(withList, "text")).toBe(
      "Storm hits\n\nThe storm came.\n\nJane Doe — 2024-03-14T10:02:00Z\nGreat post!\nSure.\n\n*Rob*\n2. Lovely.\n\n2024-03-15\nDated only.\n\nNeither.",
    );
  });

  it("markdown: one list item per comment of the list, '**author** · date' on top, escaped", () => {
    expect(formatResult(withList, "markdown")).toBe(
      [
        "# Storm hits\n\nThe storm came.\n\n## Comments",
        "- **Jane Doe** · 2024-03-14T10:02:00Z\n\n  Great post!\n\n  Sure.",
        "- **\\*Rob\\***\n\n  2\\. Lovely.",
        "- 2024-03-15\n\n  Dated only.",
        "- Neither.",
      ].join("\n\n"),
    );
  });

  it("an empty comment list adds nothing", () => {
    const none = { ...RESULT, comments: "", commentList: [] } as ExtractResult;
    expect(formatResult(none, "text")).toBe("Storm hits\n\nThe storm came.");
    expect(formatResult(none, "markdown")).toBe("# Storm hits\n\nThe storm came.");
  });

  it("leaves the document unchanged without comments (none found, none asked, model without them)", () => {
    for (const comments of ["", null, undefined]) {
      const result = { ...RESULT, comments } as ExtractResult;
      expect(formatResult(result, "text")).toBe("Storm hits\n\nThe storm came.");
      expect(formatResult(result, "markdown")).toBe("# Storm hits\n\nThe storm came.");
    }
  });
});
