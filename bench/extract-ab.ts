/**
 * `extract()` of two builds, paired page by page in one process, for a speed change too small to
 * see across separate runs on a shared machine:
 *   nice npx tsx bench/extract-ab.ts DIST_A DIST_B [--limit N] [--passes P] [dataset dirs…]
 * Loads `extract` from both built trees (each with its own modules and model), runs every page (the
 * first N of each dataset, default 100) once through both as a warm-up, counting pages whose
 * results differ, then P timed passes (default 2), the order of the two builds alternating from
 * page to page and pass to pass, so that load on the machine falls on both alike. Prints each
 * build's mean and median CPU ms per page (process CPU time) and the ratio of their totals.
 */
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { benchArgs } from "./bench-setup.js";
import { median } from "./cli-throughput.js";

type Extract = (input: Uint8Array, options: { html: boolean }) => unknown;

const args = process.argv.slice(2);
const [distA, distB] = args;
const { option, datasetDirs } = benchArgs(args.slice(2));
const limit = Number(option("--limit") ?? 100);
const passes = Number(option("--passes") ?? 2);
const builds: Extract[] = await Promise.all(
  [distA, distB].map(
    async (dist) => (await import(`${process.cwd()}/${dist}/extract/extract.js`)).extract,
  ),
);

const pages = datasetDirs.flatMap((dir) => {
  const dataset = loadDataset(dir);
  return dataset.records.slice(0, limit).map((record) => readPageBytes(dataset, record));
});

/** The page's result as JSON, or its error's text. */
function run(extract: Extract, page: Uint8Array): string {
  try {
    return JSON.stringify(extract(page, { html: false }));
  } catch (error) {
    return String(error);
  }
}

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

let differing = 0;
for (const page of pages) if (run(builds[0], page) !== run(builds[1], page)) differing++;

const times = [pages.map(() => 0), pages.map(() => 0)];
for (let pass = 0; pass < passes; pass++) {
  pages.forEach((page, p) => {
    const order = (p + pass) % 2 === 0 ? [0, 1] : [1, 0];
    for (const build of order) {
      const start = cpuMs();
      run(builds[build], page);
      times[build][p] += (cpuMs() - start) / passes;
    }
  });
}

const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.log(`${pages.length} pages, results differing: ${differing}`);
for (const [b, name] of ["A", "B"].entries())
  console.log(
    `${name} ${[distA, distB][b]}: mean ${(total(times[b]) / pages.length).toFixed(2)} ms, median ${median(times[b]).toFixed(2)} ms`,
  );
console.log(`B / A, total CPU: ${(total(times[1]) / total(times[0])).toFixed(4)}`);
