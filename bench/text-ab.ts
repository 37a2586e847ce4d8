/**
 * What a change to the text rules does, page by page: `extract()` of a built tree (A: e.g. a
 * worktree of the commit before, `git worktree add /tmp/before HEAD~1 && (cd /tmp/before && npm ci)`)
 * against this checkout's sources (B), on every page of the shared datasets:
 *   nice npx tsx bench/text-ab.ts DIST_A [--show N] [dataset dirs…]
 * Per dataset, the pages whose `text` or `byline` differ and the mean page shingle F1 of A and B,
 * each read as the page's gold reads it (with A's and B's own `textAsGoldReadsIt`); then up to N
 * (default 40) changed pages with their F1 change and both bylines, worst first, so what a rule
 * moves out of the text is read on every dataset before it is kept.
 */
import { resolve } from "node:path";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { textAsGoldReadsIt } from "../src/eval/gold-convention.js";
import { pagePrecision, pageRecall, shingleCounts } from "../src/eval/metrics/shingles.js";
import { f1Of } from "../src/eval/page-score.js";
import { extract } from "../src/extract/extract.js";
import { benchArgs } from "./bench-setup.js";

type Extracted = { title: string; text: string; byline: string | null };

const args = process.argv.slice(2);
const distA = args[0];
if (distA === undefined || distA.startsWith("--")) {
  console.error("usage: npx tsx bench/text-ab.ts DIST_A [--show N] [dataset dirs…]");
  process.exit(2);
}
const { option, datasetDirs } = benchArgs(args.slice(1));
const show = Number(option("--show") ?? 40);
const built = resolve(distA);
const before = (await import(`${built}/extract/extract.js`)) as {
  extract: (input: Uint8Array, options: { url?: string; html: boolean }) => Extracted;
};
const beforeGold = (await import(`${built}/eval/gold-convention.js`)) as {
  textAsGoldReadsIt: typeof textAsGoldReadsIt;
};

function f1(gold: string, text: string): number {
  const counts = shingleCounts(gold, text);
  return f1Of(pagePrecision(counts) ?? 0, pageRecall(counts) ?? 0);
}

for (const dir of datasetDirs) {
  const dataset = loadDataset(dir);
  let sumA = 0;
  let sumB = 0;
  const changed: { id: string; delta: number; a: string | null; b: string | null }[] = [];
  for (const record of dataset.records) {
    const bytes = readPageBytes(dataset, record);
    const options = { url: record.url ?? undefined, html: false };
    const a = before.extract(bytes, options);
    const b = extract(bytes, options);
    const f1A = f1(record.text, beforeGold.textAsGoldReadsIt(record, a));
    const f1B = f1(record.text, textAsGoldReadsIt(record, b));
    sumA += f1A;
    sumB += f1B;
    if (a.text !== b.text || a.byline !== b.byline)
      changed.push({ id: record.id, delta: f1B - f1A, a: a.byline, b: b.byline });
  }
  const pages = dataset.records.length;
  console.log(
    `## ${dataset.name}: ${changed.length} of ${pages} pages changed; mean shingle F1 ${(sumA / pages).toFixed(4)} → ${(sumB / pages).toFixed(4)}`,
  );
  for (const page of changed.sort((x, y) => x.delta - y.delta).slice(0, show))
    console.log(
      `  ${page.id} ${page.delta >= 0 ? "+" : ""}${page.delta.toFixed(3)} byline ${JSON.stringify(page.a)} → ${JSON.stringify(page.b)}`,
    );
}
