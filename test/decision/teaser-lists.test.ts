import { describe, expect, it } from "vitest";
import { withoutTeaserLists } from "../../src/decision/teaser-lists.js";
import { textsKeptBy } from "./selection-step-texts.js";

const HEAD = '<head><link rel="canonical" href="https://news.example/town/bridge-vote"></head>';
const ARTICLE = [
  "The council voted on Tuesday to widen the bridge over the river before the spring floods arrive in the valley, after a debate that ran for most of the evening and ended with a clear majority for the plan the engineers had drawn up.",
  "Work starts in May and the bridge stays open to walkers while it lasts, the engineers told the meeting, though cars will have to take the long way round by the ring road for at least three months of the summer.",
  "Shops on both banks asked for the lorries to come at night, and the council agreed to ask the builders whether the heaviest loads could be moved between midnight and five in the morning without waking the street.",
  "The last widening, in 1974, took two years and closed the bridge to cars for most of a summer, which older traders still remember as the season the market square emptied and two of the bakeries closed for good.",
].map((text) => `<p>${text}</p>`);
const HEADLINES = [
  "Ferry service ends after ninety years on the lake",
  "School roof repairs finish a month ahead of plan",
  "Farmers market moves to the old station square",
];
const card = (headline: string, index: number, href = `/town/story-${index}`) =>
  `<div class="card"><h3><a href="${href}">${headline}</a></h3><p class="dek">A short summary of the story.</p><span>2 hours ago</span></div>`;
const page = (list: string) => textsKeptBy(withoutTeaserLists, `${HEAD}${ARTICLE.join("")}${list}`);
const articleTexts = ARTICLE.map((p) => p.replace(/<\/?p>/g, ""));

describe("withoutTeaserLists", () => {
  it("leaves out cards for the site's other stories and the list's title", () => {
    const kept = page(
      `<section><h2>More from the Town</h2><div class="row">${HEADLINES.map((h, i) => card(h, i)).join("")}</div></section>`,
    );
    expect(kept).toEqual(articleTexts);
  });

  it("finds cards that are one link each, in a box between the paragraphs", () => {
    const links = HEADLINES.map(
      (h, i) => `<li><a href="https://www.news.example/town/s${i}">${h}</a></li>`,
    ).join("");
    const kept = textsKeptBy(
      withoutTeaserLists,
      `${HEAD}${ARTICLE.slice(0, 2).join("")}<div class="box"><h4>Read next</h4><ol>${links}</ol></div>${ARTICLE.slice(2).join("")}`,
    );
    expect(kept).toEqual(articleTexts);
  });

  it("keeps a list in the flow of the text and the cards of a page of little prose", () => {
    const links = HEADLINES.map((h, i) => `<li><a href="/town/s${i}">${h}</a></li>`).join("");
    // A roundup's picks: the list sits among the paragraphs, in their parent.
    expect(
      textsKeptBy(
        withoutTeaserLists,
        `${HEAD}${ARTICLE.slice(0, 2).join("")}<ol>${links}</ol>${ARTICLE.slice(2).join("")}`,
      ),
    ).toHaveLength(7);
    // A section front: one paragraph of prose beside its cards.
    expect(
      textsKeptBy(
        withoutTeaserLists,
        `${HEAD}${ARTICLE[0]}<div>${HEADLINES.map((h, i) => card(h, i)).join("")}</div>`,
      ),
    ).toHaveLength(10);
  });

  it("keeps cards linking to other sites, short links, two cards and long cards", () => {
    // Another site: a source list, a shop's picks.
    expect(
      page(HEADLINES.map((h, i) => card(h, i, `https://other.example/a/${i}`)).join("")),
    ).toHaveLength(13);
    // Short links: a menu, a documentation page's "see also".
    expect(
      page(
        `<ul>${["Bridge works", "Road closures", "Bus times"].map((h, i) => `<li><a href="/t/${i}">${h}</a></li>`).join("")}</ul>`,
      ),
    ).toHaveLength(7);
    // Two cards are not a list.
    expect(
      page(
        HEADLINES.slice(0, 2)
          .map((h, i) => card(h, i))
          .join(""),
      ),
    ).toHaveLength(10);
    // Cards with a post's words beside the link: comments, not teasers.
    const long =
      "I walked over that bridge every day for thirty years and never once did it feel unsafe to me or my dog, whatever the engineers now say about it.";
    expect(
      page(
        HEADLINES.map(
          (h, i) => `<div class="c"><a href="/t/${i}">${h}</a><p>${long}</p></div>`,
        ).join(""),
      ),
    ).toHaveLength(10);
  });
});
