import { cpus } from "node:os";
import { measureThroughput, median } from "../cli-throughput.js";
import { SHARED_DATASETS } from "../decision/datasets.js";
import type { ResultsSection } from "./section.js";

const JOBS = 2;
const PASSES = 3;

/** `pith extract` pages/s over every shared page, from their files and from one WARC archive. */
export const throughputSection: ResultsSection = {
  id: "throughput",
  async render() {
    const measured = await measureThroughput({
      datasetDirs: SHARED_DATASETS,
      jobs: JOBS,
      passes: PASSES,
    });
    const row = (input: string, rates: readonly number[]) =>
      `| ${input} | ${rates.map((rate) => rate.toFixed(1)).join(", ")} | ${median(rates).toFixed(1)} |`;
    return [
      "## Command-line throughput: files and web archives",
      "",
      `\`pith extract\` (built CLI, default model, \`--jobs ${JOBS}\`, JSON lines to a file) over all ${measured.pages} shared pages, read as the datasets' files and as one WARC archive of the same pages (${(measured.archiveBytes / 1e6).toFixed(0)} MB; a request and a gzipped response record per page, as crawlers write them). ${PASSES} passes each, alternating, on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}; wall-clock rates from the CLI's summary line, so other jobs on the machine show up in them. Command: \`npm run build && npm run bench:throughput\`; this section: \`npm run results -- --only throughput\`.`,
      "",
      "| input | pages/s per pass | median |",
      "| --- | --- | ---: |",
      row("files (`pages/` directories)", measured.rates.files),
      row("one `.warc.gz`", measured.rates.warc),
      "",
      `Both inputs gave the same texts: ${measured.sameTexts ? "yes" : "**no**"}. An archive is read in the main thread (warcio inflates each gzipped record and parses its HTTP headers) while the workers extract, which costs ${measured.archiveReadMsPerPage.toFixed(1)} ms of CPU per page (measured alone): on two cores, that is the gap between the rows.`,
    ].join("\n");
  },
};
