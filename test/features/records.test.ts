import { describe, expect, it } from "vitest";
import { findRecordGroups } from "../../src/features/facts/record-groups.js";
import { featuresOfBlock, pageOf } from "./helpers.js";

const RECORDS = ["records"];
// A menu of three linked items (2 words each, all linked), a result list of three records, each a
// linked 2-word title and a 6-word unlinked snippet, and a two-item list that is too short to count.
const SNIPPET = "one two three four five six";
const HTML = `<body>
<ul class="nav"><li><a href="/a">Menu one</a></li><li><a href="/b">Menu two</a></li><li><a href="/c">Menu three</a></li></ul>
<div id="results">
${[1, 2, 3].map((n) => `<div class="result"><h3><a href="/r${n}">Result ${n}</a></h3><p>${SNIPPET}</p></div>`).join("\n")}
<div class="ad">Buy now</div>
</div>
<ol><li>first item</li><li>second item</li></ol>
</body>`;

describe("record groups", () => {
  it("sums each list of look-alike siblings' words and link words and counts records with text", () => {
    const page = pageOf(HTML);
    const { groupOf, largest, pageWords } = findRecordGroups(page.blocks);
    const groupOfText = (text: string) => groupOf[page.blocks.findIndex((b) => b.text === text)];
    const menu = groupOfText("Menu two");
    expect(menu).toEqual({ recordsWithText: 3, words: 6, linkWords: 6 });
    const results = groupOfText(SNIPPET);
    expect(results).toEqual({ recordsWithText: 3, words: 3 * (2 + 6), linkWords: 3 * 2 });
    expect(groupOfText("Result 2")).toBe(results);
    expect(largest).toBe(results);
    expect(groupOfText("Buy now")).toBeNull();
    expect(groupOfText("first item")).toBeNull();
    expect(pageWords).toBe(6 + 24 + 2 + 4);
  });
});

describe("records features", () => {
  it("describe the block's list: share of the page, link density, size, largest", () => {
    const snippet = featuresOfBlock(HTML, RECORDS, SNIPPET);
    expect(snippet.get("records:in-records")).toBe(1);
    expect(snippet.get("records:records-share")).toBeCloseTo(24 / 36);
    expect(snippet.get("records:records-link-density")).toBeCloseTo(6 / 24);
    expect(snippet.get("records:records-count")).toBeCloseTo(Math.log1p(3) / Math.log1p(50));
    expect(snippet.get("records:words-per-record")).toBeCloseTo(Math.log1p(8) / Math.log1p(100));
    expect(snippet.get("records:in-largest-text-records")).toBe(1);

    const menu = featuresOfBlock(HTML, RECORDS, "Menu one");
    expect(menu.get("records:records-link-density")).toBe(1);
    expect(menu.has("records:in-largest-records")).toBe(false);
    expect(featuresOfBlock(HTML, RECORDS, "Buy now").size).toBe(0);
  });
});
