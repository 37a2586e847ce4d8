import { describe, expect, it } from "vitest";
import { alignTokens } from "../../src/eval/projection/align.js";
import { matchMovedRuns } from "../../src/eval/projection/out-of-order.js";
import { seededRandom } from "../../src/util/random.js";

function matchedCount(matchOfA: Int32Array): number {
  return matchOfA.filter((j) => j >= 0).length;
}

function isIncreasing(matchOfA: Int32Array): boolean {
  let last = -1;
  for (const j of matchOfA) {
    if (j < 0) continue;
    if (j <= last) return false;
    last = j;
  }
  return true;
}

describe("token alignment", () => {
  it("aligns a gold subsequence embedded in noise exactly", () => {
    const gold = Int32Array.from([10, 11, 12, 13]);
    const page = Int32Array.from([1, 2, 10, 11, 3, 12, 13, 4]);
    expect([...alignTokens(gold, page)]).toEqual([2, 3, 5, 6]);
  });

  it("leaves gold words absent from the page unmatched", () => {
    const matches = alignTokens(Int32Array.from([1, 99, 2]), Int32Array.from([1, 2]));
    expect([...matches]).toEqual([0, -1, 1]);
  });

  it("finds the embedded article in a page too big for the exact table, via anchors", () => {
    const random = seededRandom(3);
    // 30k noise tokens from a small vocabulary around a 3k-token article of mostly distinct words.
    const noise = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 50));
    const article = Array.from({ length: 3000 }, (_, i) =>
      i % 3 === 0 ? Math.floor(random() * 50) : 1000 + i,
    );
    const page = Int32Array.from([...noise(15000), ...article, ...noise(15000)]);
    const matches = alignTokens(Int32Array.from(article), page);
    expect(isIncreasing(matches)).toBe(true);
    expect(matchedCount(matches)).toBe(3000);
    // Every distinct article word lands on its own occurrence.
    expect(matches[1]).toBe(15001);
    expect(matches[2999]).toBe(17999);
  });
});

describe("moved passages", () => {
  it("matches a gold run the page shows in another order, but not a short chance run", () => {
    // gold: A B C D E F G H | page: E F G H … A B C D → in-order LCS keeps one half only.
    const gold = Int32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const page = Int32Array.from([5, 6, 7, 8, 0, 1, 2, 3, 4, 0, 10, 9]);
    const matches = alignTokens(gold, page);
    matchMovedRuns(gold, page, matches);
    expect([...matches.subarray(0, 8)]).toEqual([5, 6, 7, 8, 0, 1, 2, 3]);
    // 9 10 is shorter than a moved run must be: one of its words stays unmatched.
    expect(matchedCount(matches)).toBe(9);
  });
});
