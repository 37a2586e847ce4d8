import { describe, expect, it } from "vitest";
import { decideContent } from "../../src/decision/decide.js";
import { declaredArticleParagraphs } from "../../src/decision/declared-article.js";
import { withShortOutputFallback } from "../../src/decision/short-output-fallback.js";
import { applySelectors } from "../../src/decision/site-rules.js";
import { metadataSources } from "../../src/metadata/metadata.js";
import { type BlockPrediction, predictionFromSelection } from "../../src/models/model.js";
import { parseHtml } from "../../src/parse/parse.js";
import { segment } from "../output/helpers.js";

/** `count` distinct words. */
const words = (count: number, stem = "word") =>
  Array.from({ length: count }, (_, i) => `${stem}${i}`).join(" ");
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const declaredOf = (body: string, ...others: unknown[]) =>
  declaredArticleParagraphs(
    metadataSources(
      parseHtml(
        `<html><head>${others.map(jsonLd).join("")}${jsonLd({ "@type": "Article", articleBody: body })}</head><body></body></html>`,
        512,
      ),
      undefined,
    ),
  );

describe("the decision steps at their thresholds (values by hand)", () => {
  it("takes a declared article of exactly MIN_DECLARED_BODY_WORDS (30) words, not 29", () => {
    expect(declaredOf(words(30))).toEqual([words(30)]);
    expect(declaredOf(words(29))).toBeUndefined();
  });

  it("skips JSON-LD items without an article body and drops empty paragraphs", () => {
    expect(declaredOf(`${words(30)}\n\n`, { "@type": "WebSite", name: "News" })).toEqual([
      words(30),
    ]);
  });

  it("reads markup in a declared body as HTML, and a comparison sign as text", () => {
    expect(declaredOf(`<p>${words(20, "a")}</p><p>${words(20, "b")}</p>`)).toEqual([
      words(20, "a"),
      words(20, "b"),
    ]);
    expect(declaredOf(`${words(30)} x < 3 and y > 2`)).toEqual([`${words(30)} x < 3 and y > 2`]);
  });

  const page = segment(`<p>${words(10)}</p><aside><p>${words(40, "side")}</p></aside>`);
  const [lead, side] = page.blocks.map((block) => block.index);
  const only = (...indices: number[]): BlockPrediction =>
    predictionFromSelection(
      Uint8Array.from(page.blocks, (block) => (indices.includes(block.index) ? 1 : 0)),
    );

  it("falls back to simple MSS under 10 words only, and only to a longer selection", () => {
    const model = (selected: BlockPrediction) => ({ name: "stub", predict: () => selected });
    expect(withShortOutputFallback(model(only(lead))).predict(page).selected).toEqual(
      only(lead).selected,
    );
    const none = withShortOutputFallback(model(only())).predict(page).selected;
    expect(Array.from(none).some((value) => value === 1)).toBe(true);
    const empty = segment("<p>one</p>");
    const nothing = predictionFromSelection(new Uint8Array(empty.blocks.length));
    // Simple MSS finds as little as the model here (one word against none selected: more wins).
    expect(withShortOutputFallback(model(nothing)).predict(empty).selected).toEqual(
      Uint8Array.of(1),
    );
    const tie = predictionFromSelection(Uint8Array.of(1));
    expect(withShortOutputFallback(model(tie)).predict(empty)).toBe(tie);
  });

  it("replaces exactly 10 selected words by nothing; and no declared text under an include rule", () => {
    const long = `<html><head>${jsonLd({ "@type": "Article", articleBody: words(40, "d") })}</head><body><p>${words(10)}</p><aside><p>${words(9, "s")}</p></aside></body></html>`;
    const longPage = segment(long);
    const sources = metadataSources(longPage.document, undefined);
    const pick = (indices: number[]) =>
      predictionFromSelection(
        Uint8Array.from(longPage.blocks, (block) => (indices.includes(block.index) ? 1 : 0)),
      );
    const ten = decideContent(longPage, pick([0]), sources, { include: [], exclude: [] });
    expect("declared" in ten).toBe(false);
    const nine = decideContent(longPage, pick([1]), sources, { include: [], exclude: [] });
    expect(nine.declared).toEqual([words(40, "d")]);
    const included = decideContent(longPage, pick([]), sources, {
      include: ["aside"],
      exclude: [],
    });
    expect("declared" in included).toBe(false);
  });

  it("includes only blocks inside an included element", () => {
    const { selected } = applySelectors(page, only().selected, ["aside"], []);
    expect(selected[lead]).toBe(0);
    expect(selected[side]).toBe(1);
  });
});
