import { sigmoid } from "../../algorithms/logistic-regression.js";
import { probabilityMssSelection } from "../../algorithms/probability-mss.js";
import type { SegmentedPage } from "../../blocks/block.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import { mergeLinkRuns } from "../../blocks/link-runs.js";
import {
  adaptBlockTrees,
  type BlockTreesModel,
  blockTreesLearner,
  loadBlockTrees,
  trainBlockTrees,
} from "../block-trees/block-trees-learner.js";
import { crossFittedPredictions } from "../cross-fitted-predictions.js";
import { canExplain } from "../explanation.js";
import type { Learner, TrainedModel } from "../learner.js";
import { LinearModel } from "../linear/linear-model.js";
import type { BlockPrediction, ContentModel } from "../model.js";
import {
  checkHeader,
  headerOf,
  type ModelFileHeader,
  type ModelFileJSON,
  modelHeader,
} from "../model-file.js";
import { innerLearner, innerLearnerSettings } from "../options/inner-learner-options.js";
import { type OptionSpecs, seedOption } from "../options/option-spec.js";
import { parseOptions } from "../options/parse-options.js";
import { anyLabelWhereAccepted, ownLabelsWhereAccepted } from "../site-scope/accepted-labels.js";
import { besideRowBuffer, withBesideColumns } from "./beside-columns.js";
import {
  moveCommentSections,
  moveProductReviews,
  sectionMarkupOf,
  withCommentAnchor,
} from "./comment-sections.js";
import {
  type CommentStacker,
  type CommentStackerJSON,
  fitCommentStacker,
  loadCommentStacker,
  separateComments,
} from "./comment-stacker.js";
import { explanationPerBlock, labelledLinkRuns, predictionPerBlock } from "./link-runs.js";
import { visitStackFeatureChannels, visitStackFeatures } from "./stack-features.js";
import {
  fitStacker,
  loadStacker,
  type PageScorer,
  refitStacker,
  STACKER_KINDS,
  type Stacker,
  type StackerJSON,
} from "./stacker.js";

const NAME = "context-stack";

/** Its own options; the inner learner's are accepted too and passed on to it. */
const CONTEXT_STACK_OPTIONS = {
  inner: {
    kind: "string",
    default: "crf",
    description:
      "learner whose block probabilities are stacked (any but context-stack); its options apply too",
  },
  stackFolds: {
    kind: "number",
    integer: true,
    atLeast: 2,
    default: 4,
    description: "site folds whose held-out probabilities the stacker trains on",
  },
  threshold: {
    kind: "number",
    above: 0,
    below: 1,
    default: 0.25,
    description: "maximum subsequence over stacked probability − threshold picks the content run",
  },
  runFloor: {
    kind: "number",
    atLeast: 0,
    below: 1,
    default: 0,
    description:
      "blocks whose stacked probability is under this stay out even inside the content run (captions, share bars between paragraphs)",
  },
  stacker: {
    kind: "enum",
    values: STACKER_KINDS,
    default: "logistic",
    description:
      "how context re-scores a block: a logistic regression, gradient-boosted trees (learn interactions), or the logistic regression corrected by a bidirectional GRU over the page's blocks (context beyond the neighbour windows)",
  },
  l2: {
    kind: "number",
    above: 0,
    default: 1,
    description: "L2 penalty of the stacker's logistic regression",
  },
  trees: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 150,
    description: "trees of the boosted-trees stacker",
  },
  treeDepth: {
    kind: "number",
    integer: true,
    atLeast: 1,
    atMost: 8,
    default: 4,
    description: "depth of each tree of the boosted-trees stacker",
  },
  gruHidden: {
    kind: "number",
    integer: true,
    atLeast: 1,
    atMost: 64,
    default: 8,
    description: "units of each direction of the GRU stacker's correction",
  },
  gruEpochs: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 8,
    description: "passes over the training pages of the GRU stacker's correction",
  },
  beside: {
    kind: "enum",
    values: ["none", "block-trees"],
    default: "none",
    description:
      "a second first-stage learner whose block probabilities the (logistic) stacker weighs beside the inner learner's: block-trees, boosted trees over language-free block features (its defaults)",
  },
  markupComments: {
    kind: "boolean",
    default: true,
    description:
      "on a page that is not a thread, selected blocks in comment markup (class or id comment, comments, commentlist) or after an empty <a name=comments> leave the content for the comments; so do a product page's reviews (class or id review, reviews)",
  },
  commentStacker: {
    kind: "boolean",
    default: true,
    description:
      "also re-score the inner learner's comment probability from its context (trained on pages whose gold labels comments); blocks likelier comments than content leave the content",
  },
  linkRuns: {
    kind: "boolean",
    default: false,
    description:
      "read each run of neighbouring short links (menus, tags, page numbers) as one block: 16-34 % fewer blocks to score",
  },
  seed: seedOption(1, "seed of the site folds (and of the inner learner)"),
} as const satisfies OptionSpecs;

/**
 * Its own options of site adaptation (`pith train --base`); the inner learner's are passed on. A
 * refitted stacker sees in-sample probabilities of the adapted inner model and learns to trust
 * them: on 14 sites with 5 and 10 pages it won on the worst sites (online.wsj.com +0.118 / +0.184
 * against +0.091 / +0.107) and lost badly on others (rei.com −0.256 / −0.313, abcnews.go.com
 * −0.079 at 10 pages), so the base stacker is kept by default (docs/experiments/site-models.md).
 */
const ADAPT_OPTIONS = {
  accepted: {
    kind: "enum",
    values: ["own", "latent", "soft", "labels"],
    default: "own",
    description:
      "blocks whose label is what the base selected when the page was labelled: own = each stage keeps its own decision there and learns only the corrections (issue 58); latent = the same, but where the inner model is unsure (0.1-0.9) the CRF admits either label; soft = the CRF admits every label there and the trees beside take their own probability as target, so accepted pages alone leave the base as it is; labels = the label, as for a corrected block",
  },
  stackerL2: {
    kind: "number",
    atLeast: 0,
    default: 0,
    description:
      "refit the stacker on the site's pages with this L2 penalty centred on its weights (e.g. 100); 0 keeps the base stacker",
  },
} as const satisfies OptionSpecs;

/**
 * Stacked generalisation over page context. An inner block learner (default the CRF) gives every
 * block a content probability; a logistic regression (or, with `stacker=trees`, gradient-boosted
 * trees) then re-scores each block from that probability and what surrounds it — neighbouring
 * blocks, the blocks sharing each DOM ancestor, the blocks of the same tag-and-class style (Wang's
 * "same visual style") — and Pasternack & Roth's maximum subsequence picks the content. The stacker trains on probabilities of pages
 * whose site the inner model never saw (`stackFolds` folds), as it will meet new sites.
 */
export function createContextStackLearner(
  resolveLearner: (name: string) => Learner | undefined,
): Learner {
  const settings = (raw: Readonly<Record<string, unknown>>) => {
    const parsed = innerLearnerSettings(NAME, CONTEXT_STACK_OPTIONS, raw, resolveLearner);
    const { beside, stacker } = parsed.options;
    // Checked before training: the stacker is fitted last, after every inner and beside model.
    if (beside !== "none" && stacker !== "logistic")
      throw new Error(
        `${NAME}: beside=${beside} needs the logistic stacker, not stacker=${stacker} (add --option beside=none)`,
      );
    return parsed;
  };
  return {
    name: NAME,
    description:
      "stacked: an inner learner's block probabilities re-scored from their page context (neighbours, DOM containers, same-style blocks), then MSS",
    options: CONTEXT_STACK_OPTIONS,
    checkOptions(raw) {
      settings(raw);
    },
    train(labelledPages, raw) {
      const { options, learner, innerOptions } = settings(raw);
      const pages = options.linkRuns ? labelledPages.map(labelledLinkRuns) : labelledPages;
      const seeded = { ...innerOptions, seed: options.seed };
      const heldOut = crossFittedPredictions(
        learner,
        pages,
        seeded,
        options.seed,
        options.stackFolds,
      );
      const probabilities = heldOut.map((prediction) => prediction.contentProbability);
      const inner = learner.train(pages, seeded);
      const besideTrees = options.beside === "none" ? undefined : besideTraining(inner);
      const besideOptions = { seed: options.seed };
      const besideHeldOut =
        besideTrees === undefined
          ? undefined
          : crossFittedPredictions(
              besideTrees.learner,
              pages,
              besideOptions,
              options.seed,
              options.stackFolds,
            ).map((prediction) => prediction.contentProbability);
      const stacker = fitStacker(
        pages,
        probabilities,
        {
          kind: options.stacker,
          l2: options.l2,
          trees: options.trees,
          treeDepth: options.treeDepth,
          gruHidden: options.gruHidden,
          gruEpochs: options.gruEpochs,
          seed: options.seed,
        },
        [],
        besideHeldOut,
      );
      const commentStacker = options.commentStacker
        ? fitCommentStacker(pages, heldOut, options.l2)
        : undefined;
      const beside = besideTrees?.train(pages, besideOptions);
      const header = modelHeader(NAME, inner.toJSON().features, options, pages);
      const model = contextStackModel(
        header,
        { inner, beside },
        stacker,
        commentStacker,
        decisionOf(options),
      );
      return options.linkRuns ? readingLinkRuns(model) : model;
    },
    load(json) {
      const file = contextStackFile(json);
      const inner = innerLearner(NAME, file.inner.learner, resolveLearner).load(file.inner);
      const beside = loadBeside(file);
      return modelOfFile(file, { inner, beside }, settings(file.options).options);
    },
    // The inner model learns the site; the stacker, trained on sites its inner model never saw,
    // re-scores the adapted probabilities from their context as it re-scores the base's.
    adapt(base, labelledPages, raw) {
      const file = contextStackFile(base);
      const { options } = settings(file.options);
      const learner = innerLearner(NAME, file.inner.learner, resolveLearner);
      if (learner.adapt === undefined)
        throw new Error(`${NAME}: its inner learner "${learner.name}" cannot be adapted to a site`);
      const pages = options.linkRuns ? labelledPages.map(labelledLinkRuns) : labelledPages;
      const { stackerL2, accepted, ...innerRaw } = raw;
      const own = parseOptions(`${NAME} site adaptation`, ADAPT_OPTIONS, { stackerL2, accepted });
      // Where the user accepted the base's selection, each stage keeps its own decision.
      const forStage = (model: ContentModel | undefined, unsure?: number) =>
        own.accepted !== "labels" && model !== undefined
          ? ownLabelsWhereAccepted(pages, (page) => model.predict(page).contentProbability, unsure)
          : pages;
      const soft = own.accepted === "soft";
      const inner = learner.adapt(
        file.inner,
        soft
          ? anyLabelWhereAccepted(pages)
          : forStage(learner.load(file.inner), own.accepted === "latent" ? 0.4 : undefined),
        innerRaw,
      );
      // The trees beside learn the site too, or their evidence would outweigh the adapted inner's.
      const beside =
        file.beside === undefined
          ? undefined
          : soft
            ? adaptBlockTrees(file.beside, pages, true)
            : adaptBlockTrees(file.beside, forStage(loadBeside(file)));
      const stacker =
        own.stackerL2 === 0
          ? loadStacker(file.stacker)
          : refitStacker(
              loadStacker(file.stacker),
              pages,
              pages.map((page) => inner.predict(page.page).contentProbability),
              own.stackerL2,
              beside && pages.map((page) => beside.predict(page.page).contentProbability),
            );
      const { features, training } = inner.toJSON();
      const site = training.site;
      const adapted = {
        ...file,
        features,
        training: { ...file.training, ...(site !== undefined && { site }) },
      };
      return modelOfFile({ ...adapted, stacker: stacker.toJSON() }, { inner, beside }, options);
    },
  };
}

type ContextStackFile = ModelFileJSON & {
  inner: ModelFileJSON;
  beside?: ModelFileJSON;
  stacker: StackerJSON;
  commentStacker?: CommentStackerJSON;
};

function contextStackFile(json: ModelFileJSON): ContextStackFile {
  checkHeader(json, NAME);
  return json as ContextStackFile;
}

type LearnerOptions = Readonly<Record<string, unknown>>;

/**
 * How the block-trees beside `inner` are trained (also as a learner, for cross-fitting): their
 * columns are only features `inner`'s file keeps (a linear model's file leaves out features whose
 * weights are negligible), so the trees read the inner model's column entries of a page and the
 * feature families run once.
 */
function besideTraining(inner: TrainedModel): {
  readonly learner: Learner;
  train(pages: readonly LabelledPage[], raw: LearnerOptions): BlockTreesModel;
} {
  const columns = inner.toJSON().columns;
  const within =
    Array.isArray(columns) && columns.every((name) => typeof name === "string")
      ? new Set<string>(columns)
      : undefined;
  const train = (pages: readonly LabelledPage[], raw: LearnerOptions) =>
    trainBlockTrees(pages, raw, within);
  return { learner: { ...blockTreesLearner, train }, train };
}

/** The file's learner beside the inner one, if it has one. */
function loadBeside(file: ContextStackFile): BlockTreesModel | undefined {
  if (file.beside === undefined) return undefined;
  return loadBlockTrees(file.beside);
}

/** The first-stage models: the inner learner's, and the one beside it when there is one. */
interface FirstStage {
  readonly inner: TrainedModel;
  readonly beside?: BlockTreesModel;
}

/**
 * The inner model's prediction of `page`, and the content probabilities of the model beside it.
 * A block-trees model beside a linear one reads the linear model's column entries of the page
 * (the same features, when both were trained on the same pages): the feature families run once.
 */
function firstStagePredictions(
  page: SegmentedPage,
  { inner, beside }: FirstStage,
): { first: BlockPrediction; besideProbability?: Float64Array } {
  if (beside === undefined) return { first: inner.predict(page) };
  if (!(inner instanceof LinearModel))
    return {
      first: inner.predict(page),
      besideProbability: beside.predict(page).contentProbability,
    };
  let shared: Float64Array | undefined;
  const first = inner.predictSharingColumns(page, (entries, names) => {
    shared = beside.probabilitiesOfColumns(entries, names, page.blocks.length);
  });
  return { first, besideProbability: shared ?? beside.predict(page).contentProbability };
}

/** The model of a context-stack file, with its first stage loaded (or adapted) by the caller. */
function modelOfFile(
  file: ContextStackFile,
  firstStage: FirstStage,
  options: DecisionOptions & { readonly linkRuns: boolean },
): TrainedModel {
  const commentStacker =
    file.commentStacker === undefined ? undefined : loadCommentStacker(file.commentStacker);
  const model = contextStackModel(
    headerOf(file),
    firstStage,
    loadStacker(file.stacker),
    commentStacker,
    decisionOf(options),
  );
  return options.linkRuns ? readingLinkRuns(model) : model;
}

/**
 * `model` reading each page with its link runs merged, its prediction (and explanation) given back
 * per block.
 */
function readingLinkRuns(model: TrainedModel): TrainedModel {
  return {
    ...model,
    predict(page) {
      const merged = mergeLinkRuns(page);
      if (merged.page === page) return model.predict(page);
      return predictionPerBlock(model.predict(merged.page), merged);
    },
    ...(canExplain(model) && {
      explain(page: SegmentedPage, top: number) {
        const merged = mergeLinkRuns(page);
        return explanationPerBlock(model.explain(merged.page, top), merged);
      },
    }),
  };
}

/**
 * Re-scores the inner model's probabilities of `page` from their context (and, with `beside`, the
 * probabilities of the learner beside it).
 */
export function stackedProbabilities(
  page: SegmentedPage,
  probability: Float64Array,
  stacker: Stacker,
  beside?: Float64Array,
  commentMarkup?: Uint8Array,
): Float64Array {
  const scorer = stacker.scorePage(page.blocks.length);
  const add = besideAdder(scorer, beside);
  visitStackFeatures(page, probability, add, commentMarkup);
  return scorer.probabilities();
}

/** `scorer.add`, each row first extended by the beside learner's probability of its block. */
function besideAdder(
  scorer: PageScorer,
  beside: Float64Array | undefined,
): (block: number, row: Float64Array) => void {
  if (beside === undefined) return (block, row) => scorer.add(block, row);
  const buffer = besideRowBuffer();
  return (block, row) => scorer.add(block, withBesideColumns(row, beside[block], buffer));
}

/**
 * Re-scores the inner model's content and comment probabilities of `page` from their context, in
 * one visit of the page's stack features over both.
 */
function stackedWithComments(
  page: SegmentedPage,
  first: { contentProbability: Float64Array; commentProbability: Float64Array },
  stacker: Stacker,
  commentStacker: CommentStacker,
  beside: Float64Array | undefined,
  commentMarkup: Uint8Array,
): { content: Float64Array; comment: Float64Array } {
  const scorer = stacker.scorePage(page.blocks.length);
  const add = besideAdder(scorer, beside);
  const comment = new Float64Array(page.blocks.length);
  const channels = [first.contentProbability, first.commentProbability];
  visitStackFeatureChannels(
    page,
    channels,
    (block, [contentRow, commentRow]) => {
      add(block, contentRow);
      const score = commentStacker.contentTerm(contentRow) + commentStacker.commentTerm(commentRow);
      comment[block] = sigmoid(score);
    },
    commentMarkup,
  );
  return { content: scorer.probabilities(), comment };
}

/**
 * The comment stacker runs on pages where the first stage gives some block at least this comment
 * probability: it extends and mends comment sections the first stage half sees, and on the other
 * pages (most of them) it moved no cross-validated score by 0.001, at the cost of a second pass.
 */
const MIN_PAGE_COMMENT_PROBABILITY = 0.1;

function someAbove(values: Float64Array, floor: number): boolean {
  for (const value of values) if (value >= floor) return true;
  return false;
}

/** What the model does with its stacked probabilities (see the options). */
interface DecisionRule {
  /** Maximum subsequence over the stacked probabilities. */
  readonly select: (contentProbability: Float64Array) => Uint8Array;
  /**
   * Comment sections, and a declared product's reviews, leave the content by their markup
   * (`moveCommentSections`, `moveProductReviews`).
   */
  readonly markupComments: boolean;
}

type DecisionOptions = {
  readonly threshold: number;
  readonly runFloor: number;
  readonly markupComments: boolean;
};

function decisionOf(options: DecisionOptions): DecisionRule {
  return {
    select: (contentProbability) =>
      probabilityMssSelection(contentProbability, options.threshold, {
        runFloor: options.runFloor,
      }),
    markupComments: options.markupComments,
  };
}

function contextStackModel(
  header: ModelFileHeader,
  { inner, beside }: FirstStage,
  stacker: Stacker,
  commentStacker: CommentStacker | undefined,
  { select, markupComments }: DecisionRule,
): TrainedModel {
  return {
    name: NAME,
    predict(page): BlockPrediction {
      const { first, besideProbability } = firstStagePredictions(page, { inner, beside });
      const markup = sectionMarkupOf(page.blocks);
      const moveSections = (selected: Uint8Array, comment: Uint8Array | undefined) => {
        if (!markupComments) return;
        moveCommentSections(
          withCommentAnchor(page, markup.comment),
          first.contentProbability,
          page.blocks,
          selected,
          comment,
          markup.comment,
        );
        moveProductReviews(page, markup.review, first.contentProbability, selected, comment);
      };
      const { comment, commentProbability } = first;
      if (
        comment === undefined ||
        commentStacker === undefined ||
        commentProbability === undefined ||
        !someAbove(commentProbability, MIN_PAGE_COMMENT_PROBABILITY)
      ) {
        const contentProbability = stackedProbabilities(
          page,
          first.contentProbability,
          stacker,
          besideProbability,
          markup.comment,
        );
        const selected = select(contentProbability);
        moveSections(selected, comment);
        if (comment === undefined) return { contentProbability, selected };
        // Comments are reported apart from the content, never in it.
        for (let i = 0; i < selected.length; i++) if (comment[i] === 1) selected[i] = 0;
        return { contentProbability, selected, comment };
      }
      const stacked = stackedWithComments(
        page,
        { contentProbability: first.contentProbability, commentProbability },
        stacker,
        commentStacker,
        besideProbability,
        markup.comment,
      );
      const contentProbability = stacked.content;
      const selection = select(contentProbability);
      const separated = separateComments(comment, stacked.comment, contentProbability, selection);
      moveSections(separated.selected, separated.comment);
      return { contentProbability, ...separated };
    },
    // The first stage's features explain a block; the stacker re-scores it from its context.
    ...(canExplain(inner) && {
      explain: (page: SegmentedPage, top: number) => inner.explain(page, top),
    }),
    toJSON: () => ({
      ...header,
      inner: inner.toJSON(),
      ...(beside !== undefined && { beside: beside.toJSON() }),
      stacker: stacker.toJSON(),
      ...(commentStacker !== undefined && { commentStacker: commentStacker.toJSON() }),
    }),
  };
}
