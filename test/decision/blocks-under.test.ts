import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutBlocksUnder } from "../../src/decision/blocks-under.js";

const STORY =
  "The council voted on Tuesday to widen the bridge over the river before the spring floods reach the town, and work starts in May.";
const marksBox = (element: Element) => element.attribs.class === "box";
const texts = (page: ReturnType<typeof segmentHtml>, kept: Uint8Array) =>
  page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);
/** A fresh page each time: the gathered elements are kept per page. */
const storyAndBox = () =>
  segmentHtml(
    `<html><body><p>${STORY}</p><div class="box"><p>Boxed words here</p></div></body></html>`,
    512,
  );
const selecting = (page: ReturnType<typeof segmentHtml>, test: (text: string) => boolean) =>
  Uint8Array.from(page.blocks, (block) => (test(block.text) ? 1 : 0));

describe("withoutBlocksUnder", () => {
  it("leaves out a block under a marked element, or whose every text is in one, not one with text outside", () => {
    const page = segmentHtml(
      `<html><body><p>${STORY}</p><div class="box"><p>Boxed words here</p></div>` +
        `<p><span class="box">All marked</span><b><span class="box"> twice</span></b></p>` +
        `<p><span class="box">Half</span> marked</p></body></html>`,
      512,
    );
    const all = selecting(page, () => true);
    expect(texts(page, withoutBlocksUnder(page, all, marksBox))).toEqual([STORY, "Half marked"]);
  });

  it("asks again when a later selection holds blocks the first did not", () => {
    // The elements are gathered once per page for a selection; a wider one must not reuse them.
    const page = storyAndBox();
    const storyOnly = selecting(page, (text) => text === STORY);
    expect(withoutBlocksUnder(page, storyOnly, marksBox)).toBe(storyOnly);
    const all = selecting(page, () => true);
    expect(texts(page, withoutBlocksUnder(page, all, marksBox))).toEqual([STORY]);
    // And the same selection again reuses them: the boxed block still leaves.
    const allAgain = selecting(page, () => true);
    expect(texts(page, withoutBlocksUnder(page, allAgain, marksBox))).toEqual([STORY]);
  });

  it("asks again when the caller widened its selection array in place", () => {
    const page = storyAndBox();
    const selection = selecting(page, (text) => text === STORY);
    expect(withoutBlocksUnder(page, selection, marksBox)).toBe(selection);
    selection.fill(1);
    expect(texts(page, withoutBlocksUnder(page, selection, marksBox))).toEqual([STORY]);
  });

  it("returns the selection itself when nothing selected is marked", () => {
    const page = segmentHtml(`<html><body><p>${STORY}</p><p>Another line</p></body></html>`, 512);
    const all = selecting(page, () => true);
    expect(withoutBlocksUnder(page, all, marksBox)).toBe(all);
  });
});
