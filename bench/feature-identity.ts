/**
 * Proof that a speed change left pith's output bit for bit the same: dumps, for the first pages of
 * each shared dataset, everything prediction depends on — the segmented page (every block's text,
 * tokens and counts), every block's feature names and values (the default model's feature set,
 * plus `region` when the model leaves it out), the model's packed vectors and probabilities, and
 * the whole `extract()` result — one line of hashes per page:
 *   nice npx tsx bench/feature-identity.ts [--limit N] [--model file] [--detail <page id>] [dataset dirs…] > dump.tsv
 * Run it (with bench/bench-setup.ts) in a pristine checkout and in the changed one and `diff` the
 * dumps; give both the same `--model` file when the built-in one may have been retrained in
 * between. With `--detail`, it prints that page's full dump (not hashes) to find what differs.
 * Numbers are written with `JSON.stringify`, which round-trips every double exactly.
 */
import { createHash } from "node:crypto";
import type { SegmentedPage } from "../src/blocks/block.js";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { extract, segmentPage } from "../src/extract/extract.js";
import { type FeatureSetJSON, loadFeatureSet } from "../src/features/pipeline.js";
import { benchArgs, loadLinearModel } from "./bench-setup.js";

const { option, datasetDirs } = benchArgs(process.argv.slice(2));
const limit = Number(option("--limit") ?? 100);
const detail = option("--detail");
const modelSpec = option("--model") ?? "default";
const { json, model } = loadLinearModel(modelSpec);
const modelFeatures = json.featureSet as FeatureSetJSON;
const withRegion = loadFeatureSet({
  config: {
    ...modelFeatures.config,
    families: [...new Set([...modelFeatures.config.families, "region"])],
  },
  state: modelFeatures.state,
});

function segmentDump(page: SegmentedPage): unknown {
  return {
    title: page.titleText,
    tokenCount: page.tokenCount,
    tagsAfter: page.tagsAfter,
    blocks: page.blocks.map((block) => [
      block.index,
      block.text,
      block.tokens,
      block.wordCount,
      block.linkWordCount,
      block.tagsBefore,
      block.inlineTags,
      block.tokenOffset,
      block.element.name,
      block.ancestors.map((element) => element.name),
      block.textNodes.map((node) => node.data),
    ]),
  };
}

function pageDump(bytes: Uint8Array): Record<string, unknown> {
  let page: SegmentedPage;
  try {
    page = segmentPage(bytes).page;
  } catch (error) {
    return { refused: String(error) };
  }
  const vectors = model.vectorizer.vectorize(page);
  return {
    segment: segmentDump(page),
    features: withRegion.extract(page).map((row) => [row.names, row.values]),
    vectors: [[...vectors.offsets], [...vectors.indices], [...vectors.values]],
    probability: [...model.predict(page).contentProbability],
    extract: extract(bytes, { model: modelSpec }),
  };
}

const hash = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

for (const dir of datasetDirs) {
  const dataset = loadDataset(dir);
  for (const record of dataset.records.slice(0, limit)) {
    if (detail !== undefined && record.id !== detail) continue;
    const dump = pageDump(readPageBytes(dataset, record));
    if (detail !== undefined) console.log(JSON.stringify(dump, null, 1));
    else {
      const parts = Object.entries(dump).map(([part, value]) => `${part}=${hash(value)}`);
      console.log([dataset.name, record.id, ...parts].join("\t"));
    }
  }
}
