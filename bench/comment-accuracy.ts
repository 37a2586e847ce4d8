/**
 * How well `--comments` returns a page's user comments, on pages pith never trained on: every page
 * of the datasets whose gold separates comments (Dragnet's `comments`, L3S-GN1's `comments`
 * segments) extracted with `comments: true` by the fold model that never saw its site
 * (bench/held-out-models.ts), its comment text scored against the gold's comments with the
 * ScrapingHub shingle metric (as `text` is scored against the gold's text). Prints, per dataset:
 * on pages whose gold has comments, shingle P / R / F1 of the comment text and how many pages got
 * any; on pages whose gold has none, how many got comments anyway (their words are the false
 * positives); and the comment list's comments, authors and dates (`commentList`).
 * Usage: npm run bench:comments -- [--limit N] [dataset dirs…]
 */
import { parseArgs } from "node:util";
import { type GoldRecord, loadDataset, readPageBytes, siteOf } from "../src/eval/dataset.js";
import { scoreCorpus } from "../src/eval/metrics/shingles.js";
import { extract } from "../src/extract/extract.js";
import { heldOutModels, heldOutModelsMissing } from "./held-out-models.js";

const DEFAULT_DIRS = ["../shared/data/dragnet", "../shared/data/l3s-gn1"];

const { values, positionals } = parseArgs({
  options: { limit: { type: "string" } },
  allowPositionals: true,
});
const limit = values.limit === undefined ? Number.POSITIVE_INFINITY : Number(values.limit);
const missing = heldOutModelsMissing();
if (missing !== undefined) {
  console.error(missing);
  process.exit(1);
}
const modelFor = heldOutModels();

for (const dir of positionals.length > 0 ? positionals : DEFAULT_DIRS) {
  const dataset = loadDataset(dir);
  if (!dataset.labelsComments) {
    console.log(`${dataset.name}: its gold does not separate comments; skipped`);
    continue;
  }
  const withComments: { gold: string; predicted: string }[] = [];
  let pagesFound = 0;
  let pagesWithout = 0;
  let falseAlarms = 0;
  const list = { comments: 0, authors: 0, dates: 0 };
  for (const record of dataset.records.slice(0, limit)) {
    const result = extract(readPageBytes(dataset, record), {
      model: modelFor(`${dataset.name}/${record.id}`),
      url: record.url ?? undefined,
      html: false,
      comments: true,
    });
    const predicted = result.comments ?? "";
    const gold = goldComments(record);
    if (gold.trim() === "") {
      pagesWithout++;
      if (predicted.trim() !== "") falseAlarms++;
    } else {
      withComments.push({ gold, predicted });
      if (predicted.trim() !== "") pagesFound++;
    }
    for (const comment of result.commentList ?? []) {
      list.comments++;
      if (comment.author !== null) list.authors++;
      if (comment.published !== null) list.dates++;
    }
  }
  const score = scoreCorpus(withComments);
  const sites = new Set(dataset.records.slice(0, limit).map(siteOf)).size;
  console.log(
    [
      `${dataset.name} (${sites} sites)`,
      `pages with gold comments ${withComments.length}: found some on ${pagesFound}, shingle P ${score.precision.toFixed(3)} R ${score.recall.toFixed(3)} F1 ${score.f1.toFixed(3)}`,
      `pages without: ${falseAlarms} of ${pagesWithout} got comments`,
      `comment list: ${list.comments} comments, ${list.authors} with author, ${list.dates} with date`,
    ].join("\n  "),
  );
}

function goldComments(record: GoldRecord): string {
  const segments = (record.segments ?? []).filter((segment) => segment.type === "comments");
  return record.comments ?? segments.map((segment) => segment.text).join("\n");
}
