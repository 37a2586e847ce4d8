import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Dataset } from "../../src/eval/dataset.js";
import { renderPeersMarkdown } from "./markdown.js";
import type { RaceSummary, ScoredText } from "./summary.js";

/** bench/out/peers.json: everything the race measured, enough to re-render the tables. */
export interface PeersReport {
  readonly generatedAt: string;
  readonly command: string;
  readonly machine: { readonly node: string; readonly cpus: number; readonly cpuModel: string };
  readonly options: {
    readonly data: readonly string[];
    readonly limit: number | null;
    readonly timeoutMs: number;
    /**
     * `interleaved`: the systems took turns of `turnPages` pages (1 in the first such races), each
     * running the turn's pages before the next pages went to any; absent in reports of races that
     * ran the systems one after another.
     */
    readonly schedule?: "interleaved";
    readonly turnPages?: number;
  };
  readonly systems: readonly SystemReport[];
}

export interface SystemReport {
  readonly name: string;
  readonly description: string;
  readonly peakRssKiB: number;
  readonly peakHeapBytes: number;
  readonly processes: number;
  /** Pages that errored, timed out or crashed, with the reason. */
  readonly failures: ReadonlyArray<{
    readonly dataset: string;
    readonly id: string;
    readonly outcome: string;
    readonly error: string;
  }>;
  /** Per dataset, in the order of `options.data`. */
  readonly datasets: Readonly<Record<string, RaceSummary>>;
  /** All pages pooled (page-weighted, so the larger datasets weigh more). */
  readonly overall: RaceSummary;
}

/** Where the race writes: peers.json, peers.md and peers/<system>/<dataset>.jsonl. */
export const DEFAULT_OUT_DIR = "bench/out";

/** One system's outputs on one dataset, JSON lines `{id, text, outcome, ms}` (score.py's input). */
export function predictionsPath(outDir: string, system: string, dataset: string): string {
  return join(outDir, "peers", system, `${dataset}.jsonl`);
}

/** A system's saved outputs on one dataset, each with its gold record. */
export function readPredictions(outDir: string, system: string, dataset: Dataset): ScoredText[] {
  const golds = new Map(dataset.records.map((record) => [record.id, record]));
  return readFileSync(predictionsPath(outDir, system, dataset.name), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const { id, text } = JSON.parse(line) as { id: string; text: string };
      const gold = golds.get(id);
      if (gold === undefined) throw new Error(`${system}/${dataset.name}: no gold for page ${id}`);
      return { dataset: dataset.name, gold, text };
    });
}

export function readPeersReport(outDir = DEFAULT_OUT_DIR): PeersReport {
  return JSON.parse(readFileSync(join(outDir, "peers.json"), "utf8")) as PeersReport;
}

/** Writes peers.json and peers.md next to it; returns the Markdown. */
export function writePeersReport(report: PeersReport, outDir = DEFAULT_OUT_DIR): string {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "peers.json"), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = renderPeersMarkdown(report);
  writeFileSync(join(outDir, "peers.md"), markdown);
  return markdown;
}
