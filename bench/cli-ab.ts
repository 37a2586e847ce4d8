/**
 * Alternating A/B runs of `pith extract --format jsonl` over the shared pages, one build against
 * another (or several), to measure a speed change and prove it changed no output:
 *   nice npx tsx bench/cli-ab.ts --builds NAME=DIST[,NAME=DIST…] [--rounds R] [--jobs N]
 *     [--same NAME,NAME] [--inputs DIR…]
 * Each round runs every build once, in the order given, each under GNU time (CPU of the whole
 * process: the workers, the main thread, the garbage collector); pages per CPU second is the
 * CLI's page count over that. Every run writes its records to a temporary file; the builds named
 * by --same must give the same bytes once each record's `ms` (the time extract() took) is removed.
 * --jobs defaults to the CLI's own default. Inputs default to ../shared/data (all four datasets).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median } from "./cli-throughput.js";

const args = process.argv.slice(2);
const option = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const builds = (option("--builds") ?? "")
  .split(",")
  .filter((spec) => spec !== "")
  .map((spec) => {
    const [name, dist] = spec.split("=");
    return { name, cli: join(dist, "cli/main.js") };
  });
if (builds.length === 0) throw new Error("--builds NAME=DIST[,NAME=DIST…] is required");
const rounds = Number(option("--rounds") ?? 2);
const jobs = option("--jobs");
const same = (option("--same") ?? "").split(",").filter((name) => name !== "");
const inputsAt = args.indexOf("--inputs");
const inputs = inputsAt >= 0 ? args.slice(inputsAt + 1) : ["../shared/data"];

interface Run {
  readonly pages: number;
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly maxRssMb: number;
  /** The records with `ms` removed, one per line. */
  readonly records: string;
}

function runCli(cli: string, out: string): Run {
  const result = spawnSync(
    "/usr/bin/time",
    [
      "-f",
      "time: %U %S %e %M",
      process.execPath,
      cli,
      "extract",
      ...inputs,
      "--format",
      "jsonl",
      "--out",
      out,
      ...(jobs === undefined ? [] : ["--jobs", jobs]),
    ],
    { encoding: "utf8" },
  );
  const time = /time: ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(result.stderr);
  const pages = Number(/pith extract: (\d+) pages/.exec(result.stderr)?.[1]);
  if (result.status !== 0 || time === null || !Number.isFinite(pages))
    throw new Error(`${cli} extract: ${result.stderr}`);
  const records = readFileSync(out, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const { ms: _ms, ...record } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(record);
    })
    .join("\n");
  return {
    pages,
    cpuSeconds: Number(time[1]) + Number(time[2]),
    wallSeconds: Number(time[3]),
    maxRssMb: (Number(time[4]) * 1024) / 1e6,
    records,
  };
}

const work = mkdtempSync(join(tmpdir(), "pith-cli-ab-"));
const runs = new Map(builds.map((build) => [build.name, [] as Run[]]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const build of builds) {
      const run = runCli(build.cli, join(work, `${build.name}.jsonl`));
      runs.get(build.name)?.push(run);
      console.log(
        `round ${round + 1} ${build.name}: ${run.pages} pages, ${run.cpuSeconds.toFixed(1)} CPU s, ${(run.pages / run.cpuSeconds).toFixed(1)} pages per CPU second, ${run.wallSeconds.toFixed(1)} s wall, max RSS ${run.maxRssMb.toFixed(0)} MB`,
      );
    }
    if (same.length > 1) {
      const [first, ...others] = same.map((name) => runs.get(name)?.[round]?.records);
      const identical = others.every((records) => records === first);
      console.log(
        `round ${round + 1}: records of ${same.join(", ")} without ms ${identical ? "identical" : "DIFFER"}`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const [name, list] of runs) {
  const rates = list.map((run) => run.pages / run.cpuSeconds);
  console.log(
    `${name}: pages per CPU second ${rates.map((rate) => rate.toFixed(1)).join(", ")} (median ${median(rates).toFixed(1)}); CPU s ${list.map((run) => run.cpuSeconds.toFixed(1)).join(", ")}`,
  );
}
