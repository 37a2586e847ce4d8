import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { median } from "../cli-throughput.js";
import type { ResultsSection } from "./section.js";

const RUNS = 15;
const CLI = "dist/cli/main.js";
/** Pages a user is likely to try first: the README's example, and a heavy modern news page. */
const PAGES = [
  "examples/article.html",
  "../shared/data/fundus/pages/at-DiePresse-2025_06_05.html.gz",
];

interface Timing {
  readonly label: string;
  readonly wallMs: number[];
  readonly cpuMs: number[];
}

/** Wall and CPU (user + system, children included) of one run of the built CLI, as a user starts it. */
function timeOnce(args: readonly string[]): { wallMs: number; cpuMs: number } {
  const started = performance.now();
  const run = spawnSync("/usr/bin/time", ["-f", "%U %S", process.execPath, CLI, ...args], {
    encoding: "utf8",
  });
  const wallMs = performance.now() - started;
  if (run.status !== 0) throw new Error(`${args.join(" ")} failed: ${run.stderr}`);
  const lastLine = run.stderr.trim().split("\n").at(-1) ?? "";
  const [user, system] = lastLine.split(" ").map(Number);
  return { wallMs, cpuMs: (user + system) * 1000 };
}

/** Every command `RUNS` times, the commands taking turns so a change of load touches them alike. */
function measure(commands: readonly { label: string; args: string[] }[]): Timing[] {
  const timings = commands.map(({ label }) => ({
    label,
    wallMs: [] as number[],
    cpuMs: [] as number[],
  }));
  for (let run = 0; run < RUNS; run++) {
    commands.forEach(({ args }, at) => {
      const { wallMs, cpuMs } = timeOnce(args);
      timings[at].wallMs.push(wallMs);
      timings[at].cpuMs.push(cpuMs);
    });
  }
  return timings;
}

const spread = (values: readonly number[]) =>
  `${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} … ${Math.max(...values).toFixed(0)}`;

/** What a user waits for from the command line: `pith --version`, and one page extracted. */
export const startUpSection: ResultsSection = {
  id: "start-up",
  render() {
    const commands = [
      { label: "`pith --version`", args: ["--version"] },
      ...PAGES.map((page) => ({ label: `\`pith extract ${page}\``, args: ["extract", page] })),
    ];
    const loadBefore = loadavg()[0];
    const timings = measure(commands);
    return [
      "## Start-up: one command, one page",
      "",
      `The built CLI (\`node ${CLI}\`, default model, text to standard output) started ${RUNS} times per command, the commands taking turns; wall time as the user waits for it, CPU time of the process and its worker thread (\`/usr/bin/time\`). ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadBefore.toFixed(2)} when it started (other jobs on the machine show up in the wall times). Issue 54's bounds: \`--version\` ≤ 150 ms, one page ≤ 400 ms wall. Command: \`npm run build && npm run results -- --only start-up\`.`,
      "",
      "| command | wall ms, median | min … max | CPU ms, median | min … max |",
      "| --- | ---: | --- | ---: | --- |",
      ...timings.map(
        ({ label, wallMs, cpuMs }) => `| ${label} | ${spread(wallMs)} | ${spread(cpuMs)} |`,
      ),
    ].join("\n");
  },
};
