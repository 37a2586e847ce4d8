import { DEFAULT_FEATURE_CONFIG } from "../../features/pipeline.js";

/** Training options shared by the CRF, MEMM and MaxEnt learners. */
export interface LinearOptions {
  /** Feature families (see src/features/pipeline.ts); a comma-separated string on the command line. */
  readonly features: readonly string[];
  /** Standard deviation σ of the Gaussian prior on every weight; smaller = stronger smoothing. */
  readonly sigma: number;
  /** L-BFGS iterations at most. */
  readonly maxIterations: number;
  /** Stop when the objective improved by less than this fraction over the last 5 iterations. */
  readonly tolerance: number;
  /** Features seen in fewer training blocks are dropped. */
  readonly minFeatureCount: number;
  /** Features seen on fewer training sites (page sources) are dropped: they cannot transfer. */
  readonly minFeatureSources: number;
  /**
   * Training pages kept per site (page source), the first ones in corpus order; 0 keeps all. A site
   * with many pages otherwise weighs as much as many sites, and its template is learnt by heart.
   */
  readonly maxPagesPerSource: number;
  /** Gibson et al.'s "history predicates": block i also gets block i−1's features as `prev:` features. */
  readonly history: boolean;
  /** `binary` = noise/content; `classes` = the gold's block classes (noise, body, title, heading, comment). */
  readonly labels: "binary" | "classes";
  /**
   * `viterbi` selects the best label sequence; `marginal` selects blocks with P(content) > threshold;
   * `marginal-mss` selects blocks with P(content) > 0.5 plus Pasternack & Roth's maximum-sum run of
   * P(content) − threshold, which takes in the uncertain blocks inside the main text and none far off.
   */
  readonly decode: "viterbi" | "marginal" | "marginal-mss";
  /**
   * With `decode=marginal`: the content probability a block must exceed. With `marginal-mss`: the
   * offset that makes a block count for (P > threshold) or against the run. Chosen on by-site
   * cross-validated probabilities (bench/decision/, docs/results.md).
   */
  readonly threshold: number;
  /** Recorded for reproducibility; training itself is deterministic (it starts from zero weights). */
  readonly seed: number;
}

export const DEFAULT_LINEAR_OPTIONS: LinearOptions = {
  features: DEFAULT_FEATURE_CONFIG.families,
  // Tuned for the CRF by 4-fold by-source CV on L3S-GN1 + Dragnet (bench/learners-smoke.ts):
  // σ 0.05 / 0.1 / 0.3 / 1 → shingle F1 0.889 / 0.908 / 0.907 / 0.895, best block P/R at 0.3.
  sigma: 0.3,
  maxIterations: 100,
  tolerance: 1e-5,
  minFeatureCount: 2,
  minFeatureSources: 1,
  maxPagesPerSource: 0,
  history: false,
  labels: "binary",
  decode: "viterbi",
  threshold: 0.5,
  seed: 0,
};

const CHOICES = {
  labels: ["binary", "classes"],
  decode: ["viterbi", "marginal", "marginal-mss"],
} as const;

/**
 * Validates raw options (from code, the command line or a model file) over `defaults`. Numbers and
 * booleans may come as strings (command-line values); unknown keys are errors, so typos surface.
 */
export function parseLinearOptions(
  raw: Readonly<Record<string, unknown>>,
  defaults: LinearOptions,
): LinearOptions {
  const known = Object.keys(defaults);
  for (const key of Object.keys(raw)) {
    if (!known.includes(key))
      throw new Error(`unknown option "${key}" (known: ${known.join(", ")})`);
  }
  const options = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (value !== undefined)
      options[key] = parseValue(key, value, defaults[key as keyof LinearOptions]);
  }
  const parsed = options as unknown as LinearOptions;
  positive("sigma", parsed.sigma);
  nonNegativeInteger("maxIterations", parsed.maxIterations);
  nonNegativeInteger("minFeatureCount", parsed.minFeatureCount);
  nonNegativeInteger("minFeatureSources", parsed.minFeatureSources);
  nonNegativeInteger("maxPagesPerSource", parsed.maxPagesPerSource);
  if (!(parsed.threshold > 0 && parsed.threshold < 1))
    throw new Error(`option "threshold" must be in (0, 1), got ${parsed.threshold}`);
  if (!(parsed.tolerance >= 0))
    throw new Error(`option "tolerance" must be ≥ 0, got ${parsed.tolerance}`);
  return parsed;
}

function parseValue(key: string, value: unknown, example: unknown): unknown {
  if (typeof example === "number") {
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof number !== "number" || !Number.isFinite(number)) {
      throw new Error(`option "${key}" must be a number, got ${JSON.stringify(value)}`);
    }
    return number;
  }
  if (typeof example === "boolean") {
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    throw new Error(`option "${key}" must be true or false, got ${JSON.stringify(value)}`);
  }
  if (Array.isArray(example)) {
    const list = typeof value === "string" ? value.split(",").map((item) => item.trim()) : value;
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      !list.every((item) => typeof item === "string" && item !== "")
    ) {
      throw new Error(
        `option "${key}" must be a non-empty list of names, got ${JSON.stringify(value)}`,
      );
    }
    return list;
  }
  const choices: readonly string[] = CHOICES[key as keyof typeof CHOICES];
  if (typeof value !== "string" || !choices.includes(value)) {
    throw new Error(
      `option "${key}" must be one of ${choices.join(", ")}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function positive(key: string, value: number): void {
  if (!(value > 0)) throw new Error(`option "${key}" must be > 0, got ${value}`);
}

function nonNegativeInteger(key: string, value: number): void {
  if (!(Number.isInteger(value) && value >= 0))
    throw new Error(`option "${key}" must be a whole number ≥ 0, got ${value}`);
}
