import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
import { render } from "./helpers.js";

describe("footnotes in HTML output", () => {
  it("keeps an id only where a same-page link of the content points, and never a plain word", () => {
    const html = render(
      '<div><p id="intro">Text<sup id="fnref:1"><a href="#fn:1">1</a></sup> and <a href="#cookie">a jump</a>.</p>' +
        '<p id="cookie">More text.</p><ol><li id="fn:1">The note.</li><li id="fn:2">Unlinked.</li></ol></div>',
    );
    expect(html).toBe(
      '<div><p>Text<sup><a href="#fn:1">1</a></sup> and <a href="#cookie">a jump</a>.</p>' +
        '<p>More text.</p><ol><li id="fn:1">The note.</li><li>Unlinked.</li></ol></div>',
    );
  });
});

describe("footnotes in Markdown", () => {
  it("a reference in the leading heading that repeats the title stays, on the title line", () => {
    const html =
      '<h3>Helpful links<a href="#_ftn1" name="_ftnref1">[1]</a></h3><p>Some links.</p>' +
      '<div><p><a href="#_ftnref1" name="_ftn1">[1]</a> From the class of 2006.</p></div>';
    expect(htmlToMarkdown(render(html), "Helpful links[1]")).toBe(
      "# Helpful links[^1]\n\nSome links.\n\n[^1]: From the class of 2006.",
    );
    // A heading that does not repeat the title keeps its reference where it is.
    expect(htmlToMarkdown(render(html), "Cheap advice")).toBe(
      "# Cheap advice\n\n## Helpful links[^1]\n\nSome links.\n\n[^1]: From the class of 2006.",
    );
  });

  it("Hugo (goldmark): references and definitions, the back-link dropped", () => {
    const html =
      '<p>Claim<sup><a href="#fn:1">1</a></sup> and another<sup><a href="#fn:2">2</a></sup>.</p>' +
      '<div><hr><ol><li id="fn:1"><p>First note.&nbsp;<a href="#fnref:1">↩︎</a></p></li>' +
      '<li id="fn:2"><p>Second note, two paragraphs.</p><p>The second.</p></li></ol></div>';
    expect(htmlToMarkdown(html, "")).toBe(
      "Claim[^1] and another[^2].\n\n[^1]: First note.\n\n[^2]: Second note, two paragraphs.\n\n    The second.",
    );
  });

  it("pulldown-cmark: a definition block labelled by its <sup>", () => {
    const html =
      '<p>Rust<sup><a href="#note">1</a></sup>.</p><div id="note"><sup>1</sup><p>Borrowed.</p></div>';
    expect(htmlToMarkdown(html, "")).toBe("Rust[^1].\n\n[^1]: Borrowed.");
  });

  it("a reference whose definition is not in the content stays as its text", () => {
    expect(htmlToMarkdown('<p>Said so.<sup><a href="#cite_note-4">[4]</a></sup></p>', "")).toBe(
      "Said so.\\[4\\]",
    );
  });

  it("a same-page link to a paragraph or a long link text is no footnote", () => {
    const html =
      '<p>See <a href="#s-1">the setup section</a>.</p><ol><li id="s-1">Setup.</li></ol>';
    expect(htmlToMarkdown(html, "")).toBe("See [the setup section](#s-1).\n\n1. Setup.");
  });

  it("keeps footnotes with noLinks (they are no links in Markdown)", () => {
    const html =
      '<p>A <a href="https://x.example/">link</a><sup><a href="#fn1">1</a></sup>.</p><ol><li id="fn1">Note.</li></ol>';
    expect(htmlToMarkdown(html, "", { noLinks: true })).toBe("A link[^1].\n\n[^1]: Note.");
  });

  it("Sphinx (docutils): a bracketed back-link labels the definition, the text around it stays", () => {
    const markdown = htmlToMarkdown(
      render(
        '<p>They return <code>None</code>. <a class="footnote-reference brackets" href="#id2" id="id1" role="doc-noteref">' +
          '<span class="fn-bracket">[</span>1<span class="fn-bracket">]</span></a> A design principle.</p>' +
          '<aside class="footnote-list brackets"><aside class="footnote brackets" id="id2" role="doc-footnote">' +
          '<span class="label"><span class="fn-bracket">[</span><a role="doc-backlink" href="#id1">1</a><span class="fn-bracket">]</span></span>' +
          "<p>Other languages return the object.</p></aside></aside>",
      ),
      "",
    );
    expect(markdown).toBe(
      "They return `None`. [^1] A design principle.\n\n[^1]: Other languages return the object.",
    );
  });

  it("Substack: references and labels written as the page's own address, the id on the definition's label link", () => {
    const page = "https://news.example/p/owls";
    const markdown = htmlToMarkdown(
      render(
        `<p>A preference<a class="footnote-anchor" id="footnote-anchor-1" href="${page}#footnote-1">1</a> for owls.</p>` +
          `<div class="footnote"><a id="footnote-1" href="${page}#footnote-anchor-1" class="footnote-number">1</a>` +
          '<div class="footnote-content"><p>Please forgive this lapse.</p></div></div>',
        undefined,
        { baseUrl: page },
      ),
      "",
    );
    expect(markdown).toBe("A preference[^1] for owls.\n\n[^1]: Please forgive this lapse.");
  });

  it("hand-made notes: numbered paragraphs (<p id=fn1>1. …) a superscript link points to", () => {
    const markdown = htmlToMarkdown(
      render(
        '<p>Gum disease affects 46% of adults.<sup><a href="#fn1">1</a></sup></p>' +
          '<p id="fn1">1. National Institute of Dental Research.</p><p id="fn2">2. Not cited here.</p>',
      ),
      "",
    );
    expect(markdown).toBe(
      "Gum disease affects 46% of adults.[^1]\n\n2\\. Not cited here.\n\n[^1]: National Institute of Dental Research.",
    );
  });

  it("Google Docs: the note's id on its bracketed back-link, a paragraph of inline content", () => {
    const html =
      '<p>Counted<sup><a href="#ftnt1" id="ftnt_ref1">[1]</a></sup>.</p><hr>' +
      '<div><p><a href="#ftnt_ref1" id="ftnt1">[1]</a><span>&nbsp;Last year.</span></p></div>';
    expect(htmlToMarkdown(html, "")).toBe("Counted[^1].\n\n[^1]: Last year.");
  });

  it("named anchors (<a name>) as targets, a leading <sup> label, the emptied Notes heading dropped", () => {
    const named = render(
      '<div><p>Held<a href="#fn1" name="ref1"><sup>1</sup></a> long.</p>' +
        '<p><a name="fn1" href="#ref1">1.</a> <i>History</i>, p. 2.</p></div>',
    );
    expect(htmlToMarkdown(named, "")).toBe("Held[^1] long.\n\n[^1]: _History_, p. 2.");
    const sup =
      '<p>Sold.<sup><a href="#note-1" id="ref-1">1</a></sup></p><h3>Notes</h3>' +
      '<p id="note-1"><sup>1</sup> Minutes. <a href="#ref-1">↩︎</a></p>';
    expect(htmlToMarkdown(sup, "")).toBe("Sold.[^1]\n\n[^1]: Minutes.");
  });

  it("texinfo: a heading that is only the note's label, the note's blocks under it", () => {
    const html = render(
      '<div><p>Computed<a id="DOCF1" href="#FOOT1"><sup>1</sup></a>.</p><h4>Footnotes</h4>' +
        '<h5><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>Not like this.</p></div>',
    );
    expect(htmlToMarkdown(html, "")).toBe("Computed[^1].\n\n[^1]: Not like this.");
  });

  it("markdown-it: a second reference [2:1] to a note defined once", () => {
    const html =
      '<p>A<sup><a href="#fn1" id="fnref1">[1]</a></sup> B<sup><a href="#fn1" id="fnref1:1">[1:1]</a></sup></p>' +
      '<ol><li id="fn1"><p>Note. <a href="#fnref1">↩︎</a> <a href="#fnref1:1">↩︎</a></p></li></ol>';
    expect(htmlToMarkdown(html, "")).toBe("A[^1] B[^1]\n\n[^1]: Note.");
  });

  it("a number of a bracketed citation group ([1-3], [4,5]) stays its text, no footnote", () => {
    const html =
      '<p>Common [<a href="#ref1">1</a>-<a href="#ref3">3</a>], a note<sup><a href="#fn1">1</a></sup>.</p>' +
      '<ol><li id="ref1">One.</li><li id="ref3">Three.</li></ol><ol><li id="fn1">The note.</li></ol>';
    expect(htmlToMarkdown(html, "")).toBe(
      "Common \\[1-3\\], a note[^1].\n\n1. One.\n2. Three.\n\n[^1]: The note.",
    );
  });

  it("unlinked notes: superscript numbers and the paragraphs they number at the end, each cited once", () => {
    const notes = "<hr><p><sup>1</sup> County records.</p><p><sup>2</sup> Planning notice.</p>";
    expect(
      htmlToMarkdown(`<p>Closed in 1921<sup>1</sup>, flats in 1998<sup>2</sup>.</p>${notes}`, ""),
    ).toBe(
      "Closed in 1921[^1], flats in 1998[^2].\n\n[^1]: County records.\n\n[^2]: Planning notice.",
    );
    // An exponent citing note 2 a second time: no note is taken.
    const twice = `<p>Closed<sup>1</sup>, flats<sup>2</sup> of 40 m<sup>2</sup>.</p>${notes}`;
    expect(htmlToMarkdown(twice, "")).not.toContain("[^");
  });
});
