import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadDataset, readPageBytes } from "../../../src/eval/dataset.js";
import { builtinModelPath } from "../../../src/extract/builtin-models.js";
import { segmentPage } from "../../../src/extract/extract.js";
import {
  FeatureIndex,
  type PackedVectors,
  type SparseVector,
} from "../../../src/features/feature-index.js";
import {
  type FeatureSetJSON,
  fitFeatureSet,
  loadFeatureSet,
} from "../../../src/features/pipeline.js";
import { crfLearner } from "../../../src/models/crf/crf.js";
import { ContextColumns, type FamilyColumns } from "../../../src/models/linear/context-columns.js";
import {
  HISTORY_PREFIX,
  withContextFeatures,
} from "../../../src/models/linear/context-features.js";
import { ContextVectorizer } from "../../../src/models/linear/context-vectorizer.js";
import { LinearModel } from "../../../src/models/linear/linear-model.js";
import type { ModelFileHeader } from "../../../src/models/model-file.js";
import { pageOf } from "../../features/helpers.js";
import { hasSharedData, sharedData } from "../../shared-data.js";

/** The named path: withContextFeatures + FeatureIndex.vectorize, block by block. */
const namedVectors = (
  blocks: Parameters<typeof withContextFeatures>[0],
  index: FeatureIndex,
  history: boolean,
) => withContextFeatures(blocks, history).map((block) => index.vectorize(block));

/** Block i of packed vectors as plain arrays. */
const unpacked = (vectors: PackedVectors) =>
  Array.from({ length: vectors.offsets.length - 1 }, (_, i) => {
    const from = vectors.offsets[i];
    const to = vectors.offsets[i + 1];
    return {
      indices: [...vectors.indices.subarray(from, to)],
      values: [...vectors.values.subarray(from, to)],
    };
  });

const asArrays = (vectors: readonly SparseVector[]) =>
  vectors.map((vector) => ({ indices: [...vector.indices], values: [...vector.values] }));

function packed(vectors: readonly SparseVector[]): PackedVectors {
  const offsets = new Int32Array(vectors.length + 1);
  vectors.forEach((vector, i) => {
    offsets[i + 1] = offsets[i] + vector.indices.length;
  });
  const indices = new Int32Array(offsets[vectors.length]);
  const values = new Float64Array(offsets[vectors.length]);
  vectors.forEach((vector, i) => {
    indices.set(vector.indices, offsets[i]);
    values.set(vector.values, offsets[i]);
  });
  return { offsets, indices, values };
}

const PAGE = `<html><head><title>Storm hits the coast</title></head><body>
  <nav><a href="/">Home</a> <a href="/news">News</a></nav>
  <article><h1>Storm hits the coast</h1><p>The storm hit the coast on Monday and the town flooded.</p>
  <p>Rain fell all night; the river rose over its banks by morning.</p></article>
  <footer>© 2024 Daily News</footer></body></html>`;

describe("ContextVectorizer", () => {
  const featureSet = fitFeatureSet({ families: ["shape", "gibson", "arizaleta"] }, []);
  const page = pageOf(PAGE);
  const allNames = [
    ...new Set(withContextFeatures(featureSet.extract(page), true).flatMap((b) => b.names)),
  ].sort();
  // A model that pruned some own columns and some history columns (every third name dropped).
  const index = new FeatureIndex(allNames.filter((_, i) => i % 3 !== 1));

  for (const history of [false, true]) {
    it(`gives exactly the vectors of withContextFeatures + FeatureIndex.vectorize (history ${history})`, () => {
      const expected = asArrays(namedVectors(featureSet.extract(page), index, history));
      const actual = unpacked(new ContextVectorizer(featureSet, index, history).vectorize(page));
      expect(actual).toEqual(expected);
      const historyColumns = actual.flatMap((vector) =>
        vector.indices.filter((column) => index.names[column].startsWith(HISTORY_PREFIX)),
      );
      expect(historyColumns.length > 0).toBe(history);
    });
  }

  it("packs a page without blocks and a model without a bias column", () => {
    const vectorizer = new ContextVectorizer(featureSet, index, true);
    const empty = vectorizer.vectorize(pageOf("<html><body><script>x()</script></body></html>"));
    expect([...empty.offsets]).toEqual([0]);
    const noBias = new FeatureIndex(["shape:tag=p", "prev:shape:tag=p"]);
    const vectors = unpacked(new ContextVectorizer(featureSet, noBias, true).vectorize(page));
    expect(vectors).toEqual(asArrays(namedVectors(featureSet.extract(page), noBias, true)));
    expect(vectors.some((vector) => vector.indices.includes(1))).toBe(true);
  });
});

describe("ContextColumns", () => {
  const index = new FeatureIndex([
    "gibson:word=storm",
    "gibson:words=1",
    "linear:bias",
    "prev:gibson:word=storm",
    "prev:gibson:word=rain",
  ]);

  it("finds a family's keyed features by key, own and history columns together", () => {
    const gibson = new ContextColumns(index, true).of("gibson");
    expect(gibson.keyedColumn("word=", "storm", 0)).toEqual({ own: 0, history: 3 });
    expect(gibson.keyedColumn("word=", "rain", 1)).toEqual({ own: -1, history: 4 });
    expect(gibson.keyedColumn("word=", "words=1", 2)).toBeUndefined();
    expect(gibson.keyedColumn("word", "=1", 0)).toBeUndefined();
  });

  it("finds a keyed name whatever was written at the same position of its prefix before", () => {
    const gibson = new ContextColumns(index, true).of("gibson");
    expect(gibson.keyedColumn("word=", "storm", 0)).toEqual({ own: 0, history: 3 });
    expect(gibson.keyedColumn("word=", "rain", 0)).toEqual({ own: -1, history: 4 });
    expect(gibson.keyedColumn("word=", "hail", 0)).toBeUndefined();
    expect(gibson.keyedColumn("word=", ["st", "orm"].join(""), 0)).toEqual({ own: 0, history: 3 });
    // The same key under another prefix is another name.
    expect(gibson.keyedColumn("prev:", "storm", 0)).toBeUndefined();
    expect(gibson.keyedColumn("word=", "storm", 0)).toEqual({ own: 0, history: 3 });
  });

  it("finds a name by its column whatever was written at the same position before", () => {
    const gibson = new ContextColumns(index, true).of("gibson");
    expect(gibson.column("words=1", 0)).toEqual({ own: 1, history: -1 });
    expect(gibson.column("word=storm", 0)).toEqual({ own: 0, history: 3 });
    // An equal name built anew (not the same string object) finds the same column.
    expect(gibson.column(["words", "1"].join("="), 0)).toEqual({ own: 1, history: -1 });
    expect(gibson.column("words=2", 0)).toBeUndefined();
    expect(gibson.column("word=rain", 1)).toEqual({ own: -1, history: 4 });
    expect(gibson.column("words=1", 1)).toEqual({ own: 1, history: -1 });
  });

  it("finds the same columns from the second page on, when every name's table is built", () => {
    for (const history of [true, false]) {
      const columns = new ContextColumns(index, history);
      const firstPage = columns.of("gibson");
      const found = (gibson: FamilyColumns) => [
        gibson.keyedColumn("word=", "storm", 0),
        gibson.keyedColumn("word=", "rain", 1),
        gibson.keyedColumn("word=", "hail", 2),
        gibson.column("words=1", 0),
        gibson.column("word=rain", 1),
        gibson.column("bias", 2),
      ];
      const first = found(firstPage);
      const secondPage = columns.of("gibson");
      expect(secondPage).not.toBe(firstPage);
      expect(found(secondPage)).toEqual(first);
      expect(columns.of("linear").column("bias", 0)).toBeUndefined();
      expect(columns.of("shape").column("tag=p", 0)).toBeUndefined();
    }
  });

  it("leaves history columns out without history, and knows no columns of unused families", () => {
    const columns = new ContextColumns(index, false);
    expect(columns.of("gibson").keyedColumn("word=", "storm", 0)).toEqual({
      own: 0,
      history: -1,
    });
    expect(columns.of("gibson").keyedColumn("word=", "rain", 0)).toBeUndefined();
    expect(columns.of("gibson").column("words=1", 0)).toEqual({ own: 1, history: -1 });
    expect(columns.of("shape").keyedColumn("tag=", "p", 0)).toBeUndefined();
  });
});

const REAL_PAGE_DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb"];

describe.skipIf(!hasSharedData(...REAL_PAGE_DATASETS))(
  "the default model's fast path on real pages",
  () => {
    // The shipped model is a context-stack; its CRF is the linear model inside.
    const json = (
      JSON.parse(
        gunzipSync(readFileSync(builtinModelPath("default") as string)).toString("utf8"),
      ) as {
        inner: ModelFileHeader & Record<string, unknown>;
      }
    ).inner;
    const model = crfLearner.load(json);
    if (!(model instanceof LinearModel)) throw new Error("the default model is not a LinearModel");
    // The named path over the same model: its feature set (Yao's fitted tokens) and columns.
    const featureSet = loadFeatureSet(json.featureSet as FeatureSetJSON);
    const index = new FeatureIndex(json.columns as string[]);

    it.each(REAL_PAGE_DATASETS)(
      "gives the string path's vectors exactly and its contentProbability to rounding on %s",
      (name) => {
        const dataset = loadDataset(sharedData(name));
        for (const record of dataset.records.slice(0, 8)) {
          const { page } = segmentPage(readPageBytes(dataset, record));
          const reference = namedVectors(featureSet.extract(page), index, true);
          expect(unpacked(model.vectorizer.vectorize(page))).toEqual(asArrays(reference));
          const expected = model.predictVectors(packed(reference));
          const actual = model.predict(page);
          // Scored from column entries, the node scores add up in another order: equal to rounding.
          expect(actual.contentProbability.length).toBe(expected.contentProbability.length);
          actual.contentProbability.forEach((probability, block) => {
            expect(probability).toBeCloseTo(expected.contentProbability[block], 9);
          });
          expect(actual.selected).toEqual(expected.selected);
        }
      },
    );
  },
);
