import type { Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { isAnchorGlyph } from "../../src/parse/anchor-glyph.js";

function firstLink(html: string): Element {
  const found = (parseDocument(html).children as Element[])[0];
  if (found?.name !== "a") throw new Error("expected a link first");
  return found;
}

describe("isAnchorGlyph", () => {
  it("recognises same-page links whose text is a glyph: permalinks, hash links, jumps", () => {
    for (const html of [
      '<a class="headerlink" href="#install" title="Permalink to this heading">¶</a>',
      '<a href="#impl" class="anchor">§</a>',
      '<a href="#usage"> # </a>',
      '<a class="hash-link" href="#setup">\u200b</a>',
      '<a href="#top"><span>↑</span></a>',
      '<a href="#comments">»</a>',
      '<a href="#section-2">🔗</a>',
    ])
      expect(isAnchorGlyph(firstLink(html)), html).toBe(true);
  });

  it("leaves links with words or digits, other pages' links, bare # links and icon-only links", () => {
    for (const html of [
      '<a href="#fn1">1</a>',
      '<a href="#intro">Introduction</a>',
      '<a href="https://example.com/page#install">¶</a>',
      '<a href="#">»</a>',
      '<a href="#share"><img src="share.png" alt="Share"></a>',
      '<a href="#share"> <img src="share.png" alt=""> </a>',
      '<a href="#top"></a>',
      '<a href="#x">¶¶¶¶</a>',
      '<a name="anchor">¶</a>',
    ])
      expect(isAnchorGlyph(firstLink(html)), html).toBe(false);
  });
});
