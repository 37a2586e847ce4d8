/**
 * `pith extract` throughput on the shared pages, read two ways: as the datasets' files, and as one
 * WARC archive holding the same pages (a request and a gzipped response record per page, as
 * crawlers write them; built in a temporary directory with warcio's serializer):
 *   npm run bench:throughput -- [--jobs N] [--passes P] [dataset dirs…]
 * Runs the built CLI (dist/) alternately on both inputs, P passes each; prints pages/s per run and
 * the median, and checks that both inputs gave the same texts. Wall-clock rates: run it on a quiet
 * machine. docs/results.md's throughput section (bench/results/throughput.ts) runs it too.
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
import { WARCRecord, WARCSerializer } from "warcio";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { readWarc } from "../src/input/warc.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../src/options.js";
import { benchArgs } from "./bench-setup.js";

export interface ThroughputOptions {
  readonly datasetDirs: readonly string[];
  readonly jobs: number;
  readonly passes: number;
}

export interface Throughput {
  readonly pages: number;
  /** Size of the archive file, in bytes. */
  readonly archiveBytes: number;
  /** pages/s of each pass, by input. */
  readonly rates: { readonly files: number[]; readonly warc: number[] };
  readonly sameTexts: boolean;
  /** CPU ms per page of reading the archive alone (`readWarc`, in this process). */
  readonly archiveReadMsPerPage: number;
}

const cli = new URL("../dist/cli/main.js", import.meta.url).pathname;

export async function measureThroughput(options: ThroughputOptions): Promise<Throughput> {
  const work = mkdtempSync(join(tmpdir(), "pith-throughput-"));
  try {
    const archive = await writeArchive(options.datasetDirs, join(work, "shared.warc.gz"));
    const pagesDirs = options.datasetDirs.map((dir) => join(dir, "pages"));
    const rates = { files: [] as number[], warc: [] as number[] };
    let sameTexts = true;
    for (let pass = 0; pass < options.passes; pass++) {
      const files = run(pagesDirs, join(work, "files.jsonl"), options.jobs);
      const warc = run([archive.path], join(work, "warc.jsonl"), options.jobs);
      rates.files.push(files.rate);
      rates.warc.push(warc.rate);
      // Directory walks sort by name, the archive keeps dataset order: compare as multisets.
      sameTexts &&=
        JSON.stringify([...files.texts].sort()) === JSON.stringify([...warc.texts].sort());
    }
    return {
      pages: archive.pages,
      archiveBytes: statSync(archive.path).size,
      rates,
      sameTexts,
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

/** One CLI run: its pages/s (from the summary line) and the texts it wrote, in order. */
function run(
  inputs: readonly string[],
  out: string,
  jobs: number,
): { rate: number; texts: string[] } {
  const result = spawnSync(
    process.execPath,
    [cli, "extract", ...inputs, "--jobs", String(jobs), "--out", out],
    { encoding: "utf8" },
  );
  const rate = Number(/\(([\d.]+) pages\/s\)/.exec(result.stderr)?.[1]);
  if (result.status !== 0 || !Number.isFinite(rate))
    throw new Error(`pith extract ${inputs.join(" ")}: ${result.stderr}`);
  const texts = readFileSync(out, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => (JSON.parse(line) as { text: string }).text);
  return { rate, texts };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { option, datasetDirs } = benchArgs(process.argv.slice(2));
  const jobs = Number(option("--jobs") ?? 2);
  const passes = Number(option("--passes") ?? 3);
  const measured = await measureThroughput({ datasetDirs, jobs, passes });
  console.log(`${measured.pages} pages; --jobs ${jobs}; ${passes} passes, alternating`);
  for (const [input, values] of Object.entries(measured.rates))
    console.log(
      `${input.padEnd(6)} pages/s: ${values.map((v) => v.toFixed(1)).join(", ")} (median ${median(values).toFixed(1)})`,
    );
  console.log(`same texts from both inputs: ${measured.sameTexts ? "yes" : "NO"}`);
  console.log(`reading the archive alone: ${measured.archiveReadMsPerPage.toFixed(2)} CPU ms/page`);
}
