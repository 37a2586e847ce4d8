/**
 * `pith extract` throughput on the shared pages, read two ways: as the datasets' files, and as one
 * WARC archive holding the same pages (a request and a gzipped response record per page, as
 * crawlers write them; built in a temporary directory with warcio's serializer):
 *   npm run bench:throughput -- [--jobs N] [--passes P] [dataset dirs…]
 * Runs the built CLI (dist/) alternately on both inputs, P passes each; prints pages/s per run and
 * the median, and checks that both inputs gave the same texts. Wall-clock rates count other jobs on
 * the machine; the CPU the CLI process used (every thread: the workers and the main thread that
 * reads and writes) does not, so pages per CPU second is the rate per core. A probe loaded into the
 * CLI process (`--import`, see PROBE) reads that CPU time and samples the resident memory; one more
 * run reads every page MEMORY_PASSES times over in one process, and its highest memory in each pass
 * shows whether memory stays flat or grows with the pages read (the same pages each pass, so the
 * same peaks unless something is kept). Resident memory also holds what V8 has not yet collected
 * or returned, so the leak check proper is in this process: `extract()` over every page
 * MEMORY_PASSES times, with the heap still in use after a full collection at the end of each pass
 * (`liveHeapByPassMb`). docs/results.md's throughput section (bench/results/throughput.ts) runs
 * it too.
 */
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { WARCRecord, WARCSerializer } from "warcio";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { extract } from "../src/extract/extract.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../src/extract/options.js";
import { readWarc } from "../src/input/warc.js";
import { benchArgs } from "./bench-setup.js";

export interface ThroughputOptions {
  readonly datasetDirs: readonly string[];
  readonly jobs: number;
  readonly passes: number;
}

/** One CLI run as measured. */
export interface CliRun {
  /** pages/s of wall-clock time, from the CLI's summary line. */
  readonly rate: number;
  /** Pages per second of CPU time of the whole CLI process. */
  readonly cpuRate: number;
  /** Peak resident set size of the process, in MB. */
  readonly peakRssMb: number;
}

/** Passes over every page in the one process of the memory run. */
export const MEMORY_PASSES = 4;

export interface Throughput {
  readonly pages: number;
  /** Size of the archive file, in bytes. */
  readonly archiveBytes: number;
  /** Each pass's run, by input. */
  readonly runs: { readonly files: CliRun[]; readonly warc: CliRun[] };
  /** The memory run's highest resident set size sampled in each pass (by time), in MB. */
  readonly rssByPassMb: readonly number[];
  /** Heap in use after a full collection at the end of each pass of `extract()` in process, in MB. */
  readonly liveHeapByPassMb: readonly number[];
  /**
   * Pages whose text differs between the two inputs. An archive record carries the page's address
   * (here `https://<dataset>.example/<id>`), a file none, and the address is evidence for the title
   * (so for the headline leaving the body) and resolves links.
   */
  readonly differingTexts: number;
  /** CPU ms per page of reading the archive alone (`readWarc`, in this process). */
  readonly archiveReadMsPerPage: number;
}

const cli = new URL("../dist/cli/main.js", import.meta.url).pathname;

export async function measureThroughput(options: ThroughputOptions): Promise<Throughput> {
  const work = mkdtempSync(join(tmpdir(), "pith-throughput-"));
  try {
    const archive = await writeArchive(options.datasetDirs, join(work, "shared.warc.gz"));
    const pagesDirs = options.datasetDirs.map((dir) => join(dir, "pages"));
    const runs = { files: [] as CliRun[], warc: [] as CliRun[] };
    let differingTexts = 0;
    for (let pass = 0; pass < options.passes; pass++) {
      const files = run(pagesDirs, work, "files", options.jobs, archive.pages);
      const warc = run([archive.path], work, "warc", options.jobs, archive.pages);
      runs.files.push(files.run);
      runs.warc.push(warc.run);
      differingTexts = Math.max(differingTexts, countDiffering(files.texts, warc.texts));
    }
    const repeated = Array.from({ length: MEMORY_PASSES }, () => pagesDirs).flat();
    const memory = run(repeated, work, "memory", options.jobs, MEMORY_PASSES * archive.pages);
    return {
      pages: archive.pages,
      rssByPassMb: peaksByPart(memory.rssSamples, MEMORY_PASSES).map((bytes) => bytes / 1e6),
      liveHeapByPassMb: liveHeapByPass(options.datasetDirs),
      archiveBytes: statSync(archive.path).size,
      runs,
      differingTexts,
      archiveReadMsPerPage: (await readCpuMs(archive.path)) / archive.pages,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The datasets' pages as one `.warc.gz`; returns its path and page count. */
async function writeArchive(
  datasetDirs: readonly string[],
  path: string,
): Promise<{ path: string; pages: number }> {
  const out = createWriteStream(path);
  let pages = 0;
  for (const dir of datasetDirs) {
    const dataset = loadDataset(dir);
    for (const record of dataset.records) {
      const url = `https://${dataset.name}.example/${record.id}`;
      const request = WARCRecord.create(
        {
          url,
          type: "request",
          httpHeaders: { Host: `${dataset.name}.example` },
          statusline: `GET /${record.id} HTTP/1.1`,
        },
        [],
      );
      const response = WARCRecord.create(
        {
          url,
          type: "response",
          httpHeaders: { "Content-Type": "text/html" },
          statusline: "HTTP/1.1 200 OK",
        },
        [readPageBytes(dataset, record)],
      );
      for (const warc of [request, response])
        if (!out.write(await WARCSerializer.serialize(warc, { gzip: true })))
          await once(out, "drain");
      pages++;
    }
  }
  out.end();
  await once(out, "finish");
  return { path, pages };
}

/**
 * `extract()` over every page of the datasets MEMORY_PASSES times in this process; after each pass,
 * the heap still in use once everything collectable is collected, in MB. The pages' bytes are read
 * once, before the first pass, so they weigh the same in every pass.
 */
function liveHeapByPass(datasetDirs: readonly string[]): number[] {
  setFlagsFromString("--expose-gc");
  const collectGarbage = runInNewContext("gc") as () => void;
  const pages = datasetDirs.flatMap((dir) => {
    const dataset = loadDataset(dir);
    return dataset.records.map((record) => readPageBytes(dataset, record));
  });
  return Array.from({ length: MEMORY_PASSES }, () => {
    for (const page of pages) {
      try {
        extract(page, { html: false });
      } catch {
        // A page pith refuses holds nothing afterwards either.
      }
    }
    collectGarbage();
    return process.memoryUsage().heapUsed / 1e6;
  });
}

/** CPU milliseconds `readWarc` takes over the whole archive. */
async function readCpuMs(path: string): Promise<number> {
  const start = process.cpuUsage();
  for await (const _ of readWarc(createReadStream(path), {
    maxBytes: DEFAULT_EXTRACT_OPTIONS.maxBytes,
  })) {
    // reading is what is timed
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * Loaded into the CLI process with `--import`: samples its resident memory every 100 ms and, at
 * exit, writes the samples and the process's resource usage (CPU of every thread, peak RSS) to the
 * file named by PITH_PROBE_OUT.
 */
const PROBE = `
import { writeFileSync } from "node:fs";
const start = performance.now();
const samples = [];
setInterval(() => samples.push([performance.now() - start, process.memoryUsage.rss()]), 100).unref();
process.on("exit", () => writeFileSync(process.env.PITH_PROBE_OUT, JSON.stringify({ samples, usage: process.resourceUsage() })));
`;

interface ProbeReport {
  readonly samples: [number, number][];
  readonly usage: NodeJS.ResourceUsage;
}

/** Pages of `a` whose text in `b` differs or is missing (by `dataset/id`). */
function countDiffering(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): number {
  let differing = 0;
  for (const [page, text] of a) if (b.get(page) !== text) differing++;
  return differing + Math.max(0, b.size - a.size);
}

/**
 * The page a CLI record came from, as `dataset/id`: from the archive's address
 * (`https://<dataset>.example/<id>`) or the file's path (`…/<dataset>/pages/<id>.html[.gz]`).
 */
function pageOf(record: { readonly source?: string; readonly url?: string }): string {
  if (record.url !== undefined) {
    const { hostname, pathname } = new URL(record.url);
    return `${hostname.replace(/\.example$/, "")}${pathname}`;
  }
  const parts = (record.source ?? "").split("/");
  return `${parts[parts.length - 3]}/${parts[parts.length - 1].replace(/\.html?(\.gz)?$/, "")}`;
}

/** One CLI run: what it measured, its memory samples and the text of each page it wrote. */
function run(
  inputs: readonly string[],
  work: string,
  name: string,
  jobs: number,
  pages: number,
): { run: CliRun; rssSamples: [number, number][]; texts: Map<string, string> } {
  const out = join(work, `${name}.jsonl`);
  const probeOut = join(work, `${name}.probe.json`);
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      `data:text/javascript,${encodeURIComponent(PROBE)}`,
      cli,
      "extract",
      ...inputs,
      "--jobs",
      String(jobs),
      "--out",
      out,
    ],
    { encoding: "utf8", env: { ...process.env, PITH_PROBE_OUT: probeOut } },
  );
  const rate = Number(/\(([\d.]+) pages\/s\)/.exec(result.stderr)?.[1]);
  if (result.status !== 0 || !Number.isFinite(rate))
    throw new Error(`pith extract ${inputs.join(" ")}: ${result.stderr}`);
  const texts = new Map(
    readFileSync(out, "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { text: string; source?: string; url?: string })
      .map((record) => [pageOf(record), record.text]),
  );
  const probe = JSON.parse(readFileSync(probeOut, "utf8")) as ProbeReport;
  const cpuSeconds = (probe.usage.userCPUTime + probe.usage.systemCPUTime) / 1e6;
  return {
    run: {
      rate,
      cpuRate: pages / cpuSeconds,
      peakRssMb: (probe.usage.maxRSS * 1024) / 1e6, // maxRSS is in KiB
    },
    rssSamples: probe.samples,
    texts,
  };
}

/** The highest of `[time, value]` samples in each of `parts` equal spans of the sampled time. */
function peaksByPart(samples: readonly (readonly [number, number])[], parts: number): number[] {
  const end = samples.length === 0 ? 0 : samples[samples.length - 1][0];
  const peaks = new Array<number>(parts).fill(0);
  for (const [time, value] of samples) {
    const part = Math.min(parts - 1, Math.floor((parts * time) / (end || 1)));
    peaks[part] = Math.max(peaks[part], value);
  }
  return peaks;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { option, datasetDirs } = benchArgs(process.argv.slice(2));
  const jobs = Number(option("--jobs") ?? 2);
  const passes = Number(option("--passes") ?? 3);
  const measured = await measureThroughput({ datasetDirs, jobs, passes });
  console.log(`${measured.pages} pages; --jobs ${jobs}; ${passes} passes, alternating`);
  for (const [input, runs] of Object.entries(measured.runs)) {
    const list = (values: number[]) =>
      `${values.map((v) => v.toFixed(1)).join(", ")} (median ${median(values).toFixed(1)})`;
    console.log(`${input.padEnd(6)} pages/s: ${list(runs.map((r) => r.rate))}`);
    console.log(`${input.padEnd(6)} pages per CPU second: ${list(runs.map((r) => r.cpuRate))}`);
    console.log(`${input.padEnd(6)} peak RSS MB: ${list(runs.map((r) => r.peakRssMb))}`);
  }
  console.log(
    `every page ${MEMORY_PASSES} times in one process, highest RSS MB in each pass: ${measured.rssByPassMb.map((mb) => mb.toFixed(0)).join(" / ")}`,
  );
  console.log(
    `extract() in process, heap in use after each pass and a full collection, MB: ${measured.liveHeapByPassMb.map((mb) => mb.toFixed(1)).join(" / ")}`,
  );
  console.log(`pages whose text differs between the inputs: ${measured.differingTexts}`);
  console.log(`reading the archive alone: ${measured.archiveReadMsPerPage.toFixed(2)} CPU ms/page`);
}
