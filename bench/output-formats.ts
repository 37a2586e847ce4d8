/**
 * Runs extract() and every output format over a dataset: failures (with the page id), time per page
 * for extraction and for each format, and how often title / metadata fields are found.
 * Usage: npx tsx bench/output-formats.ts ../shared/data/wcxb [model]
 */
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { extract } from "../src/extract/extract.js";
import { formatResult, OUTPUT_FORMATS } from "../src/output/format.js";
import type { ExtractResult } from "../src/output/result.js";

const [dir, model = "simple-mss"] = process.argv.slice(2);
const dataset = loadDataset(dir);
const milliseconds: Record<string, number> = { extract: 0 };
const found: Record<string, number> = {};
let failures = 0;
for (const record of dataset.records) {
  try {
    let start = performance.now();
    const result: ExtractResult = extract(readPageBytes(dataset, record), {
      model,
      url: record.url ?? undefined,
    });
    milliseconds.extract += performance.now() - start;
    for (const format of OUTPUT_FORMATS) {
      start = performance.now();
      formatResult(result, format);
      milliseconds[format] = (milliseconds[format] ?? 0) + performance.now() - start;
    }
    for (const [field, value] of Object.entries(result.metadata))
      if (value !== null) found[field] = (found[field] ?? 0) + 1;
  } catch (error) {
    failures++;
    console.error(record.id, (error as Error).message);
  }
}
const pages = dataset.records.length;
const perPage = Object.entries(milliseconds).map(
  ([name, total]) => `${name} ${(total / pages).toFixed(2)}`,
);
console.log(
  `${dataset.name}: ${pages} pages, ${failures} failures; ms/page: ${perPage.join(", ")}`,
);
console.log(
  `metadata found: ${Object.entries(found)
    .map(([field, count]) => `${field} ${((100 * count) / pages).toFixed(0)}%`)
    .join(", ")}`,
);
