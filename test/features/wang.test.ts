import { describe, expect, it } from "vitest";
import { MAX_WORD_NUM } from "../../src/features/families/wang.js";
import { featuresOfBlock } from "./helpers.js";

const WANG = ["wang"];
// Formatting elements: p, b, i, p (4). Text lengths: first p 14 (Some+bold+text+it), b 4, i 2, second p 5.
const HTML = "<div><p>Some <b>bold</b> text <i>it</i></p><p>Other</p></div>";

describe("wang formatting features", () => {
  it("counts the formatting children of the block's element, normalised by the page's", () => {
    const features = featuresOfBlock(HTML, WANG, "Some bold text it");
    expect(features.get("wang:formatting-elements")).toBeCloseTo(2 / 4);
    expect(features.get("wang:formatted-length")).toBeCloseTo(6 / 25);
  });

  it("does the same for the parent's subtree (the article container)", () => {
    const features = featuresOfBlock(HTML, WANG, "Other");
    expect(features.get("wang:parent-formatting-elements")).toBeCloseTo(2 / 4);
    expect(features.get("wang:parent-formatted-length")).toBeCloseTo(19 / 25);
    expect(features.has("wang:formatting-elements")).toBe(false);
  });

  it("flags a final full stop and scales the word count by MaxWordNum", () => {
    const features = featuresOfBlock(
      "<p>Three words here.</p><h1>A title</h1>",
      WANG,
      "Three words here.",
    );
    expect(features.get("wang:ends-with-full-stop")).toBe(1);
    expect(features.get("wang:word-num")).toBeCloseTo(3 / MAX_WORD_NUM);
    expect(
      featuresOfBlock("<p>Three words here.</p><h1>A title</h1>", WANG, "A title").has(
        "wang:ends-with-full-stop",
      ),
    ).toBe(false);
    expect(
      featuresOfBlock("<p>这是一个句子。</p>", WANG, "这是一个句子。").get("wang:word-num"),
    ).toBeCloseTo(6 / MAX_WORD_NUM);
    expect(
      featuresOfBlock("<p>这是一个句子。</p>", WANG, "这是一个句子。").get(
        "wang:ends-with-full-stop",
      ),
    ).toBe(1);
    // Hindi: a danda ends the sentence, and each word counts once with its vowel signs.
    const hindi = featuresOfBlock("<p>बारिश हो रही है।</p>", WANG, "बारिश हो रही है।");
    expect(hindi.get("wang:ends-with-full-stop")).toBe(1);
    expect(hindi.get("wang:word-num")).toBeCloseTo(4 / MAX_WORD_NUM);
  });
});
