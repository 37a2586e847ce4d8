import { DEFAULT_FEATURE_CONFIG } from "../../features/pipeline.js";
import type { FeatureConfig } from "../../features/types.js";
import type { LabelledPage, ModelFileHeader } from "../learner.js";

/**
 * Reading learner options (`pith train --option key=value` arrives as strings, the library passes
 * numbers): a wrong value is a clear error naming the option, never a silent default.
 */
export function numberOption(
  options: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number,
): number {
  const raw = options[key];
  if (raw === undefined) return fallback;
  const value = typeof raw === "string" ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new Error(`option ${key}: expected a number, got ${String(raw)}`);
  return value;
}

export function choiceOption<T extends string>(
  options: Readonly<Record<string, unknown>>,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = options[key];
  if (raw === undefined) return fallback;
  if (typeof raw === "string" && (choices as readonly string[]).includes(raw)) return raw as T;
  throw new Error(`option ${key}: expected one of ${choices.join(", ")}, got ${String(raw)}`);
}

export function booleanOption(
  options: Readonly<Record<string, unknown>>,
  key: string,
  fallback: boolean,
): boolean {
  const raw = options[key];
  if (raw === undefined) return fallback;
  if (raw === true || raw === "true" || raw === "1") return true;
  if (raw === false || raw === "false" || raw === "0") return false;
  throw new Error(`option ${key}: expected true or false, got ${String(raw)}`);
}

/** `features` as a comma-separated list of family names or an array; defaults to every family. */
export function featureConfigOption(options: Readonly<Record<string, unknown>>): FeatureConfig {
  const raw = options.features;
  if (raw === undefined) return DEFAULT_FEATURE_CONFIG;
  const families = typeof raw === "string" ? raw.split(",").map((name) => name.trim()) : raw;
  if (
    !Array.isArray(families) ||
    families.some((name) => typeof name !== "string" || name === "")
  ) {
    throw new Error(`option features: expected family names, got ${String(raw)}`);
  }
  return { families };
}

/** The model-file header every learner writes. */
export function modelHeader(
  learner: string,
  features: FeatureConfig,
  options: Readonly<Record<string, unknown>>,
  pages: readonly LabelledPage[],
): ModelFileHeader {
  return {
    format: "pith-model",
    version: 1,
    learner,
    features,
    options,
    training: {
      pages: pages.length,
      blocks: pages.reduce((total, page) => total + page.page.blocks.length, 0),
      sources: new Set(pages.map((page) => page.source)).size,
    },
  };
}

/** Rejects a model file written by another learner or a later format. */
export function checkHeader(
  json: ModelFileHeader & Record<string, unknown>,
  learner: string,
): void {
  if (json.format !== "pith-model" || json.version !== 1)
    throw new Error(`not a version-1 pith model file`);
  if (json.learner !== learner)
    throw new Error(`model file is for learner "${json.learner}", not "${learner}"`);
}
