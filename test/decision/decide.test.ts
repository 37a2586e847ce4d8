import { describe, expect, it } from "vitest";
import { decideContent } from "../../src/decision/decide.js";
import { metadataSources } from "../../src/metadata/metadata.js";
import type { BlockPrediction } from "../../src/models/model.js";
import { segment } from "../output/helpers.js";

const ARTICLE =
  "The harbour was closed on Tuesday as a storm brought strong winds to the coast, and the ferries and fishing boats stayed in port all day long.";
const LD = `<script type="application/ld+json">${JSON.stringify({
  "@type": "NewsArticle",
  articleBody: ARTICLE,
})}</script>`;
/** Three blocks: a short lead, a reader's comment, a sidebar. */
const HTML = `<html><head>${LD}</head><body><p>Storm closes the harbour today.</p><div class="comment"><p>Great article, thanks a lot for writing it.</p></div><aside><p>Sidebar links here.</p></aside></body></html>`;

const page = segment(HTML);
const sources = metadataSources(page.document, undefined);
const NO_RULES = { include: [], exclude: [] };
const prediction = (selected: number[], comment?: number[]): BlockPrediction => ({
  contentProbability: Float64Array.from(selected, (s) => (s === 1 ? 0.9 : 0.1)),
  selected: Uint8Array.from(selected),
  ...(comment === undefined ? {} : { comment: Uint8Array.from(comment) }),
});

describe("decideContent: the steps after the model, in their documented order", () => {
  it("takes comment blocks out of the content even when the model selected them", () => {
    const decision = decideContent(page, prediction([1, 1, 0], [0, 1, 0]), sources, {
      include: ["p"],
      exclude: [],
    });
    // Step 2 runs after step 1: the site rule brings every paragraph back, the comment included.
    expect(Array.from(decision.selected)).toEqual([1, 1, 1]);
    const withoutRules = decideContent(page, prediction([1, 1, 0], [0, 1, 0]), sources, NO_RULES);
    expect(Array.from(withoutRules.selected)).toEqual([1, 0, 0]);
  });

  it("keeps comment blocks that are all the model selected: a post read as a thread", () => {
    const all = decideContent(page, prediction([0, 1, 1], [0, 1, 1]), sources, NO_RULES);
    expect(Array.from(all.selected)).toEqual([0, 1, 1]);
    // Under MIN_PLAUSIBLE_WORDS (10) words of comments alone: nothing to keep, as before.
    const short = decideContent(page, prediction([0, 0, 1], [0, 0, 1]), sources, NO_RULES);
    expect(Array.from(short.selected)).toEqual([0, 0, 0]);
  });

  it("lets exclude rules win over the model and over include rules", () => {
    const decision = decideContent(page, prediction([1, 1, 1]), sources, {
      include: ["aside"],
      exclude: ["aside", ".comment"],
    });
    expect(Array.from(decision.selected)).toEqual([1, 0, 0]);
    expect(decision.excluded.size).toBe(2);
  });

  it("replaces an implausibly short selection by the declared article, but not under site rules", () => {
    // The lead alone is 5 words (under MIN_PLAUSIBLE_WORDS, 10); the declared body of 28 words is a
    // teaser (under MIN_DECLARED_BODY_WORDS, 30), twice as long it is the article.
    const shortLd = decideContent(page, prediction([1, 0, 0]), sources, NO_RULES);
    expect(shortLd.declared).toBeUndefined();
    const longPage = segment(
      HTML.replace(JSON.stringify(ARTICLE), JSON.stringify(`${ARTICLE} ${ARTICLE}`)),
    );
    const longSources = metadataSources(longPage.document, undefined);
    const declared = decideContent(longPage, prediction([1, 0, 0]), longSources, NO_RULES);
    expect(declared.declared).toEqual([`${ARTICLE} ${ARTICLE}`]);
    const ruled = decideContent(longPage, prediction([1, 0, 0]), longSources, {
      include: [],
      exclude: ["aside"],
    });
    expect(ruled.declared).toBeUndefined();
  });

  it("keeps the blocks when the model selected enough words", () => {
    const longPage = segment(
      HTML.replace(JSON.stringify(ARTICLE), JSON.stringify(`${ARTICLE} ${ARTICLE}`)),
    );
    const longSources = metadataSources(longPage.document, undefined);
    const decision = decideContent(longPage, prediction([1, 1, 1]), longSources, NO_RULES);
    expect(decision.declared).toBeUndefined();
  });

  it("scores confidence from the selected blocks' probabilities and length", () => {
    const sure = decideContent(page, prediction([1, 0, 0]), sources, NO_RULES);
    const none = decideContent(page, prediction([0, 0, 0]), sources, NO_RULES);
    expect(sure.confidence).toBeGreaterThan(0);
    expect(sure.confidence).toBeLessThan(0.9);
    expect(none.confidence).toBe(0);
  });
});
