import { describe, expect, it } from "vitest";
import { withoutLiveEntryHeaders } from "../../src/decision/live-entry-headers.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "Local reporters said a loud bang was heard near the square shortly after nine.";
const SECOND = "Police have closed the bridge and asked people to stay away from the centre.";

const entry = (
  info: string,
  text: string,
  infoClass = "entry-info",
  entryClass = "live-event-entry",
) =>
  `<div class="${entryClass}"><div class="${infoClass}">${info}</div><div class="entry-content"><p>${text}</p></div></div>`;

describe("withoutLiveEntryHeaders", () => {
  it("leaves out each live-blog entry's time and author line", () => {
    const html = `<div class="live-event-container">${entry("21:00 Antony Clements", FIRST)}${entry("20:42 KEY EVENT", SECOND, "live-events__entry-info")}</div>`;
    expect(textsKeptBy(withoutLiveEntryHeaders, html)).toEqual([FIRST, SECOND]);
  });

  it("keeps entry meta outside a live blog, and a long block named so", () => {
    const blog = `<article class="post">${entry("By Jane Doe, March 3", FIRST, "entry-meta", "hentry")}</article>`;
    expect(textsKeptBy(withoutLiveEntryHeaders, blog)).toEqual(["By Jane Doe, March 3", FIRST]);
    const long = `${FIRST} ${SECOND}`;
    const live = `<div class="liveblog">${entry(long, SECOND)}</div>`;
    expect(textsKeptBy(withoutLiveEntryHeaders, live)).toEqual([long, SECOND]);
  });
});
