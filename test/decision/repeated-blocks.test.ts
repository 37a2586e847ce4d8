import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutRepeats } from "../../src/decision/repeated-blocks.js";

// Fourteen words ("year-ago" counts two): long enough to be a copy when it repeats.
const paragraph = "Home prices in the second quarter rose from the year-ago period, Zillow said.";
const short = "Salt and pepper to taste, as you like it."; // nine words
const page = segmentHtml(
  `<html><body><div class="story"><p>${short}</p><p>${paragraph}</p><ul><li>${paragraph}</li></ul></div>` +
    `<div class="print"><p>${short}</p><p>${paragraph}</p></div><blockquote><p>${paragraph}</p></blockquote>` +
    `<pre>${paragraph}</pre></body></html>`,
  512,
);
const texts = (kept: Uint8Array) =>
  page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);

/** The texts `withoutRepeats` keeps of a page whose every block is selected. */
function keptTexts(html: string): string[] {
  const segmented = segmentHtml(`<html><body>${html}</body></html>`, 512);
  const kept = withoutRepeats(
    segmented,
    Uint8Array.from(segmented.blocks, () => 1),
  );
  return segmented.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);
}

const refrain = "And still the river runs beneath the bridge we built, and still we wait for you.";
const stanza = (n: number) =>
  `Stanza ${n} tells of the town, the mill, the winter and the long road home.`;
const notice =
  "This article was corrected on 3 March: an earlier version misstated the size of the fund.";
const post = "I replaced the fan and the noise stopped, but the machine still runs hot under load.";

describe("withoutRepeats", () => {
  it("leaves out later copies of a selected block of twelve words or more, not shorter ones nor code, list items or table rows", () => {
    expect(page.blocks.map((block) => block.wordCount)).toEqual([9, 14, 14, 9, 14, 14, 14]);
    const kept = withoutRepeats(
      page,
      Uint8Array.from(page.blocks, () => 1),
    );
    expect(texts(kept)).toEqual([short, paragraph, paragraph, short, paragraph]);
    expect([...kept]).toEqual([1, 1, 1, 1, 0, 0, 1]);
  });

  it("keeps a copy whose first is not selected, and returns the selection itself when nothing repeats", () => {
    const laterOnly = Uint8Array.from([0, 0, 0, 1, 1, 1, 0]);
    expect([...withoutRepeats(page, laterOnly)]).toEqual([0, 0, 0, 1, 1, 0, 0]);
    const once = Uint8Array.from([1, 1, 0, 0, 0, 0, 0]);
    expect(withoutRepeats(page, once)).toBe(once);
  });

  it("keeps the article's own repeats: a poem's refrain between its stanzas", () => {
    const poem = [1, 2, 3].map((n) => `<p>${stanza(n)}</p><p>${refrain}</p>`).join("");
    expect(
      keptTexts(`<article><h1>The River</h1><div class="poem">${poem}</div></article>`),
    ).toEqual(["The River", stanza(1), refrain, stanza(2), refrain, stanza(3), refrain]);
  });

  it("keeps a notice the article gives at its top and again at its end", () => {
    const body = [1, 2].map((n) => `<p>${stanza(n)}</p>`).join("");
    expect(keptTexts(`<article><p>${notice}</p>${body}<p>${notice}</p></article>`)).toEqual([
      notice,
      stanza(1),
      stanza(2),
      notice,
    ]);
  });

  it("leaves out a forum reply's quote of an earlier post", () => {
    const html =
      `<div class="post"><p>${post}</p></div>` +
      `<div class="post"><blockquote class="quote"><p>${post}</p></blockquote><p>${stanza(1)}</p></div>`;
    expect(keptTexts(html)).toEqual([post, stanza(1)]);
  });

  it("leaves out a quote inside the same post as its first, and a share bar or a teaser shown twice", () => {
    const share =
      "Share this story with your friends on Facebook, Twitter, LinkedIn, WhatsApp or by e-mail today.";
    const teaser =
      "Read next: how the town rebuilt its mill after the flood of the winter, in pictures and words.";
    const html =
      `<article><div class="share-bar">${share}</div><p>${stanza(1)}</p><p>${post}</p><p>${stanza(2)}</p>` +
      `<blockquote><p>${post}</p></blockquote><p>${stanza(3)}</p><div class="share-bar">${share}</div></article>` +
      `<aside><div class="teaser"><p>${teaser}</p></div></aside><footer><div class="teaser"><p>${teaser}</p></div></footer>`;
    expect(keptTexts(html)).toEqual([share, stanza(1), post, stanza(2), stanza(3), teaser]);
  });

  it("leaves out the footer each article of an endless page ends with, short lines between its copies", () => {
    const footer = `<p>${notice}</p><p>Read more like this.</p><p>${post}</p>`;
    const html = `<div class="content"><p>${stanza(1)}</p>${footer}<p>${stanza(2)}</p>${footer}</div>`;
    expect(keptTexts(html)).toEqual([
      stanza(1),
      notice,
      "Read more like this.",
      post,
      stanza(2),
      "Read more like this.",
    ]);
  });

  it("leaves out a second copy of the article (a print copy) and a run of copied paragraphs in one container", () => {
    const article = [1, 2, 3].map((n) => `<p>${stanza(n)}</p>`).join("");
    expect(
      keptTexts(`<div class="story">${article}</div><div class="print">${article}</div>`),
    ).toEqual([stanza(1), stanza(2), stanza(3)]);
    expect(keptTexts(`<div class="story">${article}${article}</div>`)).toEqual([
      stanza(1),
      stanza(2),
      stanza(3),
    ]);
  });
});
