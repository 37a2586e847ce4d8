import type { SegmentedPage } from "../blocks/block.js";
import { withoutComments, withoutSelectedThread } from "../decision/comments.js";
import { type ContentDecision, decideContent, type SiteRules } from "../decision/decide.js";
import { withDocumentationLead } from "../decision/documentation-lead.js";
import { SELECTION_STEPS } from "../decision/selection-steps.js";
import { MIN_PLAUSIBLE_WORDS } from "../decision/thresholds.js";
import type { MetadataSources } from "../metadata/metadata.js";
import type { BlockPrediction, ContentModel } from "../models/model.js";

/** One step after the model that changed which blocks are content. */
export interface DecisionStep {
  readonly name: string;
  /** What the step does, in a sentence. */
  readonly why: string;
  /** Blocks the step made content. */
  readonly added: readonly number[];
  /** Blocks the step took out of the content. */
  readonly removed: readonly number[];
}

export interface DecisionTrace {
  /** The model's own prediction, before any step. */
  readonly prediction: BlockPrediction;
  /** What `decideContent` made of it: what `extract()` outputs. */
  readonly decision: ContentDecision;
  /** The steps that changed the selection, in the order they ran. */
  readonly steps: readonly DecisionStep[];
}

/**
 * The decision cascade of `extract()` (src/decision/decide.ts) for one page, step by step: the
 * model's own selection, then the selection after each step, keeping the steps that changed it.
 * `model` is what extraction runs (a model file's model wears the selection steps and the
 * short-output fallback); `inner` is the model under them, or `model` itself.
 */
export function decisionTrace(
  page: SegmentedPage,
  models: { readonly model: ContentModel; readonly inner: ContentModel },
  sources: MetadataSources,
  rules: SiteRules,
): DecisionTrace {
  const own = models.inner.predict(page);
  const prediction = models.model === models.inner ? own : models.model.predict(page);
  const withoutCommentBlocks = withoutComments(page, prediction);
  const withoutThread = withoutSelectedThread(page, withoutCommentBlocks);
  const decision = decideContent(page, prediction, sources, rules);
  const wearsSteps = models.model !== models.inner;
  let stepped = own.selected;
  const stages = [
    ...SELECTION_STEPS.map((step) => {
      if (wearsSteps) stepped = step.apply(page, stepped);
      return { name: step.name, why: step.why, selected: stepped };
    }),
    {
      name: "short-output fallback",
      why: `the model selected under ${MIN_PLAUSIBLE_WORDS} words, so simple MSS chose the content`,
      selected: prediction.selected,
    },
    {
      name: "comments out",
      why: "blocks the model marked as user comments are never content",
      selected: withoutCommentBlocks,
    },
    {
      name: "thread after the article",
      why: "a thread of marked comments selected after an article leaves the content for the comments",
      selected: withoutThread,
    },
    {
      name: "documentation lead",
      why: "the blocks before the selection, inside the element holding it, with a pre among them (a reference page's synopsis) are content",
      selected: withDocumentationLead(page, withoutThread),
    },
    {
      name: "site rules",
      why: "include / exclude selectors overrode the model",
      selected: decision.selected,
    },
  ];
  const steps: DecisionStep[] = [];
  let before = own.selected;
  for (const stage of stages) {
    const step = { name: stage.name, why: stage.why, ...changes(before, stage.selected) };
    if (step.added.length > 0 || step.removed.length > 0) steps.push(step);
    before = stage.selected;
  }
  if (decision.declared !== undefined)
    steps.push({
      name: "declared article",
      why: `under ${MIN_PLAUSIBLE_WORDS} words were left, so the article body the page declares in JSON-LD replaced the blocks in the output`,
      added: [],
      removed: [],
    });
  return { prediction, decision, steps };
}

function changes(
  before: Uint8Array,
  after: Uint8Array,
): { added: readonly number[]; removed: readonly number[] } {
  const added: number[] = [];
  const removed: number[] = [];
  for (let i = 0; i < after.length; i++) {
    if (after[i] === 1 && before[i] !== 1) added.push(i);
    if (after[i] !== 1 && before[i] === 1) removed.push(i);
  }
  return { added, removed };
}
