import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../../src/extract/options.js";
import { resolveModel } from "../../src/extract/resolve-model.js";
import { selectedText } from "../../src/output/text.js";
import { decodedHtml, selectPages } from "../peers/pages.js";
import { type ParsedTree, parserNamed } from "./parsers.js";
import {
  PARSER_OUT_DIR,
  type PageMeasurement,
  type ParserStats,
  RETAINED_SAMPLE_EVERY,
} from "./results.js";

/**
 * Child process of the parser comparison: one parser (argv[2]) over the pages chosen by argv[3]
 * (`{"dirs": [...], "limit": N}`), so peak RSS belongs to that parser. Writes one JSON line per
 * page and a stats file; run with --expose-gc so retained tree size can be measured.
 */
const [name, selection] = process.argv.slice(2);
if (name === undefined || selection === undefined)
  throw new Error("usage: child.ts PARSER SELECTION_JSON");
const parser = parserNamed(name);
const { dirs, limit } = JSON.parse(selection) as { dirs: string[]; limit: number | null };
const model = resolveModel(DEFAULT_EXTRACT_OPTIONS.model);
const collectGarbage = (globalThis as { gc?: () => void }).gc;

mkdirSync(PARSER_OUT_DIR, { recursive: true });
const pagesFile = join(PARSER_OUT_DIR, `${name}.jsonl`);
writeFileSync(pagesFile, "");
let peakHeapBytes = 0;
const retained: Array<{ htmlChars: number; bytes: number }> = [];

selectPages(dirs, limit ?? undefined).forEach((page, index) => {
  const html = decodedHtml(page.datasetDir, page.record.page);
  const start = performance.now();
  const tree = parser.parse(html);
  const ms = performance.now() - start;
  peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
  const measurement: PageMeasurement = {
    dataset: page.dataset,
    id: page.record.id,
    htmlChars: html.length,
    ms,
    ...tree.summarise(),
    extracted: extractedText(tree),
  };
  appendFileSync(pagesFile, `${JSON.stringify(measurement)}\n`);
  if (collectGarbage !== undefined && index % RETAINED_SAMPLE_EVERY === 0) {
    retained.push({ htmlChars: html.length, bytes: retainedBytes(html, collectGarbage) });
  }
});

const stats: ParserStats = { maxRssKiB: process.resourceUsage().maxRSS, peakHeapBytes, retained };
writeFileSync(join(PARSER_OUT_DIR, `${name}.stats.json`), `${JSON.stringify(stats)}\n`);

/** What pith's default model selects from this parser's tree; null if the pipeline threw. */
function extractedText(tree: ParsedTree): string | null {
  try {
    const segmented = segmentBlocks(tree.asDomhandler());
    return selectedText(segmented, model.predict(segmented).selected);
  } catch {
    return null;
  }
}

/** Heap held by one live tree: heap after parsing minus heap before, each after a full GC. */
function retainedBytes(html: string, gc: () => void): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const tree = parser.parse(html);
  gc();
  const after = process.memoryUsage().heapUsed;
  // Keeps the tree reachable until after the second measurement.
  if (tree === undefined) throw new Error("unreachable");
  return Math.max(0, after - before);
}
