import type { SegmentedPage } from "../../blocks/block.js";
import { canExplain, type ExplainableModel } from "../explanation.js";
import type { TrainedModel } from "../learner.js";
import type { BlockPrediction, ContentModel } from "../model.js";
import { checkHeader, headerOf, type ModelFileJSON } from "../model-file.js";
import { blockStyle } from "./corrected-styles.js";
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
  /**
   * The styles of the blocks the labels corrected (`correctedStyles`): on a page in scope, only
   * blocks of these styles take the site model's decision, the others keep the base's. Absent in
   * files of earlier releases: every block of a page in scope takes the site model's.
   */
  readonly styles?: readonly string[];
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
  styles?: readonly string[],
  similarity = TEMPLATE_SIMILARITY,
): SiteScopeFile {
  return {
    ...headerOf(site),
    learner: SITE_SCOPE,
    templates,
    similarity,
    ...(styles !== undefined && { styles }),
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
 * The model of a scoped file: the site model on pages of its templates — on the blocks of the
 * corrected styles only, when the file lists them — and the base elsewhere. `load` loads the two
 * inner files.
 */
export function loadSiteScope(
  json: ModelFileJSON,
  load: (inner: ModelFileJSON) => TrainedModel,
): TrainedModel {
  checkHeader(json, SITE_SCOPE);
  const file = json as SiteScopeFile;
  const site = load(file.site);
  const base = load(file.base);
  const styles = file.styles === undefined ? undefined : new Set(file.styles);
  const inTemplate: TrainedModel =
    styles === undefined
      ? site
      : {
          ...site,
          predict: (page) => correctedStylesOnly(page, styles, site, base),
        };
  const choose = (page: SegmentedPage) =>
    inScope(page, file.templates, file.similarity) ? inTemplate : base;
  const model: TrainedModel = {
    name: site.name,
    predict: (page) => choose(page).predict(page),
    toJSON: () => file,
  };
  if (!canExplain(inTemplate) || !canExplain(base)) return model;
  const explainable: TrainedModel & ExplainableModel = {
    ...model,
    explain(page: SegmentedPage, top: number) {
      const chosen = choose(page);
      return canExplain(chosen) ? chosen.explain(page, top) : [];
    },
  };
  return explainable;
}

/**
 * The site model's prediction on the blocks of the corrected styles, the base's on the others:
 * labels that only accept what the base selected move nothing, and a block of a style no
 * correction touched keeps the base's decision — even where the site model's small moves would
 * flip it at the threshold (googlenewsblog.blogspot.com's post title and last paragraph) or where
 * a corrected neighbour lifts it into the content run (venturebeat.com's "recent posts" under a
 * corrected byline; issue 58).
 */
function correctedStylesOnly(
  page: SegmentedPage,
  styles: ReadonlySet<string>,
  siteModel: ContentModel,
  baseModel: ContentModel,
): BlockPrediction {
  const fromSite = page.blocks.map((block) => styles.has(blockStyle(block)));
  const base = baseModel.predict(page);
  if (!fromSite.includes(true)) return base;
  const site = siteModel.predict(page);
  const pick = <T extends Float64Array | Uint8Array>(a: T, b: T): T => {
    const mixed = b.slice() as T;
    fromSite.forEach((yes, i) => {
      if (yes) mixed[i] = a[i];
    });
    return mixed;
  };
  return {
    contentProbability: pick(site.contentProbability, base.contentProbability),
    selected: pick(site.selected, base.selected),
    ...(site.comment !== undefined &&
      base.comment !== undefined && { comment: pick(site.comment, base.comment) }),
    ...(site.commentProbability !== undefined &&
      base.commentProbability !== undefined && {
        commentProbability: pick(site.commentProbability, base.commentProbability),
      }),
  };
}
