import { createHash } from "node:crypto";
import { type Dataset, type GoldRecord, loadDataset, readPageBytes } from "./dataset.js";
import { textAsGoldReadsIt } from "./gold-convention.js";
import { bagOfWordsScore } from "./metrics/bag-of-words.js";
import { mean, scoreCorpus } from "./metrics/shingles.js";

/**
 * A fast accuracy gate for `npm test`: a fixed, stratified subset of the shared pages is extracted
 * and scored per dataset (and per WCXB page type), against floors pinned in a file together with
 * a fingerprint of the subset. A score more than the tolerance under its floor fails the gate;
 * floors move only when someone re-pins them (`npm run gate:pin`) after an intended change.
 */

/** How many pages of each dataset, and of each WCXB page type, the subset takes. */
export interface GateSizes {
  readonly perDataset: number;
  readonly perPageType: number;
}

export const DEFAULT_GATE_SIZES: GateSizes = { perDataset: 60, perPageType: 20 };

/** One page of the subset and the groups it is scored in (its dataset, and `wcxb:<type>`). */
export interface GatePage {
  readonly dataset: Dataset;
  readonly record: GoldRecord;
  readonly groups: readonly string[];
}

/** Scores of one group. */
export interface GateScore {
  readonly pages: number;
  /** ScrapingHub shingle F1 (4-grams; P and R averaged over pages). */
  readonly shingleF1: number;
  /** Mean over pages of the bag-of-words F1 (WCXB's word F1). */
  readonly wordF1: number;
}

/** The pinned floors: the file `npm run gate:pin` writes. */
export interface GateFloors {
  /** sha256 over the subset's ids, gold texts and page bytes: floors hold for that subset only. */
  readonly fingerprint: string;
  /** How far under its floor a score may fall (noise of float sums across machines is ~1e-12). */
  readonly tolerance: number;
  readonly floors: Readonly<Record<string, GateScore>>;
}

/**
 * Every `step`-th record in id order, `count` of them (all when there are fewer): spread over the
 * dataset, the same on every machine.
 */
export function evenlySpaced<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
}

/** The subset: evenly spaced pages of every dataset, WCXB's taken per page type. */
export function gateSubset(
  dirs: readonly string[],
  sizes: GateSizes = DEFAULT_GATE_SIZES,
): GatePage[] {
  return dirs.map(loadDataset).flatMap((dataset) => {
    const records = [...dataset.records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const types = [...new Set(records.flatMap((record) => record.page_type ?? []))].sort();
    if (types.length === 0)
      return evenlySpaced(records, sizes.perDataset).map((record) => ({
        dataset,
        record,
        groups: [dataset.name],
      }));
    return types.flatMap((type) =>
      evenlySpaced(
        records.filter((record) => record.page_type === type),
        sizes.perPageType,
      ).map((record) => ({ dataset, record, groups: [dataset.name, `${dataset.name}:${type}`] })),
    );
  });
}

/** sha256 over each page's dataset, id, gold text and bytes, in subset order. */
export function subsetFingerprint(pages: readonly GatePage[]): string {
  const hash = createHash("sha256");
  for (const { dataset, record } of pages) {
    hash.update(`${dataset.name}/${record.id}\n${record.text}\n`);
    hash.update(readPageBytes(dataset, record));
  }
  return hash.digest("hex");
}

/**
 * Extracts every page of the subset with `extractPage` and scores each group, reading title and
 * text as each page's gold does (`textAsGoldReadsIt`).
 */
export function measureGate(
  pages: readonly GatePage[],
  extractPage: (
    bytes: Uint8Array,
    url: string | undefined,
  ) => { title: string; text: string; byline?: string | null },
): Record<string, GateScore> {
  const pairs = new Map<string, { gold: string; predicted: string }[]>();
  for (const { dataset, record, groups } of pages) {
    const extracted = extractPage(readPageBytes(dataset, record), record.url ?? undefined);
    const predicted = textAsGoldReadsIt(record, extracted);
    for (const group of groups) {
      const list = pairs.get(group) ?? [];
      list.push({ gold: record.text, predicted });
      pairs.set(group, list);
    }
  }
  return Object.fromEntries(
    [...pairs].map(([group, list]) => [
      group,
      {
        pages: list.length,
        shingleF1: round(scoreCorpus(list).f1),
        wordF1: round(mean(list.map(({ gold, predicted }) => bagOfWordsScore(gold, predicted).f1))),
      },
    ]),
  );
}

/** What breaks the gate: a different subset, a group gone, or a score under its floor. */
export function gateFailures(
  measured: Readonly<Record<string, GateScore>>,
  pinned: GateFloors,
  fingerprint: string,
): string[] {
  const failures: string[] = [];
  if (fingerprint !== pinned.fingerprint)
    failures.push(
      `the subset changed (fingerprint ${fingerprint.slice(0, 12)}…, pinned ${pinned.fingerprint.slice(0, 12)}…): re-pin with npm run gate:pin`,
    );
  for (const [group, floor] of Object.entries(pinned.floors)) {
    const score = measured[group];
    if (score === undefined) {
      failures.push(`${group}: not measured`);
      continue;
    }
    for (const metric of ["shingleF1", "wordF1"] as const) {
      if (score[metric] < floor[metric] - pinned.tolerance)
        failures.push(
          `${group} ${metric} ${score[metric].toFixed(4)} < floor ${floor[metric].toFixed(4)} − ${pinned.tolerance}`,
        );
    }
  }
  return failures;
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
