import type { TitleCandidate } from "./title-candidates.js";

/** A page with a gold title, reduced to what title ranking needs. */
export interface TitlePage {
  readonly dataset: string;
  readonly id: string;
  readonly site: string;
  readonly gold: string;
  readonly candidates: readonly TitleCandidate[];
  /** Per candidate: does its normalised text equal the gold title's? */
  readonly correct: readonly boolean[];
}
