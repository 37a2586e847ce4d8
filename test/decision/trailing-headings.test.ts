import { describe, expect, it } from "vitest";
import { withoutTrailingHeadings } from "../../src/decision/trailing-headings.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";

const keptTexts = (html: string) => textsKeptBy(withoutTrailingHeadings, html);

describe("withoutTrailingHeadings", () => {
  it("leaves out the short headings the selection ends with", () => {
    expect(
      keptTexts(`<p>${FIRST}</p><p>${SECOND}</p><h3>Share this:</h3><h2>Related Posts</h2>`),
    ).toEqual([FIRST, SECOND]);
  });

  it("keeps headings the article's text follows, and a long last heading", () => {
    expect(
      keptTexts(`<h2>The vote</h2><h3>Tuesday</h3><p>${FIRST}</p><h3>Work</h3><p>${SECOND}</p>`),
    ).toEqual(["The vote", "Tuesday", FIRST, "Work", SECOND]);
    const long = "What the council decided about the bridge and when";
    expect(keptTexts(`<p>${FIRST}</p><p>${SECOND}</p><h3>${long}</h3>`)).toEqual([
      FIRST,
      SECOND,
      long,
    ]);
  });

  it("keeps the selection when headings are all it holds", () => {
    expect(keptTexts("<h2>Bridge news</h2><h3>Floods</h3>")).toEqual(["Bridge news", "Floods"]);
  });
});
