import { describe, expect, it } from "vitest";
import { lcsLength } from "../../src/eval/lcs-length.js";
import { seededRandom } from "../../src/util/random.js";

/** The textbook O(n·m) table, as the reference the bit-parallel version must agree with. */
function tableLcs(a: Int32Array, b: Int32Array): number {
  let previous = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const row = new Int32Array(b.length + 1);
    for (let j = 1; j <= b.length; j++) {
      row[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    }
    previous = row;
  }
  return previous[b.length];
}

describe("bit-parallel LCS length", () => {
  it("counts a hand-computed case", () => {
    // ABCBDAB vs BDCABA: LCS = 4 (e.g. BCBA).
    expect(
      lcsLength(Int32Array.from([1, 2, 3, 2, 4, 1, 2]), Int32Array.from([2, 4, 3, 1, 2, 1])),
    ).toBe(4);
  });

  it("handles empty and identical sequences", () => {
    expect(lcsLength(new Int32Array(0), Int32Array.from([1, 2]))).toBe(0);
    const same = Int32Array.from({ length: 100 }, (_, i) => i % 7);
    expect(lcsLength(same, same)).toBe(100);
  });

  it("agrees with the table on random sequences spanning several 32-bit words", () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 30; trial++) {
      const a = Int32Array.from({ length: 1 + Math.floor(random() * 150) }, () =>
        Math.floor(random() * 5),
      );
      const b = Int32Array.from({ length: 1 + Math.floor(random() * 150) }, () =>
        Math.floor(random() * 5),
      );
      expect(lcsLength(a, b)).toBe(tableLcs(a, b));
    }
  });
});
