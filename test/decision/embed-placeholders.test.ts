import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutEmbedPlaceholders } from "../../src/decision/embed-placeholders.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const PROMPT = "Your privacy settings prevent loading external content from this provider here.";
const CAPTION = "The old bridge seen from the east bank, where the new lane will be built.";

const selectAll = (html: string) => {
  const page = segmentHtml(`<html><body><article>${html}</article></body></html>`, 512);
  const kept = withoutEmbedPlaceholders(
    page,
    Uint8Array.from(page.blocks, () => 1),
  );
  return page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);
};

describe("withoutEmbedPlaceholders", () => {
  it("leaves out a placeholder that keeps its embed's HTML in a data-embed attribute", () => {
    const deferred = "&lt;iframe src=&quot;https://video.example/embed/1&quot;&gt;&lt;/iframe&gt;";
    expect(
      selectAll(
        `<p>${FIRST}</p><div class="box" data-embed-content="${deferred}"><h3>External content</h3><p>${PROMPT}</p></div><p>${SECOND}</p>`,
      ),
    ).toEqual([FIRST, SECOND]);
  });

  it("leaves out a placeholder whose class pairs placeholder with what it stands for", () => {
    expect(
      selectAll(
        `<p>${FIRST}</p><div class="c-oembed-placeholder"><p>${PROMPT}</p></div><p>${SECOND}</p>`,
      ),
    ).toEqual([FIRST, SECOND]);
  });

  it("keeps an embed's type without markup, and other placeholders (a picture's)", () => {
    expect(
      selectAll(
        `<p>${FIRST}</p><div data-embed-type="youtube"><p>${CAPTION}</p></div><div class="image-placeholder"><p>${SECOND}</p></div>`,
      ),
    ).toEqual([FIRST, CAPTION, SECOND]);
  });
});
