import { fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULT_DATA_DIRS, selectPages } from "../peers/pages.js";
import {
  compareParser,
  differences,
  MATERIAL_ELEMENT_SHARE,
  MATERIAL_TEXT_F1,
  type ParserComparison,
} from "./compare.js";
import { PARSERS } from "./parsers.js";
import { PARSER_OUT_DIR, type PageMeasurement, type ParserStats } from "./results.js";

const USAGE = `npm run bench:parsers -- [--data DIR [DIR...]] [--limit N]

parse5 (the spec's tree construction) vs htmlparser2 (raw, and as pith's parseHtml) on the same
decoded pages, each parser in its own child process: parse time, peak RSS and heap, tree fidelity
against parse5, and pith's default-model F1 on each parser's trees. Writes bench/out/parsers.json.`;

const CHILD = fileURLToPath(new URL("./child.ts", import.meta.url));

const { values, positionals } = parseArgs({
  options: {
    data: { type: "string", multiple: true },
    limit: { type: "string" },
    help: { type: "boolean" },
  },
  allowPositionals: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const dirs = values.data === undefined ? [...DEFAULT_DATA_DIRS] : [...values.data, ...positionals];
const limit = values.limit === undefined ? null : Number(values.limit);
if (limit !== null && !(Number.isInteger(limit) && limit > 0)) {
  console.error(`--limit needs a positive integer\n\n${USAGE}`);
  process.exit(2);
}

const golds = new Map(
  selectPages(dirs, limit ?? undefined).map((p) => [`${p.dataset}/${p.record.id}`, p.record.text]),
);
const measured = new Map<string, { pages: PageMeasurement[]; stats: ParserStats }>();
for (const parser of PARSERS) {
  process.stderr.write(`${parser.name}...\n`);
  await runChild(parser.name);
  measured.set(parser.name, {
    pages: readFileSync(join(PARSER_OUT_DIR, `${parser.name}.jsonl`), "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as PageMeasurement),
    stats: JSON.parse(
      readFileSync(join(PARSER_OUT_DIR, `${parser.name}.stats.json`), "utf8"),
    ) as ParserStats,
  });
}

const reference = measured.get("parse5")?.pages ?? null;
const comparisons = PARSERS.map(({ name }) => {
  const { pages, stats } = measured.get(name) as { pages: PageMeasurement[]; stats: ParserStats };
  return compareParser(name, pages, stats, name === "parse5" ? null : reference, golds);
});
const pith = measured.get("pith-parse")?.pages;
const worstPages =
  reference !== null && pith !== undefined
    ? differences(pith, reference)
        .filter((d) => d.textWordF1 < MATERIAL_TEXT_F1)
        .sort((a, b) => a.textWordF1 - b.textWordF1)
    : [];
const report = {
  generatedAt: new Date().toISOString(),
  command: `npm run bench:parsers${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  options: { data: dirs, limit },
  parsers: PARSERS.map(({ name, description }) => ({ name, description })),
  comparisons,
  pithVsParse5DifferingPages: worstPages,
};
writeFileSync("bench/out/parsers.json", `${JSON.stringify(report, null, 2)}\n`);
console.log(renderMarkdown(comparisons, worstPages.length));

function runChild(name: string): Promise<void> {
  const child = fork(CHILD, [name, JSON.stringify({ dirs, limit })], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} child exited with ${code}`)),
    ),
  );
}

function renderMarkdown(rows: readonly ParserComparison[], differing: number): string {
  const datasets = Object.keys(rows[0]?.downstreamF1 ?? {});
  const header = [
    "parser",
    "median ms",
    "p95 ms",
    "total s",
    "peak RSS MB",
    "peak heap MB",
    "tree bytes / HTML char",
    "max depth (median / max)",
    `text differs (word F1 < ${MATERIAL_TEXT_F1})`,
    "text differs badly (< 0.9)",
    "same words, other order",
    `elements differ > ${MATERIAL_ELEMENT_SHARE * 100}%`,
    ...datasets.map((d) => `pith F1 ${d}`),
  ];
  const body = rows.map((r) => [
    r.parser,
    r.medianMs.toFixed(2),
    r.p95Ms.toFixed(1),
    (r.totalMs / 1000).toFixed(1),
    String(Math.round(r.maxRssKiB / 1024)),
    String(Math.round(r.peakHeapBytes / 2 ** 20)),
    r.retainedBytesPerChar.toFixed(1),
    `${r.medianMaxDepth} / ${r.maxMaxDepth}`,
    r.fidelity === null ? "reference" : String(r.fidelity.textDiffers),
    r.fidelity === null ? "" : String(r.fidelity.textDiffersBadly),
    r.fidelity === null ? "" : String(r.fidelity.textOrderDiffers),
    r.fidelity === null ? "" : String(r.fidelity.elementsDiffer),
    ...datasets.map((d) => r.downstreamF1[d].toFixed(3)),
  ]);
  const lines = [header, header.map((_, i) => (i === 0 ? "---" : "---:")), ...body].map(
    (c) => `| ${c.join(" | ")} |`,
  );
  return `${lines.join("\n")}\n\nPages: ${rows[0]?.pages ?? 0}. pith-parse pages whose text differs from parse5: ${differing} (list in bench/out/parsers.json).`;
}
