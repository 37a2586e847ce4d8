import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../../src/blocks/labelled-page.js";
import { segmentPage } from "../../../src/extract/extract.js";
import { crfLearner } from "../../../src/models/crf/crf.js";
import { seededRandom } from "../../../src/util/random.js";
import { sentence } from "../synthetic-pages.js";

/**
 * A site whose template holds a long promotional paragraph between the article's paragraphs, in
 * a box of its own class: it reads like content (long, few links, a <p> in the article), so a
 * model trained on other sites keeps it, and only the site's class name tells it apart.
 */
function page(seed: number, source: string, promoClass?: string): LabelledPage {
  const random = seededRandom(seed);
  const paragraph = () => `<p>${sentence(random, 30 + Math.floor(random() * 20))}.</p>`;
  const menu = Array.from(
    { length: 5 },
    (_, i) => `<li><a href="/m${i}">${sentence(random, 2)}</a></li>`,
  );
  const promo = promoClass === undefined ? "" : `<div class="${promoClass}">${paragraph()}</div>`;
  const html = `<html><body><ul>${menu.join("")}</ul><article>${paragraph()}${paragraph()}${promo}${paragraph()}</article><div class="f"><a href="/f">${sentence(random, 3)}</a></div></body></html>`;
  const { page } = segmentPage(html);
  const inPromo = (i: number) =>
    page.blocks[i].ancestors.some((element) => element.attribs.class === promoClass);
  const labels = Uint8Array.from(page.blocks, (block, i) =>
    block.element.name === "p" && !inPromo(i) ? 1 : 0,
  );
  return { page, labels, source, id: `${source}-${seed}` };
}

const OPTIONS = { maxIterations: 60, minFeatureCount: 1 };
const base = crfLearner.train(
  Array.from({ length: 12 }, (_, i) => page(i + 1, `site-${i}`)),
  OPTIONS,
);
const sitePages = [101, 102, 103].map((seed) => page(seed, "promo.example", "zx-promo-box"));
const adapted = crfLearner.adapt?.(base.toJSON(), sitePages, {}) ?? base;

const selectedOf = (model: typeof base, labelled: LabelledPage) =>
  Array.from(model.predict(labelled.page).selected);

describe("site adaptation (prior centred on the base weights)", () => {
  const test = page(200, "promo.example", "zx-promo-box");

  it("keeps the site's promo box, as the base model reads it like an article paragraph", () => {
    expect(selectedOf(base, test)).not.toEqual(Array.from(test.labels));
  });

  it("learns the site's class name from three pages: the promo box is left out", () => {
    expect(selectedOf(adapted, test)).toEqual(Array.from(test.labels));
  });

  it("keeps the base model's behaviour on other sites' pages", () => {
    for (const seed of [300, 301, 302]) {
      const other = page(seed, "elsewhere");
      expect(selectedOf(adapted, other)).toEqual(selectedOf(base, other));
    }
  });

  it("adds the site's class names as new columns and records the site's pages", () => {
    const json = adapted.toJSON();
    expect(json.columns as string[]).toContain("site-classes:in=zx-promo-box");
    expect(json.features.families).toContain("site-classes");
    expect(json.training.site).toMatchObject({ pages: 3, sources: 1 });
    expect(json.training.pages).toBe(12);
  });

  it("with a prior held tight on the base weights and no site features, moves nothing", () => {
    const held = crfLearner.adapt?.(base.toJSON(), sitePages, {
      sigma: 1e-4,
      siteFeatures: false,
    });
    expect(selectedOf(held ?? base, test)).toEqual(selectedOf(base, test));
  });

  it("learns nothing from blocks that may take any label (accepted=soft), only the others", () => {
    // Labelled as the base selects them and every block accepted: the CRF sums over every label
    // there, the pages add no gradient at the base's weights, and the site model is the base.
    const loaded = crfLearner.load(base.toJSON());
    const accepted = sitePages.map((site) => ({
      ...site,
      labels: loaded.predict(site.page).selected,
      latent: new Uint8Array(site.labels.length).fill(2),
    }));
    const same = crfLearner.adapt?.(base.toJSON(), accepted, {}) ?? base;
    for (const seed of [200, 300]) {
      const other = page(seed, seed === 200 ? "promo.example" : "elsewhere");
      const a = same.predict(other.page).contentProbability;
      const b = loaded.predict(other.page).contentProbability;
      expect(Math.max(...Array.from(a, (p, i) => Math.abs(p - b[i])))).toBeLessThan(1e-9);
    }
    // The base selects nothing on these pages: the article paragraphs corrected to content, the
    // rest accepted. The corrections alone teach: the paragraphs come out. (The accepted promo box
    // is not held as noise: summed over, it follows the paragraphs — the CRF side of
    // accepted=soft does not anchor accepted blocks; docs/experiments/site-models.md.)
    const corrected = sitePages.map((site) => {
      const proposed = loaded.predict(site.page).selected;
      return {
        ...site,
        latent: Uint8Array.from(site.labels, (label, i) => (label === proposed[i] ? 2 : 0)),
      };
    });
    const learnt = crfLearner.adapt?.(base.toJSON(), corrected, {}) ?? base;
    const chosen = learnt.predict(test.page).selected;
    expect(selectedOf(loaded, test).every((selected) => selected === 0)).toBe(true);
    expect(test.labels.every((label, i) => label === 0 || chosen[i] === 1)).toBe(true);
  });
});
