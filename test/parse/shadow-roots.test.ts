import { describe, expect, it } from "vitest";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { parseHtml } from "../../src/parse/parse.js";

const openedTexts = (html: string) =>
  segmentBlocks(parseHtml(html, 512, "drop", "open")).blocks.map((block) => block.text);

describe("declarative shadow roots, opened", () => {
  it("compose as browsers show them: slots take the host's children, unslotted ones are hidden", () => {
    const html =
      '<body><x-story><template shadowrootmode="open"><header>Shadow header</header>' +
      '<slot name="title"></slot><div class="body"><slot></slot></div><footer>Shadow footer</footer></template>' +
      '<h1 slot="title">The title</h1><p>First light paragraph.</p><p>Second light paragraph.</p>' +
      '<aside slot="nowhere">Never shown</aside></x-story></body>';
    expect(openedTexts(html)).toEqual([
      "Shadow header",
      "The title",
      "First light paragraph.",
      "Second light paragraph.",
      "Shadow footer",
    ]);
  });

  it("show a slot's own content when nothing is assigned to it, and open nested and legacy roots", () => {
    const html =
      '<x-outer><template shadowroot="open"><p>Outer shadow.</p><x-inner><template shadowrootmode="closed">' +
      '<p>Inner shadow.</p><slot name="missing"><p>Fallback text.</p></slot></template></x-inner></template></x-outer>';
    expect(openedTexts(html)).toEqual(["Outer shadow.", "Inner shadow.", "Fallback text."]);
  });

  it("leave other templates inert", () => {
    expect(openedTexts("<p>Shown.</p><template><p>Inert.</p></template>")).toEqual(["Shown."]);
  });
});

describe("segmentation and shadow roots", () => {
  const article = `<article><h1>Shadow story</h1><p>${"The harbour stayed closed through the storm and the boats stayed in port. ".repeat(4)}</p></article>`;

  it("reads a page of web components from its shadow roots when the page shows almost nothing else", () => {
    const html = `<body><nav><a href="/">Home</a></nav><x-view><template shadowrootmode="open">${article}</template></x-view></body>`;
    expect(segmentHtml(html, 512).blocks.map((block) => block.text)).toContain("Shadow story");
  });

  it("leaves shadow roots closed on a page with text of its own (they mostly hold menus and widgets)", () => {
    const html = `<body><x-menu><template shadowrootmode="open"><ul><li>Menu item</li></ul></template></x-menu>${article}</body>`;
    const texts = segmentHtml(html, 512).blocks.map((block) => block.text);
    expect(texts).toContain("Shadow story");
    expect(texts).not.toContain("Menu item");
  });
});
