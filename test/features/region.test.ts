import { describe, expect, it } from "vitest";
import { scoreContainers } from "../../src/features/facts/densest-container.js";
import { featuresOfBlock, pageOf } from "./helpers.js";

const REGION = ["region"];
const STORY = "one two three four five six seven eight nine ten";
// Two 10-word paragraphs in the article (20 votes for div#article), a 6-word teaser of 3 linked words
// in the sidebar (3 votes), a 2-word menu that does not vote.
const HTML = `<body>
<ul id="menu"><li><a href="/">Home page</a></li></ul>
<div id="main"><div id="article"><p>${STORY}</p><p>${STORY} again</p></div>
<div id="aside"><p><a href="/x">teaser link words</a> plus three more</p></div></div>
</body>`;

describe("densest container (Readability-style election)", () => {
  it("gives each voting block's unlinked words to its parent and half to its grandparent", () => {
    const { scores, top, topScore } = scoreContainers(pageOf(HTML).blocks);
    expect(top?.attribs.id).toBe("article");
    expect(topScore).toBe(10 + 11);
    const byId = new Map([...scores].map(([element, score]) => [element.attribs.id, score]));
    expect(byId.get("aside")).toBe(3);
    expect(byId.get("main")).toBe((10 + 11 + 3) / 2);
    expect(byId.has("menu")).toBe(false);
  });

  it("elects nothing on a page without a block of five words", () => {
    expect(scoreContainers(pageOf("<p>too short</p>").blocks).top).toBeNull();
  });
});

describe("region features", () => {
  it("marks blocks inside the top container and its share for the others", () => {
    const inside = featuresOfBlock(HTML, REGION, STORY);
    expect(inside.get("region:in-top-container")).toBe(1);
    expect(inside.get("region:container-share")).toBe(1);
    const aside = featuresOfBlock(HTML, REGION, "teaser link words plus three more");
    expect(aside.has("region:in-top-container")).toBe(false);
    expect(aside.get("region:beside-top-container")).toBe(1);
    expect(aside.get("region:container-share")).toBeCloseTo(12 / 21);
    const menu = featuresOfBlock(HTML, REGION, "Home page");
    expect(menu.has("region:beside-top-container")).toBe(false);
  });

  it("relates every block to the longest one: length share and distance", () => {
    const longest = featuresOfBlock(HTML, REGION, `${STORY} again`);
    expect(longest.get("region:relative-length")).toBe(1);
    expect(longest.has("region:distance-to-longest")).toBe(false);
    const menu = featuresOfBlock(HTML, REGION, "Home page");
    expect(menu.get("region:relative-length")).toBeCloseTo(2 / 11);
    expect(menu.get("region:distance-to-longest")).toBeCloseTo(Math.log1p(2) / Math.log1p(50));
  });

  it("flags the blocks of simple MSS's range", () => {
    expect(featuresOfBlock(HTML, REGION, STORY).get("region:in-mss-range")).toBe(1);
    expect(featuresOfBlock(HTML, REGION, "Home page").has("region:in-mss-range")).toBe(false);
  });
});
