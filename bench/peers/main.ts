import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { type BenchPage, DEFAULT_DATA_DIRS, selectPages } from "./pages.js";
import {
  DEFAULT_OUT_DIR,
  type PeersReport,
  predictionsPath,
  type SystemReport,
  writePeersReport,
} from "./report.js";
import { type PageRun, runSystems, TURN_PAGES } from "./run-system.js";
import { qualityByDataset, summariseRun } from "./summary.js";
import { PEER_SYSTEMS, peerSystem } from "./systems.js";

const USAGE = `npm run bench:peers -- [--data DIR [DIR...]] [--limit N] [--systems a,b] [--timeout-ms MS] [--out DIR]

Runs pith and the extractors people use today on the same pages, each system in its own child
process, in turns of ${TURN_PAGES} pages (every system runs the same pages, in rotating order, before
the next ones go to any, so latencies are compared under the same load); prints a Markdown table and writes OUT_DIR/peers.json, OUT_DIR/peers.md and the
predictions OUT_DIR/peers/<system>/<dataset>.jsonl (input of ../shared/tools/score.py).
OUT_DIR is --out, default ${DEFAULT_OUT_DIR}. A system that cannot run here is skipped with the reason:
trafilatura needs Debian's python3 with the packages ../shared/peers/trafilatura/README.md lists.`;

const DEFAULT_TIMEOUT_MS = 30_000;

const { values, positionals } = parseArgs({
  options: {
    data: { type: "string", multiple: true },
    limit: { type: "string" },
    systems: { type: "string" },
    "timeout-ms": { type: "string" },
    out: { type: "string" },
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
  values.systems === undefined
    ? PEER_SYSTEMS.filter((system) => {
        const reason = system.unavailable?.();
        if (reason !== undefined) process.stderr.write(`skipping ${system.name}: ${reason}\n`);
        return reason === undefined;
      })
    : values.systems.split(",").map(namedSystem);

/** A system asked for by name: one that cannot run here stops the race before it starts. */
function namedSystem(name: string) {
  const system = peerSystem(name);
  const reason = system.unavailable?.();
  if (reason !== undefined) {
    process.stderr.write(`${name} cannot run here: ${reason}\n`);
    process.exit(2);
  }
  return system;
}

const outDir = values.out ?? DEFAULT_OUT_DIR;
const pages = selectPages(dataDirs, limit);
const datasets = [...new Set(pages.map((page) => page.dataset))];
const started = Date.now();
const runs = await runSystems(
  systems.map((system) => system.name),
  pages,
  { timeoutMs, onPage: progress(systems.map((system) => system.name).join(", ")) },
);
process.stderr.write(`\nraced in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
const reports: SystemReport[] = systems.map((system, s) => {
  const run = runs[s];
  writePredictions(system.name, pages, run.pages);
  const quality = qualityByDataset(
    pages.map((page, i) => ({ dataset: page.dataset, gold: page.record, text: run.pages[i].text })),
    datasets,
  );
  const runsOf = (dataset?: string) =>
    run.pages.filter((_, i) => dataset === undefined || pages[i].dataset === dataset);
  return {
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
      datasets.map((d) => [d, { ...quality.datasets[d], ...summariseRun(runsOf(d)) }]),
    ),
    overall: { ...quality.overall, ...summariseRun(runsOf()) },
  };
});

const report: PeersReport = {
  generatedAt: new Date().toISOString(),
  command: `npm run bench:peers${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown CPU",
  },
  options: {
    data: dataDirs,
    limit: limit ?? null,
    timeoutMs,
    schedule: "interleaved",
    turnPages: TURN_PAGES,
  },
  systems: reports,
};
console.log(writePeersReport(report, outDir));

function writePredictions(
  system: string,
  benchPages: readonly BenchPage[],
  runs: readonly PageRun[],
): void {
  for (const dataset of datasets) {
    const path = predictionsPath(outDir, system, dataset);
    mkdirSync(dirname(path), { recursive: true });
    const lines = benchPages
      .map((page, i) => ({ page, run: runs[i] }))
      .filter(({ page }) => page.dataset === dataset)
      // score.py reads id and text; outcome and ms make the file a full record of the run.
      .map(({ page, run }) =>
        JSON.stringify({ id: page.record.id, text: run.text, outcome: run.outcome, ms: run.ms }),
      );
    writeFileSync(path, `${lines.join("\n")}\n`);
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
