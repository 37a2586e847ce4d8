import { existsSync, readFileSync } from "node:fs";
import {
  pairedSiteBootstrap,
  type ShingleDifference,
  shingleF1Interval,
} from "../../src/eval/compare.js";
import { signed } from "../../src/eval/compare-report.js";
import { loadDataset } from "../../src/eval/dataset.js";
import type { Throughput } from "../cli-throughput.js";
import { racePageShingles } from "../peers/page-shingles.js";
import type { SystemReport } from "../peers/report.js";
import { DEFAULT_CV_REPORT } from "./default-model.js";
import { predictionsDirOf, racedSystems } from "./peers.js";
import type { ResultsSection } from "./section.js";
import { medianCpuRate, THROUGHPUT_REPORT } from "./throughput.js";

/** Issue 6's accuracy targets: shingle F1 under by-site cross-validation, per dataset. */
const ACCURACY_TARGETS: Readonly<Record<string, number>> = {
  "l3s-gn1": 0.95,
  dragnet: 0.9,
  "cleaneval-dev": 0.88,
  wcxb: 0.85,
};
/** Issue 6's speed target: pith's median ms per page at most this share of Readability + linkedom's. */
const LATENCY_SHARE_TARGET = 1 / 3;
/** Issue 6's throughput target: pages per second per core over the shared pages. */
const PAGES_PER_CORE_SECOND_TARGET = 100;
/**
 * "Peak RSS flat over a run of all shared pages", read as: the heap `extract()` leaves in use after
 * a full collection grows by at most this much from the first pass over every page to the last.
 */
const FLAT_HEAP_GROWTH = 0.05;

interface CvReportJson {
  readonly datasets: ReadonlyArray<{
    readonly name: string;
    readonly metrics: { readonly shingle: { readonly f1: number } };
  }>;
}

/**
 * Where pith stands against the targets of the product issue, read from the reports the other
 * sections render (the default recipe's cross-validation and the race), so it cannot drift from them.
 */
export const targetsSection: ResultsSection = {
  id: "targets",
  render() {
    if (!existsSync(`${DEFAULT_CV_REPORT}.json`))
      throw new Error(`no ${DEFAULT_CV_REPORT}.json: run \`npm run bench:default-cv\` first`);
    const cv = JSON.parse(readFileSync(`${DEFAULT_CV_REPORT}.json`, "utf8")) as CvReportJson;
    const systems = new Map(racedSystems().systems.map((system) => [system.name, system]));
    const system = (name: string): SystemReport => {
      const found = systems.get(name);
      if (found === undefined) throw new Error(`the race has no ${name} row`);
      return found;
    };
    const heldOut = system("pith-heldout");
    const jsdom = system("readability-jsdom");
    const linkedom = system("readability-linkedom");
    const f1 = (report: SystemReport, dataset: string) => report.datasets[dataset]?.shingle.f1;
    const intervals = raceIntervals(racedSystems().options.data);
    const rows = Object.entries(ACCURACY_TARGETS).map(([dataset, target]) => {
      const cvF1 = cv.datasets.find((entry) => entry.name === dataset)?.metrics.shingle.f1;
      const raced = f1(heldOut, dataset);
      const interval = intervals.get(dataset);
      const racedCell =
        interval === undefined
          ? fixed(raced)
          : withInterval(interval.pith.f1, interval.pith.low, interval.pith.high, fixed);
      const leadCell =
        interval === undefined
          ? "–"
          : withInterval(interval.lead.difference, interval.lead.low, interval.lead.high, signed);
      return `| ${dataset} | ≥ ${target.toFixed(2)} | ${fixed(cvF1)} | ${racedCell} | ${fixed(f1(jsdom, dataset))} | ${leadCell} | ${fixed(f1(linkedom, dataset))} | ${verdict(cvF1, raced, target, interval?.pith.high)} |`;
    });
    const withComments = systems.get("pith-heldout-comments");
    const pith = system("pith").overall.latency.medianMs;
    const reference = linkedom.overall.latency.medianMs;
    const share = pith / reference;
    return [
      "## Where pith stands against its targets",
      "",
      "The product issue's targets, read from two reports further down: the default recipe's by-site",
      "cross-validation (`pith eval`) and the race (`pith-heldout`: each page extracted by the fold model",
      "that never saw its site). Regenerate with `npm run results -- --only targets`.",
      "",
      "| dataset | target | pith, by-site CV | pith-heldout, race (95% interval) | Readability + jsdom | pith-heldout − Readability + jsdom (95% interval) | Readability + linkedom | |",
      "|---|--:|--:|--:|--:|--:|--:|---|",
      ...rows,
      "",
      "Intervals are `pith compare`'s: 2000 bootstrap resamples that draw whole sites (pages of a site",
      "share a template), paired for the difference. A difference whose interval includes 0 is one the",
      "race cannot tell apart on that dataset; a target inside pith's own interval, one the dataset is",
      "too small to say it missed.",
      ...(withComments === undefined ? [] : commentsConvention(heldOut, withComments)),
      "",
      `Median latency in the race: pith ${pith.toFixed(1)} ms, Readability + linkedom ${reference.toFixed(1)} ms: ${share.toFixed(2)} of it, against a target of at most ${LATENCY_SHARE_TARGET.toFixed(2)} (${share <= LATENCY_SHARE_TARGET ? "met" : `missed: pith would need ${(reference * LATENCY_SHARE_TARGET).toFixed(1)} ms`}). Per dataset: ${latencyShares(system("pith"), linkedom)}.`,
      ...throughputLines(),
    ].join("\n");
  },
};

/** The throughput and memory targets, from the throughput section's measurement (when it ran). */
function throughputLines(): string[] {
  if (!existsSync(THROUGHPUT_REPORT)) return [];
  const measured = JSON.parse(readFileSync(THROUGHPUT_REPORT, "utf8")) as Throughput;
  const cpuRate = medianCpuRate(measured);
  const live = measured.liveHeapByPassMb;
  const growth = live[live.length - 1] / live[0] - 1;
  const percent = `${growth >= 0 ? "+" : "−"}${Math.abs(growth * 100).toFixed(1)} %`;
  const mb = (values: readonly number[], digits: number) =>
    values.map((value) => value.toFixed(digits)).join(" / ");
  return [
    "",
    `Throughput (the throughput section's \`pith extract\` runs over all shared pages): ${cpuRate.toFixed(1)} pages per CPU second, against a target of at least ${PAGES_PER_CORE_SECOND_TARGET} per core (${cpuRate >= PAGES_PER_CORE_SECOND_TARGET ? "met" : `missed by ${(PAGES_PER_CORE_SECOND_TARGET - cpuRate).toFixed(1)}`}). Memory over every page read ${live.length} times: heap left in use after each pass ${mb(live, 1)} MB, last against first ${percent} (${growth <= FLAT_HEAP_GROWTH ? "flat" : "grows"}; flat allows ${(FLAT_HEAP_GROWTH * 100).toFixed(0)} %); the CLI's resident memory, highest per pass, ${mb(measured.rssByPassMb, 0)} MB.`,
  ];
}

interface RaceIntervals {
  /** pith-heldout's shingle F1 with its site-bootstrap interval. */
  readonly pith: { readonly f1: number; readonly low: number; readonly high: number };
  /** pith-heldout − Readability on jsdom, paired. */
  readonly lead: ShingleDifference;
}

/** Per dataset, from the pages both raced: how sure pith-heldout's score and its lead are. */
function raceIntervals(dataDirs: readonly string[]): Map<string, RaceIntervals> {
  const intervals = new Map<string, RaceIntervals>();
  for (const dir of dataDirs) {
    const dataset = loadDataset(dir);
    const pith = racePageShingles(predictionsDirOf("pith-heldout"), "pith-heldout", dataset);
    const readability = racePageShingles(
      predictionsDirOf("readability-jsdom"),
      "readability-jsdom",
      dataset,
    );
    intervals.set(dataset.name, {
      pith: shingleF1Interval(pith),
      lead: pairedSiteBootstrap(pith, readability),
    });
  }
  return intervals;
}

function withInterval(value: number, low: number, high: number, format: (x: number) => string) {
  return `${format(value)} (${format(low)} … ${format(high)})`;
}

/** pith's median ms per page as a share of Readability + linkedom's, per dataset. */
function latencyShares(pith: SystemReport, linkedom: SystemReport): string {
  return Object.keys(ACCURACY_TARGETS)
    .map((dataset) => {
      const ours = pith.datasets[dataset]?.latency.medianMs;
      const theirs = linkedom.datasets[dataset]?.latency.medianMs;
      return `${dataset} ${ours === undefined || !theirs ? "–" : (ours / theirs).toFixed(2)}`;
    })
    .join(", ");
}

/**
 * The golds disagree on user comments: CleanEval keeps a blog's comments as content, Dragnet and
 * L3S-GN1 separate them. pith returns them apart (`comments`); the race's `pith-heldout-comments`
 * appends them, to show what each convention costs.
 */
function commentsConvention(heldOut: SystemReport, withComments: SystemReport): string[] {
  const cells = Object.keys(ACCURACY_TARGETS).map(
    (dataset) =>
      `${dataset} ${fixed(heldOut.datasets[dataset]?.shingle.f1)} → ${fixed(withComments.datasets[dataset]?.shingle.f1)}`,
  );
  return [
    "",
    "The golds disagree on user comments: CleanEval-dev keeps a blog's comments as content, Dragnet and",
    "L3S-GN1 separate them, and pith returns them apart (`--comments`). With the comments pith finds appended",
    `to its text (\`pith-heldout-comments\` in the race), shingle F1 goes: ${cells.join("; ")}.`,
  ];
}

function fixed(value: number | undefined): string {
  return value === undefined ? "–" : value.toFixed(3);
}

function verdict(
  cvF1: number | undefined,
  raced: number | undefined,
  target: number,
  racedHigh: number | undefined,
): string {
  if (cvF1 === undefined || raced === undefined) return "not measured";
  const worst = Math.min(cvF1, raced);
  if (worst >= target) return "met";
  const missed = `missed by ${(target - worst).toFixed(3)}`;
  return racedHigh !== undefined && racedHigh >= target ? `${missed}, inside the interval` : missed;
}
