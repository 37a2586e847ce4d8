/**
 * WCXB's snippet checks (Foley, web-content-extraction-benchmark `evaluate.py`): the share of a
 * page's must-have ("with") or must-not-have ("without") snippets found in the output, compared
 * case-insensitively.
 */
export function snippetRate(text: string, snippets: readonly string[]): number {
  if (snippets.length === 0) return 1;
  const haystack = text.toLowerCase();
  return (
    snippets.filter((snippet) => haystack.includes(snippet.toLowerCase())).length / snippets.length
  );
}
