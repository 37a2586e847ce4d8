import { FeatureIndex } from "../../features/feature-index.js";
import { ParameterLayout } from "./parameters.js";

/**
 * Feature augmentation by dataset (Daumé III, "Frustratingly easy domain adaptation", 2007): in
 * training, every feature of a page also fires as its dataset's own copy. The datasets' golds follow
 * conventions that pull against each other (Dragnet keeps bylines, Fundus only the body, L3S-GN1
 * datelines and captions); a copy can absorb what only its dataset's labellers do, so the shared
 * weights learn what the datasets agree on. Copies never fire at extraction (a page there has no
 * dataset), and `withoutDatasetCopies` drops them from the trained model.
 */
const DATASET_COPY_PREFIX = "dataset=";

/** The name of `dataset`'s copy of feature `name`. */
export function datasetCopyName(dataset: string, name: string): string {
  return `${DATASET_COPY_PREFIX}${dataset}|${name}`;
}

/** The dataset of a labelled page by its id (`<dataset>/<page>`): the folder it was read from. */
export function datasetOf(pageId: string): string {
  return pageId.slice(0, pageId.indexOf("/"));
}

/**
 * The dataset whose copies a page's features fire as, by the `datasetCopies` option ("none",
 * "all", or dataset names joined by commas); undefined when its dataset is not copied.
 */
export function copiedDataset(pageId: string, option: string): string | undefined {
  if (option === "none") return undefined;
  const dataset = datasetOf(pageId);
  if (option === "all") return dataset;
  return option.split(",").some((name) => name.trim() === dataset) ? dataset : undefined;
}

/** The index, layout and weights of the shared features alone: the copies' columns removed. */
export function withoutDatasetCopies(
  index: FeatureIndex,
  layout: ParameterLayout,
  weights: Float64Array,
): { index: FeatureIndex; layout: ParameterLayout; weights: Float64Array } {
  const kept = index.names.flatMap((name, column) =>
    name.startsWith(DATASET_COPY_PREFIX) ? [] : [column],
  );
  const shared = new FeatureIndex(kept.map((column) => index.names[column]));
  const sharedLayout = new ParameterLayout(shared.size, layout.labels, layout.hasTransitions);
  const sharedWeights = new Float64Array(sharedLayout.size);
  const labels = layout.labels;
  kept.forEach((column, to) => {
    sharedWeights.set(weights.subarray(column * labels, (column + 1) * labels), to * labels);
  });
  sharedWeights.set(weights.subarray(layout.transitionOffset), sharedLayout.transitionOffset);
  return { index: shared, layout: sharedLayout, weights: sharedWeights };
}
