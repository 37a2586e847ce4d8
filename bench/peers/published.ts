/**
 * WCXB leaderboard figures (bag-of-words F1, mean over pages, full development split of 1,497
 * pages), as published by the benchmark's author. ../shared/data/wcxb holds that whole split
 * since 2026-11-28, so the pages are the same; the runs (versions, text conversion) are not ours.
 */
export const WCXB_PUBLISHED_WORD_F1: ReadonlyArray<{
  readonly system: string;
  readonly f1: number;
}> = [
  { system: "rs-trafilatura", f1: 0.859 },
  { system: "trafilatura", f1: 0.791 },
  { system: "Readability", f1: 0.675 },
];
