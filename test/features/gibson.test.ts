import { describe, expect, it } from "vitest";
import { countEntities } from "../../src/features/facts/entities.js";
import { MAX_BAG_WORDS, wordCountBin } from "../../src/features/families/gibson.js";
import { wordAndSymbolTokens } from "../../src/text/tokenize.js";
import { featuresOf, featuresOfBlock } from "./helpers.js";

const GIBSON = ["gibson"];

describe("gibson bag of words", () => {
  it("has one lowercased indicator per distinct word, without numbers", () => {
    const features = featuresOfBlock(
      "<p>The cat saw the Cat 42 times</p>",
      GIBSON,
      "The cat saw the Cat 42 times",
    );
    const words = [...features.keys()].filter((name) => name.startsWith("gibson:word="));
    expect(words.sort()).toEqual([
      "gibson:word=cat",
      "gibson:word=saw",
      "gibson:word=the",
      "gibson:word=times",
    ]);
    expect(features.get("gibson:word=cat")).toBe(1);
  });

  it("leaves single Han and kana characters out: English training pages have them only in menus", () => {
    const features = featuresOfBlock("<p>中文 Rust の本</p>", GIBSON, "中文 Rust の本");
    const words = [...features.keys()].filter((name) => name.startsWith("gibson:word="));
    expect(words).toEqual(["gibson:word=rust"]);
  });

  it(`keeps at most ${MAX_BAG_WORDS} distinct words`, () => {
    const text = Array.from({ length: 150 }, (_, i) => `w${i}x`).join(" ");
    const features = featuresOfBlock(`<p>${text}</p>`, GIBSON, text);
    expect([...features.keys()].filter((name) => name.startsWith("gibson:word=")).length).toBe(
      MAX_BAG_WORDS,
    );
  });
});

describe("gibson bag of words on pages in other languages", () => {
  const wordsOf = (features: Map<string, number>) =>
    [...features.keys()].filter((name) => name.startsWith("gibson:word=")).sort();

  it("adds the English words a label stands for: German Teilen reads as share too", () => {
    const html = '<html lang="de"><body><p>Dieser Artikel ist lang.</p><p>Teilen</p></body></html>';
    expect(wordsOf(featuresOfBlock(html, GIBSON, "Teilen"))).toEqual([
      "gibson:word=share",
      "gibson:word=teilen",
    ]);
  });

  it("reads a block that is a whole translated phrase as the English phrase's words", () => {
    const html = '<html lang="de"><body><p>Text.</p><p>Auf dieser Seite</p></body></html>';
    expect(wordsOf(featuresOfBlock(html, GIBSON, "Auf dieser Seite"))).toContain(
      "gibson:word=page",
    );
  });

  it("adds nothing on English pages, whatever foreign word they hold", () => {
    const html = '<html lang="en"><body><p>The text.</p><p>Teilen</p></body></html>';
    expect(wordsOf(featuresOfBlock(html, GIBSON, "Teilen"))).toEqual(["gibson:word=teilen"]);
  });
});

describe("gibson inverse stop-wording", () => {
  it("is the share of stop words of the page's language", () => {
    const en = featuresOfBlock("<p>The cat saw the dog</p>", GIBSON, "The cat saw the dog");
    expect(en.get("gibson:stop-share")).toBeCloseTo(2 / 5);
  });

  it("takes the language from <html lang>", () => {
    const html = '<html lang="de-AT"><body><p>Der Hund und die Katze</p></body></html>';
    expect(
      featuresOfBlock(html, GIBSON, "Der Hund und die Katze").get("gibson:stop-share"),
    ).toBeCloseTo(3 / 5);
  });

  it("guesses the language from stop words when <html lang> is missing", () => {
    const html = "<p>Le chat et le chien sont dans la maison avec les enfants</p>";
    const features = featuresOfBlock(
      html,
      GIBSON,
      "Le chat et le chien sont dans la maison avec les enfants",
    );
    // le, et, le, sont, dans, la, avec, les: 8 of 12 words are French stop words.
    expect(features.get("gibson:stop-share")).toBeCloseTo(8 / 12);
  });

  it("reads Chinese and Japanese character by character, with their own function words", () => {
    // 这 是 我 的 and 了 are Chinese function characters: 5 of the 10 characters.
    const zh = featuresOfBlock(
      "<p>这是我的新书，写了三年。</p>",
      GIBSON,
      "这是我的新书，写了三年。",
    );
    expect(zh.get("gibson:stop-share")).toBeCloseTo(5 / 10);
    expect(zh.has("gibson:words=8-15")).toBe(true);
    // Japanese function words are hiragana: の, を, み, ま, し, た against 本, 読 and 私.
    const html = '<html lang="ja"><p>私の本を読みました</p></html>';
    const ja = featuresOfBlock(html, GIBSON, "私の本を読みました");
    expect(ja.get("gibson:stop-share")).toBeCloseTo(6 / 9);
    // A menu of nouns has none.
    const menu = featuresOfBlock("<ul><li>首页</li></ul><p>这是我的书。</p>", GIBSON, "首页");
    expect(menu.has("gibson:stop-share")).toBe(false);
  });
});

describe("gibson entity-like counts", () => {
  it("finds names, dates, times, money, percentages and plain numbers", () => {
    const text =
      "Angela Merkel met Emmanuel Macron on May 5, 2020 at 10:30 and paid $1,000 for a 5% stake in 300 shares.";
    expect(countEntities(wordAndSymbolTokens(text))).toEqual({
      capitalisedSpans: 3, // Angela Merkel, Emmanuel Macron, May
      numbers: 1,
      dates: 1,
      times: 1,
      money: 1,
      percentages: 1,
    });
  });

  it("does not count a lone capitalised word opening a sentence, or 1.000.000 as a date", () => {
    const counts = countEntities(
      wordAndSymbolTokens("Yesterday it rained. Then 1.000.000 fell on 2024-05-01."),
    );
    expect(counts.capitalisedSpans).toBe(0);
    expect(counts.numbers).toBe(1);
    expect(counts.dates).toBe(1);
  });

  it("are log-scaled features", () => {
    const features = featuresOfBlock("<p>It cost 5 euros</p>", GIBSON, "It cost 5 euros");
    expect(features.get("gibson:entities-money")).toBeCloseTo(Math.log(2) / Math.log(6));
    expect(features.has("gibson:entities-number")).toBe(false);
  });
});

describe("gibson casing, anchors, title, word count", () => {
  it("flags title casing and lowercase words", () => {
    const html = "<h2>Breaking News Today</h2><p>quiet news</p>";
    expect(featuresOfBlock(html, GIBSON, "Breaking News Today").get("gibson:title-case")).toBe(1);
    expect(
      featuresOfBlock(html, GIBSON, "Breaking News Today").has("gibson:has-lowercase-word"),
    ).toBe(false);
    expect(featuresOfBlock(html, GIBSON, "quiet news").get("gibson:has-lowercase-word")).toBe(1);
  });

  it("measures the anchor share", () => {
    const html = '<p>one two <a href="#">three four</a></p>';
    expect(featuresOfBlock(html, GIBSON, "one two three four").get("gibson:anchor-share")).toBe(
      0.5,
    );
  });

  it("records the share of the title matched by the longest run of two or more words", () => {
    const html =
      "<html><head><title>Storm hits the coast - Daily News</title></head><body><h1>Storm hits the coast</h1><p>the</p><p>coast</p></body></html>";
    expect(
      featuresOfBlock(html, GIBSON, "Storm hits the coast").get("gibson:title-match"),
    ).toBeCloseTo(4 / 6);
    expect(featuresOfBlock(html, GIBSON, "the").has("gibson:title-match")).toBe(false);
  });

  it("bins word counts in powers of two", () => {
    expect([0, 1, 2, 3, 5, 8, 100, 128, 5000].map(wordCountBin)).toEqual([
      "0",
      "1",
      "2-3",
      "2-3",
      "4-7",
      "8-15",
      "64-127",
      "128+",
      "128+",
    ]);
    expect(featuresOfBlock("<p>a b c d e</p>", GIBSON, "a b c d e").get("gibson:words=4-7")).toBe(
      1,
    );
  });
});

describe("gibson tags", () => {
  it("names the parent and grandparent", () => {
    const features = featuresOfBlock("<div><p>Hello world</p></div>", GIBSON, "Hello world");
    expect(features.get("gibson:parent=p")).toBe(1);
    expect(features.get("gibson:grandparent=div")).toBe(1);
  });

  it("names descendant tags, a href apart from a name, b as strong", () => {
    const html =
      '<p>Some <b>bold</b> and <a href="x">link</a> and <a name="n">anchor</a> <img src="x"> text</p>';
    const features = featuresOfBlock(html, GIBSON, "Some bold and link and anchor text");
    const descendants = [...features.keys()].filter((name) =>
      name.startsWith("gibson:descendant="),
    );
    expect(descendants.sort()).toEqual([
      "gibson:descendant=a-href",
      "gibson:descendant=a-name",
      "gibson:descendant=img",
      "gibson:descendant=strong",
    ]);
  });

  it("names the sibling elements around the block's text", () => {
    const features = featuresOfBlock(
      '<p><img src="x">Caption text<br>More</p>',
      GIBSON,
      "Caption text",
    );
    expect(features.get("gibson:prev-sibling=img")).toBe(1);
    expect(features.get("gibson:next-sibling=br")).toBe(1);
  });

  it("flags a block right after an image (a caption) but not the one before", () => {
    const html = '<p>First paragraph here.</p><img src="a.jpg"><p>Caption here</p>';
    const [first, second] = featuresOf(html, GIBSON);
    expect(first.has("gibson:after-image")).toBe(false);
    expect(second.get("gibson:after-image")).toBe(1);
  });

  it("places inline elements and images by block text, past hidden text that is in no block", () => {
    const html =
      '<p>One <b>bold</b> line</p><div hidden><em>secret</em> words</div><img src="a.jpg">' +
      '<p>Two <i>tilted</i> lines<span style="display:none"><a href="x">no</a></span></p>' +
      '<p>Three <a href="y">linked</a> words</p>';
    const [first, second, third] = featuresOf(html, GIBSON);
    const descendants = (features: Map<string, number>) =>
      [...features.keys()].filter((name) => name.startsWith("gibson:descendant=")).sort();
    expect(descendants(first)).toEqual(["gibson:descendant=strong"]);
    // `<i>` counts as `<em>`; the hidden `<em>` and the link after the last text belong to neither.
    expect(descendants(second)).toEqual(["gibson:descendant=em"]);
    expect(descendants(third)).toEqual(["gibson:descendant=a-href"]);
    expect(second.get("gibson:after-image")).toBe(1);
  });

  it("copies the neighbours' non-word predicates as prev: and next: history predicates", () => {
    const [first, second] = featuresOf("<h1>Big Title</h1><p>some text</p>", GIBSON);
    expect(second.get("gibson:prev:parent=h1")).toBe(1);
    expect(second.get("gibson:prev:title-case")).toBe(1);
    expect(first.get("gibson:next:parent=p")).toBe(1);
    expect([...second.keys()].some((name) => name.startsWith("gibson:prev:word="))).toBe(false);
  });
});
