import type { RunComparison, ShingleDifference } from "./compare.js";

/** Markdown of `pith compare`: each run's shingle F1, A − B and its interval, per dataset. */
export function comparisonMarkdown(comparison: RunComparison): string {
  const { a, b, confidence, resamples } = comparison;
  const percent = Math.round(confidence * 100);
  const row = (name: string, d: ShingleDifference) =>
    `| ${name} | ${d.pages} | ${d.sites} | ${d.a.toFixed(3)} | ${d.b.toFixed(3)} | ${signed(d.difference)} | ${signed(d.low)} … ${signed(d.high)} | ${d.shareAHigher.toFixed(2)} | ${verdict(d)} |`;
  return [
    "# pith compare",
    "",
    `A: ${a.model} — \`${a.command}\``,
    `B: ${b.model} — \`${b.command}\``,
    "",
    `Shingle F1 on the pages both runs scored. A − B with its ${percent}% interval from ${resamples} paired`,
    "bootstrap resamples of the sites (pages of one site are drawn together).",
    "",
    `| data | pages | sites | A | B | A − B | ${percent}% interval | share A higher | |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|---|",
    ...comparison.datasets.map((d) => row(d.dataset, d)),
    row("**all**", comparison.overall),
    ...comparison.pageTypes.map((d) => row(d.dataset, d)),
    ...(comparison.onlyInA + comparison.onlyInB > 0
      ? [
          "",
          `Left out: ${comparison.onlyInA} pages only A scored, ${comparison.onlyInB} only B scored.`,
        ]
      : []),
    "",
  ].join("\n");
}

/** A difference with its sign spelt out: +0.012, −0.004. */
export function signed(value: number): string {
  return `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(3)}`;
}

/** Whether the interval leaves out zero. */
function verdict(difference: ShingleDifference): string {
  if (difference.low > 0) return "A better";
  if (difference.high < 0) return "B better";
  return "no clear difference";
}
