import { describe, expect, it } from "vitest";
import { withoutInlineRelatedLinks } from "../../src/decision/inline-related-links.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST =
  "The council voted on Tuesday to widen the bridge over the river before the spring floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts all summer.";
const HEAD = '<head><link rel="canonical" href="https://news.example/town/bridge-vote"></head>';
const story = (line: string) =>
  textsKeptBy(withoutInlineRelatedLinks, `${HEAD}<p>${FIRST}</p><p>${line}</p><p>${SECOND}</p>`);

describe("withoutInlineRelatedLinks", () => {
  it("leaves out a label and one link to another article of the site, in any language", () => {
    for (const line of [
      'Read more: <a href="/town/ferry-service-ends">Ferry service ends after ninety years</a>',
      'Les også: <a href="https://www.news.example/kultur/ny-bok">Tone Damli ofret musikkarrieren for barna</a>',
      'ALSO READ: <a href="/weather/storm">Brace for very bad weather this weekend</a>',
      '<strong>Lesen Sie auch:</strong> <a href="/berlin/giftwolke">Gefährliche Giftwolke über Berlin heute</a>',
      '【関連記事】<a href="/article/374567">東京女子医大の教員に寄付を強いる制度</a>',
    ])
      expect(story(line)).toEqual([FIRST, SECOND]);
  });

  it("keeps links to other sites, one-word and name labels, addresses and sentences", () => {
    for (const line of [
      // Another site: a source or a shop's product.
      'Read more at YCharts: <a href="https://ycharts.com/a/rimm">That little run-up in RIMM stock</a>',
      'Best overall: <a href="https://shop.example/p/1">Apple Watch Ultra 3 in titanium</a>',
      // One word: a caption's or a list's label.
      'Pictured: <a href="/products/lace">Living Lace Parvati in the spring border</a>',
      // A name, each word capitalised: a speaker before a talk's title.
      'Yuyang Zhang: <a href="/talks/latent">Difficulties and Solutions in Latent Models</a>',
      // An address as the link's text.
      'Registration is open: <a href="/register">https://news.example/register for the event</a>',
      // A sentence around a link.
      'The mayor <a href="/town/mayor">explained the plan to the whole council</a> on Tuesday.',
    ])
      expect(story(line)).toHaveLength(3);
  });

  it("leaves out a headline in capitals that is a paragraph's one link, between the story's paragraphs", () => {
    const shouted = '<a href="/town/ferry">FERRY SERVICE ENDS AFTER NINETY YEARS ON THE LAKE</a>';
    const LONG = `${FIRST} ${SECOND}`;
    const between = (line: string) =>
      textsKeptBy(withoutInlineRelatedLinks, `${HEAD}<p>${LONG}</p><p>${line}</p><p>${SECOND}</p>`);
    expect(between(shouted)).toEqual([LONG, SECOND]);
    // Lower case: as often the author's own line.
    expect(between('<a href="/town/ferry">Ferry service ends after ninety years</a>')).toHaveLength(
      3,
    );
    // Capitals in a product grid's cards, with no story around them.
    const grid = textsKeptBy(
      withoutInlineRelatedLinks,
      `${HEAD}<div><p>${shouted}</p><p><a href="/p/2">CAST IRON SKILLET TEN INCH LODGE</a></p><p>$49.99 USD</p></div>`,
    );
    expect(grid).toHaveLength(3);
  });
});
