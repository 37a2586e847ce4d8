import { describe, expect, it } from "vitest";
import { withoutAdSlotLabels } from "../../src/decision/ad-slot-labels.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const QUESTION = "Who pays for the new lane over the river?";

const keptTexts = (body: string) => textsKeptBy(withoutAdSlotLabels, body);

describe("withoutAdSlotLabels", () => {
  it("leaves out the label and controls of ad slots between the paragraphs", () => {
    expect(
      keptTexts(
        `<article><p>${FIRST}</p><div class="c-ad__slot"><span class="ad-label">Advertisement</span><div id="gpt-1"></div></div>` +
          `<div class="ad-control-link">Don't want to see this? <a href="#">Remove ads</a></div><p>${SECOND}</p></article>`,
      ),
    ).toEqual([FIRST, SECOND]);
  });

  it("keeps a container named ad that holds the article's text, and headings so named", () => {
    expect(
      keptTexts(
        `<div class="ad-free-article"><p>${FIRST}</p><p>${SECOND}</p></div><h3 class="ask-ads">${QUESTION}</h3>`,
      ),
    ).toEqual([FIRST, SECOND, QUESTION]);
  });

  it("reads whole pieces of class names, not pieces of hashes", () => {
    expect(
      keptTexts(
        `<p>${FIRST}</p><div class="table_root__adKqa"><p>Provisioner type</p></div><div id="s-4ae8-ad59"><p>Ends 4/30</p></div>`,
      ),
    ).toEqual([FIRST, "Provisioner type", "Ends 4/30"]);
  });

  it("leaves out a block that is only an ad label in any markup, in several languages", () => {
    for (const label of ["Advertisement", "ADVERTISEMENT", "Anzeige", "Publicité", "広告"])
      expect(
        keptTexts(`<p>${FIRST}</p><div class="sc-bnqabg aYEKe">${label}</div><p>${SECOND}</p>`),
      ).toEqual([FIRST, SECOND]);
  });

  it("keeps the words as headings, links, list items and inside sentences", () => {
    expect(
      keptTexts(
        `<p>${FIRST}</p><h2>Werbung</h2><ul><li>Advertisement</li></ul><p><a href="/ads">Anzeige</a></p><p>The advertisement ran for a week.</p>`,
      ),
    ).toEqual([FIRST, "Werbung", "Advertisement", "Anzeige", "The advertisement ran for a week."]);
  });
});
