import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SegmentedPage } from "../blocks/block.js";
import type { MetadataSources } from "../metadata/metadata.js";
import { type TitleCandidate, type TitleFeatures, titleCandidates } from "./title-candidates.js";

/** Scores one title candidate; the highest-scoring candidate is the title. */
export type TitleScorer = (features: TitleFeatures) => number;

export type TitleWeights = Readonly<Record<keyof TitleFeatures, number>>;

/**
 * Hand-set weights: structured data (JSON-LD, OpenGraph) is the publisher's own statement,
 * agreement between independent sources is the strongest signal, and a heading is the title when it
 * opens the content. The baseline the learned weights (models/title.json) are measured against,
 * and the fallback when that file is not shipped.
 */
export const HAND_TITLE_WEIGHTS: TitleWeights = {
  fromH1: 1.0,
  fromH2: 0.3,
  fromH3: 0.1,
  fromStyled: 0.1,
  fromTitleTag: 0.4,
  fromOpenGraph: 1.2,
  fromTwitter: 0.9,
  fromJsonLd: 1.3,
  fromItemprop: 1.0,
  isPart: 0.2,
  isFirstPart: 0,
  isLongestPart: 0,
  hasSeparator: 0,
  agreement: 1.5,
  coveredByOthers: 1.0,
  isSiteName: -3,
  nearContentStart: 1.0,
  precedesContent: 0,
  firstOfItsLevel: 0.3,
  onlyOfItsLevel: 0,
  fewWords: 0,
  looksLikeHost: 0,
  plausibleLength: 1.0,
  allLinkText: -0.8,
  inSlug: 1.0,
};

/** Every feature name, in the fixed order learned weight vectors use. */
export const TITLE_FEATURE_NAMES = Object.keys(HAND_TITLE_WEIGHTS) as ReadonlyArray<
  keyof TitleFeatures
>;

export function linearTitleScorer(weights: TitleWeights): TitleScorer {
  return (features) =>
    TITLE_FEATURE_NAMES.reduce((sum, name) => sum + weights[name] * features[name], 0);
}

export const handTitleScorer: TitleScorer = linearTitleScorer(HAND_TITLE_WEIGHTS);

/** The shipped learned weights (`npm run train-title`), beside the package's other models. */
export const TITLE_MODEL_PATH = fileURLToPath(new URL("../../models/title.json", import.meta.url));

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

let defaultScorer: TitleScorer | undefined;

/** The learned scorer from models/title.json, read once; the hand weights if the file is absent. */
export function defaultTitleScorer(): TitleScorer {
  defaultScorer ??= existsSync(TITLE_MODEL_PATH)
    ? linearTitleScorer(parseTitleWeights(readFileSync(TITLE_MODEL_PATH, "utf8"), TITLE_MODEL_PATH))
    : handTitleScorer;
  return defaultScorer;
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
