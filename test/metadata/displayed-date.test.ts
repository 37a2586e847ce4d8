import { describe, expect, it } from "vitest";
import { displayedDates } from "../../src/metadata/displayed-date.js";
import { headlineLines } from "../../src/metadata/headline-lines.js";
import { extractMetadata, metadataSources } from "../../src/metadata/metadata.js";
import { parseHtml } from "../../src/parse/parse.js";

const publishedOf = (html: string) =>
  extractMetadata(metadataSources(parseHtml(html, 512), undefined)).published;
const shown = (html: string) => displayedDates(headlineLines(parseHtml(html, 512)));

describe("displayedDates", () => {
  it("reads the dateline under the headline, in several languages", () => {
    expect(shown("<h1>Council votes</h1><p>By Jane Doe · March 14, 2024</p>")).toEqual([
      { day: "2024-03-14", label: "none" },
    ]);
    expect(
      shown(
        "<h1>Der Rat stimmt ab</h1><div><span>Veröffentlicht</span><span>14. März 2024</span></div>",
      ),
    ).toEqual([{ day: "2024-03-14", label: "published" }]);
  });

  it("reads a dateline above the headline, and a label on its own line", () => {
    expect(
      shown("<div><div>Last updated:</div><div>Dec 12, 2025</div></div><h1>Agencies compared</h1>"),
    ).toEqual([{ day: "2025-12-12", label: "updated" }]);
  });

  it("reads a relative time's day from its datetime, on the page's own offset", () => {
    expect(
      shown('<h1>Question</h1><time datetime="2025-12-18T21:46:01-05:00">2 years ago</time>'),
    ).toEqual([{ day: "2025-12-18", label: "none" }]);
  });

  it("finds nothing without a headline, in prose, in menus or in a member's joining date", () => {
    expect(shown("<h2>Council votes</h2><p>March 14, 2024</p>")).toEqual([]);
    const prose = `In a meeting on March 14, 2024 the council ${"voted on many things and ".repeat(5)}`;
    expect(shown(`<h1>Council votes</h1><p>${prose}</p>`)).toEqual([]);
    expect(shown("<h1>Council votes</h1><nav><a>March 14, 2024</a></nav>")).toEqual([]);
    expect(shown("<h1>Help</h1><div>Joined: Mon Jul 24, 2017 9:28 am</div>")).toEqual([]);
  });
});

describe("published: the date the page shows", () => {
  it("is the day shown under the headline when the structured time's UTC day is the next", () => {
    expect(
      publishedOf(
        '<meta property="article:published_time" content="2025-12-19T02:41:41+00:00"><h1>Comfort watches</h1><div>December 18, 2025</div>',
      ),
    ).toBe("2025-12-18");
  });

  it("keeps the structured time when the page shows its day", () => {
    expect(
      publishedOf(
        '<meta property="article:published_time" content="2024-03-14T08:00:00Z"><h1>Council votes</h1><p>March 14, 2024</p>',
      ),
    ).toBe("2024-03-14T08:00:00Z");
  });

  it("keeps the structured date when the page shows only its update", () => {
    expect(
      publishedOf(
        '<meta property="article:published_time" content="2023-01-05"><h1>Council votes</h1><p>Updated March 14, 2024</p>',
      ),
    ).toBe("2023-01-05");
  });

  it("takes the one labelled the publication's when several days stand under the headline", () => {
    expect(
      publishedOf(
        '<meta property="article:published_time" content="2025-12-18T23:25:38+00:00"><h1>Thread</h1><ul><li>Start date <time datetime="2025-12-19T04:25:38+0500">Yesterday at 4:25 AM</time></li></ul><article><time datetime="2025-12-20T18:23:06+0500">Today at 6:23 PM</time></article>',
      ),
    ).toBe("2025-12-19");
  });

  it("trusts no shown date when several stand under the headline", () => {
    expect(
      publishedOf(
        '<meta property="article:published_time" content="2023-01-05"><h1>Thread</h1><p>March 14, 2024</p><p>March 15, 2024</p>',
      ),
    ).toBe("2023-01-05");
  });
});
