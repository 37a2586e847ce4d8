import { describe, expect, it } from "vitest";
import {
  articleContainer,
  type ExtraWordsTally,
  emptyTally,
  tallyPage,
} from "../../bench/extra-words-by-unit.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";

const PAGE = `<html><body>
<nav><p>Home News Sport Weather Contact</p></nav>
<div id="wrapper">
  <div id="story">
    <p>one two three four five six seven eight nine ten</p>
    <p>Advertisement</p>
    <p>eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty</p>
    <div class="teaser"><p>Read next a teaser summary of five words</p></div>
  </div>
  <div id="more"><p>More stories</p></div>
</div>
</body></html>`;

function tally(labels: number[], selected: number[]): ExtraWordsTally {
  const page = segmentHtml(PAGE, 500);
  const texts = page.blocks.map((block) => block.text);
  expect(texts).toEqual([
    "Home News Sport Weather Contact",
    "one two three four five six seven eight nine ten",
    "Advertisement",
    "eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
    "Read next a teaser summary of five words",
    "More stories",
  ]);
  const result = emptyTally();
  tallyPage(result, page.blocks, Uint8Array.from(labels), Uint8Array.from(selected));
  return result;
}

describe("extra words by unit", () => {
  it("takes the deepest element holding 95 % of the gold words as the article's container", () => {
    const page = segmentHtml(PAGE, 500);
    const labels = Uint8Array.from([0, 1, 0, 1, 0, 0]);
    expect(articleContainer(page.blocks, labels)?.attribs.id).toBe("story");
    // With "More stories" counted as content, only the wrapper holds 95 % of it.
    expect(articleContainer(page.blocks, Uint8Array.from([0, 1, 0, 1, 0, 1]))?.attribs.id).toBe(
      "wrapper",
    );
  });

  it("puts each kept non-gold word where it sits: the article's unit, another unit, outside", () => {
    // Gold: the two story paragraphs; the container is #story. "Advertisement" lies between them
    // (the article's unit), the teaser card after them (another unit), the menu and "More
    // stories" outside #story.
    const kept = tally([0, 1, 0, 1, 0, 0], [1, 1, 1, 1, 1, 1]);
    expect(kept.extraWords).toBe(5 + 1 + 8 + 2);
    expect(kept.keptWords).toBe(5 + 10 + 1 + 10 + 8 + 2);
    expect(kept.byUnit).toEqual({ articleUnit: 1, otherUnitInside: 8, outside: 7, missedPage: 0 });
    expect(kept.byPosition).toEqual({ above: 5, inside: 1, after: 10 });
    expect(kept.inLongBlocks).toBe(0);
  });

  it("counts every extra word of a page whose selection missed the article apart", () => {
    const missed = tally([0, 1, 0, 1, 0, 0], [1, 0, 0, 0, 1, 0]);
    expect(missed.byUnit).toEqual({
      articleUnit: 0,
      otherUnitInside: 0,
      outside: 0,
      missedPage: 13,
    });
  });
});
