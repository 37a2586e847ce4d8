import { describe, expect, it } from "vitest";
import {
  compareRuns,
  type PageShingles,
  pairedSiteBootstrap,
  quantile,
  shingleF1,
  shingleF1Interval,
} from "../../src/eval/compare.js";

function page(
  key: string,
  source: string,
  precision: number | null,
  recall: number | null,
  dataset = "d",
): PageShingles {
  return { key, dataset, source, precision, recall };
}

/** The same pages with every precision and recall replaced. */
function scored(pages: readonly PageShingles[], score: (p: PageShingles, i: number) => number) {
  return pages.map((p, i) => ({ ...p, precision: score(p, i), recall: score(p, i) }));
}

const TWENTY = Array.from({ length: 20 }, (_, i) => page(`p${i}`, `site${i % 10}`, 0.5, 0.5));

describe("shingle F1 of a set of pages", () => {
  it("is the F1 of mean precision and mean recall, each over the pages where it is defined", () => {
    const pages = [page("a", "s", 1, 0.5), page("b", "s", 0.5, 0.5), page("c", "s", null, 1)];
    const p = 0.75;
    const r = 2 / 3;
    expect(shingleF1(pages)).toBeCloseTo((2 * p * r) / (p + r), 12);
  });
});

describe("quantile", () => {
  it("interpolates between order statistics", () => {
    expect(quantile([1, 2, 3, 4], 0)).toBe(1);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 1)).toBe(4);
    expect(quantile([10, 20], 0.25)).toBe(12.5);
  });
});

describe("paired site bootstrap", () => {
  it("finds no difference between a run and itself", () => {
    const d = pairedSiteBootstrap(TWENTY, [...TWENTY].reverse(), { resamples: 200 });
    expect(d).toMatchObject({ pages: 20, sites: 10, difference: 0, low: 0, high: 0 });
    expect(d.shareAHigher).toBe(0);
  });

  it("pins a difference every page shows to exactly that difference", () => {
    const better = scored(TWENTY, () => 0.9);
    const worse = scored(TWENTY, () => 0.8);
    const d = pairedSiteBootstrap(better, worse, { resamples: 200 });
    expect(d.difference).toBeCloseTo(0.1, 12);
    expect(d.low).toBeCloseTo(0.1, 12);
    expect(d.high).toBeCloseTo(0.1, 12);
    expect(d.shareAHigher).toBe(1);
  });

  it("draws whole sites: a gain from one site is less sure than the same gain spread over sites", () => {
    // A beats B by 0.4 on the pages of one site in five and ties elsewhere (same pages, same
    // scores): pages as their own sites look surer than the five templates they come from.
    const base = Array.from({ length: 50 }, (_, i) => page(`p${i}`, `site${i % 5}`, 0.5, 0.5));
    const b = scored(base, () => 0.5);
    const a = scored(base, (p) => (p.source === "site0" ? 0.9 : 0.5));
    const clustered = pairedSiteBootstrap(a, b, { resamples: 2000 });
    const ownSites = (pages: readonly PageShingles[]) =>
      pages.map((p) => ({ ...p, source: p.key }));
    const unclustered = pairedSiteBootstrap(ownSites(a), ownSites(b), { resamples: 2000 });
    expect(clustered.difference).toBeCloseTo(unclustered.difference, 12);
    expect(clustered.low).toBeLessThan(unclustered.low);
    expect(clustered.high - clustered.low).toBeGreaterThan(
      1.5 * (unclustered.high - unclustered.low),
    );
    // With five sites, a resample misses site0 with probability (4/5)^5 ≈ 0.33: then A ties B.
    expect(clustered.low).toBe(0);
    expect(clustered.shareAHigher).toBeGreaterThan(0.6);
    expect(clustered.shareAHigher).toBeLessThan(0.73);
  });

  it("is reproducible for a seed and varies with it", () => {
    const a = scored(TWENTY, (_, i) => (i % 3) / 3);
    const b = scored(TWENTY, (_, i) => (i % 4) / 4);
    const options = { resamples: 300, seed: 7 };
    expect(pairedSiteBootstrap(a, b, options)).toEqual(pairedSiteBootstrap(a, b, options));
    expect(pairedSiteBootstrap(a, b, { resamples: 300, seed: 8 }).low).not.toBe(
      pairedSiteBootstrap(a, b, options).low,
    );
  });

  it("refuses runs over different pages and nonsense settings", () => {
    expect(() => pairedSiteBootstrap(TWENTY, TWENTY.slice(1))).toThrow(/same pages/);
    expect(() => pairedSiteBootstrap(TWENTY, TWENTY, { resamples: 0 })).toThrow(/resamples/);
    expect(() => pairedSiteBootstrap(TWENTY, TWENTY, { confidence: 1 })).toThrow(/confidence/);
  });
});

describe("one run's interval", () => {
  it("spans what drawing whole sites can give", () => {
    // Two sites, one perfect (two pages), one a total miss (one page): a draw of two sites scores
    // 1, 2/3 or 0 with probabilities 1/4, 1/2, 1/4, so the 95 % interval is [0, 1] around 2/3.
    const pages = [page("a1", "good", 1, 1), page("a2", "good", 1, 1), page("b1", "bad", 0, 0)];
    expect(shingleF1Interval(pages, { resamples: 2000 })).toEqual({ f1: 2 / 3, low: 0, high: 1 });
    const same = scored(TWENTY, () => 0.7);
    const interval = shingleF1Interval(same, { resamples: 100 });
    expect(interval.f1).toBeCloseTo(0.7, 12);
    expect(interval.low).toBeCloseTo(0.7, 12);
    expect(interval.high).toBeCloseTo(0.7, 12);
  });
});

describe("comparing two runs", () => {
  it("pairs the pages both scored, per dataset and overall, and counts the rest", () => {
    const pages = [
      page("x/1", "s1", 0.9, 0.9, "x"),
      page("x/2", "s2", 0.7, 0.7, "x"),
      page("y/1", "s3", 0.6, 0.6, "y"),
    ];
    const a = {
      model: "a",
      command: "pith eval a",
      pages: [...pages, page("y/2", "s4", 1, 1, "y")],
    };
    const b = {
      model: "b",
      command: "pith eval b",
      pages: scored(pages, () => 0.5),
    };
    const comparison = compareRuns(a, b, { resamples: 100 });
    expect(comparison.onlyInA).toBe(1);
    expect(comparison.onlyInB).toBe(0);
    expect(comparison.datasets.map((d) => [d.dataset, d.pages])).toEqual([
      ["x", 2],
      ["y", 1],
    ]);
    expect(comparison.datasets[0].a).toBeCloseTo(0.8, 12);
    expect(comparison.datasets[0].difference).toBeCloseTo(0.3, 12);
    expect(comparison.overall.pages).toBe(3);
    expect(comparison.overall.sites).toBe(3);
    expect(() => compareRuns(a, { ...b, pages: [page("z", "s", 1, 1)] })).toThrow(/share no page/);
  });
});

describe("comparison per page type", () => {
  it("gives a row per dataset and page type, from the pages that carry a type", () => {
    const typed = TWENTY.map((p, i) => ({
      ...p,
      dataset: "wcxb",
      ...(i < 16 && { pageType: i % 2 === 0 ? "article" : "product" }),
    }));
    // B is worse on products only: 0.5 against A's 0.8.
    const a = scored(typed, (p) => (p.pageType === "product" ? 0.8 : 0.5));
    const b = scored(typed, () => 0.5);
    const comparison = compareRuns(
      { model: "a", command: "a", pages: a },
      { model: "b", command: "b", pages: b },
      { resamples: 200 },
    );
    expect(comparison.pageTypes.map((row) => [row.dataset, row.pages])).toEqual([
      ["wcxb: article", 8],
      ["wcxb: product", 8],
    ]);
    expect(comparison.pageTypes[0].difference).toBe(0);
    expect(comparison.pageTypes[1].difference).toBeCloseTo(0.3, 12);
  });
});
