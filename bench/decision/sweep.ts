/**
 * Compares decision rules over stored cross-validated block probabilities (cv-probabilities.ts):
 * thresholds, averages of several learners, and Pasternack & Roth's maximum subsequence over
 * probability − threshold. Prints shingle P / R / F1 per dataset and overall.
 *
 *   npx tsx bench/decision/sweep.ts --probs crf=bench/out/probs/crf.json \
 *     --probs maxent=bench/out/probs/maxent-h.json --rules crf@0.5,crf@0.4,crf+maxent@0.45,mss:crf@0.5
 *
 * A rule is `[mss:]name[+name…]@threshold`; `name+name` averages the learners' probabilities.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadCorpus } from "../../src/eval/corpus.js";
import { mean, pagePrecision, pageRecall, shingleCounts } from "../../src/eval/metrics/shingles.js";
import { maxSubsequence } from "../../src/inference/max-subsequence.js";
import { selectedText } from "../../src/output/text.js";
import { SHARED_DATASETS } from "./datasets.js";

const { values } = parseArgs({
  options: {
    probs: { type: "string", multiple: true, default: [] },
    rules: { type: "string" },
    limit: { type: "string" },
  },
});
const stored = new Map(
  values.probs.map((pair) => {
    const [name, file] = pair.split("=", 2);
    const json = JSON.parse(readFileSync(file, "utf8")) as {
      probabilities: Record<string, number[] | null>;
    };
    return [name, json.probabilities] as const;
  }),
);
const rules = (values.rules ?? "").split(",").filter((rule) => rule !== "");
const pages = loadCorpus(SHARED_DATASETS, {
  limit: values.limit === undefined ? undefined : Number(values.limit),
});

function combined(names: readonly string[], key: string): Float64Array | null {
  const lists = names.map((name) => stored.get(name)?.[key]);
  if (lists.some((list) => list == null)) return null;
  const length = (lists[0] as number[]).length;
  const average = new Float64Array(length);
  for (const list of lists) for (let i = 0; i < length; i++) average[i] += (list as number[])[i];
  return average.map((sum) => sum / lists.length);
}

function select(rule: string, probabilities: Float64Array): Uint8Array {
  const threshold = Number(rule.split("@")[1]);
  if (!rule.startsWith("mss:"))
    return Uint8Array.from(probabilities, (p) => (p >= threshold ? 1 : 0));
  const range = maxSubsequence(Array.from(probabilities, (p) => p - threshold));
  return Uint8Array.from(probabilities, (_, i) => (i >= range.start && i < range.end ? 1 : 0));
}

const datasets = [...new Set(pages.map((page) => page.dataset)), "all"];
console.log(["rule", ...datasets.map((d) => `${d} P/R/F1`)].join("\t"));
for (const rule of rules) {
  const names = rule.replace(/^mss:/, "").split("@")[0].split("+");
  const perDataset = new Map<string, { p: number[]; r: number[] }>(
    datasets.map((d) => [d, { p: [], r: [] }]),
  );
  for (const page of pages) {
    const probabilities = page.page === null ? null : combined(names, page.key);
    const text =
      page.page === null || probabilities === null
        ? ""
        : selectedText(page.page, select(rule, probabilities));
    const counts = shingleCounts(page.record.text, text);
    for (const d of [page.dataset, "all"]) {
      const bucket = perDataset.get(d);
      const precision = pagePrecision(counts);
      const recall = pageRecall(counts);
      if (bucket === undefined) continue;
      if (precision !== undefined) bucket.p.push(precision);
      if (recall !== undefined) bucket.r.push(recall);
    }
  }
  const cells = datasets.map((d) => {
    const bucket = perDataset.get(d) as { p: number[]; r: number[] };
    const p = mean(bucket.p);
    const r = mean(bucket.r);
    return `${p.toFixed(3)}/${r.toFixed(3)}/${((2 * p * r) / (p + r)).toFixed(3)}`;
  });
  console.log([rule, ...cells].join("\t"));
}
