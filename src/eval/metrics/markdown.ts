/**
 * Markdown fidelity, as the held-out Markdown suite and ../shared/tools/score_md.py score it: a
 * shingle F1 over tokens that keep Markdown's marks (words, and runs of `# | \` * > - ! [ ] ( )` as
 * tokens of their own), so a lost heading mark, list marker or table pipe costs as a lost word
 * does; and, apart, how many of each structure (headings, list items, table rows, code fences,
 * images, links) the output has against the gold.
 */

const MARKDOWN_TOKEN = /[\p{L}\p{N}_]+|[#|`*>\-![\]()]+/gu;
const SHINGLE = 4;

/** The structures counted apart, each by the line or inline syntax GFM gives it. */
export const MARKDOWN_STRUCTURES = {
  heading: /^#{1,6} /gm,
  "list item": /^\s*(?:[-*+]|\d+[.)]) /gm,
  "table row": /^\|.*\|\s*$/gm,
  "code fence": /^```/gm,
  image: /!\[[^\]]*\]\(/g,
  link: /(?<!!)\[[^\]]*\]\(/g,
} as const;

export type MarkdownStructure = keyof typeof MARKDOWN_STRUCTURES;

export function markdownTokens(markdown: string): string[] {
  return markdown.match(MARKDOWN_TOKEN) ?? [];
}

/**
 * One page's precision and recall over Markdown-token 4-gram shingles (counts, not normalised):
 * an empty prediction has precision 1 only when the gold is empty too, an empty gold recall 1.
 */
export function markdownShingleScore(
  gold: string,
  predicted: string,
): { precision: number; recall: number } {
  const expected = shingles(markdownTokens(gold));
  const actual = shingles(markdownTokens(predicted));
  let tp = 0;
  let goldTotal = 0;
  let predictedTotal = 0;
  for (const [key, count] of expected) {
    tp += Math.min(count, actual.get(key) ?? 0);
    goldTotal += count;
  }
  for (const count of actual.values()) predictedTotal += count;
  const fp = predictedTotal - tp;
  const fn = goldTotal - tp;
  return {
    precision: tp + fp > 0 ? tp / (tp + fp) : fn === 0 ? 1 : 0,
    recall: tp + fn > 0 ? tp / (tp + fn) : 1,
  };
}

/** How many of each structure a Markdown text has. */
export function structureCounts(markdown: string): Record<MarkdownStructure, number> {
  return Object.fromEntries(
    Object.entries(MARKDOWN_STRUCTURES).map(([kind, pattern]) => [
      kind,
      markdown.match(pattern)?.length ?? 0,
    ]),
  ) as Record<MarkdownStructure, number>;
}

function shingles(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const last = Math.max(1, tokens.length - SHINGLE + 1);
  for (let i = 0; i < last && i < tokens.length; i++) {
    const key = tokens.slice(i, i + SHINGLE).join("\u0001");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
