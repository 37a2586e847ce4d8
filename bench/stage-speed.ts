/**
 * CPU time per page of each stage of the default model's prediction, per shared dataset:
 *   nice npx tsx bench/stage-speed.ts [--limit N] [--repeat R] [dataset dirs…]
 * Stages: decode+parse+segment; feature extraction (the families writing each feature straight to
 * the model's columns, `ContextVectorizer.columnEntries`); vectorize (packing those into each
 * block's vector: bias, own columns, the previous block's history columns); node scores + chain
 * decoding (`LinearModel.predictVectors`); and the whole `extract(bytes, { html: false })`. One warm-up pass over every page (JIT, caches), then R timed
 * passes (default 1; more steady the means on a loaded machine); prints median, p90 and mean of
 * each page's CPU ms (its mean over the passes). CPU time, not wall time: the machine is
 * shared and wall clocks count other processes' turns.
 */
import type { SegmentedPage } from "../src/blocks/block.js";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { extract, segmentPage } from "../src/extract/extract.js";
import { benchArgs, loadLinearModel } from "./bench-setup.js";

const STAGES = ["segment", "features", "vectorize", "score+decode", "extract()"] as const;
type Stage = (typeof STAGES)[number];

const { option, datasetDirs } = benchArgs(process.argv.slice(2));
const limit = Number(option("--limit") ?? 100);
const repeat = Number(option("--repeat") ?? 1);
const { model } = loadLinearModel("default");
const { vectorizer } = model;

/** CPU ms of `run()`, and its result. */
function timed<T>(run: () => T): [T, number] {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  return [result, (used.user + used.system) / 1000];
}

function stageTimes(bytes: Uint8Array): Record<Stage, number> {
  const [page, segment] = timed((): SegmentedPage => segmentPage(bytes).page);
  const [entries, featureMs] = timed(() => vectorizer.columnEntries(page));
  const [vectors, vectorizeMs] = timed(() => vectorizer.pack(entries, page.blocks.length));
  const [, decodeMs] = timed(() => model.predictVectors(vectors));
  const [, extractMs] = timed(() => extract(bytes, { html: false }));
  return {
    segment,
    features: featureMs,
    vectorize: vectorizeMs,
    "score+decode": decodeMs,
    "extract()": extractMs,
  };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return `${at(0.5).toFixed(2).padStart(7)} ${at(0.9).toFixed(2).padStart(7)} ${mean.toFixed(2).padStart(7)}`;
};

const datasets = datasetDirs.map((dir) => {
  const dataset = loadDataset(dir);
  const pages: Uint8Array[] = [];
  for (const record of dataset.records.slice(0, limit)) {
    const bytes = readPageBytes(dataset, record);
    try {
      segmentPage(bytes);
      pages.push(bytes);
    } catch {
      // Pages pith refuses (too large, undecodable) have no stages to time.
    }
  }
  return { name: dataset.name, pages };
});

for (const { pages } of datasets) for (const bytes of pages) stageTimes(bytes); // warm-up

console.log(
  `CPU ms/page: median p90 mean (first ${limit} pages per dataset, after a warm-up pass; ${repeat} timed passes)`,
);
for (const { name, pages } of datasets) {
  const times = Object.fromEntries(STAGES.map((stage) => [stage, pages.map(() => 0)]));
  for (let pass = 0; pass < repeat; pass++) {
    pages.forEach((bytes, p) => {
      const measured = stageTimes(bytes);
      for (const stage of STAGES) times[stage][p] += measured[stage] / repeat;
    });
  }
  console.log(`${name} (${pages.length} pages)`);
  for (const stage of STAGES) console.log(`  ${stage.padEnd(14)} ${summary(times[stage])}`);
}
