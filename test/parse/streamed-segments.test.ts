import { describe, expect, it } from "vitest";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { parseHtml } from "../../src/parse/parse.js";

const blockTexts = (html: string) =>
  segmentBlocks(parseHtml(html, 512)).blocks.map((block) => block.text);

describe("React streaming segments", () => {
  it("moves a completed boundary's content over its fallback, where the scripts would", () => {
    const html =
      '<body><h1>Title</h1><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$-->' +
      "<footer>Footer</footer>" +
      '<div hidden id="S:0"><p>The article text.</p><p>More of it.</p></div></body>';
    expect(blockTexts(html)).toEqual(["Title", "The article text.", "More of it.", "Footer"]);
  });

  it("keeps a nested boundary's end marker apart from the outer one's", () => {
    const html =
      '<!--$?--><template id="B:0"></template><p>Skeleton</p><!--$--><p>inner</p><!--/$-->' +
      '<p>still fallback</p><!--/$--><p>After.</p><div hidden id="S:0"><p>Real.</p></div>';
    expect(blockTexts(html)).toEqual(["Real.", "After."]);
  });

  it("replaces a placeholder template with its segment ($RS)", () => {
    const html =
      '<p>Before.</p><template id="P:1"></template><p>After.</p>' +
      '<div hidden id="S:1"><p>Streamed.</p></div>';
    expect(blockTexts(html)).toEqual(["Before.", "Streamed.", "After."]);
  });

  it("follows the page's own instructions when numbers differ", () => {
    const html =
      '<!--$?--><template id="B:3"></template><p>Loading</p><!--/$--><p>End.</p>' +
      '<div hidden id="S:7"><p>Seven.</p></div><script>$RC("B:3","S:7")</script>';
    expect(blockTexts(html)).toEqual(["Seven.", "End."]);
  });

  it("shows a segment in place when its destination is missing", () => {
    const html = '<p>Page.</p><div hidden id="S:2"><p>Orphan segment.</p></div>';
    expect(blockTexts(html)).toEqual(["Page.", "Orphan segment."]);
  });

  it("keeps the fallback when the boundary markers are missing", () => {
    const html =
      '<template id="B:0"></template><p>Fallback.</p><div hidden id="S:0"><p>Content.</p></div>';
    expect(blockTexts(html)).toEqual(["Content.", "Fallback."]);
  });

  it("leaves other hidden elements hidden", () => {
    const html =
      '<p>Shown.</p><div hidden id="menu"><p>Menu.</p></div><div hidden id="S:x">No.</div>';
    expect(blockTexts(html)).toEqual(["Shown."]);
  });
});
