/**
 * Pasternack & Roth's setting (§6.2.4) on the shared sites with many pages: a model adapted per
 * site from that site's pages without their labels, scored on those pages (transductive, as the
 * paper's unlabelled set holds its test pages), against the model before adaptation.
 *
 * - `default`: the by-site CV fold model that never saw the site, self-trained — it labels the
 *   site's pages itself, keeps its most confident share and is adapted on them as on labelled pages
 *   (`pith train --base`'s prior adaptation).
 * - `nb-mss`: NB + MSS trained on the first `--train-pages` pages of each dataset from other sites,
 *   then `pith adapt`'s bootstrapping (`--keep-labelled`: retrained on the labelled counts plus
 *   the chosen pages'; `--use-tags`: with the tag feature too).
 *
 *   nice tsx bench/unlabelled-adaptation.ts \
 *     [--models default,nb-mss] [--share 0.6] [--repeated 0.5] [--min-pages 12] [--option k=v ...]
 *     [--keep-labelled] [--use-tags]
 */
import { parseArgs } from "node:util";
import { withShortOutputFallback } from "../src/decision/short-output-fallback.js";
import { type PageShingles, pairedSiteBootstrap } from "../src/eval/compare.js";
import { type CorpusPage, loadCorpus } from "../src/eval/corpus.js";
import { evaluateModel, trainingPages } from "../src/eval/evaluate.js";
import { modelFromJSON } from "../src/extract/loaded-models.js";
import { readModelFile } from "../src/extract/model-files.js";
import { LEARNERS } from "../src/models/learners.js";
import type { ContentModel } from "../src/models/model.js";
import type { ModelFileJSON } from "../src/models/model-file.js";
import { modelHeader } from "../src/models/model-file.js";
import { adaptNbMss, DEFAULT_ADAPTATION_OPTIONS } from "../src/models/nb-mss/adaptation.js";
import { nbMssLearner } from "../src/models/nb-mss/nb-mss-learner.js";
import {
  type NbMssJSON,
  nbMssFromJSON,
  nbMssModel,
  preparePage,
} from "../src/models/nb-mss/nb-mss-model.js";
import { selfLabelledPages } from "../src/models/self-training.js";
import { heldOutModels, heldOutModelsMissing } from "./held-out-models.js";
import {
  meanF1,
  meanWithInterval,
  optionPairs,
  pagesBySite,
  SHARED_DATA,
  shinglesOf,
  signed,
  sitesWithPages,
} from "./site-scores.js";

const DATA = SHARED_DATA;

const { values } = parseArgs({
  options: {
    models: { type: "string", default: "default,nb-mss" },
    share: { type: "string", default: "0.6" },
    repeated: { type: "string" },
    "min-pages": { type: "string", default: "12" },
    "train-pages": { type: "string", default: "150" },
    iterations: { type: "string", default: "10" },
    "use-tags": { type: "boolean", default: false },
    "keep-labelled": { type: "boolean", default: false },
    option: { type: "string", multiple: true, default: [] },
  },
});
const share = Number(values.share);
const adaptOptions = optionPairs(values.option);

const sites = sitesWithPages(Number(values["min-pages"]));
const corpus = loadCorpus(DATA, { filter: (record) => sites.has(record.site ?? "") });
const bySite = pagesBySite(corpus);
const siteList = [...bySite.keys()].sort();

for (const name of values.models.split(",")) {
  const rows: { site: string; base: PageShingles[]; adapted: PageShingles[] }[] = [];
  const adapter = name === "nb-mss" ? nbMssAdapter() : defaultAdapter();
  for (const site of siteList) {
    const pages = bySite.get(site) as CorpusPage[];
    const { base, adapted } = adapter(site, pages);
    const baseScores = evaluateModel(pages, base).map(shinglesOf);
    const adaptedScores = evaluateModel(pages, adapted).map(shinglesOf);
    rows.push({ site, base: baseScores, adapted: adaptedScores });
    process.stderr.write(
      `${name} ${site}: ${meanF1(baseScores).toFixed(3)} → ${meanF1(adaptedScores).toFixed(3)}\n`,
    );
  }
  report(name, rows);
}

/** The fold model that never saw the site, self-trained on the site's pages. */
function defaultAdapter(): (
  site: string,
  pages: readonly CorpusPage[],
) => { base: ContentModel; adapted: ContentModel } {
  const missing = heldOutModelsMissing();
  if (missing !== undefined) throw new Error(missing);
  const modelFor = heldOutModels();
  const files = new Map<string, ModelFileJSON>();
  return (_, pages) => {
    const file = modelFor(pages[0].key);
    const json = files.get(file) ?? readModelFile(file);
    files.set(file, json);
    const base = modelFromJSON(json, "base", file);
    const unlabelled = pages.flatMap((page) =>
      page.page === null ? [] : [{ page: page.page, source: page.source, id: page.key }],
    );
    const pseudo = selfLabelledPages(base, unlabelled, {
      share,
      ...(values.repeated !== undefined && { repeatedShare: Number(values.repeated) }),
    });
    const learner = LEARNERS.get(json.learner);
    if (learner?.adapt === undefined) throw new Error(`${json.learner} cannot adapt`);
    const adapted = withShortOutputFallback(learner.adapt(json, pseudo, adaptOptions), "self");
    return { base, adapted };
  };
}

/** NB + MSS trained on other sites' pages, then bootstrapped on the site's (Pasternack & Roth). */
function nbMssAdapter(): (
  site: string,
  pages: readonly CorpusPage[],
) => { base: ContentModel; adapted: ContentModel } {
  const limit = Number(values["train-pages"]);
  const pool = loadCorpus(DATA, { limit });
  return (site, pages) => {
    const training = trainingPages(pool.filter((page) => page.source !== site));
    const trained = nbMssLearner.train(training, {});
    const json = trained.toJSON() as ModelFileJSON & NbMssJSON;
    const state = nbMssFromJSON(json);
    const prepared = pages.flatMap((page) =>
      page.page === null
        ? []
        : [{ prepared: preparePage(page.page, state.selection), source: page.source }],
    );
    const adaptedState = adaptNbMss(state, prepared, {
      ...DEFAULT_ADAPTATION_OPTIONS,
      topShare: share,
      iterations: Number(values.iterations),
      useTags: values["use-tags"],
      keepLabelled: values["keep-labelled"],
    });
    const header = modelHeader("nb-mss", { families: [] }, json.options, training);
    return {
      base: withShortOutputFallback(trained, "nb-mss"),
      adapted: withShortOutputFallback(nbMssModel(header, adaptedState), "nb-mss adapted"),
    };
  };
}

function report(
  name: string,
  rows: readonly { site: string; base: PageShingles[]; adapted: PageShingles[] }[],
): void {
  const lines = [
    `### ${name}: adapted on each site's unlabelled pages (share ${share}; repeated ${values.repeated ?? "–"}; ${JSON.stringify(adaptOptions)}${values["use-tags"] ? "; useTags" : ""}${values["keep-labelled"] ? "; keepLabelled" : ""})`,
    "",
    "| site | pages | before | after | gain |",
    "|---|--:|--:|--:|--:|",
  ];
  const gains: number[] = [];
  for (const row of rows) {
    const before = meanF1(row.base);
    const after = meanF1(row.adapted);
    gains.push(after - before);
    lines.push(
      `| ${row.site} | ${row.base.length} | ${before.toFixed(3)} | ${after.toFixed(3)} | ${signed(after - before)} |`,
    );
  }
  const pooled = pairedSiteBootstrap(
    rows.flatMap((row) => row.adapted),
    rows.flatMap((row) => row.base),
  );
  lines.push("");
  lines.push(
    `Mean gain over ${rows.length} sites: ${meanWithInterval(gains)}; pooled shingle F1 ${pooled.b.toFixed(3)} → ${pooled.a.toFixed(3)} [${signed(pooled.low)}, ${signed(pooled.high)}] (paired site bootstrap).`,
  );
  console.log(lines.join("\n"));
  console.log("");
}
