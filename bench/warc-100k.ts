/**
 * Memory and CPU of `pith extract` over a long web archive: a synthetic `.warc.gz` of N pages
 * (default 100,000) made from the shared pages, read by the built CLI with its default --jobs:
 *   nice -n 5 npx tsx bench/warc-100k.ts [--pages N] [--warc PATH] [--interval S] [--report FILE]
 *     [--cli dist/cli/main.js]
 * The archive (default /tmp/pith-100k.warc.gz; made once, reused when it exists) holds the shared
 * pages in dataset order, over and over until N: per page a request and a response record, each its
 * own gzip member as Common Crawl writes them, the HTML gunzipped into the HTTP body. Every header
 * is fixed by the page's position (dates, record ids, `?copy=K` in the URL), so the same datasets
 * give the same bytes (with the same zlib); its SHA-256 is printed to check. Then the CLI runs
 * under GNU time (`--format jsonl --out /dev/null`), while this process samples the resident memory
 * of the whole process tree (from /proc, every --interval seconds, default 5), its CPU and how far
 * it has read the archive; the end
 * gives start / median / max RSS and pages per CPU second (user + system of the tree, from GNU
 * time). Samples go to --report (default bench/out/warc-100k.json).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { benchArgs } from "./bench-setup.js";

const { option, datasetDirs } = benchArgs(process.argv.slice(2));
const pages = Number(option("--pages") ?? 100_000);
const warcPath = option("--warc") ?? `/tmp/pith-${pages / 1000}k.warc.gz`;
const intervalMs = 1000 * Number(option("--interval") ?? 5);
const reportPath = option("--report") ?? "bench/out/warc-100k.json";
const cli = option("--cli") ?? new URL("../dist/cli/main.js", import.meta.url).pathname;
const WARC_DATE = "2026-11-01T00:00:00Z";

/** A record id fixed by the record's position in the archive. */
function recordId(position: number): string {
  const hex = createHash("sha1").update(`pith-warc-bench:${position}`).digest("hex");
  return `<urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}>`;
}

/** One WARC record (header block, content, two CRLFs) as its own gzip member. */
function warcRecord(
  type: "request" | "response",
  url: string,
  position: number,
  content: Buffer,
): Buffer {
  const head = [
    "WARC/1.0",
    `WARC-Type: ${type}`,
    `WARC-Record-ID: ${recordId(position)}`,
    `WARC-Date: ${WARC_DATE}`,
    `WARC-Target-URI: ${url}`,
    `Content-Type: application/http; msgtype=${type}`,
    `Content-Length: ${content.length}`,
    "",
    "",
  ].join("\r\n");
  return gzipSync(Buffer.concat([Buffer.from(head), content, Buffer.from("\r\n\r\n")]));
}

async function writeArchive(path: string): Promise<void> {
  const sources = datasetDirs.flatMap((dir) => {
    const dataset = loadDataset(dir);
    return dataset.records.map((record) => ({ dataset, record }));
  });
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  for (let page = 0; page < pages; page++) {
    const { dataset, record } = sources[page % sources.length];
    const copy = Math.floor(page / sources.length);
    const host = `${dataset.name}.example`;
    const url = `https://${host}/${record.id}?copy=${copy}`;
    const html = gunzipSync(readPageBytes(dataset, record));
    const request = `GET /${record.id}?copy=${copy} HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
    const response = Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${html.length}\r\n\r\n`,
      ),
      html,
    ]);
    out.write(warcRecord("request", url, 2 * page, Buffer.from(request)));
    if (!out.write(warcRecord("response", url, 2 * page + 1, response))) await once(out, "drain");
    if ((page + 1) % 10_000 === 0) console.error(`archive: ${page + 1} pages`);
  }
  out.end();
  await once(out, "finish");
  renameSync(partial, path);
}

async function sha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest("hex");
}

/** Every process below `root` (itself included), from the parent ids in /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory (bytes) and CPU seconds (user + system, all threads) of the processes. */
function treeUsage(pids: readonly number[]): { rss: number; cpuSeconds: number } {
  let rss = 0;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rss += 1024 * Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // Gone since the tree was listed.
    }
  }
  return { rss, cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND };
}

/**
 * How far the processes have read the archive (0 to 1): the file position of the descriptor open
 * on it. The archive repeats the same pages throughout, so that is also the share of pages read
 * (a little ahead of those extracted: the reader runs ahead of the workers by its queue).
 */
function archiveShare(pids: readonly number[], size: number): number | undefined {
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== warcPath) continue;
        const position = /pos:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, "utf8"));
        if (position !== null) return Number(position[1]) / size;
      }
    } catch {
      // Gone since the tree was listed, or the descriptor closed meanwhile.
    }
  }
  return undefined;
}

interface Sample {
  readonly seconds: number;
  readonly rssMb: number;
  readonly cpuSeconds: number;
  readonly archiveShare?: number;
}

async function runCli(): Promise<{ samples: Sample[]; time: string; summary: string }> {
  const child = spawn(
    "/usr/bin/time",
    [
      "-f",
      "time: %U user %S sys %M maxrss_kb %e wall",
      process.execPath,
      cli,
      "extract",
      warcPath,
      "--format",
      "jsonl",
      "--out",
      "/dev/null",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const start = performance.now();
  const samples: Sample[] = [];
  const size = statSync(warcPath).size;
  const sample = () => {
    const tree = processTree(child.pid ?? 0);
    const usage = treeUsage(tree);
    const share = archiveShare(tree, size);
    const seconds = (performance.now() - start) / 1000;
    samples.push({
      seconds,
      rssMb: usage.rss / 1e6,
      cpuSeconds: usage.cpuSeconds,
      archiveShare: share,
    });
    console.error(
      `${seconds.toFixed(0)} s: RSS ${(usage.rss / 1e6).toFixed(0)} MB, CPU ${usage.cpuSeconds.toFixed(0)} s, archive read ${((share ?? 0) * 100).toFixed(1)} %`,
    );
  };
  const timer = setInterval(sample, intervalMs);
  const [code] = await once(child, "exit");
  clearInterval(timer);
  if (code !== 0) throw new Error(`pith extract exited ${code}: ${stderr}`);
  const lines = stderr.trim().split("\n");
  return {
    samples,
    time: lines.find((line) => line.startsWith("time:")) ?? "",
    summary: lines.find((line) => line.startsWith("pith extract:")) ?? "",
  };
}

if (!existsSync(warcPath)) {
  console.error(`writing ${pages} pages to ${warcPath}`);
  await writeArchive(warcPath);
}
const digest = await sha256(warcPath);
console.log(`${warcPath}: sha256 ${digest}`);
const { samples, time, summary } = await runCli();
const [user, sys] = [/([\d.]+) user/, /([\d.]+) sys/].map((re) => Number(re.exec(time)?.[1]));
const rss = samples.map((s) => s.rssMb);
const sorted = [...rss].sort((a, b) => a - b);
const deciles = Array.from({ length: 10 }, (_, d) => {
  const part = rss.slice(
    Math.floor((d * rss.length) / 10),
    Math.floor(((d + 1) * rss.length) / 10),
  );
  return Math.max(...part);
});
const result = {
  warc: warcPath,
  sha256: digest,
  pages,
  summary,
  time,
  cpuSeconds: user + sys,
  pagesPerCpuSecond: pages / (user + sys),
  rssMb: {
    first: rss[0],
    median: sorted[Math.floor(sorted.length / 2)],
    max: sorted[sorted.length - 1],
    last: rss[rss.length - 1],
    maxByTenth: deciles,
  },
  samples,
};
mkdirSync(dirname(reportPath), { recursive: true });
writeFileSync(reportPath, JSON.stringify(result, null, 2));
console.log(summary);
console.log(time);
console.log(
  `pages per CPU second ${result.pagesPerCpuSecond.toFixed(1)} (${pages} pages / ${(user + sys).toFixed(1)} CPU s)`,
);
console.log(
  `RSS of the process tree, MB: first sample ${rss[0].toFixed(0)}, median ${result.rssMb.median.toFixed(0)}, max ${result.rssMb.max.toFixed(0)}, last ${result.rssMb.last.toFixed(0)}; highest in each tenth of the run: ${deciles.map((mb) => mb.toFixed(0)).join(" / ")}`,
);
