/** Title words beyond this are ignored: `<title>`s are short, and the match stays cheap. */
const MAX_TITLE_WORDS = 64;

/** Positions of each lowercased word of the page's `<title>`. */
export interface TitleIndex {
  readonly positions: ReadonlyMap<string, readonly number[]>;
  readonly length: number;
}

export function indexTitle(titleWords: readonly string[]): TitleIndex {
  const positions = new Map<string, number[]>();
  const length = Math.min(titleWords.length, MAX_TITLE_WORDS);
  for (let p = 0; p < length; p++) {
    const list = positions.get(titleWords[p]);
    if (list === undefined) positions.set(titleWords[p], [p]);
    else list.push(p);
  }
  return { positions, length };
}

const NO_RUNS: ReadonlyMap<number, number> = new Map();

/**
 * Gibson et al.'s title matching (§6.1): when two or more consecutive block words match consecutive
 * title words, the share of the title covered by the longest such run; otherwise 0.
 * Linear in block length (for each word only its positions in the title are visited).
 */
export function titleMatch(blockWords: readonly string[], title: TitleIndex): number {
  let longest = 0;
  let previous = NO_RUNS;
  for (const word of blockWords) {
    const positions = title.positions.get(word);
    if (positions === undefined) {
      previous = NO_RUNS;
      continue;
    }
    const current = new Map<number, number>();
    for (const p of positions) {
      const run = (previous.get(p - 1) ?? 0) + 1;
      current.set(p, run);
      if (run > longest) longest = run;
    }
    previous = current;
  }
  return longest >= 2 ? longest / title.length : 0;
}
