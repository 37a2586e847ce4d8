import { readFileSync } from "node:fs";
import type { RaceSummary } from "./summary.js";

/** bench/out/peers.json: everything the race measured, enough to re-render the tables. */
export interface PeersReport {
  readonly generatedAt: string;
  readonly command: string;
  readonly machine: { readonly node: string; readonly cpus: number; readonly cpuModel: string };
  readonly options: {
    readonly data: readonly string[];
    readonly limit: number | null;
    readonly timeoutMs: number;
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

export const DEFAULT_REPORT_PATH = "bench/out/peers.json";

export function readPeersReport(path = DEFAULT_REPORT_PATH): PeersReport {
  return JSON.parse(readFileSync(path, "utf8")) as PeersReport;
}
