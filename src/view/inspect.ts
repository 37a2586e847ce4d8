import type { SegmentedPage } from "../blocks/block.js";
import { innerModel } from "../decision/short-output-fallback.js";
import { extract, segmentPage } from "../extract/extract.js";
import { resolveModel } from "../extract/resolve-model.js";
import { metadataSources } from "../metadata/metadata.js";
import { type BlockExplanation, canExplain } from "../models/explanation.js";
import type { ContentModel } from "../models/model.js";
import type { ExtractResult } from "../output/result.js";
import { baseUrlOf } from "../parse/urls.js";
import { type BlockLabel, labelsOfReports } from "./block-labels.js";
import { type DecisionStep, decisionTrace } from "./decision-trace.js";

/** Features shown per block: enough to see why, few enough to read at a glance. */
export const TOP_FEATURES = 6;

/** One block as the view shows it. */
export interface InspectedBlock {
  readonly index: number;
  readonly text: string;
  readonly label: BlockLabel;
  /** The model's content probability. */
  readonly probability: number;
  /** The model's comment probability, from models that label comments. */
  readonly commentProbability?: number;
  /** Absent when the model cannot explain its scores. */
  readonly explanation?: BlockExplanation;
}

/** A page with everything the view and the labelling app show about it. */
export interface PageInspection {
  readonly page: SegmentedPage;
  readonly result: ExtractResult;
  readonly blocks: readonly InspectedBlock[];
  readonly steps: readonly DecisionStep[];
  /** Whether the model could say which features weighed most (linear learners and stacks). */
  readonly explained: boolean;
}

export interface InspectOptions {
  /** As `extract()`'s `model`. Defaults to `default`. */
  readonly model?: string | ContentModel;
  /** As `extract()`'s `url`. */
  readonly url?: string;
}

/**
 * `extract()`'s result for a page, with its blocks, their labels, probabilities and largest
 * feature contributions, and the decision steps that changed the model's selection. The page is
 * segmented and predicted beside `extract()` (which keeps neither): a few times the work of one
 * extraction, for one page a person looks at.
 */
export function inspectPage(
  input: string | Uint8Array,
  options: InspectOptions = {},
): PageInspection {
  const model = resolveModel(options.model ?? "default");
  const inner = innerModel(model);
  const result = extract(input, { model, url: options.url, blocks: true, html: false });
  const { page } = segmentPage(input);
  const sources = metadataSources(page.document, baseUrlOf(page.document, options.url));
  const trace = decisionTrace(page, { model, inner }, sources, { include: [], exclude: [] });
  const explanations = canExplain(inner) ? inner.explain(page, TOP_FEATURES) : undefined;
  const reports = result.blocks ?? [];
  const labels = labelsOfReports(reports, result.title);
  const { commentProbability } = trace.prediction;
  return {
    page,
    result,
    blocks: reports.map((report, i) => ({
      index: i,
      text: report.text,
      label: labels[i],
      probability: report.probability,
      ...(commentProbability === undefined ? {} : { commentProbability: commentProbability[i] }),
      ...(explanations === undefined ? {} : { explanation: explanations[i] }),
    })),
    steps: trace.steps,
    explained: explanations !== undefined,
  };
}
