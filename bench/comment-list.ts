/**
 * The comment list on shared pages whose gold separates user comments (Dragnet's `comments`,
 * L3S-GN1's `comments` segments): how many comments `extract({ comments: true })` lists, how many
 * with an author and a date, and how many of those authors the gold's comment text names (the
 * golds keep the "by Jane on …" lines, so a name missing from them was read from something else).
 * One page per site, the first N sites in id order.
 * Usage: npx tsx bench/comment-list.ts ../shared/data/dragnet [N=30]
 */
import { loadDataset, readPageBytes, siteOf } from "../src/eval/dataset.js";
import { extract } from "../src/extract/extract.js";

const dataset = loadDataset(process.argv[2] ?? "../shared/data/dragnet");
const limit = Number(process.argv[3] ?? 30);

const sites = new Set<string>();
const totals = { pages: 0, pagesWithList: 0, comments: 0, authors: 0, authorsInGold: 0, dates: 0 };
for (const record of dataset.records) {
  const gold = goldComments(record);
  if (gold === "" || sites.has(siteOf(record)) || sites.size >= limit) continue;
  sites.add(siteOf(record));
  const result = extract(readPageBytes(dataset, record), {
    url: record.url ?? undefined,
    html: false,
    comments: true,
  });
  const list = result.commentList ?? [];
  const foldedGold = fold(gold);
  totals.pages++;
  if (list.length > 0) totals.pagesWithList++;
  totals.comments += list.length;
  for (const comment of list) {
    if (comment.published !== null) totals.dates++;
    if (comment.author === null) continue;
    totals.authors++;
    if (foldedGold.includes(fold(comment.author))) totals.authorsInGold++;
  }
  console.log(
    [
      record.id,
      siteOf(record),
      `comments ${list.length}`,
      `authors ${list.filter((comment) => comment.author !== null).length}`,
      `dates ${list.filter((comment) => comment.published !== null).length}`,
    ].join("\t"),
  );
}
console.log(dataset.name, JSON.stringify(totals));

function goldComments(record: (typeof dataset.records)[number]): string {
  const segments = (record.segments ?? []).filter((segment) => segment.type === "comments");
  return record.comments ?? segments.map((segment) => segment.text).join("\n");
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}
