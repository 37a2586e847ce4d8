/**
 * Proof that a speed change left pith's output bit for bit the same: dumps, for the first pages of
 * each shared dataset, everything prediction depends on — the segmented page (every block's text,
 * tokens and counts), every block's feature names and values (the default model's feature set,
 * plus `region` when the model leaves it out), the model's packed vectors and probabilities, and the whole
 * `extract()` result — one line of hashes per page:
 *   nice npx tsx bench/feature-identity.ts [--limit N] [--model file] [--detail <page id>] [dataset dirs…] > dump.tsv
 * Run it in a pristine checkout and in the changed one and `diff` the dumps (give both the same
 * `--model` file when the built-in one may have been retrained in between). With `--detail`, it
 * prints that page's full dump (not hashes) to find what differs.
 * Numbers are written with `JSON.stringify`, which round-trips every double exactly.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { SegmentedPage } from "../src/blocks/block.js";
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { extract, segmentPage } from "../src/extract.js";
import { type FeatureSetJSON, loadFeatureSet } from "../src/features/pipeline.js";
import { builtinModelPath } from "../src/models/builtin.js";
import type { ModelFileHeader } from "../src/models/learner.js";
import { LEARNERS } from "../src/models/learners.js";
import { LinearModel } from "../src/models/linear/linear-model.js";

const args = process.argv.slice(2);
const option = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const limit = Number(option("--limit") ?? 100);
const detail = option("--detail");
const modelSpec = option("--model") ?? "default";
const dirArgs = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
const dirs =
  dirArgs.length > 0
    ? dirArgs
    : ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb"].map((d) => `../shared/data/${d}`);

const json = JSON.parse(
  gunzipSync(readFileSync(builtinModelPath(modelSpec) ?? modelSpec)).toString("utf8"),
) as ModelFileHeader & Record<string, unknown>;
const model = linearModel(LEARNERS.get(json.learner)?.load(json));
const modelFeatures = json.featureSet as FeatureSetJSON;
const withRegion = loadFeatureSet({
  config: {
    ...modelFeatures.config,
    families: [...new Set([...modelFeatures.config.families, "region"])],
  },
  state: modelFeatures.state,
});

function linearModel(loaded: unknown): LinearModel {
  if (!(loaded instanceof LinearModel)) throw new Error("the model is not a linear model");
  return loaded;
}

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

for (const dir of dirs) {
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
