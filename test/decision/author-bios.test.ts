import { describe, expect, it } from "vitest";
import { withoutAuthorBios } from "../../src/decision/author-bios.js";
import { textsKeptBy } from "./selection-step-texts.js";

const STORY =
  "The council voted on Tuesday to widen the bridge over the river before the spring floods arrive.";
const BIO =
  "John Nichols is a national affairs correspondent for The Nation and has written a dozen books.";

describe("withoutAuthorBios", () => {
  it("leaves an author's bio box out, by a class or id naming an author's bio, box or about", () => {
    for (const card of [
      `<div class="article-end__author-bio"><p>${BIO}</p></div>`,
      `<section id="author-box"><h4>About John</h4><p>${BIO}</p></section>`,
      `<div class="about-the-author"><p>${BIO}</p></div>`,
      `<div class="authorbox"><p>${BIO}</p></div>`,
    ])
      expect(textsKeptBy(withoutAuthorBios, `<article><p>${STORY}</p>${card}</article>`)).toEqual([
        STORY,
      ]);
  });

  it("keeps a list of authors, an author's byline line and a long container named so", () => {
    const kept = (html: string) => textsKeptBy(withoutAuthorBios, `<p>${STORY}</p>${html}`);
    // A paper's list of authors ("authors" with "card": a listing's card, no bio).
    expect(kept(`<div class="research-card_authors">Ann Lee, Bo Chen</div>`)).toHaveLength(2);
    // A byline block named author-info.
    expect(kept(`<div class="author-info">By Jane Doe, March 5</div>`)).toHaveLength(2);
    // A heading so named.
    expect(kept(`<h3 class="author-bio">Jane Doe</h3>`)).toHaveLength(2);
    // More words than a bio holds: the element wraps the article.
    const long = Array.from({ length: 20 }, () => STORY).join(" ");
    expect(kept(`<div class="author-box">${long}</div>`)).toHaveLength(2);
  });
});
