import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../src/blocks/block.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withReferencedNotes } from "../../src/decision/referenced-notes.js";

const STORY =
  'A starter needs about a week before it raises a loaf<sup><a href="#fn1">1</a></sup>, and it likes the same flour.';
const NOTE_LIST =
  '<ol class="footnotes"><li id="fn1">Mine took nine days in a cold kitchen.</li></ol>';

/** The texts selected after the step, with the page's first block (the story) selected alone. */
function selectedWith(body: string): string[] {
  const page: SegmentedPage = segmentHtml(`<html><body>${body}</body></html>`, 512);
  const selected = Uint8Array.from(page.blocks, (block) => (block.index === 0 ? 1 : 0));
  const after = withReferencedNotes(page, selected);
  return page.blocks.filter((block) => after[block.index] === 1).map((block) => block.text);
}

describe("withReferencedNotes", () => {
  it("brings in the note a selected reference links to", () => {
    expect(selectedWith(`<p>${STORY}</p><div>Share this</div>${NOTE_LIST}`)).toEqual([
      "A starter needs about a week before it raises a loaf1, and it likes the same flour.",
      "Mine took nine days in a cold kitchen.",
    ]);
  });

  it("finds the note around an empty anchor (Easy Footnotes)", () => {
    const story =
      '<p>Feed it at the same hour<a href="#easy-footnote-bottom-1"><sup>2</sup></a> and keep it covered.</p>';
    const notes =
      '<ol><li><span id="easy-footnote-bottom-1"></span>Morning or evening, it does not matter.<a href="#top"></a></li></ol>';
    expect(selectedWith(`${story}${notes}`)).toHaveLength(2);
  });

  it("leaves out targets that are not notes, long targets and links that are not note marks", () => {
    // A table of contents' link to a section.
    expect(
      selectedWith(
        `<p>See <a href="#history">1</a> for more.</p><section id="history"><p>Long ago.</p></section>`,
      ),
    ).toHaveLength(1);
    // A note mark to an element named a note, but holding an article's worth of words.
    const long = Array.from({ length: 320 }, (_, i) => `word${i}`).join(" ");
    expect(selectedWith(`<p>${STORY}</p><div id="fn1"><p>${long}</p></div>`)).toHaveLength(1);
    // A link whose text is a phrase, not a mark.
    expect(
      selectedWith(`<p>Read <a href="#fn1">the notes below</a> today.</p>${NOTE_LIST}`),
    ).toHaveLength(1);
  });
});
