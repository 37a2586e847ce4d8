/**
 * Throughput of the Redis queue: the shared pages cut into directory shards (`--shard-pages`
 * symbolic links each), enqueued on a throw-away redis-server, and run by 1, then 2 `pith worker`
 * processes of one thread each (`--jobs 1`):
 *   npm run bench:queue -- [--shard-pages 100] [--workers 1,2] [--cli dist/cli/main.js] [dataset dirs…]
 * The rate is `pith queue status`'s: the pages of the completed jobs over the time from the first
 * job starting to the last finishing (worker start-up and model loading excluded). On a shared
 * machine that rate is a floor, so the CPU time the workers used (every thread, start-up
 * included, read from /proc before they stop) gives pages per CPU second too, with the load
 * average.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startRedisServer } from "../test/queue/redis-server.js";

/** The built CLI (`--cli` names another copy, safe from a rebuild during the run). */
let cli = new URL("../dist/cli/main.js", import.meta.url).pathname;
const SHARED_DATA = new URL("../../shared/data/", import.meta.url).pathname;

/** Every page file of the datasets, cut into directories of `size` symbolic links. */
function writeShards(datasetDirs: readonly string[], size: number, into: string): string[] {
  const pages = datasetDirs.flatMap((dir) =>
    readdirSync(join(dir, "pages"))
      .sort()
      .map((name) => resolve(dir, "pages", name)),
  );
  const shards: string[] = [];
  for (let start = 0; start < pages.length; start += size) {
    const shard = join(into, `shard-${String(shards.length).padStart(3, "0")}`);
    mkdirSync(shard);
    pages.slice(start, start + size).forEach((page, index) => {
      symlinkSync(page, join(shard, `${index}-${page.split("/").pop()}`));
    });
    shards.push(shard);
  }
  return shards;
}

function pith(args: readonly string[]): string {
  const run = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`pith ${args.join(" ")}: ${run.stderr}`);
  return run.stdout;
}

/** CPU seconds a process has used so far, all its threads (Linux: /proc/PID/stat). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces), from the state on: utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout);

interface Recent {
  readonly jobs: number;
  readonly pages: number;
  readonly errors: number;
  readonly seconds: number;
  readonly pagesPerSecond: number;
}

async function runWorkers(
  redis: string,
  queue: string,
  shards: readonly string[],
  workers: number,
  out: string,
): Promise<Recent & { cpuSeconds: number }> {
  const address = ["--redis", redis, "--queue", queue];
  pith(["enqueue", ...address, ...shards]);
  const children: ChildProcess[] = Array.from({ length: workers }, () =>
    spawn(process.execPath, [cli, "worker", ...address, "--out", out, "--jobs", "1"], {
      stdio: "ignore",
    }),
  );
  try {
    for (;;) {
      const status = JSON.parse(pith(["queue", "status", ...address, "--json"]));
      if (status.completed + status.failed === shards.length) {
        const cpu = children.reduce((sum, child) => sum + cpuSeconds(child.pid as number), 0);
        return { ...(status.recent as Recent), cpuSeconds: Math.round(cpu * 10) / 10 };
      }
      await new Promise((done) => setTimeout(done, 1000));
    }
  } finally {
    for (const child of children) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "shard-pages": { type: "string", default: "100" },
      workers: { type: "string", default: "1,2" },
      cli: { type: "string", default: cli },
    },
  });
  cli = values.cli;
  const datasetDirs =
    positionals.length > 0
      ? positionals
      : readdirSync(SHARED_DATA, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(SHARED_DATA, entry.name));
  const work = mkdtempSync(join(tmpdir(), "pith-queue-bench-"));
  const redis = await startRedisServer();
  try {
    const shards = writeShards(datasetDirs, Number(values["shard-pages"]), work);
    console.log(`${shards.length} shards of up to ${values["shard-pages"]} pages`);
    console.log(
      "| workers | jobs | pages | errors | seconds | pages/s | CPU seconds | pages per CPU second | load average |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const workers of values.workers.split(",").map(Number)) {
      const recent = await runWorkers(
        redis.url,
        `bench-${workers}`,
        shards,
        workers,
        join(work, `out-${workers}`),
      );
      const load = loadavg()[0].toFixed(1);
      console.log(
        `| ${workers} | ${recent.jobs} | ${recent.pages} | ${recent.errors} | ${recent.seconds} | ${recent.pagesPerSecond} | ${recent.cpuSeconds} | ${(recent.pages / recent.cpuSeconds).toFixed(1)} | ${load} |`,
      );
    }
  } finally {
    await redis.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
