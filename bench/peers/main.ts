import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { renderPeersMarkdown } from "./markdown.js";
import { type BenchPage, DEFAULT_DATA_DIRS, selectPages } from "./pages.js";
import { DEFAULT_REPORT_PATH, type PeersReport, type SystemReport } from "./report.js";
import { type PageRun, runSystem } from "./run-system.js";
import { type ScoredPage, summarise } from "./summary.js";
import { PEER_SYSTEMS, peerSystem } from "./systems.js";

const USAGE = `npm run bench:peers -- [--data DIR [DIR...]] [--limit N] [--systems a,b] [--timeout-ms MS]

Runs pith and the extractors people use today on the same pages, each system in its own child
process; prints a Markdown table and writes ${DEFAULT_REPORT_PATH}, bench/out/peers.md and
bench/out/peers/<system>/<dataset>.jsonl (predictions, for ../shared/tools/score.py).`;

const OUT_DIR = "bench/out";
const DEFAULT_TIMEOUT_MS = 30_000;

const { values, positionals } = parseArgs({
  options: {
    data: { type: "string", multiple: true },
    limit: { type: "string" },
    systems: { type: "string" },
    "timeout-ms": { type: "string" },
    help: { type: "boolean" },
  },
  allowPositionals: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
// `--data a b c`: values after the first one arrive as positionals.
const dataDirs =
  values.data === undefined ? [...DEFAULT_DATA_DIRS] : [...values.data, ...positionals];
const limit = values.limit === undefined ? undefined : positiveInteger(values.limit, "--limit");
const timeoutMs =
  values["timeout-ms"] === undefined
    ? DEFAULT_TIMEOUT_MS
    : positiveInteger(values["timeout-ms"], "--timeout-ms");
const systems =
  values.systems === undefined ? PEER_SYSTEMS : values.systems.split(",").map(peerSystem);

const pages = selectPages(dataDirs, limit);
const datasets = [...new Set(pages.map((page) => page.dataset))];
const reports: SystemReport[] = [];
for (const system of systems) {
  const started = Date.now();
  const run = await runSystem(system.name, pages, { timeoutMs, onPage: progress(system.name) });
  writePredictions(system.name, pages, run.pages);
  const scored = pages.map(
    (page, i): ScoredPage => ({
      dataset: page.dataset,
      gold: page.record,
      run: run.pages[i],
    }),
  );
  reports.push({
    name: system.name,
    description: system.description,
    peakRssKiB: run.peakRssKiB,
    peakHeapBytes: run.peakHeapBytes,
    processes: run.processes,
    failures: pages.flatMap((page, i) => {
      const { outcome, error } = run.pages[i];
      return error === undefined
        ? []
        : [{ dataset: page.dataset, id: page.record.id, outcome, error }];
    }),
    datasets: Object.fromEntries(
      datasets.map((d) => [d, summarise(scored.filter((page) => page.dataset === d))]),
    ),
    overall: summarise(scored),
  });
  process.stderr.write(
    `\n${system.name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

const report: PeersReport = {
  generatedAt: new Date().toISOString(),
  command: `npm run bench:peers${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown CPU",
  },
  options: { data: dataDirs, limit: limit ?? null, timeoutMs },
  systems: reports,
};
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(DEFAULT_REPORT_PATH, `${JSON.stringify(report, null, 2)}\n`);
const markdown = renderPeersMarkdown(report);
writeFileSync(join(OUT_DIR, "peers.md"), markdown);
console.log(markdown);

function writePredictions(
  system: string,
  benchPages: readonly BenchPage[],
  runs: readonly PageRun[],
): void {
  const dir = join(OUT_DIR, "peers", system);
  mkdirSync(dir, { recursive: true });
  for (const dataset of datasets) {
    const lines = benchPages
      .map((page, i) => ({ page, run: runs[i] }))
      .filter(({ page }) => page.dataset === dataset)
      .map(({ page, run }) => JSON.stringify({ id: page.record.id, text: run.text }));
    writeFileSync(join(dir, `${dataset}.jsonl`), `${lines.join("\n")}\n`);
  }
}

function progress(name: string): (done: number, total: number) => void {
  return (done, total) => {
    if (done % 50 === 0 || done === total)
      process.stderr.write(`\r${name}: ${done}/${total} pages`);
  };
}

function positiveInteger(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${flag} needs a positive integer, got "${text}"\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}
