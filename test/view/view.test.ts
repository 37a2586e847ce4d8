import { createHash } from "node:crypto";
import render from "dom-serializer";
import { describe, expect, it } from "vitest";
import { withShortOutputFallback } from "../../src/decision/short-output-fallback.js";
import { extract } from "../../src/extract/extract.js";
import { metadataSources } from "../../src/metadata/metadata.js";
import { linearContributions } from "../../src/models/linear/contributions.js";
import type { ContentModel } from "../../src/models/model.js";
import { labelsOfReports } from "../../src/view/block-labels.js";
import { blockMarks } from "../../src/view/block-marks.js";
import { decisionTrace } from "../../src/view/decision-trace.js";
import { HOVER_SCRIPT } from "../../src/view/hover-script.js";
import { inspectPage } from "../../src/view/inspect.js";
import { markedPage } from "../../src/view/page-markup.js";
import { inertStylesheet } from "../../src/view/stylesheet.js";
import { viewContentSecurityPolicy, viewDocument } from "../../src/view/view-document.js";
import { segment } from "../output/helpers.js";
import { HOSTILE_ARTICLE, sentence } from "./pages.js";

describe("inertStylesheet", () => {
  it("keeps layout rules and drops everything that loads", () => {
    const css = inertStylesheet(
      "@import url(a.css); .a{float:right;background:url(b.png)} @font-face{src:url(c.woff)} @media (max-width:9px){.b{width:1px;cursor:url(d.cur),auto}} .c{background:\\75rl(e.png)}",
    );
    expect(css).toContain(".a{float:right}");
    expect(css).toContain("@media (max-width:9px){.b{width:1px}}");
    expect(css).not.toMatch(/url|import|font-face|\\75/);
  });

  it("cannot close its <style> element, and gives up on a sheet that does not parse", () => {
    expect(inertStylesheet('a[title="</style><script>x()</script>"]{color:red}')).not.toContain(
      "<",
    );
    expect(inertStylesheet(".a{color:red")).toBe("");
  });
});

describe("blockMarks", () => {
  it("outlines an element holding one block, and marks the text of blocks that share one", () => {
    const page = segment(
      "<div>Before the list<ul><li>One item</li></ul>After it</div><p>Alone</p>",
    );
    const marks = blockMarks(page);
    const texts = page.blocks.map((block) => block.text);
    expect(texts).toEqual(["Before the list", "One item", "After it", "Alone"]);
    expect([...marks.elements.values()].sort()).toEqual([1, 3]);
    expect([...marks.texts.values()].sort()).toEqual([0, 2]);
  });
});

describe("markedPage", () => {
  const page = segment(HOSTILE_ARTICLE);
  const marked = markedPage(page, (index) => ({ "data-block": String(index), class: "mark" }));
  const html = render(marked.body, { encodeEntities: "utf8" });

  it("marks every block exactly once", () => {
    const marked = [...html.matchAll(/data-block="(\d+)"/g)].map((match) => Number(match[1]));
    expect(new Set(marked)).toEqual(new Set(page.blocks.map((block) => block.index)));
    expect(marked.length).toBe(page.blocks.length);
  });

  it("keeps nothing that runs, loads or links", () => {
    expect(html).not.toMatch(/<(script|iframe|object|svg|video|link|img)\b/i);
    expect(html).not.toMatch(/\son\w+=|href=|src=|https?:|javascript:/i);
    expect(marked.css).not.toMatch(/url|@import|@font-face/);
    expect(marked.css).toContain(".sidebar{float:right;width:30%}");
  });

  it("shows a picture as a box of its size with its alternative text, and keeps inert styles", () => {
    expect(html).toContain(
      '<span class="pith-image" style="width:300px;height:120px" title="Sea anemones">Sea anemones</span>',
    );
    expect(html).toMatch(/<p style="color:#333" data-block="\d+" class="mark">/);
  });
});

describe("inspectPage", () => {
  it("labels blocks as extract() does, with the title block and feature contributions", () => {
    const inspection = inspectPage(HOSTILE_ARTICLE);
    const result = extract(HOSTILE_ARTICLE, { blocks: true });
    expect(inspection.result.text).toBe(result.text);
    expect(inspection.blocks.map((block) => block.label)).toEqual(
      labelsOfReports(result.blocks ?? [], result.title),
    );
    const titled = inspection.blocks.find((block) => block.label === "title");
    expect(titled?.text).toBe("Why Tide Pools Matter");
    expect(inspection.explained).toBe(true);
    const explanation = inspection.blocks[titled?.index ?? 0].explanation;
    expect(explanation?.contributions.length).toBeGreaterThan(0);
    const sizes =
      explanation?.contributions.map(({ contribution }) => Math.abs(contribution)) ?? [];
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("says a baseline cannot explain its scores", () => {
    const inspection = inspectPage(HOSTILE_ARTICLE, { model: "simple-mss" });
    expect(inspection.explained).toBe(false);
    expect(inspection.blocks.every((block) => block.explanation === undefined)).toBe(true);
    expect(viewDocument(inspection)).toContain("simple-mss cannot say which features weighed most");
  });
});

describe("decisionTrace", () => {
  const page = segment(
    `<article><p>${sentence("Body")}</p><div class="comment"><p>${sentence("Comment")}</p></div></article>`,
  );
  const sources = metadataSources(page.document, undefined);
  const noRules = { include: [], exclude: [] };

  it("names the step that took the comments out, with its blocks", () => {
    const everything: ContentModel = {
      name: "all-and-comments",
      predict: (segmented) => ({
        contentProbability: new Float64Array(segmented.blocks.length).fill(0.9),
        selected: new Uint8Array(segmented.blocks.length).fill(1),
        comment: Uint8Array.from(segmented.blocks, (block) =>
          block.text.startsWith("Comment") ? 1 : 0,
        ),
      }),
    };
    const trace = decisionTrace(page, { model: everything, inner: everything }, sources, noRules);
    expect(trace.steps).toEqual([
      expect.objectContaining({ name: "comments out", added: [], removed: [1] }),
    ]);
  });

  it("names the short-output fallback when the model selected nothing, the thread step and site rules", () => {
    const nothing: ContentModel = {
      name: "nothing",
      predict: (segmented) => ({
        contentProbability: new Float64Array(segmented.blocks.length),
        selected: new Uint8Array(segmented.blocks.length),
      }),
    };
    const model = withShortOutputFallback(nothing);
    const trace = decisionTrace(page, { model, inner: nothing }, sources, {
      include: [],
      exclude: ["article > p"],
    });
    expect(trace.steps.map((step) => [step.name, step.added, step.removed])).toEqual([
      ["short-output fallback", [0, 1], []],
      ["thread after the article", [], [1]],
      ["site rules", [], [0]],
    ]);
    expect(Array.from(trace.decision.selected)).toEqual([0, 0]);
  });
});

describe("linearContributions", () => {
  it("is x·(w_content − w_noise) per feature for a binary model, largest first", () => {
    // Two features, labels [noise, content]: w(f0) = [1, 3], w(f1) = [0.5, -1].
    const explanations = linearContributions(
      { offsets: Int32Array.of(0, 2), indices: Int32Array.of(0, 1), values: Float64Array.of(2, 4) },
      {
        weights: Float64Array.of(1, 3, 0.5, -1),
        labels: 2,
        content: Uint8Array.of(0, 1),
        names: ["f0", "f1"],
      },
      Float64Array.of(0.3, 0.7),
      5,
    );
    expect(explanations).toEqual([
      {
        contributions: [
          { feature: "f1", contribution: -6 },
          { feature: "f0", contribution: 4 },
        ],
      },
    ]);
  });

  it("weighs the labels of each side by the block's marginals", () => {
    // Labels [noise, body, title]; one feature with weights [0, 2, 6]; P = [0.2, 0.2, 0.6].
    const [explanation] = linearContributions(
      { offsets: Int32Array.of(0, 1), indices: Int32Array.of(0), values: Float64Array.of(1) },
      {
        weights: Float64Array.of(0, 2, 6),
        labels: 3,
        content: Uint8Array.of(0, 1, 1),
        names: ["f"],
      },
      Float64Array.of(0.2, 0.2, 0.6),
      5,
    );
    expect(explanation.contributions[0].contribution).toBeCloseTo(0.25 * 2 + 0.75 * 6);
  });
});

describe("viewDocument", () => {
  const document = viewDocument(inspectPage(HOSTILE_ARTICLE));

  it("lets only its own script run, by hash", () => {
    const hash = createHash("sha256").update(HOVER_SCRIPT).digest("base64");
    expect(viewContentSecurityPolicy(HOVER_SCRIPT)).toContain(`script-src 'sha256-${hash}'`);
    expect(document).toContain(`<script>${HOVER_SCRIPT}</script>`);
    const scripts = [...document.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual(['<script type="application/json" id="pith-data">', "<script>"]);
    expect(document).toContain("default-src 'none'");
    expect(document).not.toMatch(/evil\.example|cdn\.example/);
  });

  it("has the side panel with title, confidence and the legend", () => {
    expect(document).toContain('<aside id="pith-panel">');
    expect(document).toContain("Why Tide Pools Matter");
    expect(document).toMatch(/<dt>confidence<\/dt><dd>0\.\d{3}<\/dd>/);
    expect(document).toContain("Decision steps that changed the selection");
  });
});
