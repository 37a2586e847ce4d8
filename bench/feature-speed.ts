/**
 * Feature extraction speed per family, on the shared datasets:
 *   nice npx tsx bench/feature-speed.ts [pages per dataset=100] [dataset dirs…]
 * Fits the feature set (Yao's tokens) on the loaded pages, then times every family alone and all
 * together over every page, after one warm-up pass; prints median, p90 and mean CPU ms/page and the mean features per block.
 */
import { loadCorpus } from "../src/eval/corpus.js";
import { DEFAULT_FEATURE_CONFIG, fitFeatureSet } from "../src/features/pipeline.js";
import { SHARED_DATA_DIRS } from "./shared-datasets.js";

const [limitArg = "100", ...dirArgs] = process.argv.slice(2);
const dirs = dirArgs.length > 0 ? dirArgs : SHARED_DATA_DIRS;
const corpus = loadCorpus(dirs, { limit: Number(limitArg) });
const labelled = corpus.flatMap((page) =>
  page.projection === null ? [] : [page.projection.labelled],
);
const full = fitFeatureSet(DEFAULT_FEATURE_CONFIG, labelled);
console.log(`${labelled.length} pages; yao tokens: ${JSON.stringify(full.toJSON().state.yao)}`);

const configs = [
  ...DEFAULT_FEATURE_CONFIG.families.map((family) => [family]),
  DEFAULT_FEATURE_CONFIG.families,
];
for (const families of configs) {
  const set = fitFeatureSet({ ...DEFAULT_FEATURE_CONFIG, families }, labelled);
  for (const { page } of labelled) set.extract(page); // warm-up: JIT, caches
  const times: number[] = [];
  let features = 0;
  let blocks = 0;
  for (const { page } of labelled) {
    // CPU time, not wall time: the machine is shared and wall clocks count other processes' turns.
    const start = process.cpuUsage();
    const rows = set.extract(page);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    for (const row of rows) features += row.names.length;
    blocks += rows.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2);
  console.log(
    `${families.join("+").padEnd(40)} median ${at(0.5)} p90 ${at(0.9)} max ${at(1)} mean ${mean} CPU ms/page, ${(features / blocks).toFixed(1)} features/block`,
  );
}
