import { describe, expect, it } from "vitest";
import { withoutArticlePromos } from "../../src/decision/article-promos.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const PROMO = `<div class="promo_holder"><h4>23 Photos</h4><p>Quest to solve an old mystery of the sea</p></div>`;

describe("withoutArticlePromos", () => {
  it("leaves out a promo inside an article's body", () => {
    for (const body of [
      `<article><p>${FIRST}</p>${PROMO}<p>${SECOND}</p></article>`,
      `<div class="entry_content"><p>${FIRST}</p>${PROMO}<p>${SECOND}</p></div>`,
      `<div itemprop="articleBody"><p>${FIRST}</p>${PROMO}<p>${SECOND}</p></div>`,
    ])
      expect(textsKeptBy(withoutArticlePromos, body)).toEqual([FIRST, SECOND]);
  });

  it("keeps promos outside an article, and names that only contain the letters", () => {
    const cards = `<div class="cmp-promo"><h3>Plans for families</h3><p>${SECOND}</p></div>`;
    expect(textsKeptBy(withoutArticlePromos, `<main><p>${FIRST}</p>${cards}</main>`)).toHaveLength(
      3,
    );
    const code = `<article><p>${FIRST}</p><div class="promotion-rules"><p>${SECOND}</p></div></article>`;
    expect(textsKeptBy(withoutArticlePromos, code)).toEqual([FIRST, SECOND]);
  });
});
