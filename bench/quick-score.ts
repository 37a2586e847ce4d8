import { writeFileSync } from "node:fs";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { scoreCorpus } from "../src/eval/metrics/shingles.js";
import { extract } from "../src/extract/extract.js";

const [dir, model = "simple-mss", out] = process.argv.slice(2);
const dataset = loadDataset(dir);
const pairs = [];
const preds = [];
const t0 = performance.now();
for (const record of dataset.records) {
  let text = "";
  try {
    text = extract(readPageBytes(dataset, record), { model }).text;
  } catch (e) {
    console.error(record.id, (e as Error).message);
  }
  pairs.push({ gold: record.text, predicted: text });
  preds.push(JSON.stringify({ id: record.id, text }));
}
const ms = (performance.now() - t0) / dataset.records.length;
if (out) writeFileSync(out, `${preds.join("\n")}\n`);
console.log(dataset.name, model, JSON.stringify(scoreCorpus(pairs)), ms.toFixed(1), "ms/page");
