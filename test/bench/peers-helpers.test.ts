import { describe, expect, it } from "vitest";
import { htmlToText } from "../../bench/peers/html-to-text.js";
import { spreadEvenly } from "../../bench/peers/pages.js";
import { snippetRate } from "../../bench/peers/snippets.js";
import { quantile } from "../../bench/peers/stats.js";
import { pageShingleF1 } from "../../bench/peers/summary.js";

describe("htmlToText", () => {
  it("puts block elements and <br> on their own lines and keeps inline text together", () => {
    const html =
      "<div><h2>Title</h2><p>One <b>bold</b>&amp;<a href=x>link</a></p>two<br>three<ul><li>a</li><li>b</li></ul></div>";
    expect(htmlToText(html)).toBe("Title\nOne bold&link\ntwo\nthree\na\nb");
  });

  it("collapses whitespace, drops empty lines and skips script and style", () => {
    expect(
      htmlToText(
        "<p>  many \n  spaces </p><p> </p><script>var x;</script><style>p{}</style><p>end</p>",
      ),
    ).toBe("many spaces\nend");
  });

  it("separates words that only a block boundary divides", () => {
    expect(htmlToText("<td>left</td><td>right</td>")).toBe("left\nright");
  });
});

describe("snippetRate", () => {
  it("is the share of snippets found case-insensitively", () => {
    expect(snippetRate("Hello World, again", ["hello world", "missing", "AGAIN"])).toBeCloseTo(
      2 / 3,
    );
    expect(snippetRate("anything", [])).toBe(1);
  });
});

describe("pageShingleF1", () => {
  it("is 2tp / (2tp + fp + fn) of the page's shingles", () => {
    // gold shingles: (a b c d), (b c d e); predicted: (a b c d), (b c d x) → tp 1, fp 1, fn 1
    expect(pageShingleF1("a b c d e", "a b c d x")).toBeCloseTo(0.5);
  });

  it("is 1 when both texts are empty and 0 when only the output is", () => {
    expect(pageShingleF1("", "")).toBe(1);
    expect(pageShingleF1("a b c d", "")).toBe(0);
  });
});

describe("quantile", () => {
  it("interpolates linearly between order statistics", () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.95)).toBeCloseTo(48);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe("spreadEvenly", () => {
  it("takes items evenly spaced over the list", () => {
    expect(spreadEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([0, 3, 6]);
    expect(spreadEvenly([1, 2], 5)).toEqual([1, 2]);
  });
});
