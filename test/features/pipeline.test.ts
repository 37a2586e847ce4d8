import { describe, expect, it } from "vitest";
import {
  DEFAULT_FEATURE_CONFIG,
  FEATURE_FAMILIES,
  type FeatureSetJSON,
  fitFeatureSet,
  loadFeatureSet,
} from "../../src/features/pipeline.js";
import { labelledPage, pageOf } from "./helpers.js";

const PAGE = `<html lang="en"><head><title>Storm hits the coast</title>
  <script type="application/ld+json">{"articleBody":"${"The storm hit the coast on Monday and the town flooded. ".repeat(4)}"}</script></head>
  <body class="page"><nav class="menu"><a href="/">Home</a> <a href="/news">News</a></nav>
  <article><h1>Storm hits the coast</h1><p>The storm hit the coast on <b>Monday</b> and the town flooded.</p>
  <img src="a.jpg"><p>A flooded street, May 5, 2024.</p></article>
  <ul class="tags"><li>weather</li><li>coast</li><li>floods</li></ul>
  <footer class="footer">© 2024 Daily News</footer></body></html>`;

describe("feature pipeline", () => {
  it("lists every family but the site-only ones in the default config", () => {
    expect([...DEFAULT_FEATURE_CONFIG.families].sort()).toEqual(
      ["arizaleta", "gibson", "markup", "records", "region", "shape", "wang", "yao"].sort(),
    );
    expect([...FEATURE_FAMILIES.keys()].sort()).toEqual(
      [...DEFAULT_FEATURE_CONFIG.families, "site-classes"].sort(),
    );
  });

  it("gives features of every family, prefixed with the family name, to every block it describes", () => {
    const training = [
      labelledPage(PAGE, (text) => text.includes("storm") || text.includes("flooded")),
    ];
    const rows = fitFeatureSet(DEFAULT_FEATURE_CONFIG, training).extract(pageOf(PAGE));
    const texts = pageOf(PAGE).blocks.map((block) => block.text);
    expect(rows.length).toBe(texts.length);
    const isTag = (_: unknown, i: number) => ["weather", "coast", "floods"].includes(texts[i]);
    const hasFamily = (family: string) => (row: { names: readonly string[] }) =>
      row.names.some((name) => name.startsWith(`${family}:`));
    for (const family of DEFAULT_FEATURE_CONFIG.families) {
      // `records` describes only blocks inside lists of look-alike siblings: here, the tags.
      const described = family === "records" ? rows.filter(isTag) : rows;
      expect(described.every(hasFamily(family))).toBe(true);
    }
    expect(rows.filter((row, i) => !isTag(row, i)).some(hasFamily("records"))).toBe(false);
    for (const row of rows) {
      expect(row.names.length).toBe(row.values.length);
      expect(new Set(row.names).size).toBe(row.names.length);
      expect(
        row.values.every((value) => Number.isFinite(value) && value !== 0 && Math.abs(value) <= 1),
      ).toBe(true);
    }
  });

  it.each(DEFAULT_FEATURE_CONFIG.families)(
    "leaves out every %s feature when that family is switched off",
    (family) => {
      const families = DEFAULT_FEATURE_CONFIG.families.filter((name) => name !== family);
      const rows = fitFeatureSet({ families }, [labelledPage(PAGE, () => true)]).extract(
        pageOf(PAGE),
      );
      expect(rows.some((row) => row.names.some((name) => name.startsWith(`${family}:`)))).toBe(
        false,
      );
      expect(rows.every((row) => row.names.length > 0)).toBe(true);
    },
  );

  it("is deterministic and handles a page without blocks", () => {
    const set = fitFeatureSet(DEFAULT_FEATURE_CONFIG, []);
    expect(set.extract(pageOf(PAGE))).toEqual(set.extract(pageOf(PAGE)));
    expect(set.extract(pageOf("<html><body><script>x()</script></body></html>"))).toEqual([]);
  });

  it("rejects unknown families and malformed feature-set JSON with clear errors", () => {
    expect(() => fitFeatureSet({ families: ["nope"] }, [])).toThrow(
      /unknown feature family "nope"/,
    );
    expect(() => loadFeatureSet(null as unknown as FeatureSetJSON)).toThrow(/feature set/);
    expect(() => loadFeatureSet({ config: {} } as unknown as FeatureSetJSON)).toThrow(
      /feature config/,
    );
    expect(() =>
      loadFeatureSet({ config: { families: [] }, state: [] as unknown as Record<string, unknown> }),
    ).toThrow(/state/);
  });
});
