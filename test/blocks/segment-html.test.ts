import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { unwrapNoscript } from "../../src/parse/repair.js";

const blockTexts = (html: string) => segmentHtml(html, 512).blocks.map((block) => block.text);
const sentence = (i: number) => `Sentence number ${i} of the story has seven words.`;
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `<p>${sentence(i)}</p>`).join("");

describe("segmentHtml: what scripts would reveal on a page that shows nothing", () => {
  it("reads <noscript> content when the page shows almost nothing else", () => {
    const html = `<header>Forum</header><noscript><div id="main">${paragraphs(20)}</div></noscript>`;
    const texts = blockTexts(html);
    expect(texts[0]).toBe("Forum");
    expect(texts).toContain(sentence(19));
    expect(texts).toHaveLength(21);
  });

  it("drops <noscript> on a page with text of its own", () => {
    const html = `${paragraphs(20)}<noscript><p>Please enable JavaScript to comment.</p></noscript>`;
    expect(blockTexts(html)).not.toContain("Please enable JavaScript to comment.");
    expect(blockTexts(html)).toHaveLength(20);
  });

  it("keeps a short page as it is when <noscript> adds little", () => {
    const html = "<p>Short page, five words.</p><noscript><p>Enable scripts.</p></noscript>";
    expect(blockTexts(html)).toEqual(["Short page, five words."]);
  });

  it("ignores an anti-flicker visibility:hidden over the whole page", () => {
    const html = `<div style="visibility:hidden;min-height:100vh">${paragraphs(20)}</div>`;
    expect(blockTexts(html)).toHaveLength(20);
  });

  it("reads a section deferred under display:none when the page shows almost nothing else", () => {
    const html = `<nav><a href="/">Shop</a></nav><div class="defer-block" style="display: none">${paragraphs(20)}</div>`;
    const texts = blockTexts(html);
    expect(texts[0]).toBe("Shop");
    expect(texts).toContain(sentence(19));
  });

  it("still skips the hidden attribute and aria-hidden when revealing", () => {
    const html =
      `<div style="display:none">${paragraphs(20)}</div>` +
      '<p hidden>Hidden text.</p><p aria-hidden="true">Decoration.</p>';
    const texts = blockTexts(html);
    expect(texts).toHaveLength(20);
    expect(texts).not.toContain("Hidden text.");
    expect(texts).not.toContain("Decoration.");
  });

  it("keeps hidden menus hidden on a page with text", () => {
    const html = `${paragraphs(20)}<ul style="visibility: hidden"><li>Menu entry</li></ul><ul style="display:none"><li>Drop-down entry</li></ul>`;
    expect(blockTexts(html)).not.toContain("Menu entry");
    expect(blockTexts(html)).not.toContain("Drop-down entry");
  });
});

describe("unwrapNoscript", () => {
  it("keeps each <noscript>'s content in place and drops those holding an iframe", () => {
    expect(
      unwrapNoscript(
        '<p>a</p><NOSCRIPT data-path="/t/1"><div>posts</div></noscript>' +
          '<noscript><iframe src="x"/></noscript><p>b</p>',
      ),
    ).toBe("<p>a</p><div>posts</div><p>b</p>");
  });
});
