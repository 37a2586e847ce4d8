import { describe, expect, it } from "vitest";
import { withoutAffiliateDisclosures } from "../../src/decision/affiliate-disclosures.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const NOTICE = "We may earn a commission when you buy through links on our site.";

describe("withoutAffiliateDisclosures", () => {
  it("leaves out a notice whose class pairs affiliate with a notice's word", () => {
    for (const name of ["affiliate-disclaimer", "affiliate_info", "post-affiliate-commission"])
      expect(
        textsKeptBy(
          withoutAffiliateDisclosures,
          `<p>${FIRST}</p><div class="${name}">${NOTICE}</div><p>${SECOND}</p>`,
        ),
      ).toEqual([FIRST, SECOND]);
  });

  it("keeps affiliate links, and an article whose wrapper is named a disclaimer's", () => {
    expect(
      textsKeptBy(
        withoutAffiliateDisclosures,
        `<p>${FIRST}</p><p class="affiliate-links">${SECOND}</p>`,
      ),
    ).toEqual([FIRST, SECOND]);
    const long = Array.from({ length: 90 }, (_, i) => `word${i}`).join(" ");
    expect(
      textsKeptBy(
        withoutAffiliateDisclosures,
        `<div class="entry disclaimer-affiliate"><p>${FIRST}</p><p>${long}</p></div>`,
      ),
    ).toHaveLength(2);
  });
});
