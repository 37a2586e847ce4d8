import { describe, expect, it } from "vitest";
import { metadataSources } from "../../src/metadata/metadata.js";
import { titleCandidates } from "../../src/title/title-candidates.js";
import { linearTitleScorer, selectTitle } from "../../src/title/title-score.js";
import { HAND_TITLE_WEIGHTS } from "../../src/title/title-weights.js";
import { segment, selectTexts } from "../output/helpers.js";

function titleOf(html: string, selectedTexts: readonly string[], url?: string): string {
  const page = segment(html);
  return selectTitle(page, selectTexts(page, selectedTexts), metadataSources(page.document, url));
}

/** The candidates of a page on which the model selected nothing. */
function candidatesOf(html: string, url?: string) {
  const page = segment(html);
  return titleCandidates(
    page,
    new Uint8Array(page.blocks.length),
    metadataSources(page.document, url),
  );
}

const BODY = "<p>The first paragraph of the story, long enough to count.</p>";

describe("title selection", () => {
  it("strips the site name from <title> when a heading agrees with the rest", () => {
    const html = `<title>Storm hits coast | Daily Bugle</title><div><a>Home</a><h1>Storm hits coast</h1>${BODY}</div>`;
    expect(titleOf(html, ["The first paragraph of the story, long enough to count."])).toBe(
      "Storm hits coast",
    );
  });

  it("prefers the publisher's structured headline when sources disagree with page furniture", () => {
    const html =
      '<head><title>Daily Bugle</title><meta property="og:site_name" content="Daily Bugle">' +
      '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Mayor resigns after vote"}</script></head>' +
      `<body><h2>Latest news</h2><h1>Mayor resigns after vote</h1>${BODY}</body>`;
    expect(titleOf(html, [])).toBe("Mayor resigns after vote");
  });

  it("prefers the heading that opens the selected content over one far away", () => {
    const filler = Array.from({ length: 30 }, (_, i) => `<p>menu entry ${i}</p>`).join("");
    const html = `<h1>Site Wide Banner Heading</h1>${filler}<h1>The real article title</h1>${BODY}`;
    expect(titleOf(html, ["The first paragraph of the story, long enough to count."])).toBe(
      "The real article title",
    );
  });

  it("never picks the site's own name", () => {
    const html =
      "<title>Example News - Flood warnings issued for the valley</title><h1>Example News</h1>" +
      `<h2>Flood warnings issued for the valley</h2>${BODY}`;
    expect(titleOf(html, [], "https://www.examplenews.com/a")).toBe(
      "Flood warnings issued for the valley",
    );
  });

  it("knows the site's name from any label of its host, a subdomain's too", () => {
    const html =
      "<title>SMF vs MyBB? What are the differences?</title><h1>MyBB</h1>" +
      `<h2>SMF vs MyBB? What are the differences?</h2>${BODY}`;
    const url = "https://community.mybb.com/thread-222085.html";
    const mybb = candidatesOf(html, url).find((candidate) => candidate.text === "MyBB");
    expect(mybb?.features.isSiteName).toBe(1);
    expect(titleOf(html, [], url)).toBe("SMF vs MyBB? What are the differences?");
  });

  it("exposes named features, and a different scorer changes the choice", () => {
    const html = `<title>Alpha title here</title><h3>Gamma heading words</h3>${BODY}`;
    const page = segment(html);
    const sources = metadataSources(page.document, undefined);
    const selected = new Uint8Array(page.blocks.length);
    const candidates = titleCandidates(page, selected, sources);
    expect(candidates.map((candidate) => [candidate.source, candidate.features.fromH3])).toEqual([
      ["title", 0],
      ["h3", 1],
    ]);
    expect(selectTitle(page, selected, sources)).toBe("Alpha title here");
    const h3Lover = linearTitleScorer({ ...HAND_TITLE_WEIGHTS, fromH3: 10 });
    expect(selectTitle(page, selected, sources, h3Lover)).toBe("Gamma heading words");
  });

  it("marks which part of a meta title a piece is, separators left in, and lone headings", () => {
    const html = `<title>Short | A much longer headline here | Site</title><h1>Story | Site</h1><h2>One</h2><h2>Two</h2>${BODY}`;
    const page = segment(html);
    const candidates = titleCandidates(
      page,
      new Uint8Array(page.blocks.length),
      metadataSources(page.document, undefined),
    );
    const pick = (name: keyof (typeof candidates)[number]["features"]) =>
      candidates.map((candidate) => candidate.features[name]);
    expect(candidates.map((candidate) => candidate.text)).toEqual([
      "Short | A much longer headline here | Site",
      "Short",
      "A much longer headline here",
      "Site",
      "Story | Site",
      "One",
      "Two",
    ]);
    expect(pick("isFirstPart")).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(pick("isLongestPart")).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(pick("hasSeparator")).toEqual([1, 0, 0, 0, 1, 0, 0]);
    expect(pick("onlyOfItsLevel")).toEqual([0, 0, 0, 0, 1, 0, 0]);
  });

  it("splits meta titles at breadcrumbs, spaced colons, double dashes and a dash glued to a word", () => {
    const piecesOf = (title: string) => {
      const page = segment(`<title>${title}</title>${BODY}`);
      return titleCandidates(
        page,
        new Uint8Array(page.blocks.length),
        metadataSources(page.document, undefined),
      )
        .slice(1)
        .map((candidate) => candidate.text);
    };
    expect(piecesOf("Site.com &gt; News &gt; World -- Judges allow video")).toEqual([
      "Site.com",
      "News",
      "World",
      "Judges allow video",
    ]);
    expect(piecesOf("Mapping dark matter : Tehran Times")).toEqual([
      "Mapping dark matter",
      "Tehran Times",
    ]);
    expect(piecesOf("Music- Lavigne lawsuit settled")).toEqual([
      "Music",
      "Lavigne lawsuit settled",
    ]);
    // A headline's own colon and hyphenated words are not separators.
    expect(piecesOf("Algeria: Al-Qaeda claims well- known attack")).toEqual([]);
  });

  it("offers headline-styled blocks without h1-h3 as candidates, once per element", () => {
    const html =
      '<table><tr><td class="contentheading">Heavy losses in the north</td></tr></table>' +
      '<div id="articleTitle"><span>Second styled</span> <b>headline</b></div><h4>Minor heading</h4>' +
      `<div class="headlines-list"><p>not a headline class token</p></div><h1>Real heading</h1>${BODY}`;
    const page = segment(html);
    const candidates = titleCandidates(
      page,
      new Uint8Array(page.blocks.length),
      metadataSources(page.document, undefined),
    );
    const styled = candidates.filter((candidate) => candidate.features.fromStyled === 1);
    expect(styled.map((candidate) => candidate.text)).toEqual([
      "Heavy losses in the north",
      "Second styled headline",
      "Minor heading",
    ]);
    expect(styled.map((candidate) => candidate.features.firstOfItsLevel)).toEqual([1, 0, 0]);
    expect(candidates.find((candidate) => candidate.text === "Real heading")?.source).toBe("h1");
  });

  it("flags host names, one- or two-word labels and headings that precede the content", () => {
    const html = `<h1>www.example.com.au</h1><h2>Sports</h2><h1>Storm hits the coast overnight</h1>${BODY}<h2>More stories from today</h2>`;
    const page = segment(html);
    const candidates = titleCandidates(
      page,
      selectTexts(page, ["The first paragraph of the story, long enough to count."]),
      metadataSources(page.document, undefined),
    );
    const pick = (name: keyof (typeof candidates)[number]["features"]) =>
      candidates.map((candidate) => candidate.features[name]);
    expect(candidates.map((candidate) => candidate.text)).toEqual([
      "www.example.com.au",
      "Sports",
      "Storm hits the coast overnight",
      "More stories from today",
    ]);
    expect(pick("looksLikeHost")).toEqual([1, 0, 0, 0]);
    expect(pick("fewWords")).toEqual([0, 1, 0, 0]);
    expect(pick("precedesContent")).toEqual([1, 1, 1, 0]);
  });

  it("reads headings without the CSS a component styles them with, and unescapes meta titles", () => {
    const html =
      '<head><script type="application/ld+json">{"@type":"Product","name":"The Cream with TFC8&reg; Moisturizer"}</script></head>' +
      "<body><h1><style>.css-1a8e{cursor:pointer}</style>Augustinus Bader <style>.css-wk{white-space:pre}</style>The Cream</h1>" +
      `${BODY}</body>`;
    const texts = titleCandidates(
      segment(html),
      new Uint8Array(2),
      metadataSources(segment(html).document, undefined),
    ).map((candidate) => candidate.text);
    expect(texts).toContain("Augustinus Bader The Cream");
    expect(texts).toContain("The Cream with TFC8® Moisturizer");
    expect(texts.some((text) => text.includes("{") || text.includes("&reg;"))).toBe(false);
  });

  it("reads headings without their permalink glyphs and the controls beside their words", () => {
    const html =
      '<body><h1>Struct VecDeque <button id="copy-path">Copy item path</button><a href="#main" class="anchor">§</a></h1>' +
      '<h2>Installation<a class="headerlink" href="#installation">¶</a></h2>' +
      `${BODY}</body>`;
    const texts = candidatesOf(html).map((candidate) => candidate.text);
    expect(texts).toEqual(expect.arrayContaining(["Struct VecDeque", "Installation"]));
    expect(texts.some((text) => /Copy|[§¶]/.test(text))).toBe(false);
  });

  it("counts a heading's link to itself as no link, but a link to another page as one", () => {
    const html =
      '<body><h2 id="setup"><a class="header" href="#setup">Setting up the tools</a></h2>' +
      '<h2><a href="/news/other-story">Another story worth reading</a></h2>' +
      '<a href="/news/third"><h2>A third story wrapped in its link</h2></a>' +
      `${BODY}</body>`;
    const candidates = candidatesOf(html);
    expect(candidates.map((candidate) => [candidate.text, candidate.features.allLinkText])).toEqual(
      expect.arrayContaining([
        ["Setting up the tools", 0],
        ["Another story worth reading", 1],
        ["A third story wrapped in its link", 1],
      ]),
    );
  });

  it("scores each candidate by the share of the address's slug words it holds", () => {
    const html =
      "<head><title>Daily Bugle</title></head>" +
      `<body><h2>Latest news</h2><h1>Storm hits the coast</h1>${BODY}</body>`;
    const inSlug = (url?: string) =>
      Object.fromEntries(
        candidatesOf(html, url).map((candidate) => [candidate.text, candidate.features.inSlug]),
      );
    // The slug is the path's last segment (not the host, the site's name, nor the sections).
    expect(inSlug("https://dailybugle.com/latest/2026/storm_hits-coast/")).toEqual({
      "Daily Bugle": 0,
      "Latest news": 0,
      "Storm hits the coast": 1,
    });
    expect(inSlug("https://dailybugle.com/news/storm-hits-coast-after-long-week.html")).toEqual({
      "Daily Bugle": 0,
      "Latest news": 0,
      "Storm hits the coast": 0.5,
    });
    // A last segment of fewer than two words with letters is no slug: nothing to compare with.
    for (const url of [
      "https://dailybugle.com/news/story.php?id=12",
      "https://dailybugle.com/latest/2007-11-24-news24.cfm",
      undefined,
    ])
      expect(Object.values(inSlug(url))).toEqual([0, 0, 0]);
    // Percent-escaped slugs are read decoded; a malformed escape leaves the segment as written.
    const german = candidatesOf(
      `<h1>Über den Sturm</h1>${BODY}`,
      "https://example.de/%C3%BCber-den-sturm",
    );
    expect(german.map((candidate) => candidate.features.inSlug)).toEqual([1]);
    expect(inSlug("https://example.org/latest-news-%E0%A4%A")["Latest news"]).toBe(0.4);
  });

  it("prefers the headline the address's slug repeats", () => {
    const html =
      "<head><title>Ridgeline Outfitters</title></head><body>" +
      "<h1>Ridgeline gear guide</h1><h1>The ten essentials for a night outdoors</h1>" +
      `${BODY}</body>`;
    const url = "https://ridgeline.example/guides/ten-essentials-night-outdoors";
    expect(titleOf(html, [], url)).toBe("The ten essentials for a night outdoors");
    // Without the address nothing points to the second headline.
    expect(titleOf(html, [])).not.toBe("The ten essentials for a night outdoors");
  });

  it("returns an empty title for a page without candidates", () => {
    expect(titleOf("<p>just text</p>", [])).toBe("");
  });
});
