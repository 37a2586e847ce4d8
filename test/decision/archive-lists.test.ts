import { describe, expect, it } from "vitest";
import { withoutArchiveLists } from "../../src/decision/archive-lists.js";
import { textsKeptBy } from "./selection-step-texts.js";

const STORY =
  "The council voted on Tuesday to widen the bridge over the river before the spring floods, and work starts in May while the bridge stays open to walkers.";
const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li><a href="/a">${item}</a></li>`).join("")}</ul>`;

describe("withoutArchiveLists", () => {
  it("leaves out a list of three or more months with their years, in any language", () => {
    expect(
      textsKeptBy(
        withoutArchiveLists,
        `<p>${STORY}</p>${list(["September 2012", "August 2012", "July 2012"])}`,
      ),
    ).toEqual([STORY]);
    expect(
      textsKeptBy(
        withoutArchiveLists,
        `<p>${STORY}</p>${list(["▼ Julho (168)", "Junho (150)", "maio de 2008 (171)"])}`,
      ),
    ).toEqual([STORY]);
  });

  it("keeps two months, a dateline, and months in separate places", () => {
    expect(
      textsKeptBy(withoutArchiveLists, `<p>${STORY}</p>${list(["September 2012", "August 2012"])}`),
    ).toHaveLength(3);
    expect(
      textsKeptBy(
        withoutArchiveLists,
        `<p>September 2012</p><p>${STORY}</p><div><p>August 2012</p></div><section><p>July 2012</p></section>`,
      ),
    ).toHaveLength(4);
    // Month names alone are not an archive's (a calendar's header, a list of events' months).
    expect(
      textsKeptBy(withoutArchiveLists, `<p>${STORY}</p>${list(["September", "August", "July"])}`),
    ).toHaveLength(4);
    // A month and a day is a date, not an archive's month.
    expect(
      textsKeptBy(
        withoutArchiveLists,
        `<p>${STORY}</p>${list(["September 3, 2012", "August 9, 2012", "July 1, 2012"])}`,
      ),
    ).toHaveLength(4);
  });
});
