import type { Learner } from "../learner.js";
import { checkHeader, modelHeader } from "../model-file.js";
import { type OptionSpecs, seedOption } from "../options/option-spec.js";
import { declaredOptions, parseOptions } from "../options/parse-options.js";
import { DEFAULT_SMOOTHING, TokenNaiveBayes } from "./naive-bayes.js";
import { type NbMssJSON, nbMssFromJSON, nbMssModel } from "./nb-mss-model.js";
import { tokenStream } from "./token-stream.js";

const NB_MSS_OPTIONS = {
  minTrigramCount: {
    kind: "number",
    integer: true,
    atLeast: 0,
    default: 2,
    description: "trigrams seen fewer times in training are dropped",
  },
  // Chosen by 4-fold by-source CV (first 120 pages): mean shingle F1 over the four datasets 0.815
  // uniform vs 0.701 empirical. The empirical prior makes every unseen trigram of a page from a new
  // source lean "out" on datasets where most tokens are boilerplate (dragnet F1 0.18).
  prior: {
    kind: "enum",
    values: ["empirical", "uniform"],
    default: "uniform",
    description: "class prior of the Naive Bayes token classifier",
  },
  smoothing: {
    kind: "number",
    above: 0,
    default: DEFAULT_SMOOTHING,
    description: "additive smoothing of the feature counts",
  },
  hr: {
    kind: "boolean",
    default: false,
    description: "§6.2.3: cut the extraction at the first <hr> inside it",
  },
  clean: {
    kind: "boolean",
    default: false,
    description: "§4.2: remove tables, iframes and link/embed-holding divs inside the extraction",
  },
  seed: seedOption(0, "unused: counting is deterministic"),
} as const satisfies OptionSpecs;

/**
 * Pasternack & Roth §6.2.3: Naive Bayes over trigram and most-recent-unclosed-tag features, token
 * score p − 0.5, one maximum subsequence per page. `pith adapt` adds the semi-supervised §6.2.4.
 */
export const nbMssLearner: Learner = {
  name: "nb-mss",
  description: "Naive Bayes token classifier + maximum subsequence (Pasternack & Roth)",
  ...declaredOptions("nb-mss", NB_MSS_OPTIONS),
  train(pages, raw) {
    const options = parseOptions("nb-mss", NB_MSS_OPTIONS, raw);
    if (pages.length === 0) throw new Error("training needs at least one labelled page");
    const classifier = TokenNaiveBayes.train(
      pages.map(({ page, labels }) => {
        // A token's label is its block's label.
        const stream = tokenStream(page);
        return { stream, tokenLabels: Uint8Array.from(stream.blockOf, (block) => labels[block]) };
      }),
      {
        useTags: true,
        minTrigramCount: options.minTrigramCount,
        uniformPrior: options.prior === "uniform",
        smoothing: options.smoothing,
      },
    );
    const selection = {
      hrConstraint: options.hr,
      clean: options.clean,
    };
    return nbMssModel(modelHeader("nb-mss", { families: [] }, options, pages), {
      classifier,
      importance: null,
      selection,
    });
  },
  load(json) {
    checkHeader(json, "nb-mss");
    return nbMssModel(json, nbMssFromJSON(json as typeof json & NbMssJSON));
  },
};
