import { describe, expect, it } from "vitest";
import { segmentPage } from "../../../src/extract/extract.js";
import {
  STACK_FEATURE_NAMES,
  stackFeatures,
  visitStackFeatureChannels,
} from "../../../src/models/context-stack/stack-features.js";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
// Blocks: 0 = nav link (2 words), 1 and 2 = article paragraphs (10 and 30 words), 3 = footer (4 words).
const { page } = segmentPage(
  `<body><nav><a href="/">${words(2)}</a></nav><div class="post"><p class="x">${words(10)}</p><p class="x">${words(30)}</p></div><footer>${words(4)}</footer></body>`,
);
const probability = Float64Array.from([0.1, 0.5, 0.9, 0.2]);
const rows = stackFeatures(page, probability);
const column = (row: number, name: string) => rows[row][STACK_FEATURE_NAMES.indexOf(name)];

describe("context stacker features", () => {
  it("has one named column per value", () => {
    expect(page.blocks.map((block) => block.wordCount)).toEqual([2, 10, 30, 4]);
    for (const row of rows) expect(row.length).toBe(STACK_FEATURE_NAMES.length);
    expect(column(1, "bias")).toBe(1);
    expect(column(1, "probability")).toBe(0.5);
    expect(column(1, "logit")).toBeCloseTo(0, 12);
  });

  it("averages neighbours by words, without the block itself", () => {
    // Block 1's neighbours within 1: blocks 0 (2 words, 0.1) and 2 (30 words, 0.9).
    expect(column(1, "neighbours-1")).toBeCloseTo((2 * 0.1 + 30 * 0.9) / 32, 12);
    // Block 0's within 1: block 1 only.
    expect(column(0, "neighbours-1")).toBeCloseTo(0.5, 12);
  });

  it("sees the other blocks of its container and of its style", () => {
    // Block 1's parent is div.post, which also holds block 2 (30 words at 0.9).
    expect(column(1, "container-1")).toBeCloseTo(0.9, 12);
    expect(column(1, "container-1-words")).toBeCloseTo(Math.log1p(30) / 8, 12);
    // Same tag and class: the two p.x paragraphs; the nav link has no peer, so it sees itself.
    expect(column(2, "style-1")).toBeCloseTo(0.5, 12);
    expect(column(2, "style-1-blocks")).toBeCloseTo(Math.log1p(1) / 4, 12);
    expect(column(0, "style-1")).toBeCloseTo(0.1, 12);
    expect(column(0, "style-1-blocks")).toBe(0);
  });

  it("knows whether content lies on both sides and the page's mean", () => {
    // Block 1: highest before 0.1, after 0.9 → 0.1; block 3 has nothing after it → 0.
    expect(column(1, "between-content")).toBeCloseTo(0.1, 12);
    expect(column(3, "between-content")).toBe(0);
    const mean = (2 * 0.1 + 10 * 0.5 + 30 * 0.9 + 4 * 0.2) / 46;
    expect(column(0, "page-mean")).toBeCloseTo(mean, 12);
    expect(column(0, "link-density")).toBe(1);
    expect(column(2, "neighbours-1×probability")).toBeCloseTo(column(2, "neighbours-1") * 0.9, 12);
  });

  it("knows how sure the first stage is anywhere on the page", () => {
    expect(column(0, "page-max")).toBe(0.9);
    expect(column(1, "share-of-page-max")).toBeCloseTo(0.5 / 0.9, 12);
    expect(column(2, "share-of-page-max")).toBe(1);
    const unsure = stackFeatures(page, new Float64Array(4));
    const share = STACK_FEATURE_NAMES.indexOf("share-of-page-max");
    for (const row of unsure) expect(row[share]).toBe(0);
  });

  it("gives each of several channels of probabilities the rows it gives that channel alone", () => {
    const comment = Float64Array.from([0.05, 0.2, 0.01, 0.7]);
    const visited: Float64Array[][] = [[], []];
    visitStackFeatureChannels(page, [probability, comment], (block, channelRows) => {
      expect(channelRows).toHaveLength(2);
      visited[0][block] = channelRows[0].slice();
      visited[1][block] = channelRows[1].slice();
    });
    expect(visited[0]).toEqual(rows);
    expect(visited[1]).toEqual(stackFeatures(page, comment));
  });

  it("marks comment sections, but not the posts of a thread", () => {
    // Blocks: 0, 1 = the post (20 words each); 2, 3 = two comments (12 and 8 words).
    const { page: commented } = segmentPage(
      `<article><p>${words(20)}</p><p>${words(20)}</p></article><ol class="commentlist"><li class="comment"><div><p>${words(12)}</p></div></li><li class="comment"><div><p>${words(8)}</p></div></li></ol>`,
    );
    const markup = (probabilities: number[]) =>
      stackFeatures(commented, Float64Array.from(probabilities)).map(
        (row) => row[STACK_FEATURE_NAMES.indexOf("comment-markup")],
      );
    expect(markup([0.6, 0.9, 0.7, 0.5])).toEqual([0, 0, 1, 1]);
    // Where the likeliest block is itself a comment and nothing outside the comments is likely
    // content, the page reads as a thread of posts.
    expect(markup([0.3, 0.4, 0.9, 0.5])).toEqual([0, 0, 0, 0]);
    // A long comment can outscore a short article's paragraphs: one of them at 0.5 or more is
    // enough to read the page as an article with comments.
    expect(markup([0.6, 0.4, 0.9, 0.5])).toEqual([0, 0, 1, 1]);
    expect(markup([0.3, 0.5, 0.9, 0.5])).toEqual([0, 0, 1, 1]);
  });

  it("looks for comment markup no more than six levels above a block", () => {
    const nested = (levels: number) =>
      `<div id="comments">${"<div>".repeat(levels)}<p>${words(5)}</p>${"</div>".repeat(levels)}</div><main><p>${words(30)}</p></main>`;
    const markupOfFirst = (html: string) => {
      const { page: built } = segmentPage(html);
      const row = stackFeatures(built, Float64Array.from([0.5, 0.9]))[0];
      return row[STACK_FEATURE_NAMES.indexOf("comment-markup")];
    };
    // The <p> is level 0, its wrappers 1…levels, the #comments div one more.
    expect(markupOfFirst(nested(5))).toBe(1);
    expect(markupOfFirst(nested(6))).toBe(0);
  });

  it("reads comment words in any case, but not longer words that contain them", () => {
    const markupOfFirst = (attributes: string) => {
      const { page: built } = segmentPage(
        `<div ${attributes}><p>${words(5)}</p></div><main><p>${words(30)}</p></main>`,
      );
      const row = stackFeatures(built, Float64Array.from([0.5, 0.9]))[0];
      return row[STACK_FEATURE_NAMES.indexOf("comment-markup")];
    };
    expect(markupOfFirst('id="userComments"')).toBe(1);
    expect(markupOfFirst('class="box COMMENT-LIST"')).toBe(1);
    expect(markupOfFirst('class="commentary"')).toBe(0);
    expect(markupOfFirst('class="box"')).toBe(0);
  });
});
