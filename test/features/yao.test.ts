import { describe, expect, it } from "vitest";
import {
  averageSentenceLength,
  relativePosition,
  textDensity,
} from "../../src/features/families/yao.js";
import { fitFeatureSet, loadFeatureSet } from "../../src/features/pipeline.js";
import { logQuotient, logScale } from "../../src/features/scale.js";
import { featuresOf, featuresOfBlock, labelledPage, pageOf } from "./helpers.js";

const YAO = ["yao"];

describe("yao text features", () => {
  it("has link density: 2 of 4 words linked is 0.5", () => {
    const html = '<p>one two <a href="#">three four</a></p>';
    expect(featuresOfBlock(html, YAO, "one two three four").get("yao:link-density")).toBe(0.5);
  });

  it("has average sentence length and text density over 80-character lines", () => {
    expect(averageSentenceLength("One two three. Four five.", 5)).toBe(2.5);
    expect(averageSentenceLength("No end mark here", 4)).toBe(4);
    // Chinese ends sentences with 。！？ and no space; every character is a word.
    expect(averageSentenceLength("我们走了。你呢？好", 8)).toBeCloseTo(8 / 3);
    // Hindi ends them with the danda, which follows the word as a period does.
    expect(averageSentenceLength("बारिश हो रही है। लोग घर पर हैं।", 8)).toBe(4);
    expect(textDensity("x".repeat(200), 30)).toBe(10);
    const features = featuresOfBlock(
      "<p>One two three. Four five.</p>",
      YAO,
      "One two three. Four five.",
    );
    expect(features.get("yao:sentence-length")).toBeCloseTo(logScale(2.5, 50));
    expect(features.get("yao:text-density")).toBeCloseTo(5 / 16);
  });

  it("relates each block to the previous one by log quotients", () => {
    const [first, second] = featuresOf("<p>a b c d e f g</p><p>h</p>", YAO);
    expect(first.get("yao:words-quotient")).toBeCloseTo(logQuotient(7, 0, 64));
    expect(second.get("yao:words-quotient")).toBeCloseTo(logQuotient(1, 7, 64));
    expect(second.get("yao:words-quotient")).toBeLessThan(0);
  });

  it("discretises the relative position into ten bins", () => {
    expect([0, 3, 9].map((i) => relativePosition(i, 10))).toEqual([0, 3, 9]);
    const blocks = featuresOf(Array.from({ length: 20 }, (_, i) => `<p>b${i}</p>`).join(""), YAO);
    expect(blocks[7].get("yao:position=3")).toBe(1);
  });
});

/** Content sits in `<div class="article-body">`, noise in `<div class="promo-rail">`; every block is under `<body class="page">`. */
function syntheticPages() {
  return [0, 1, 2].map((p) =>
    labelledPage(
      `<body class="page"><div class="article-body"><p>Story ${p} one</p><p>Story ${p} two</p><p>Story ${p} three</p></div>` +
        `<div class="promo-rail"><p>Ad ${p} one</p><p>Ad ${p} two</p><p>Ad ${p} three</p></div></body>`,
      (text) => text.startsWith("Story"),
      `page-${p}`,
    ),
  );
}

describe("yao fitted id/class tokens", () => {
  it("selects the tokens indicative of noise by the Naive Bayes score, and no neutral or content token", () => {
    const set = fitFeatureSet({ families: YAO }, syntheticPages());
    expect(set.toJSON().state.yao).toEqual({ tokens: ["promo", "rail"] });
  });

  it("keeps only the N best tokens (ties alphabetical)", () => {
    const set = fitFeatureSet({ families: YAO, yaoTokenCount: 1 }, syntheticPages());
    expect(set.toJSON().state.yao).toEqual({ tokens: ["promo"] });
  });

  it("flags blocks under an element with a selected token", () => {
    const set = fitFeatureSet({ families: YAO }, syntheticPages());
    const page = pageOf(
      '<div class="promo-box"><p>Buy now</p></div><div class="article-body"><p>Real text</p></div>',
    );
    const [noise, content] = set.extract(page);
    expect(noise.names).toContain("yao:token=promo");
    expect(noise.names).not.toContain("yao:token=rail");
    expect(content.names.some((name) => name.startsWith("yao:token="))).toBe(false);
  });

  it("survives a JSON round trip of the fitted set", () => {
    const set = fitFeatureSet({ families: ["yao", "gibson"] }, syntheticPages());
    const restored = loadFeatureSet(JSON.parse(JSON.stringify(set.toJSON())));
    const page = syntheticPages()[0].page;
    expect(restored.extract(page)).toEqual(set.extract(page));
    expect(restored.toJSON()).toEqual(set.toJSON());
  });

  it("refuses a model file without fitted tokens, and a bad token count", () => {
    expect(() => loadFeatureSet({ config: { families: YAO }, state: {} })).toThrow(/fitted state/);
    expect(() =>
      loadFeatureSet({ config: { families: YAO }, state: { yao: { tokens: [1] } } }),
    ).toThrow(/fitted state/);
    expect(() => fitFeatureSet({ families: YAO, yaoTokenCount: 40 }, [])).toThrow(/yaoTokenCount/);
  });
});
