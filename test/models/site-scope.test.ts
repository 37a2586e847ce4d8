import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../src/blocks/block.js";
import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import { segmentPage } from "../../src/extract/extract.js";
import type { TrainedModel } from "../../src/models/learner.js";
import { headerFor, type ModelFileJSON } from "../../src/models/model-file.js";
import {
  anyLabelWhereAccepted,
  ownLabelsWhereAccepted,
} from "../../src/models/site-scope/accepted-labels.js";
import { blockStyle, correctedStyles } from "../../src/models/site-scope/corrected-styles.js";
import {
  inScope,
  loadSiteScope,
  scopedSiteModelFile,
  scopeTemplates,
  TEMPLATE_SIMILARITY,
} from "../../src/models/site-scope/site-scope.js";
import {
  templateSignature,
  templateSimilarity,
} from "../../src/models/site-scope/template-signature.js";

/** A 2012-style article page and a 2025-style store page of one host: two templates. */
const article = (n: number) =>
  segmentPage(
    `<html><body><div id="wrapper" class="main-wrap"><div class="nav-bar"><a href="/">Home</a></div><div class="article-body story"><h1 class="headline">Story ${n}</h1><p class="para">Paragraph ${n} of the story, long enough to be text.</p></div><div class="footer-links">About</div></div></body></html>`,
  ).page;
const store = (n: number) =>
  segmentPage(
    `<html><body><main class="sc-1x2y3 ProductPage"><section class="buy-box"><h1 class="ProductTitle">Game ${n}</h1><p class="Price">$59.99</p><p class="Description">A game about ${n} things to do.</p></section></main></body></html>`,
  ).page;

describe("template signatures", () => {
  it("pages of one template share their class names; two templates share none", () => {
    expect(templateSignature(article(1))).toContain("article-body");
    expect(templateSignature(article(1))).toContain("#wrapper");
    expect(templateSimilarity(templateSignature(article(1)), templateSignature(article(2)))).toBe(
      1,
    );
    expect(templateSimilarity(templateSignature(article(1)), templateSignature(store(1)))).toBe(0);
    expect(templateSimilarity([], [])).toBe(1);
  });

  it("a site model's scope is the templates with two labelled pages or more", () => {
    const templates = scopeTemplates([article(1), article(2), store(1)]);
    expect(templates).toHaveLength(2);
    expect(inScope(article(3), templates, TEMPLATE_SIMILARITY)).toBe(true);
    expect(inScope(store(2), templates, TEMPLATE_SIMILARITY)).toBe(false);
    expect(scopeTemplates([article(1), store(1)])).toEqual([]);
  });
});

/** A model file's header for a test model named `learner`. */
const file = (learner: string): ModelFileJSON => ({
  ...headerFor(learner, { families: [] }, {}, { pages: 1, blocks: 1, sources: 1 }),
});

/** A model that gives every block `value` (0 or 1) as probability and selection. */
const constant = (name: string, value: number): TrainedModel => ({
  name,
  predict: (page) => ({
    contentProbability: new Float64Array(page.blocks.length).fill(value),
    selected: new Uint8Array(page.blocks.length).fill(value),
  }),
  toJSON: () => file(name),
});

describe("scoped site models", () => {
  it("gives the site model's prediction on pages of its templates, the base's elsewhere", () => {
    const json = scopedSiteModelFile(
      file("site"),
      file("base"),
      scopeTemplates([article(1), article(2)]),
    );
    const model = loadSiteScope(json, (inner) =>
      inner.learner === "site" ? constant("site", 1) : constant("base", 0),
    );
    expect([...model.predict(article(5)).selected]).toEqual(article(5).blocks.map(() => 1));
    expect([...model.predict(store(5)).selected]).toEqual(store(5).blocks.map(() => 0));
    // The file holds both models: a round trip through JSON keeps the scope.
    const again = loadSiteScope(JSON.parse(JSON.stringify(model.toJSON())), (inner) =>
      inner.learner === "site" ? constant("site", 1) : constant("base", 0),
    );
    expect(again.predict(store(5)).selected[0]).toBe(0);
    expect(again.predict(article(6)).selected[0]).toBe(1);
  });
});

describe("site models moving only the corrected styles", () => {
  const labelledArticle = (n: number, corrected: readonly number[]): LabelledPage => {
    const page = article(n);
    const proposed = new Uint8Array(page.blocks.length);
    const labels = Uint8Array.from(proposed, (_, i) => (corrected.includes(i) ? 1 : 0));
    return { page, labels, proposed, source: "example.com", id: String(n) };
  };
  const paragraphOf = (page: SegmentedPage) =>
    page.blocks.findIndex((block) => block.text.startsWith("Paragraph"));

  it("a block's style is the tag and class of its element and two ancestors, ids left out", () => {
    const page = article(1);
    expect(blockStyle(page.blocks[paragraphOf(page)])).toBe(
      "p.para|div.article-body story|div.main-wrap",
    );
  });

  it("the corrected styles are those of blocks whose label is not the proposal; accepted pages give none", () => {
    const page = article(1);
    const para = paragraphOf(page);
    expect(correctedStyles([labelledArticle(1, []), labelledArticle(2, [])])).toEqual([]);
    expect(correctedStyles([labelledArticle(1, [para]), labelledArticle(2, [])])).toEqual([
      blockStyle(page.blocks[para]),
    ]);
    // A dataset's gold (no proposal): every block is the labels' word.
    const gold = { ...labelledArticle(1, []), proposed: undefined };
    expect(correctedStyles([gold])).toHaveLength(new Set(page.blocks.map(blockStyle)).size);
  });

  it("on a page in scope, blocks of corrected styles take the site's decision, the others keep the base's", () => {
    const page = article(5);
    const para = paragraphOf(page);
    const json = scopedSiteModelFile(
      file("site"),
      file("base"),
      scopeTemplates([article(1), article(2)]),
      correctedStyles([labelledArticle(1, [para])]),
    );
    const load = (inner: ModelFileJSON) =>
      inner.learner === "site" ? constant("site", 1) : constant("base", 0);
    const model = loadSiteScope(json, load);
    expect([...model.predict(page).selected]).toEqual(
      page.blocks.map((_, i) => (i === para ? 1 : 0)),
    );
    expect(model.predict(page).contentProbability[para]).toBe(1);
    // Out of the templates: the base.
    expect([...model.predict(store(5)).selected]).toEqual(store(5).blocks.map(() => 0));
    // No correction: the site model moves nothing, even in scope.
    const none = loadSiteScope(
      scopedSiteModelFile(file("site"), file("base"), json.templates, []),
      load,
    );
    expect([...none.predict(page).selected]).toEqual(page.blocks.map(() => 0));
    // The styles survive the file's round trip.
    const again = loadSiteScope(JSON.parse(JSON.stringify(json)), load);
    expect(again.predict(page).selected[para]).toBe(1);
  });
});

describe("accepted labels", () => {
  it("keep the stage's own decision where the label is what the base proposed; corrections stay", () => {
    const page = article(1);
    const n = page.blocks.length;
    expect(n).toBeGreaterThanOrEqual(4);
    // The base selected blocks 1 and 2; the user corrected block 3 to content and accepted the rest.
    const proposed = Uint8Array.from({ length: n }, (_, i) => (i === 1 || i === 2 ? 1 : 0));
    const labels = Uint8Array.from({ length: n }, (_, i) => (i >= 1 && i <= 3 ? 1 : 0));
    const labelled: LabelledPage = {
      page,
      labels,
      classes: Array.from(labels, (label) => (label === 1 ? "body" : "noise")),
      proposed,
      source: "example.com",
      id: "1",
    };
    // The stage itself gives block 0 (accepted as noise) 0.8, block 2 (accepted as content) 0.3,
    // block 3 (corrected) 0.1.
    const own = Float64Array.from({ length: n }, (_, i) => [0.8, 0.9, 0.3, 0.1][i] ?? 0);
    const [relabelled] = ownLabelsWhereAccepted([labelled], () => own);
    expect([...relabelled.labels.slice(0, 4)]).toEqual([1, 1, 0, 1]);
    expect(relabelled.classes?.slice(0, 4)).toEqual(["body", "body", "noise", "body"]);
    // Pages without a proposal (a dataset's gold) are left as they are.
    const gold = { ...labelled, proposed: undefined };
    expect(ownLabelsWhereAccepted([gold], () => own)[0]).toBe(gold);
    // accepted=soft: every accepted block may take any label (latent 2), the corrected one not.
    const [free] = anyLabelWhereAccepted([labelled]);
    expect([...(free.latent ?? []).slice(0, 4)]).toEqual([2, 2, 2, 0]);
    expect(free.labels).toBe(labelled.labels);
    expect(anyLabelWhereAccepted([gold])[0]).toBe(gold);
  });
});
