import { crfLoss } from "../crf/crf-loss.js";
import { localLoss } from "./local-loss.js";
import type { PageLoss } from "./page-loss.js";

/**
 * The linear learners' training criteria by name, so that a worker thread can build the same one
 * (a function cannot be sent to a thread): `crf` is globally normalised over the label chain,
 * `local` normalises each block (MEMM, MaxEnt).
 */
export const PAGE_LOSSES = {
  crf: crfLoss,
  local: (_labels: number): PageLoss => localLoss(),
} as const satisfies Record<string, (labels: number) => PageLoss>;

export type PageLossName = keyof typeof PAGE_LOSSES;
