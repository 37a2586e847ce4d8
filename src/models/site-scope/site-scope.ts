import type { SegmentedPage } from "../../blocks/block.js";
import { canExplain, type ExplainableModel } from "../explanation.js";
import type { TrainedModel } from "../learner.js";
import { checkHeader, headerOf, type ModelFileJSON } from "../model-file.js";
import { templateSignature, templateSimilarity } from "./template-signature.js";

/** The learner name of a scoped site model's file. */
export const SITE_SCOPE = "site-scope";

/**
 * Two pages are one template when their signatures share at least this share of their class
 * names and ids (Jaccard). On the shared sites, pages of one layout share 0.8–1, a site's variants
 * of one template 0.4–0.5 (blogs.nfl.com's two post layouts), two pages of a modern site with
 * generated class names 0.27–0.37, and a host's templates of different eras 0.00–0.01
 * (nintendo.com's 2012 articles and 2025 store pages; docs/experiments/site-models.md).
 */
export const TEMPLATE_SIMILARITY = 0.3;

/**
 * A site model scoped to the templates its labels can speak for (issue 58): a host is not one
 * template (nintendo.com's 2012 articles and 2025 store pages), and a model adapted on pages of
 * one template can ruin another's. The scope is the labelled pages that have another labelled page
 * of their template — the templates leaving a page out can measure; a page like one of them gets
 * the site model, any other page the base model.
 */
export interface SiteScopeFile extends ModelFileJSON {
  readonly learner: typeof SITE_SCOPE;
  /** Signatures of the labelled pages in scope (`templateSignature`). */
  readonly templates: readonly (readonly string[])[];
  readonly similarity: number;
  readonly site: ModelFileJSON;
  readonly base: ModelFileJSON;
}

/**
 * The signatures of `pages` that have another page of their template among them: what a site
 * model adapted on all of them is scoped to.
 */
export function scopeTemplates(
  pages: readonly SegmentedPage[],
  similarity = TEMPLATE_SIMILARITY,
): string[][] {
  const signatures = pages.map(templateSignature);
  return signatures.filter((signature, i) =>
    signatures.some((other, j) => j !== i && templateSimilarity(signature, other) >= similarity),
  );
}

/** A site model's file scoped to `templates`, with its base for the pages outside them. */
export function scopedSiteModelFile(
  site: ModelFileJSON,
  base: ModelFileJSON,
  templates: readonly (readonly string[])[],
  similarity = TEMPLATE_SIMILARITY,
): SiteScopeFile {
  return {
    ...headerOf(site),
    learner: SITE_SCOPE,
    templates,
    similarity,
    site,
    base: base.learner === SITE_SCOPE ? (base as SiteScopeFile).base : base,
  };
}

/** Whether `page` is of one of the templates. */
export function inScope(
  page: SegmentedPage,
  templates: readonly (readonly string[])[],
  similarity: number,
): boolean {
  if (templates.length === 0) return false;
  const signature = templateSignature(page);
  return templates.some((template) => templateSimilarity(signature, template) >= similarity);
}

/**
 * The model of a scoped file: the site model on pages of its templates, the base elsewhere.
 * `load` loads the two inner files.
 */
export function loadSiteScope(
  json: ModelFileJSON,
  load: (inner: ModelFileJSON) => TrainedModel,
): TrainedModel {
  checkHeader(json, SITE_SCOPE);
  const file = json as SiteScopeFile;
  const site = load(file.site);
  const base = load(file.base);
  const choose = (page: SegmentedPage) =>
    inScope(page, file.templates, file.similarity) ? site : base;
  const model: TrainedModel = {
    name: site.name,
    predict: (page) => choose(page).predict(page),
    toJSON: () => file,
  };
  if (!canExplain(site) || !canExplain(base)) return model;
  const explainable: TrainedModel & ExplainableModel = {
    ...model,
    explain(page: SegmentedPage, top: number) {
      const chosen = choose(page);
      return canExplain(chosen) ? chosen.explain(page, top) : [];
    },
  };
  return explainable;
}
