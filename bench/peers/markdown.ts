import { WCXB_PUBLISHED_WORD_F1 } from "./published.js";
import type { PeersReport, SystemReport } from "./report.js";
import type { RaceSummary } from "./summary.js";

/**
 * The race as Markdown, rendered from bench/out/peers.json alone (docs/results.md includes it via
 * `renderPeersMarkdown(readPeersReport())`).
 */
/** How the systems took turns, and so how far their latencies compare. */
function scheduleNote(report: PeersReport): string {
  return report.options.schedule === "interleaved"
    ? `(a machine shared with other jobs; the systems took turns of ${report.options.turnPages ?? 1} page${report.options.turnPages === 1 || report.options.turnPages === undefined ? "" : "s"}, each running a turn's pages back to back before the next pages went to any, so their latencies were measured under the same load).`
    : "(a machine shared with other jobs whose load varied while the systems ran one after another: read latencies as orders of magnitude, not exact ratios).";
}

export function renderPeersMarkdown(report: PeersReport): string {
  const datasets = Object.keys(report.systems[0]?.datasets ?? {});
  return [
    `Pages: ${pageCounts(report, datasets)}${report.options.limit === null ? "" : ` (--limit ${report.options.limit} per dataset)`}. ` +
      `Run ${report.generatedAt.slice(0, 10)} with \`${report.command}\` on ${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node} ` +
      `${scheduleNote(report)} Each system runs in its own child process, ` +
      `one page at a time, from the same decoded string; HTML outputs go through one shared HTML → text conversion. ` +
      `Per-page timeout ${report.options.timeoutMs / 1000} s.`,
    "",
    "### All pages",
    "",
    overallTable(report.systems),
    "",
    "### Shingle F1 per dataset (mean / median of per-page F1 in brackets)",
    "",
    perDatasetTable(
      report.systems,
      datasets,
      (s) => `${f3(s.shingle.f1)} (${f3(s.pageF1.mean)} / ${f3(s.pageF1.median)})`,
    ),
    "",
    "### Latency per dataset: median / p95 ms per page (DOM building included)",
    "",
    perDatasetTable(
      report.systems,
      datasets,
      (s) => `${ms(s.latency.medianMs)} / ${ms(s.latency.p95Ms)}`,
    ),
    ...(datasets.includes("wcxb")
      ? ["", "### WCXB's own score", "", wcxbTable(report.systems)]
      : []),
    "",
    "### Systems",
    "",
    ...report.systems.map((system) => `- **${system.name}**: ${system.description}`),
    "",
  ].join("\n");
}

function overallTable(systems: readonly SystemReport[]): string {
  const header = [
    "system",
    "shingle F1",
    "P",
    "R",
    "page F1 mean",
    "page F1 median",
    "word F1",
    "CleanEval mean / median",
    "median ms",
    "p95 ms",
    "peak RSS MB",
    "failures",
    "empty",
  ];
  const rows = systems.map(({ name, overall: s, peakRssKiB }) => [
    name,
    f3(s.shingle.f1),
    f3(s.shingle.precision),
    f3(s.shingle.recall),
    f3(s.pageF1.mean),
    f3(s.pageF1.median),
    f3(s.words.f1),
    `${f3(s.cleanEval.mean)} / ${f3(s.cleanEval.median)}`,
    ms(s.latency.medianMs),
    ms(s.latency.p95Ms),
    String(Math.round(peakRssKiB / 1024)),
    failures(s),
    String(s.outcomes.empty),
  ]);
  return table(header, rows);
}

function perDatasetTable(
  systems: readonly SystemReport[],
  datasets: readonly string[],
  cell: (summary: RaceSummary) => string,
): string {
  const rows = systems.map((system) => [
    system.name,
    ...datasets.map((d) => cell(system.datasets[d])),
  ]);
  return table(["system", ...datasets], rows);
}

function wcxbTable(systems: readonly SystemReport[]): string {
  const ours = systems.map(({ name, datasets }) => {
    const s = datasets.wcxb;
    return [
      name,
      f3(s.words.f1),
      f3(s.words.precision),
      f3(s.words.recall),
      s.snippets === null ? "" : percent(s.snippets.withRate),
      s.snippets === null ? "" : percent(s.snippets.withoutRate),
      `this run: ${s.pages}`,
    ];
  });
  // Named apart from the raced systems: trafilatura is both raced here and published there.
  const published = WCXB_PUBLISHED_WORD_F1.map(({ system, f1 }) => [
    `${system} (published)`,
    f3(f1),
    "",
    "",
    "",
    "",
    "published: 1,497 (full dev split)",
  ]);
  const header = ["system", "word F1", "word P", "word R", "with ↑", "without ↓", "pages"];
  return [
    table(header, [...ours, ...published]),
    "",
    "Our wcxb set is WCXB's whole dev split, the pages of the published rows; those runs are the author's, not ours. " +
      "Word F1 is WCXB's `evaluate.py` metric (bag of lowercased `\\w+` words, mean of per-page F1). " +
      "with / without: share of the gold's must-have / must-not-have snippets found in the output.",
  ].join("\n");
}

function failures(s: RaceSummary): string {
  const { error, timeout, crash } = s.outcomes;
  const total = error + timeout + crash;
  return total === 0 ? "0" : `${total} (${error} err, ${timeout} timeout, ${crash} crash)`;
}

function pageCounts(report: PeersReport, datasets: readonly string[]): string {
  const first = report.systems[0];
  if (first === undefined) return "none";
  return datasets.map((d) => `${d} ${first.datasets[d].pages}`).join(", ");
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [header, align, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

const f3 = (value: number): string => value.toFixed(3);
const ms = (value: number): string => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
