import { describe, expect, it } from "vitest";
import { mergeLinkRuns, spreadOverBlocks } from "../../src/blocks/link-runs.js";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { parseHtml } from "../../src/parse/parse.js";

const segment = (html: string) => segmentBlocks(parseHtml(html, 512));

describe("mergeLinkRuns", () => {
  it("reads a menu's links as one block under the list, and leaves prose alone", () => {
    const page = segment(
      "<nav><ul><li><a href=/>Home</a></li><li><a href=/news>World news</a></li>" +
        "<li><a href=/sport>Sport</a></li></ul></nav><p>The storm hit the <a href=/c>coast</a>.</p>" +
        "<ul><li><a href=/a>Related one</a></li></ul>",
    );
    const { page: merged, runOf } = mergeLinkRuns(page);
    expect(merged.blocks.map((block) => block.text)).toEqual([
      "Home World news Sport",
      "The storm hit the coast.",
      "Related one",
    ]);
    expect(Array.from(runOf)).toEqual([0, 0, 0, 1, 2]);
    const menu = merged.blocks[0];
    expect(menu.element.name).toBe("ul");
    expect(menu.ancestors.map((element) => element.name)).toEqual(["nav", "ul"]);
    expect(menu.wordCount).toBe(4);
    expect(menu.linkWordCount).toBe(4);
    expect(menu.tokens).toEqual(["Home", "World", "news", "Sport"]);
    expect(menu.textNodes).toEqual(page.blocks.slice(0, 3).flatMap((block) => block.textNodes));
    expect(menu.tagsBefore).toBe(page.blocks[0].tagsBefore);
    // The tags between the parts (</a></li><li><a> twice) are inside the merged block now.
    expect(menu.inlineTags).toBe(
      page.blocks.slice(0, 3).reduce((sum, block) => sum + block.inlineTags, 0) +
        page.blocks[1].tagsBefore +
        page.blocks[2].tagsBefore,
    );
    expect(merged.blocks.map((block) => block.index)).toEqual([0, 1, 2]);
    expect(merged.blocks[1].tokenOffset).toBe(page.blocks[3].tokenOffset);
  });

  it("does not join links whose common element is far above them", () => {
    const deep = (text: string) =>
      `<div><div><div><div><p><a href=/x>${text}</a></p></div></div></div></div>`;
    const page = segment(`<main>${deep("Far one")}${deep("Far two")}</main>`);
    expect(mergeLinkRuns(page).page.blocks).toHaveLength(2);
    const near = segment("<div><p><a href=/x>Near one</a></p><p><a href=/y>Near two</a></p></div>");
    expect(mergeLinkRuns(near).page.blocks).toHaveLength(1);
  });

  it("keeps a list of headlines as a list of blocks: only short links join", () => {
    const page = segment(
      "<ul><li><a href=/a>Storm closes the coast road for a week</a></li>" +
        "<li><a href=/b>Council votes on the new harbour budget</a></li></ul>",
    );
    expect(mergeLinkRuns(page).page).toBe(page);
  });

  it("gives a page without link runs back as it is", () => {
    const page = segment("<p><a href=/a>Alone</a></p><p>Some prose here.</p>");
    const result = mergeLinkRuns(page);
    expect(result.page).toBe(page);
    expect(Array.from(result.runOf)).toEqual([0, 1]);
  });

  it("spreads a merged block's value over the blocks it holds", () => {
    const runOf = Int32Array.from([0, 0, 1, 2, 2]);
    const spread = spreadOverBlocks(
      Float64Array.from([0.1, 0.9, 0.4]),
      runOf,
      (n) => new Float64Array(n),
    );
    expect(Array.from(spread)).toEqual([0.1, 0.1, 0.9, 0.4, 0.4]);
  });
});
