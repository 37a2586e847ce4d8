import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import type { MetadataSources } from "../metadata/metadata.js";
import type { BlockPrediction } from "../models/model.js";
import { withoutComments, withoutSelectedThread } from "./comments.js";
import { extractionConfidence } from "./confidence.js";
import { declaredArticleParagraphs } from "./declared-article.js";
import { withDocumentationLead } from "./documentation-lead.js";
import { selectedWords } from "./short-output-fallback.js";
import { applySelectors } from "./site-rules.js";
import { MIN_PLAUSIBLE_WORDS } from "./thresholds.js";

/** The user's site rules: CSS selectors whose blocks are always / never content. */
export interface SiteRules {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/** What the steps after the model decided about one page. */
export interface ContentDecision {
  /** Per block: 1 when the block is main content. */
  readonly selected: Uint8Array;
  /** Elements whose whole subtree output skips (matched by an `exclude` rule). */
  readonly excluded: ReadonlySet<Element>;
  /**
   * The article the page declares (JSON-LD `articleBody`) as paragraphs, when it replaces the
   * blocks: see step 3 of `decideContent`.
   */
  readonly declared?: readonly string[];
  /** Trust in the decision, in [0, 1]: see `extractionConfidence`. */
  readonly confidence: number;
}

/**
 * The steps between a model's per-block prediction and the content, in this order:
 *
 * 0. (before this function, applied when a model file is resolved, so evaluation sees them too)
 *    second copies of a long block and picture captions leave the selection
 *    (`withSelectionSteps`), then a learned model's near-empty selection falls back to simple MSS
 *    (`withShortOutputFallback`);
 * 1. comment blocks leave the content unless they are all of it (`withoutComments`), and so does a thread selected after an
 *    article, by its comment markup (`withoutSelectedThread`); then the lead a model missed before
 *    its selection, when a `<pre>` is in it (a reference page's synopsis: `withDocumentationLead`);
 * 2. site rules: `include` selectors add blocks, `exclude` selectors remove them and win;
 * 3. when fewer than MIN_PLAUSIBLE_WORDS words remain and no site rule was given, the article the
 *    page declares in JSON-LD (MIN_DECLARED_BODY_WORDS words or more) replaces the blocks — pages
 *    their scripts render often ship nothing else; site rules say what the user knows of the site,
 *    so the declared text never overrides them;
 * 4. confidence, from the selected blocks' probabilities and length (the model's, also when the
 *    declared article replaced them).
 */
export function decideContent(
  page: SegmentedPage,
  prediction: BlockPrediction,
  sources: MetadataSources,
  rules: SiteRules,
): ContentDecision {
  const { selected, excluded } = applySelectors(
    page,
    withDocumentationLead(page, withoutSelectedThread(page, withoutComments(page, prediction))),
    rules.include,
    rules.exclude,
  );
  const declared =
    selectedWords(page, selected) < MIN_PLAUSIBLE_WORDS &&
    rules.include.length === 0 &&
    rules.exclude.length === 0
      ? declaredArticleParagraphs(sources)
      : undefined;
  return {
    selected,
    excluded,
    ...(declared === undefined ? {} : { declared }),
    confidence: extractionConfidence(page, selected, prediction.contentProbability),
  };
}
