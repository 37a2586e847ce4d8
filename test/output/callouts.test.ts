import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
import { render } from "./helpers.js";

const markdownOf = (html: string) => htmlToMarkdown(render(html), "");

describe("callouts (admonitions) as blockquotes with their title", () => {
  it("MkDocs / Sphinx admonition", () => {
    const html =
      '<div><p>Install it first.</p><div class="admonition warning"><p class="admonition-title">Warning</p>' +
      "<p>This deletes your files.</p></div></div>";
    expect(render(html)).toBe(
      "<div><p>Install it first.</p><blockquote><p><strong>Warning</strong></p><p>This deletes your files.</p></blockquote></div>",
    );
    expect(markdownOf(html)).toBe(
      "Install it first.\n\n> **Warning**\n>\n> This deletes your files.",
    );
  });

  it("GitHub's markdown-alert (the icon goes), Quarto's callout, aside.note", () => {
    expect(
      markdownOf(
        '<div><p>Text.</p><div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title">' +
          '<svg class="octicon"><path d="M0 0"></path></svg>Note</p><p>Useful information.</p></div></div>',
      ),
    ).toBe("Text.\n\n> **Note**\n>\n> Useful information.");
    expect(
      markdownOf(
        '<div><p>Text.</p><div class="callout callout-tip"><div class="callout-header"><div class="callout-title-container">Tip</div></div>' +
          '<div class="callout-body"><p>Save often.</p></div></div></div>',
      ),
    ).toBe("Text.\n\n> **Tip**\n>\n> Save often.");
    expect(markdownOf('<div><p>Text.</p><aside class="note">A side remark.</aside></div>')).toBe(
      "Text.\n\n> A side remark.",
    );
  });

  it("a paragraph with a note class, and a callout without a title (a shop's feature box), stay", () => {
    expect(markdownOf('<div><p>Text.</p><p class="note">Small print.</p></div>')).toBe(
      "Text.\n\nSmall print.",
    );
    expect(
      markdownOf(
        '<div><p>Text.</p><div class="callout"><h2>SOFT WOOL</h2><p>Fine fibers.</p></div></div>',
      ),
    ).toBe("Text.\n\n## SOFT WOOL\n\nFine fibers.");
  });
});
