/**
 * Markdown fidelity of pith's Markdown against the annotators' Markdown of the shared WCXB pages
 * (gold field `markdown`), per page type: a shingle F1 over Markdown tokens (words and Markdown's
 * marks; src/eval/metrics/markdown.ts, the metric of ../shared/tools/score_md.py) with pith's
 * `# Title` line removed (the gold has no title line), and, apart, each structure's counts:
 * matched (the smaller of gold and pith per page), gold and pith. Writes the predictions as JSON
 * Lines ({id, markdown}) for the cross-check: python3 ../shared/tools/score_md.py DIR FILE.
 * Then the same F1 on the repository's fixture suite (test/fixtures/<case>/), by kind of page
 * (`FIXTURE_KINDS`, read from the case's name): each case's `source.html` extracted by the shipped
 * model (its `options.json` kept, but not a model it names: the suite renders most cases with
 * `all-text`) against its reviewed `expected.md`, title lines removed on both sides. Cases with a
 * `todo.txt` have no reviewed Markdown and are only counted.
 * Usage: npx tsx bench/markdown-fidelity.ts [--data ../shared/data/wcxb] [--out FILE.jsonl]
 *   [--fixtures-only]
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import {
  MARKDOWN_STRUCTURES,
  type MarkdownStructure,
  markdownShingleScore,
  structureCounts,
} from "../src/eval/metrics/markdown.js";
import { extract } from "../src/extract/extract.js";
import type { ExtractOptions } from "../src/extract/options.js";
import { formatResult } from "../src/output/format.js";

const args = process.argv.slice(2);
const optionValue = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = optionValue("--out");
const fixturesOnly = args.includes("--fixtures-only");

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

/**
 * pith's Markdown without its `# Title` line: the gold Markdown has no title. A page of a title
 * alone (nothing after the line) has an empty body too.
 */
function bodyMarkdown(markdown: string): string {
  return markdown.replace(/^# [^\n]*(?:\n+|$)/, "");
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
const f1 = (p: number, r: number) => (p + r > 0 ? (2 * p * r) / (p + r) : 0);

/** pith's Markdown for a page, "" when it cannot read it (scored as an empty output). */
function markdownOf(input: string | Uint8Array, options: ExtractOptions): string {
  try {
    return bodyMarkdown(formatResult(extract(input, options), "markdown"));
  } catch {
    return "";
  }
}

function wcxbFidelity(): string[] {
  const dataset = loadDataset(optionValue("--data") ?? "../shared/data/wcxb");
  const predictions: string[] = [];
  for (const record of dataset.records) {
    const gold = (record as { markdown?: string | null }).markdown;
    if (typeof gold !== "string") continue;
    const markdown = markdownOf(readPageBytes(dataset, record), {
      ...(record.url === null ? {} : { url: record.url }),
    });
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
  return lines;
}

/**
 * The fixture suite's kinds, by the start of a case's name (the first that matches): the kinds of
 * issue 57's table (formulas, footnotes, papers, code, comments, HTML elements, page furniture that
 * is not body, articles and documentation).
 */
const FIXTURE_KINDS: readonly (readonly [kind: string, prefixes: readonly string[]])[] = [
  ["formulas", ["math-"]],
  ["footnotes", ["footnotes", "sidenote-", "texinfo-footnote", "node-webcrypto-footnotes"]],
  ["papers", ["paper-"]],
  ["code", ["code-"]],
  ["comments", ["comments-"]],
  [
    "not body",
    [
      "avatar-",
      "share-",
      "skip-link-",
      "node-skip-link",
      "pixel-",
      "print-",
      "form-",
      "heading-emoji",
      "sphinx-headerlink",
      "node-edit-on-github",
    ],
  ],
  [
    "elements",
    [
      "table-",
      "figure-",
      "definition-",
      "callout-",
      "embed-",
      "toc-",
      "sub-",
      "sup-",
      "heading-",
      "lazy-",
      "node-changelog-table",
    ],
  ],
  ["documentation", ["docbook-", "texinfo-", "documentation-"]],
  ["articles", [""]],
];

function kindOf(name: string): string {
  return (
    FIXTURE_KINDS.find(([, prefixes]) => prefixes.some((prefix) => name.startsWith(prefix)))?.[0] ??
    "articles"
  );
}

function fixtureFidelity(): string[] {
  const dir = "test/fixtures";
  const kinds = new Map<
    string,
    { precisions: number[]; recalls: number[]; todo: number; low: string[] }
  >();
  for (const name of readdirSync(dir).sort()) {
    const caseDir = join(dir, name);
    if (!existsSync(join(caseDir, "source.html"))) continue;
    const kind = kindOf(name);
    let group = kinds.get(kind);
    if (group === undefined) {
      group = { precisions: [], recalls: [], todo: 0, low: [] };
      kinds.set(kind, group);
    }
    if (!existsSync(join(caseDir, "expected.md"))) {
      group.todo++;
      continue;
    }
    const { model: _model, ...options } = existsSync(join(caseDir, "options.json"))
      ? (JSON.parse(readFileSync(join(caseDir, "options.json"), "utf8")) as ExtractOptions)
      : {};
    const markdown = markdownOf(readFileSync(join(caseDir, "source.html"), "utf8"), options);
    const expected = bodyMarkdown(readFileSync(join(caseDir, "expected.md"), "utf8"));
    const { precision, recall } = markdownShingleScore(expected, markdown);
    group.precisions.push(precision);
    group.recalls.push(recall);
    if (f1(precision, recall) < 0.8) group.low.push(`${name} ${f1(precision, recall).toFixed(2)}`);
  }
  const lines = [
    "| fixture kind | cases | P | R | F1 | todo | under 0.8 |",
    "|---|---:|---:|---:|---:|---:|---|",
  ];
  const order = [...FIXTURE_KINDS.map(([kind]) => kind)].filter((kind) => kinds.has(kind));
  const all = { precisions: [] as number[], recalls: [] as number[], todo: 0 };
  for (const kind of order) {
    const group = kinds.get(kind);
    if (group === undefined) continue;
    all.precisions.push(...group.precisions);
    all.recalls.push(...group.recalls);
    all.todo += group.todo;
    const p = mean(group.precisions);
    const r = mean(group.recalls);
    lines.push(
      `| ${kind} | ${group.precisions.length} | ${p.toFixed(3)} | ${r.toFixed(3)} | ${f1(p, r).toFixed(3)} | ${group.todo} | ${group.low.join(", ")} |`,
    );
  }
  const p = mean(all.precisions);
  const r = mean(all.recalls);
  lines.push(
    `| **all** | ${all.precisions.length} | ${p.toFixed(3)} | ${r.toFixed(3)} | ${f1(p, r).toFixed(3)} | ${all.todo} | |`,
  );
  return lines;
}

const report = [...(fixturesOnly ? [] : [...wcxbFidelity(), ""]), ...fixtureFidelity()];
process.stdout.write(`${report.join("\n")}\n`);
