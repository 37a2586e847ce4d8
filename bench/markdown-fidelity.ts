/**
 * Markdown fidelity of pith's Markdown against the annotators' Markdown of the shared WCXB pages
 * (gold field `markdown`), per page type: a shingle F1 over Markdown tokens (words and Markdown's
 * marks; src/eval/metrics/markdown.ts, the metric of ../shared/tools/score_md.py) with pith's
 * `# Title` line removed (the gold has no title line), and, apart, each structure's counts:
 * matched (the smaller of gold and pith per page), gold and pith. Writes the predictions as JSON
 * Lines ({id, markdown}) for the cross-check: python3 ../shared/tools/score_md.py DIR FILE.
 * Usage: npx tsx bench/markdown-fidelity.ts [--data ../shared/data/wcxb] [--out FILE.jsonl]
 */
import { writeFileSync } from "node:fs";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import {
  MARKDOWN_STRUCTURES,
  type MarkdownStructure,
  markdownShingleScore,
  structureCounts,
} from "../src/eval/metrics/markdown.js";
import { extract } from "../src/extract/extract.js";
import { formatResult } from "../src/output/format.js";

const args = process.argv.slice(2);
const optionValue = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const dataset = loadDataset(optionValue("--data") ?? "../shared/data/wcxb");
const out = optionValue("--out");

interface Group {
  precisions: number[];
  recalls: number[];
  matched: Record<MarkdownStructure, number>;
  gold: Record<MarkdownStructure, number>;
  given: Record<MarkdownStructure, number>;
}

const KINDS = Object.keys(MARKDOWN_STRUCTURES) as MarkdownStructure[];
const zeros = () =>
  Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<MarkdownStructure, number>;
const groups = new Map<string, Group>();
const groupOf = (name: string): Group => {
  let group = groups.get(name);
  if (group === undefined) {
    group = { precisions: [], recalls: [], matched: zeros(), gold: zeros(), given: zeros() };
    groups.set(name, group);
  }
  return group;
};

/** pith's Markdown without its `# Title` line: the gold Markdown has no title. */
function bodyMarkdown(markdown: string): string {
  return markdown.replace(/^# [^\n]*\n+/, "");
}

const predictions: string[] = [];
for (const record of dataset.records) {
  const gold = (record as { markdown?: string | null }).markdown;
  if (typeof gold !== "string") continue;
  let markdown = "";
  try {
    const result = extract(readPageBytes(dataset, record), {
      ...(record.url === null ? {} : { url: record.url }),
    });
    markdown = bodyMarkdown(formatResult(result, "markdown"));
  } catch {
    // A page pith cannot read scores as an empty output.
  }
  predictions.push(JSON.stringify({ id: record.id, markdown }));
  const { precision, recall } = markdownShingleScore(gold, markdown);
  const goldCounts = structureCounts(gold);
  const givenCounts = structureCounts(markdown);
  for (const name of ["all", record.page_type ?? "unknown"]) {
    const group = groupOf(name);
    group.precisions.push(precision);
    group.recalls.push(recall);
    for (const kind of KINDS) {
      group.gold[kind] += goldCounts[kind];
      group.given[kind] += givenCounts[kind];
      group.matched[kind] += Math.min(goldCounts[kind], givenCounts[kind]);
    }
  }
}
if (out !== undefined) writeFileSync(out, `${predictions.join("\n")}\n`);

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
const f1 = (p: number, r: number) => (p + r > 0 ? (2 * p * r) / (p + r) : 0);
const lines = ["| page type | pages | P | R | F1 |", "|---|---:|---:|---:|---:|"];
const names = [...groups.keys()].filter((name) => name !== "all").sort();
for (const name of [...names, "all"]) {
  const group = groupOf(name);
  const p = mean(group.precisions);
  const r = mean(group.recalls);
  lines.push(
    `| ${name === "all" ? "**all**" : name} | ${group.precisions.length} | ${p.toFixed(3)} | ${r.toFixed(3)} | ${f1(p, r).toFixed(3)} |`,
  );
}
lines.push("", "| structure | gold | pith | matched | P | R |", "|---|---:|---:|---:|---:|---:|");
const all = groupOf("all");
for (const kind of KINDS) {
  const { gold, given, matched } = {
    gold: all.gold[kind],
    given: all.given[kind],
    matched: all.matched[kind],
  };
  lines.push(
    `| ${kind} | ${gold} | ${given} | ${matched} | ${given > 0 ? (matched / given).toFixed(3) : "–"} | ${gold > 0 ? (matched / gold).toFixed(3) : "–"} |`,
  );
}
process.stdout.write(`${lines.join("\n")}\n`);
