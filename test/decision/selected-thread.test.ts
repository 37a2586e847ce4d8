import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../src/blocks/block.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutSelectedThread } from "../../src/decision/comments.js";

const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");
const post = (text: string) =>
  `<li class="post"><div data-role="post-content"><span class="author">Jane</span><div class="post-message"><p>${text}</p></div></div></li>`;
const thread = `<div id="disqus_thread"><ul id="post-list">${post("A thoughtful reply to the post.")}${post("Another reply.")}</ul></div>`;

function selectAll(page: SegmentedPage): Uint8Array {
  return new Uint8Array(page.blocks.length).fill(1);
}

function textsOf(page: SegmentedPage, flags: Uint8Array): string[] {
  return page.blocks.filter((block) => flags[block.index] === 1).map((block) => block.text);
}

describe("withoutSelectedThread", () => {
  it("takes a selected thread that follows an article out of the content", () => {
    const page = segmentHtml(
      `<html><body><article><p>${words(60, "article")}</p></article>${thread}</body></html>`,
      512,
    );
    expect(textsOf(page, withoutSelectedThread(page, selectAll(page)))).toEqual([
      words(60, "article"),
    ]);
  });

  it("keeps a forum's thread: no article stands before its first post", () => {
    const page = segmentHtml(`<html><body><h1>A topic</h1>${thread}</body></html>`, 512);
    const selected = selectAll(page);
    expect(withoutSelectedThread(page, selected)).toBe(selected);
  });

  it("keeps comments interleaved with the content (a Q&A page's comments under each answer)", () => {
    const comment = (text: string) => `<ul><li class="comment"><p>${text}</p></li></ul>`;
    const page = segmentHtml(
      `<html><body><div class="question"><p>${words(60, "question")}</p>${comment("Which version?")}</div>` +
        `<div class="answer"><p>${words(60, "answer")}</p>${comment("Thanks, that worked.")}</div></body></html>`,
      512,
    );
    const selected = selectAll(page);
    expect(withoutSelectedThread(page, selected)).toBe(selected);
  });

  it("changes nothing when no selected block is in comment markup", () => {
    const page = segmentHtml(
      `<html><body><article><p>${words(60)}</p></article>${thread}</body></html>`,
      512,
    );
    const selected = Uint8Array.from(page.blocks, (block) =>
      block.text.startsWith("word") ? 1 : 0,
    );
    expect(withoutSelectedThread(page, selected)).toBe(selected);
  });
});
