/**
 * `pith serve` under load: a local server (the built one, dist/) with the bundled
 * examples/article.html POSTed as raw HTML by autocannon at 1, 2 and 4 concurrent connections:
 *   npm run build && nice npx tsx bench/serve-load.ts [--jobs N] [--seconds S]
 * Prints, per concurrency, requests/s and the p50/p95/p99 latency of the answers (every answer's
 * time, collected from autocannon's response events: its own summary has no p95), and how many
 * answers were not 200. The server runs in this process, its pages in `--jobs` worker threads
 * (default 2); autocannon's client shares the main thread, so the numbers are a floor.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createServer } from "../dist/serve/server.js";

const { values } = parseArgs({
  options: { jobs: { type: "string", default: "2" }, seconds: { type: "string", default: "10" } },
});
const jobs = Number(values.jobs);
const seconds = Number(values.seconds);
const page = readFileSync(fileURLToPath(new URL("../examples/article.html", import.meta.url)));

const app = createServer({ jobs, maxQueue: 64 });
const url = await app.listen({ port: 0, host: "127.0.0.1" });

function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function load(connections: number): Promise<Record<string, number>> {
  const latencies: number[] = [];
  let notOk = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/extract`,
        method: "POST",
        headers: { "content-type": "text/html" },
        body: page,
        connections,
        duration: seconds,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) notOk++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / (result.duration || seconds)) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    notOk,
  };
}

try {
  // Warm up: every worker loads the model with its first page.
  await load(jobs);
  const rows = [];
  for (const connections of [1, 2, 4]) rows.push(await load(connections));
  console.log(
    `pith serve, --jobs ${jobs}, examples/article.html (${page.length} bytes), ${seconds} s each`,
  );
  console.log("| connections | requests/s | p50 ms | p95 ms | p99 ms | not 200 |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows)
    console.log(
      `| ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p95Ms} | ${row.p99Ms} | ${row.notOk} |`,
    );
} finally {
  await app.close();
}
