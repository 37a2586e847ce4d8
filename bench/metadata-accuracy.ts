/**
 * Metadata accuracy of `extract()` against the gold of the shared datasets: WCXB's `author`,
 * `published` and `title`, L3S-GN1's headline for `title`. Per field, recall (matches over pages
 * whose gold has the field) and precision (matches over pages where pith gives the field and the
 * gold has it); for dates also the pages where pith gives a date and the gold has none.
 * Usage: npx tsx bench/metadata-accuracy.ts [--data ../shared/data] [--misses author|published|title]
 */
import { join } from "node:path";
import { type GoldRecord, loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { goldTitle } from "../src/eval/title-pages.js";
import { extract } from "../src/extract/extract.js";

type Field = "author" | "published" | "title";

interface Tally {
  gold: number;
  given: number;
  givenWithGold: number;
  matched: number;
  givenWithoutGold: number;
}

interface MetadataGold {
  readonly author?: string | null;
  readonly published?: string | null;
}

const args = process.argv.slice(2);
const optionValue = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const dataDir = optionValue("--data") ?? "../shared/data";
const missesOf = optionValue("--misses") as Field | undefined;

/** Lower-cased, whitespace collapsed. */
function normalised(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** The people a byline names: "A, B & C" and "A and B" as a set, so the order of joining does not count. */
function nameSet(text: string): string {
  return normalised(text)
    .split(/\s*(?:,|&|\band\b|;)\s*/)
    .filter((name) => name !== "")
    .sort()
    .join("|");
}

function authorMatches(gold: string, given: string): boolean {
  return normalised(gold) === normalised(given) || nameSet(gold) === nameSet(given);
}

function emptyTally(): Tally {
  return { gold: 0, given: 0, givenWithGold: 0, matched: 0, givenWithoutGold: 0 };
}

function count(
  tally: Tally,
  gold: string | null | undefined,
  given: string | null,
  matches: (gold: string, given: string) => boolean,
): boolean {
  const hasGold = gold !== null && gold !== undefined && gold.trim() !== "";
  if (hasGold) tally.gold++;
  if (given !== null && given !== "") {
    tally.given++;
    if (hasGold) tally.givenWithGold++;
    else tally.givenWithoutGold++;
  }
  const matched = hasGold && given !== null && matches(gold, given);
  if (matched) tally.matched++;
  return matched;
}

function report(name: string, tally: Tally): string {
  const ratio = (a: number, b: number) => (b === 0 ? "—" : (a / b).toFixed(3));
  return `| ${name} | ${tally.gold} | ${tally.givenWithGold} | ${tally.matched} | ${ratio(tally.matched, tally.givenWithGold)} | ${ratio(tally.matched, tally.gold)} | ${tally.givenWithoutGold} |`;
}

function measure(datasetName: string, fields: readonly Field[]): Map<Field, Tally> {
  const dataset = loadDataset(join(dataDir, datasetName));
  const tallies = new Map<Field, Tally>(fields.map((field) => [field, emptyTally()]));
  for (const record of dataset.records) {
    const gold = record as GoldRecord & MetadataGold;
    const result = extract(readPageBytes(dataset, record), {
      html: false,
      url: record.url ?? undefined,
    });
    const { metadata } = result;
    const checks: Record<Field, [string | null | undefined, string | null, typeof authorMatches]> =
      {
        author: [gold.author, metadata.author, authorMatches],
        published: [
          gold.published,
          metadata.published,
          (goldDay, given) => given.slice(0, 10) === goldDay,
        ],
        title: [goldTitle(record), result.title, (a, b) => normalised(a) === normalised(b)],
      };
    for (const field of fields) {
      const [goldValue, given, matches] = checks[field];
      const matched = count(tallies.get(field) as Tally, goldValue, given, matches);
      if (missesOf === field && !matched && (goldValue || given))
        console.error(`${datasetName}/${record.id}\tgold: ${goldValue}\tgot: ${given}`);
    }
  }
  return tallies;
}

console.log(
  "| field | gold has it | pith gives it (of those) | match | precision | recall | pith gives it, gold has none |",
);
console.log("|---|--:|--:|--:|--:|--:|--:|");
for (const [field, tally] of measure("wcxb", ["author", "published", "title"]))
  console.log(report(`WCXB ${field}`, tally));
for (const [field, tally] of measure("l3s-gn1", ["title"]))
  console.log(report(`L3S-GN1 ${field}`, tally));
