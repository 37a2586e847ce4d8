import { readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

/** One record of a dataset's `gold.jsonl` (see ../shared/data/README.md for the format). */
export interface GoldRecord {
  readonly id: string;
  readonly page: string;
  readonly url: string | null;
  readonly site: string | null;
  readonly title: string | null;
  readonly text: string;
  readonly comments: string | null;
  readonly segments: ReadonlyArray<{ readonly type: string; readonly text: string }> | null;
  readonly page_type?: string;
  readonly with?: readonly string[];
  readonly without?: readonly string[];
}

export interface Dataset {
  readonly name: string;
  readonly dir: string;
  readonly records: readonly GoldRecord[];
  /**
   * Whether the gold separates user comments (some record has comments): then a page without
   * any is known to have none, where elsewhere comments may hide among the noise.
   */
  readonly labelsComments: boolean;
}

/** Reads `<dir>/gold.jsonl`; page files are read on demand with `readPageBytes`. */
export function loadDataset(dir: string): Dataset {
  const absolute = resolve(dir);
  const lines = readFileSync(join(absolute, "gold.jsonl"), "utf8").split("\n");
  const records = lines
    .filter((line) => line.trim() !== "")
    .map((line, i) => parseRecord(line, i + 1));
  const labelsComments = records.some(
    (record) =>
      record.comments !== null || (record.segments ?? []).some(({ type }) => type === "comments"),
  );
  return { name: basename(absolute), dir: absolute, records, labelsComments };
}

function parseRecord(line: string, lineNumber: number): GoldRecord {
  const json = JSON.parse(line) as Partial<GoldRecord> & { id?: unknown };
  if (json.id === undefined || typeof json.page !== "string" || typeof json.text !== "string") {
    throw new Error(`gold.jsonl line ${lineNumber}: needs "id", "page" and "text"`);
  }
  return {
    url: null,
    site: null,
    title: null,
    segments: null,
    ...json,
    id: String(json.id),
    text: repairUtf16Mojibake(json.text),
    comments: typeof json.comments === "string" ? repairUtf16Mojibake(json.comments) : null,
  } as GoldRecord;
}

/**
 * A few gold texts (five in Dragnet) are UTF-16LE files read as Latin-1: a "ÿþ" byte-order mark and
 * a NUL beside every character. Some lost a byte on the way, which shifts a true UTF-16 decoding
 * into garbage from there on; dropping the NULs recovers every ASCII and Latin-1 character either way.
 */
export function repairUtf16Mojibake(text: string): string {
  if (!text.startsWith("\u00ff\u00fe") || !text.includes("\u0000")) return text;
  return text.slice(2).replaceAll("\u0000", "");
}

export function readPageBytes(dataset: Dataset, record: GoldRecord): Uint8Array {
  return readFileSync(join(dataset.dir, record.page));
}

/** The site used for by-source splits; pages of unknown site are each their own site. */
export function siteOf(record: GoldRecord): string {
  return record.site ?? `unknown:${record.id}`;
}
