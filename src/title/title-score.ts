import type { SegmentedPage } from "../blocks/block.js";
import type { MetadataSources } from "../metadata/metadata.js";
import { LEARNED_TITLE_WEIGHTS } from "./learned-title-weights.js";
import { type TitleCandidate, type TitleFeatures, titleCandidates } from "./title-candidates.js";
import { HAND_TITLE_WEIGHTS, TITLE_FEATURE_NAMES, type TitleWeights } from "./title-weights.js";

/** Scores one title candidate; the highest-scoring candidate is the title. */
export type TitleScorer = (features: TitleFeatures) => number;

export function linearTitleScorer(weights: TitleWeights): TitleScorer {
  return (features) =>
    TITLE_FEATURE_NAMES.reduce((sum, name) => sum + weights[name] * features[name], 0);
}

export const handTitleScorer: TitleScorer = linearTitleScorer(HAND_TITLE_WEIGHTS);

/** What models/title.json holds besides its weights (training data, cross-validated accuracy). */
export interface TitleModelFile {
  readonly format: "pith-title-weights";
  readonly weights: Readonly<Record<string, number>>;
  readonly [detail: string]: unknown;
}

/** The weights of a title model file; a clear error when a feature is missing, unknown or not a number. */
export function parseTitleWeights(text: string, origin: string): TitleWeights {
  let file: TitleModelFile;
  try {
    file = JSON.parse(text) as TitleModelFile;
  } catch (error) {
    throw new Error(`${origin}: not JSON (${(error as Error).message})`);
  }
  if (
    file?.format !== "pith-title-weights" ||
    typeof file.weights !== "object" ||
    file.weights === null
  )
    throw new Error(`${origin}: not a pith title model (format "pith-title-weights" with weights)`);
  const unknown = Object.keys(file.weights).filter(
    (name) => !(TITLE_FEATURE_NAMES as readonly string[]).includes(name),
  );
  if (unknown.length > 0)
    throw new Error(`${origin}: unknown title features ${unknown.join(", ")}`);
  const weights = {} as Record<keyof TitleFeatures, number>;
  for (const name of TITLE_FEATURE_NAMES) {
    const weight = file.weights[name];
    if (typeof weight !== "number" || !Number.isFinite(weight))
      throw new Error(`${origin}: title feature ${name} needs a finite number weight`);
    weights[name] = weight;
  }
  return weights;
}

const learnedScorer = linearTitleScorer(LEARNED_TITLE_WEIGHTS);

/** The shipped learned scorer (`npm run train-title`: models/title.json). */
export function defaultTitleScorer(): TitleScorer {
  return learnedScorer;
}

/** The best candidate's text ("" when the page offers none); ties go to the earlier candidate. */
export function selectTitle(
  page: SegmentedPage,
  selected: Uint8Array,
  sources: MetadataSources,
  scorer: TitleScorer = defaultTitleScorer(),
): string {
  return bestCandidate(titleCandidates(page, selected, sources), scorer)?.text ?? "";
}

export function bestCandidate(
  candidates: readonly TitleCandidate[],
  scorer: TitleScorer,
): TitleCandidate | undefined {
  let best: { candidate: TitleCandidate; score: number } | undefined;
  for (const candidate of candidates) {
    const score = scorer(candidate.features);
    if (best === undefined || score > best.score) best = { candidate, score };
  }
  return best?.candidate;
}
