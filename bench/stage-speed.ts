/**
 * CPU time per page of each stage of `extract()` with the default model, over the shared pages:
 *   nice npx tsx bench/stage-speed.ts [--limit N] [--repeat R] [--dist] [dataset dirs…]
 * The stages are `extractWithModel`'s steps (src/extract/pipeline.ts), called here one by one in
 * its order with the CLI's JSON Lines options (no HTML rebuilt): decode (sniff the charset, decode,
 * mend mojibake; the page files' gzip is undone before timing, as a WARC's HTTP body usually is
 * not gzipped: `gunzip` is its own row), parse (htmlparser2 into a DOM), segment (DOM → blocks;
 * both again for a page showing under REVEAL_FALLBACK_WORDS words, as `segmentHtml` does),
 * features (the inner CRF's feature families writing column entries, timed inside the model's
 * `predict` by wrapping `ContextVectorizer.columnEntries`), model (the rest of `predict`: node
 * scores, forward–backward, the stackers, the short-output fallback), metadata sources (the
 * page's JSON-LD, meta tags, microdata, base URL), decision (`decideContent`), title, text,
 * bylines (`splitBylines`: opening bylines and datelines out of the text), metadata, and record (the JSON line `pith extract --format jsonl` writes). In the warm-up pass
 * over every page (JIT, caches) each page's result is checked against `extract()`'s, so the steps
 * timed are the pipeline's; then R timed passes (default 1); per stage the median, p90 and mean of each
 * page's CPU ms (its mean over the passes) and the stage's share of the summed means. CPU time of
 * the process (`process.cpuUsage`), not wall time: the machine is shared. A garbage collection is
 * counted in the stage that triggered it. `--dist` runs the built modules (dist/, as the CLI's
 * workers do) instead of the TypeScript sources through tsx.
 */
import { gunzipSync } from "node:zlib";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { benchArgs } from "./bench-setup.js";

const STAGES = [
  "gunzip",
  "decode",
  "parse",
  "segment",
  "features",
  "model",
  "metadata sources",
  "decision",
  "title",
  "text",
  "bylines",
  "metadata",
  "record",
] as const;
type Stage = (typeof STAGES)[number];
/** Rows summed into `extract()`'s stages (gunzip is the page files' own, record the CLI's). */
const EXTRACT_STAGES: readonly Stage[] = STAGES.filter(
  (stage) => stage !== "gunzip" && stage !== "record",
);

const { option, datasetDirs } = benchArgs(process.argv.slice(2));
const limit = Number(option("--limit") ?? Number.POSITIVE_INFINITY);
const repeat = Number(option("--repeat") ?? 1);
const root = process.argv.includes("--dist") ? "../dist" : "../src";
const load = (path: string) => import(`${root}/${path}.js`);

const [
  { decodePage },
  { repairMojibake },
  { parseHtml },
  { segmentBlocks },
  { REVEAL_FALLBACK_WORDS },
  { resolveExtractOptions },
  { resolveModel },
  { ContextVectorizer },
  { baseUrlOf },
  { metadataSources, extractMetadata },
  { decideContent },
  { selectTitle },
  { bodyText, selectedText },
  { bodyDates, splitBylines },
  { successRecord },
  { extract },
] = await Promise.all(
  [
    "decode/decode",
    "decode/mojibake",
    "parse/parse",
    "blocks/segment",
    "blocks/segment-html",
    "extract/options",
    "extract/resolve-model",
    "models/linear/context-vectorizer",
    "parse/urls",
    "metadata/metadata",
    "decision/decide",
    "title/title-score",
    "output/text",
    "output/byline-lines",
    "output/record",
    "extract/extract",
  ].map(load),
);

const options = resolveExtractOptions({ html: false });
const model = resolveModel(options.model);

/** Process CPU ms since the start of the process. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

// The feature families run inside the model's `predict`: their time is taken out of it.
let featureMs = 0;
const columnEntries = ContextVectorizer.prototype.columnEntries;
ContextVectorizer.prototype.columnEntries = function (this: unknown, ...args: unknown[]) {
  const start = cpuMs();
  const entries = columnEntries.apply(this, args);
  featureMs += cpuMs() - start;
  return entries;
};

function pageWords(page: { blocks: readonly { wordCount: number }[] }): number {
  let words = 0;
  for (const block of page.blocks) words += block.wordCount;
  return words;
}

/** The pipeline's steps on one page, each timed; with `check`, throws unless the result is `extract()`'s. */
function stageTimes(stored: Uint8Array, check = false): Record<Stage, number> {
  const times = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  let last = cpuMs();
  const lap = (stage: Stage) => {
    const now = cpuMs();
    times[stage] += now - last;
    last = now;
  };
  const bytes = gunzipSync(stored);
  lap("gunzip");
  const decoded = decodePage(bytes, { maxBytes: options.maxBytes });
  const html = repairMojibake(decoded.html);
  lap("decode");
  let document = parseHtml(html, options.maxDepth);
  lap("parse");
  let page = segmentBlocks(document);
  lap("segment");
  const words = pageWords(page);
  if (words < REVEAL_FALLBACK_WORDS) {
    document = parseHtml(html, options.maxDepth, "unwrap", "open");
    lap("parse");
    const revealed = segmentBlocks(document, false);
    if (pageWords(revealed) > 2 * words) page = revealed;
    lap("segment");
  }
  featureMs = 0;
  const prediction = model.predict(page);
  lap("model");
  times.model -= featureMs;
  times.features += featureMs;
  const baseUrl = baseUrlOf(page.document, options.url);
  const sources = metadataSources(page.document, baseUrl);
  lap("metadata sources");
  const decision = decideContent(page, prediction, sources, options);
  lap("decision");
  const title = selectTitle(page, decision.selected, sources, options.titleScorer);
  lap("title");
  const shown = bodyText(
    decision.declared?.join("\n") ?? selectedText(page, decision.selected),
    title,
  );
  lap("text");
  const metadata = extractMetadata(sources, shown);
  lap("metadata");
  const { text, byline } = splitBylines(shown, bodyDates(page.document, shown), metadata.authors);
  lap("bylines");
  const result = {
    title,
    text,
    byline,
    metadata,
    confidence: decision.confidence,
    encoding: decoded.encoding,
    model: model.name,
  };
  const line = JSON.stringify(successRecord("page", result, 0));
  lap("record");
  if (check && line !== JSON.stringify(successRecord("page", extract(stored, options), 0)))
    throw new Error("the stages timed here no longer give extract()'s result");
  return times;
}

const datasets = datasetDirs.map((dir) => {
  const dataset = loadDataset(dir);
  const pages: Uint8Array[] = [];
  for (const record of dataset.records.slice(0, limit)) {
    const bytes = readPageBytes(dataset, record);
    try {
      extract(bytes, options);
    } catch {
      continue; // Pages pith refuses (too large, undecodable) have no stages to time.
    }
    stageTimes(bytes, true); // warm-up, and the check of every page
    pages.push(bytes);
  }
  return { name: dataset.name, pages };
});
const allPages = datasets.flatMap((dataset) => dataset.pages);

const times = Object.fromEntries(STAGES.map((stage) => [stage, allPages.map(() => 0)])) as Record<
  Stage,
  number[]
>;
const extractTimes = allPages.map(() => 0);
for (let pass = 0; pass < repeat; pass++) {
  allPages.forEach((bytes, p) => {
    const measured = stageTimes(bytes);
    for (const stage of STAGES) times[stage][p] += measured[stage] / repeat;
    const start = cpuMs();
    extract(bytes, options);
    extractTimes[p] += (cpuMs() - start) / repeat;
  });
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const meanOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const stagesTotal = allPages.map((_, p) => EXTRACT_STAGES.reduce((sum, s) => sum + times[s][p], 0));
const totalMean = meanOf(stagesTotal);
const row = (name: string, values: readonly number[], share: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  const cells = [quantile(sorted, 0.5), quantile(sorted, 0.9), meanOf(values)].map((ms) =>
    ms.toFixed(3),
  );
  return `| ${name} | ${cells.join(" | ")} | ${share} |`;
};

const names = datasets.map((dataset) => `${dataset.name} ${dataset.pages.length}`).join(", ");
console.log(
  `CPU ms per page over ${allPages.length} pages (${names}); ${root.slice(3)}; one warm-up pass, ${repeat} timed pass(es); Node ${process.version}`,
);
console.log("");
console.log("| stage | median | p90 | mean | share of extract() |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const stage of STAGES) {
  const share = EXTRACT_STAGES.includes(stage)
    ? `${((100 * meanOf(times[stage])) / totalMean).toFixed(1)} %`
    : "(outside)";
  console.log(row(stage, times[stage], share));
}
console.log(row("**stages of extract(), summed**", stagesTotal, "100 %"));
console.log(row("**extract() in one call**", extractTimes, ""));
