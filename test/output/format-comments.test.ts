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

  it("html: a Comments section after the article, one <article> per comment, author in <b>, date in <time>", () => {
    const html = formatResult(withList, "html");
    expect(html).toContain(
      [
        "</article><section><h2>Comments</h2>",
        '<article><header><b>Jane Doe</b> · <time datetime="2024-03-14T10:02:00Z">2024-03-14T10:02:00Z</time></header><p>Great post!</p><p>Sure.</p></article>',
        "<article><header><b>*Rob*</b></header><p>2. Lovely.</p></article>",
        '<article><header><time datetime="2024-03-15">2024-03-15</time></header><p>Dated only.</p></article>',
        "<article><p>Neither.</p></article>",
        "</section></body>",
      ].join(""),
    );
  });

  it("html: a comment's text and author are text, escaped as the body's is, never markup", () => {
    const hostile = {
      ...RESULT,
      commentList: [
        {
          author: '<img src=x onerror="alert(1)">',
          published: '2024" onclick="x',
          text: "<script>alert(1)</script> & more",
        },
      ],
    } as ExtractResult;
    const html = formatResult(hostile, "html");
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('<b>&lt;img src=x onerror="alert(1)"&gt;</b>');
    expect(html).toContain('<time datetime="2024&quot; onclick=&quot;x">');
    expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>");
  });

  it("html: the comment blocks one paragraph each for a result without commentList", () => {
    expect(formatResult(withComments, "html")).toContain(
      "</article><section><h2>Comments</h2><p>Great post!</p><p>*Sure* -- a reader</p><p>2.</p></section>",
    );
  });

  it("an empty comment list adds nothing", () => {
    const none = { ...RESULT, comments: "", commentList: [] } as ExtractResult;
    expect(formatResult(none, "text")).toBe("Storm hits\n\nThe storm came.");
    expect(formatResult(none, "markdown")).toBe("# Storm hits\n\nThe storm came.");
    expect(formatResult(none, "html")).not.toContain("<section>");
  });

  it("leaves the document unchanged without comments (none found, none asked, model without them)", () => {
    for (const comments of ["", null, undefined]) {
      const result = { ...RESULT, comments } as ExtractResult;
      expect(formatResult(result, "text")).toBe("Storm hits\n\nThe storm came.");
      expect(formatResult(result, "markdown")).toBe("# Storm hits\n\nThe storm came.");
      expect(formatResult(result, "html")).toBe(formatResult(RESULT, "html"));
    }
  });
});
