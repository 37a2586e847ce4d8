import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import {
  type CliRun,
  MEMORY_PASSES,
  measureThroughput,
  median,
  type Throughput,
} from "../cli-throughput.js";
import { SHARED_DATA_DIRS } from "../shared-datasets.js";
import type { ResultsSection } from "./section.js";

const JOBS = 2;
const PASSES = 3;
/** Where the measurement is kept for the targets section. */
export const THROUGHPUT_REPORT = "bench/out/throughput.json";

/** `pith extract` pages/s over every shared page, from their files and from one WARC archive. */
export const throughputSection: ResultsSection = {
  id: "throughput",
  async render() {
    const measured = await measureThroughput({
      datasetDirs: SHARED_DATA_DIRS,
      jobs: JOBS,
      passes: PASSES,
    });
    mkdirSync("bench/out", { recursive: true });
    writeFileSync(THROUGHPUT_REPORT, JSON.stringify(measured, null, 2));
    const rates = (runs: readonly CliRun[], rate: (run: CliRun) => number) => {
      const values = runs.map(rate);
      return `${values.map((value) => value.toFixed(1)).join(", ")} | ${median(values).toFixed(1)}`;
    };
    const rateRow = (input: string, runs: readonly CliRun[]) =>
      `| ${input} | ${rates(runs, (run) => run.rate)} | ${rates(runs, (run) => run.cpuRate)} | ${rates(runs, (run) => run.peakRssMb)} |`;
    return [
      "## Command-line throughput and memory: files and web archives",
      "",
      `\`pith extract\` (built CLI, default model, \`--jobs ${JOBS}\`, JSON lines to a file) over all ${measured.pages} shared pages, read as the datasets' files and as one WARC archive of the same pages (${(measured.archiveBytes / 1e6).toFixed(0)} MB; a request and a gzipped response record per page, as crawlers write them). ${PASSES} passes each, alternating, on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}. Wall-clock rates are the CLI's summary line, so other jobs on the machine show up in them; pages per CPU second divide the pages by the CPU time of the whole CLI process (workers, main thread, garbage collector), which is the rate per core: steadier, but other jobs on the same physical cores slow every instruction too, so it moves with the load as well (the spread of the passes shows by how much). Command: \`npm run build && npm run bench:throughput\`; this section: \`npm run results -- --only throughput\`.`,
      "",
      "| input | pages/s per pass | median | pages per CPU second per pass | median | peak RSS MB per pass | median |",
      "| --- | --- | ---: | --- | ---: | --- | ---: |",
      rateRow("files (`pages/` directories)", measured.runs.files),
      rateRow("one `.warc.gz`", measured.runs.warc),
      "",
      `Pages whose text differs between the two inputs: ${measured.differingTexts} of ${measured.pages}. An archive record carries the page's address (here \`https://<dataset>.example/<id>\`) and a file none; the address is evidence for the title, so for which headline line leaves the body, and resolves the links. An archive is read in the main thread (warcio inflates each gzipped record and parses its HTTP headers) while the workers extract, which costs ${measured.archiveReadMsPerPage.toFixed(1)} ms of CPU per page (measured alone): that is the gap between the rows.`,
      "",
      `Memory over a long run: one \`pith extract\` reading every page's file ${MEMORY_PASSES} times over (${MEMORY_PASSES * measured.pages} pages, same options), its resident memory sampled every 100 ms from inside the process; highest sample in each pass (each a ${MEMORY_PASSES}th of the run's time): ${measured.rssByPassMb.map((mb) => `${mb.toFixed(0)}`).join(" / ")} MB. Resident memory also counts what V8 has not collected yet and heap it keeps for later, and settles over the first passes; whether pages leave anything behind is the live heap: \`extract()\` over every page ${MEMORY_PASSES} times in one process, heap still in use after a full collection at the end of each pass: ${measured.liveHeapByPassMb.map((mb) => mb.toFixed(1)).join(" / ")} MB (what stays in use is mostly the benchmark's own: TypeScript compiled on the fly and the datasets' gold records; the pages' bytes, read once before the first pass, are outside the heap).`,
    ].join("\n");
  },
};

/** The files runs' median pages per CPU second, for the targets. */
export function medianCpuRate(measured: Throughput): number {
  return median(measured.runs.files.map((run) => run.cpuRate));
}
