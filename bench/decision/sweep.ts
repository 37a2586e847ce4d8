/**
 * Compares decision rules over stored cross-validated block probabilities (cv-probabilities.ts):
 * thresholds, averages of several learners, and Pasternack & Roth's maximum subsequence over
 * probability − threshold. Prints shingle P / R / F1 per dataset, per WCXB page type and overall;
 * `--markdown FILE` also writes the tables (docs/results.md's decision section renders that file).
 *
 *   npx tsx bench/decision/sweep.ts --probs crf=bench/out/probs/crf.json \
 *     --probs maxent=bench/out/probs/maxent.json --rules crf@0.5,crf@0.4,crf+maxent@0.45,mss:crf@0.5
 *
 * A rule is `[mss:]name[+name…]@threshold`; `name+name` averages the learners' probabilities.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { maxSubsequence } from "../../src/algorithms/max-subsequence.js";
import { type CorpusPage, loadCorpus } from "../../src/eval/corpus.js";
import { mean, pagePrecision, pageRecall, shingleCounts } from "../../src/eval/metrics/shingles.js";
import { selectedText } from "../../src/output/text.js";
import { SHARED_DATA_DIRS } from "../shared-datasets.js";

interface StoredRun {
  readonly learner: string;
  readonly options: Record<string, string>;
  readonly probabilities: Record<string, number[] | null>;
}

interface Score {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

const { values } = parseArgs({
  options: {
    probs: { type: "string", multiple: true, default: [] },
    rules: { type: "string", default: "" },
    limit: { type: "string" },
    markdown: { type: "string" },
  },
});
const runs = new Map(
  values.probs.map((pair) => {
    const [name, file] = pair.split("=", 2);
    return [name, { file, ...(JSON.parse(readFileSync(file, "utf8")) as StoredRun) }] as const;
  }),
);
const rules = values.rules.split(",").filter((rule) => rule !== "");
const pages = loadCorpus(SHARED_DATA_DIRS, {
  limit: values.limit === undefined ? undefined : Number(values.limit),
});
const buckets = [...new Set(pages.flatMap(bucketsOf))].sort(
  (a, b) => Number(a === "all") - Number(b === "all"),
);
const scores = new Map(rules.map((rule) => [rule, scoreRule(rule)]));

console.log(["rule", ...buckets].join("\t"));
for (const [rule, byBucket] of scores) {
  const cells = buckets.map((bucket) => {
    const { precision, recall, f1 } = byBucket.get(bucket) as Score;
    return `${precision.toFixed(3)}/${recall.toFixed(3)}/${f1.toFixed(3)}`;
  });
  console.log([rule, ...cells].join("\t"));
}
if (values.markdown !== undefined) writeFileSync(values.markdown, markdownReport());

/** Buckets a page counts in: its dataset, WCXB's page type (`wcxb:forum`), and "all". */
function bucketsOf(page: CorpusPage): string[] {
  const type = page.record.page_type;
  return [page.dataset, ...(type === undefined ? [] : [`${page.dataset}:${type}`]), "all"];
}

function scoreRule(rule: string): Map<string, Score> {
  const names = rule.replace(/^mss:/, "").split("@")[0].split("+");
  const sums = new Map(buckets.map((bucket) => [bucket, { p: [] as number[], r: [] as number[] }]));
  for (const page of pages) {
    const probabilities = page.page === null ? null : averaged(names, page.key);
    const text =
      page.page === null || probabilities === null
        ? ""
        : selectedText(page.page, select(rule, probabilities));
    const counts = shingleCounts(page.record.text, text);
    const precision = pagePrecision(counts);
    const recall = pageRecall(counts);
    for (const bucket of bucketsOf(page)) {
      const sum = sums.get(bucket);
      if (precision !== undefined) sum?.p.push(precision);
      if (recall !== undefined) sum?.r.push(recall);
    }
  }
  return new Map(
    [...sums].map(([bucket, { p, r }]) => {
      const precision = mean(p);
      const recall = mean(r);
      const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
      return [bucket, { precision, recall, f1 }];
    }),
  );
}

function averaged(names: readonly string[], key: string): Float64Array | null {
  const lists = names.map((name) => {
    const run = runs.get(name);
    if (run === undefined) throw new Error(`rule names "${name}", which no --probs gives`);
    return run.probabilities[key];
  });
  if (lists.some((list) => list == null)) return null;
  const length = (lists[0] as number[]).length;
  const sum = new Float64Array(length);
  for (const list of lists) for (let i = 0; i < length; i++) sum[i] += (list as number[])[i];
  return sum.map((total) => total / lists.length);
}

/** `@t`: p > t; `mss:…@t`: the maximum-sum run of p − t; `mss:…@t/h`: that run plus blocks with p > h. */
function select(rule: string, probabilities: Float64Array): Uint8Array {
  const [threshold, high = Infinity] = rule.split("@")[1].split("/").map(Number);
  if (!rule.startsWith("mss:"))
    return Uint8Array.from(probabilities, (p) => (p > threshold ? 1 : 0));
  const range = maxSubsequence(Array.from(probabilities, (p) => p - threshold));
  return Uint8Array.from(probabilities, (p, i) =>
    (i >= range.start && i < range.end) || p > high ? 1 : 0,
  );
}

function markdownReport(): string {
  const datasets = buckets.filter((bucket) => !bucket.includes(":"));
  const types = buckets.filter((bucket) => bucket.includes(":"));
  const table = (columns: readonly string[], cell: (score: Score) => string) => [
    `| rule | ${columns.join(" | ")} |`,
    `|---|${columns.map(() => "--:").join("|")}|`,
    ...[...scores].map(
      ([rule, byBucket]) =>
        `| \`${rule}\` | ${columns.map((c) => cell(byBucket.get(c) as Score)).join(" | ")} |`,
    ),
  ];
  const runLines = [...runs].map(
    ([name, run]) =>
      `- \`${name}\`: ${run.learner} ${Object.entries(run.options)
        .map(([key, value]) => `${key}=${value}`)
        .join(" ")} (${run.file})`,
  );
  return [
    "Stored probabilities:",
    "",
    ...runLines,
    "",
    "Shingle P / R / F1 per dataset (a page's blocks are selected when the rule's probability exceeds the threshold; `a+b` averages two learners; `mss:` keeps the maximum-sum run of probability − threshold).",
    "",
    ...table(
      datasets,
      (s) => `${s.precision.toFixed(3)} / ${s.recall.toFixed(3)} / **${s.f1.toFixed(3)}**`,
    ),
    "",
    "Shingle F1 per WCXB page type.",
    "",
    ...table(types, (s) => s.f1.toFixed(3)),
    "",
  ].join("\n");
}
