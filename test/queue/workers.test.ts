import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readParquetRows, rowDifferences } from "../batch/parquet-reader.js";
import { jsonLines, PITH, runPith } from "../cli/run-pith.js";
import { HAS_REDIS_SERVER, type RedisServer, startRedisServer } from "./redis-server.js";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const EXAMPLE = readFileSync(root("examples/article.html"), "utf8");
const SHARDS = 6;
const PAGES_PER_SHARD = 20;

/** Short enough that a killed worker's job comes back within seconds. */
const FAST_STALL = ["--lock-duration", "2000", "--stalled-interval", "1000"];

if (!HAS_REDIS_SERVER)
  console.warn(
    "redis-server is not installed (.ci/run installs Debian's redis-server): the queue worker tests are skipped",
  );

/** A `pith worker` process and the JSON log lines it has written so far. */
interface WorkerProcess {
  readonly child: ChildProcess;
  readonly logs: Array<Record<string, unknown>>;
  readonly exited: Promise<unknown[]>;
}

function startWorker(args: readonly string[]): WorkerProcess {
  const child = spawn(process.execPath, [PITH, "worker", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logs: Array<Record<string, unknown>> = [];
  let buffer = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) if (line !== "") logs.push(JSON.parse(line));
  });
  return { child, logs, exited: once(child, "exit") };
}

/** Polls until `condition` holds; fails after `ms` (generous: the machine may be loaded). */
async function until(condition: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const messages = (worker: WorkerProcess, msg: string) =>
  worker.logs.filter((log) => log.msg === msg);

describe.skipIf(!HAS_REDIS_SERVER)(
  "pith enqueue, worker and queue status on a real redis-server",
  () => {
    let redis: RedisServer;
    let dir: string;
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      redis = await startRedisServer();
      dir = mkdtempSync(join(tmpdir(), "pith-queue-"));
    });

    afterAll(async () => {
      for (const { child } of workers) if (child.exitCode === null) child.kill("SIGKILL");
      await redis?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("two workers, one killed with SIGKILL mid-job: every page lands exactly once in the completed outputs", async () => {
      const urls: string[] = [];
      const shards: string[] = [];
      for (let shard = 0; shard < SHARDS; shard++) {
        const lines: string[] = [];
        for (let page = 0; page < PAGES_PER_SHARD; page++) {
          const url = `https://courier.example/shard-${shard}/page-${page}`;
          urls.push(url);
          lines.push(JSON.stringify({ url, html: EXAMPLE }));
        }
        const file = join(dir, `part-${shard}.jsonl`);
        writeFileSync(file, `${lines.join("\n")}\n`);
        shards.push(file);
      }
      const address = ["--redis", redis.url, "--queue", "crawl"];
      const enqueued = runPith(["enqueue", ...address, ...shards, "--json"]);
      expect(enqueued.status).toBe(0);
      const { jobs } = JSON.parse(enqueued.stdout) as {
        jobs: Array<{ job: string; state: string }>;
      };
      expect(jobs.map((job) => job.state)).toEqual(Array(SHARDS).fill("added"));
      // The same inputs again add nothing: each path has its job.
      const again = JSON.parse(runPith(["enqueue", ...address, ...shards, "--json"]).stdout);
      expect(again.jobs.map((job: { state: string }) => job.state)).not.toContain("added");

      const out = join(dir, "out");
      const workerArgs = [...address, "--out", out, "--jobs", "1", ...FAST_STALL];
      const doomed = startWorker(workerArgs);
      const survivor = startWorker(workerArgs);
      workers.push(doomed, survivor);

      await until(() => messages(doomed, "job started").length > 0);
      doomed.child.kill("SIGKILL");
      await doomed.exited;
      const killedJob = messages(doomed, "job started")[0].job as string;
      // Killed mid-job: it never said it completed it.
      expect(messages(doomed, "job completed")).toEqual([]);

      await until(() => messages(survivor, "job completed").length === SHARDS);
      const completedBySurvivor = messages(survivor, "job completed").map((log) => log.job);
      expect(completedBySurvivor).toContain(killedJob);

      const files = readdirSync(out).sort();
      expect(files).toEqual(jobs.map((job) => `${job.job}.jsonl`).sort());
      const records = files.flatMap((file) => jsonLines(readFileSync(join(out, file), "utf8")));
      expect(records.map((record) => record.url).sort()).toEqual([...urls].sort());
      expect(records.filter((record) => record.error !== undefined)).toEqual([]);
      expect(new Set(records.map((record) => record.title))).toEqual(
        new Set(["Why Tide Pools Matter"]),
      );

      const status = runPith(["queue", "status", ...address, "--json"]);
      expect(status.status).toBe(0);
      expect(JSON.parse(status.stdout)).toMatchObject({
        queue: "crawl",
        waiting: 0,
        active: 0,
        completed: SHARDS,
        failed: 0,
        recent: { jobs: SHARDS, pages: SHARDS * PAGES_PER_SHARD, errors: 0 },
      });

      survivor.child.kill("SIGTERM");
      const [code] = await survivor.exited;
      expect(code).toBe(0);
      expect(messages(survivor, "stopped")).toHaveLength(1);
    }, 120_000);

    it("a job whose input is gone is retried, then stays in the failed set with its error", async () => {
      const shard = join(dir, "vanishing.jsonl");
      writeFileSync(shard, `${JSON.stringify({ html: EXAMPLE })}\n`);
      const address = ["--redis", redis.url, "--queue", "flaky"];
      const enqueue = ["enqueue", ...address, shard, "--attempts", "2", "--backoff", "100"];
      expect(runPith(enqueue).status).toBe(0);
      rmSync(shard);

      const worker = startWorker([...address, "--out", join(dir, "flaky-out"), "--jobs", "1"]);
      workers.push(worker);
      await until(() => messages(worker, "job failed").length > 0);
      expect(messages(worker, "job failed, will be retried")).toHaveLength(1);

      const status = runPith(["queue", "status", ...address, "--json"]);
      expect(JSON.parse(status.stdout)).toMatchObject({
        completed: 0,
        failed: 1,
        failures: [
          {
            input: shard,
            attempts: 2,
            error: `cannot read ${shard}: no such file or directory`,
          },
        ],
      });
      const human = runPith(["queue", "status", ...address]);
      expect(human.stdout).toContain("failed 1");
      expect(readdirSync(join(dir, "flaky-out"))).toEqual([]);
      worker.child.kill("SIGTERM");
      expect((await worker.exited)[0]).toBe(0);
    }, 120_000);

    it("runs a job per kind of input: a WARC archive, a directory and a URL list", async () => {
      const site = createServer((request, response) => {
        if (request.url === "/tide-pools")
          response.writeHead(200, { "content-type": "text/html" }).end(EXAMPLE);
        else response.writeHead(404).end();
      }).listen(0, "127.0.0.1");
      await once(site, "listening");
      const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      try {
        const pages = join(dir, "pages");
        mkdirSync(join(pages, "news"), { recursive: true });
        writeFileSync(join(pages, "news", "tide-pools.html"), EXAMPLE);
        const list = join(dir, "seeds.urls");
        writeFileSync(list, `# seeds\n${origin}/tide-pools\n\n${origin}/gone\nnot an address\n`);
        const address = ["--redis", redis.url, "--queue", "kinds"];
        const enqueued = runPith([
          "enqueue",
          ...address,
          root("examples/crawl.warc.gz"),
          pages,
          list,
          "--json",
        ]);
        const { jobs } = JSON.parse(enqueued.stdout) as {
          jobs: Array<{ job: string; kind: string }>;
        };
        expect(jobs.map((job) => job.kind)).toEqual(["warc", "directory", "urls"]);

        const out = join(dir, "kinds-out");
        // The test's site is on loopback: refused by default (tested below), allowed here.
        const worker = startWorker([
          ...address,
          "--out",
          out,
          "--jobs",
          "1",
          "--allow-private-addresses",
        ]);
        workers.push(worker);
        await until(() => messages(worker, "job completed").length === 3);
        const [warc, directory, urls] = jobs.map((job) =>
          jsonLines(readFileSync(join(out, `${job.job}.jsonl`), "utf8")),
        );
        expect(warc.length).toBeGreaterThan(0);
        expect(
          warc.every((record) => typeof (record.warc as { offset?: unknown }).offset === "number"),
        ).toBe(true);
        expect(directory.map((record) => [record.source, record.title])).toEqual([
          [join(pages, "news", "tide-pools.html"), "Why Tide Pools Matter"],
        ]);
        expect(
          urls.map((record) => [
            record.source,
            record.title,
            record.error ?? null,
            record.code ?? null,
          ]),
        ).toEqual([
          [`${origin}/tide-pools`, "Why Tide Pools Matter", null, null],
          [`${origin}/gone`, "", "HTTP 404 Not Found", "PITH_HTTP_STATUS"],
          [`${list}:5`, "", "not an http(s) address", "PITH_UNSUPPORTED"],
        ]);
        worker.child.kill("SIGTERM");
        expect((await worker.exited)[0]).toBe(0);
      } finally {
        site.close();
      }
    }, 120_000);

    it("refuses URL-list pages at private addresses by default (issue 56, row 9)", async () => {
      const list = join(dir, "private.urls");
      writeFileSync(list, "http://127.0.0.1:9/\nhttp://169.254.169.254/latest/meta-data/\n");
      const address = ["--redis", redis.url, "--queue", "private"];
      const enqueued = JSON.parse(runPith(["enqueue", ...address, list, "--json"]).stdout);
      const out = join(dir, "private-out");
      const worker = startWorker([...address, "--out", out, "--jobs", "1"]);
      workers.push(worker);
      await until(() => messages(worker, "job completed").length === 1);
      const records = jsonLines(readFileSync(join(out, `${enqueued.jobs[0].job}.jsonl`), "utf8"));
      expect(records.map((record) => record.code)).toEqual([
        "PITH_PRIVATE_ADDRESS",
        "PITH_PRIVATE_ADDRESS",
      ]);
      worker.child.kill("SIGTERM");
      expect((await worker.exited)[0]).toBe(0);
    }, 120_000);

    it("counts a worker's death as an attempt: runs again until --attempts, then fails for good, leaving no .partial (issue 56, row 5)", async () => {
      const shard = join(dir, "doomed.jsonl");
      const line = `${JSON.stringify({ html: EXAMPLE })}\n`;
      writeFileSync(shard, line.repeat(3000));
      const address = ["--redis", redis.url, "--queue", "deaths"];
      const enqueue = ["enqueue", ...address, shard, "--attempts", "3", "--json"];
      const { jobs } = JSON.parse(runPith(enqueue).stdout);
      const out = join(dir, "deaths-out");
      const workerArgs = [...address, "--out", out, "--jobs", "1", ...FAST_STALL];
      const partials = () =>
        existsSync(out) ? readdirSync(out).filter((name) => name.endsWith(".partial")) : [];
      // Three runs, each killed mid-job once its own partial file is there (each run's has a name
      // of its own; the one before it may still be there until the run removes it).
      for (let run = 0; run < 3; run++) {
        const earlier = new Set(partials());
        const doomed = startWorker(workerArgs);
        workers.push(doomed);
        await until(
          () =>
            messages(doomed, "job started").length > 0 &&
            partials().some((name) => !earlier.has(name)),
        );
        doomed.child.kill("SIGKILL");
        await doomed.exited;
      }
      expect(partials().length).toBeGreaterThan(0);
      const last = startWorker(workerArgs);
      workers.push(last);
      await until(() => messages(last, "job failed").length > 0);
      expect(messages(last, "job failed, will be retried")).toEqual([]);
      expect(String(messages(last, "job failed")[0].error)).toMatch(/died 3 times/);
      expect(partials()).toEqual([]);
      const status = JSON.parse(runPith(["queue", "status", ...address, "--json"]).stdout);
      expect(status).toMatchObject({ failed: 1, completed: 0 });
      expect(jobs).toHaveLength(1);
      last.child.kill("SIGTERM");
      expect((await last.exited)[0]).toBe(0);
    }, 300_000);

    it("with --format parquet, a job's file holds the rows of its JSON Lines records, error records included", async () => {
      const shard = join(dir, "columns.jsonl");
      const lines = [0, 1, 2].map((n) =>
        JSON.stringify({ url: `https://courier.example/columns/${n}`, html: EXAMPLE }),
      );
      writeFileSync(shard, `${[lines[0], "not json", lines[1], lines[2]].join("\n")}\n`);
      const outputs: Record<string, string> = {};
      for (const format of ["jsonl", "parquet"]) {
        const address = ["--redis", redis.url, "--queue", `columns-${format}`];
        const { jobs } = JSON.parse(runPith(["enqueue", ...address, shard, "--json"]).stdout);
        const out = join(dir, `columns-${format}`);
        const worker = startWorker([...address, "--out", out, "--format", format, "--jobs", "1"]);
        workers.push(worker);
        await until(() => messages(worker, "job completed").length === 1);
        worker.child.kill("SIGTERM");
        await worker.exited;
        expect(readdirSync(out)).toEqual([`${jobs[0].job}.${format}`]);
        outputs[format] = join(out, `${jobs[0].job}.${format}`);
      }
      const records = jsonLines(readFileSync(outputs.jsonl, "utf8"));
      const rows = await readParquetRows(outputs.parquet);
      expect(records.map((record) => record.error ?? null)).toEqual([
        null,
        expect.stringMatching(/^not JSON/),
        null,
        null,
      ]);
      // `ms` is the time each run took: the one field two runs of the same pages do not share.
      const differences = rows.flatMap((row, n) =>
        rowDifferences({ ...row, ms: 0 }, { ...records[n], ms: 0 }),
      );
      expect(rows).toHaveLength(records.length);
      expect(differences).toEqual([]);
    }, 120_000);

    it("refuses inputs that are not jobs before adding anything, and says when Redis is not there", async () => {
      const address = ["--redis", redis.url, "--queue", "refused"];
      const page = join(dir, "page.html");
      writeFileSync(page, EXAMPLE);
      const refused = runPith(["enqueue", ...address, join(dir, "part-0.jsonl"), page]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain("not a directory, WARC archive");
      const status = JSON.parse(runPith(["queue", "status", ...address, "--json"]).stdout);
      expect(status.waiting).toBe(0);

      const nowhere = runPith([
        "queue",
        "status",
        "--redis",
        "redis://127.0.0.1:1",
        "--queue",
        "x",
      ]);
      expect(nowhere.status).toBe(1);
      expect(nowhere.stderr).toMatch(/cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
    }, 60_000);
  },
);
