import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../src/blocks/block.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { commentBlocks } from "../../src/decision/comment-blocks.js";

const comment = (text: string) =>
  `<li class="comment"><div class="comment-author"><b class="fn">Jane</b> says:</div><p>${text}</p></li>`;

const blog =
  "<html><body><article><p>The post itself, long enough to be the article.</p></article>" +
  `<ol class="commentlist">${comment("A thoughtful reply to the post.")}${comment("Another reply here.")}` +
  '<li class="comment"><p>Posted by: |</p></li></ol>' +
  '<div id="respond"><p>Leave a reply, your email stays private.</p></div>' +
  '<ul class="recentcomments-widget"><li class="recentcomments">Bob on Other post about things</li></ul>' +
  "</body></html>";

/** Flags of the blocks whose text contains one of `texts`. */
function flagsFor(page: SegmentedPage, texts: readonly string[]): Uint8Array {
  return Uint8Array.from(page.blocks, (block) =>
    texts.some((text) => block.text.includes(text)) ? 1 : 0,
  );
}

function textsOf(page: SegmentedPage, flags: Uint8Array | undefined): string[] {
  return page.blocks.filter((block) => flags?.[block.index] === 1).map((block) => block.text);
}

describe("commentBlocks", () => {
  it("adds the unselected blocks of comment containers to the model's comments, not an empty template, the form or a widget", () => {
    const page = segmentHtml(blog, 512);
    const selected = flagsFor(page, ["The post itself"]);
    const none = new Uint8Array(page.blocks.length);
    expect(textsOf(page, commentBlocks(page, none, selected))).toEqual([
      "Jane says:",
      "A thoughtful reply to the post.",
      "Jane says:",
      "Another reply here.",
    ]);
  });

  it("keeps the model's own comment blocks, wherever they are", () => {
    const page = segmentHtml(blog, 512);
    const selected = flagsFor(page, ["The post itself"]);
    const modelComments = flagsFor(page, ["Bob on Other post"]);
    expect(textsOf(page, commentBlocks(page, modelComments, selected))).toContain(
      "Bob on Other post about things",
    );
  });

  it("a thread whose selected content sits in comment containers: the model's comments only", () => {
    const page = segmentHtml(blog, 512);
    const selected = flagsFor(page, ["The post itself", "A thoughtful reply"]);
    const modelComments = flagsFor(page, ["Another reply"]);
    expect(commentBlocks(page, modelComments, selected)).toBe(modelComments);
  });

  it("no comments when the model labels none", () => {
    const page = segmentHtml(blog, 512);
    expect(commentBlocks(page, undefined, new Uint8Array(page.blocks.length))).toBeUndefined();
  });
});
