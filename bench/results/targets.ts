import { existsSync, readFileSync, statSync } from "node:fs";
import {
  pairedSiteBootstrap,
  type ShingleDifference,
  shingleF1Interval,
} from "../../src/eval/compare.js";
import { signed } from "../../src/eval/compare-report.js";
import { type Dataset, loadDataset } from "../../src/eval/dataset.js";
import { bagOfWordsScore } from "../../src/eval/metrics/bag-of-words.js";
import { mean } from "../../src/eval/metrics/shingles.js";
import type { Throughput } from "../cli-throughput.js";
import { racePageShingles } from "../peers/page-shingles.js";
import { readPredictions, type SystemReport } from "../peers/report.js";
import { DEFAULT_CV_REPORT, REPLAY_REPORT } from "./default-model.js";
import { predictionsDirOf, racedSystems } from "./peers.js";
import type { ResultsSection } from "./section.js";
import { medianCpuRate, THROUGHPUT_REPORT } from "./throughput.js";

/**
 * The accuracy issues' targets: shingle F1 under nested by-site cross-validation, per dataset (the
 * news issue's, 55, for L3S-GN1, Dragnet, WCXB and Fundus; CleanEval-dev's from the issue before).
 */
const ACCURACY_TARGETS: Readonly<Record<string, number>> = {
  "l3s-gn1": 0.97,
  dragnet: 0.94,
  "cleaneval-dev": 0.9,
  wcxb: 0.86,
  fundus: 0.95,
};
/** Fundus's shingle precision under the cross-validation (issue 55: "the gap is precision"). */
const FUNDUS_PRECISION_TARGET = 0.93;
/** WCXB's own word F1 over its development split. */
const WCXB_WORD_F1_TARGET = 0.88;
/**
 * Every WCXB page type at or above rs-trafilatura's published development figures (WCXB's word
 * F1), the accuracy issue's reading of "the best extractor people use".
 */
const PAGE_TYPE_TARGETS: Readonly<Record<string, number>> = {
  article: 0.932,
  documentation: 0.932,
  service: 0.844,
  forum: 0.808,
  collection: 0.716,
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: a published score, not √½
  listing: 0.707,
  product: 0.641,
};
/** "No slower": pith's median `extract()` in the race, ms. */
const MEDIAN_MS_TARGET = 5.8;
/** "No slower": pages per CPU second over the shared pages (the throughput section's CLI runs). */
const PAGES_PER_CPU_SECOND_TARGET = 95;
/** "No bigger": the shipped model file. */
const MODEL_FILE = "models/default.json.gz";
const MODEL_BYTES_TARGET = 5 * 1024 * 1024;
/**
 * "Peak RSS flat over a run of all shared pages", read as: the heap `extract()` leaves in use after
 * a full collection grows by at most this much from the first pass over every page to the last.
 */
const FLAT_HEAP_GROWTH = 0.05;
/** The race's peers whose lead pith-heldout is measured against, with a site-bootstrap interval. */
const RIVALS = ["trafilatura", "readability-jsdom"] as const;

interface CvMetricsJson {
  readonly shingle: { readonly f1: number; readonly precision: number };
  readonly bagOfWords: { readonly f1: { readonly mean: number } };
}

interface CvReportJson {
  readonly datasets: ReadonlyArray<{ readonly name: string; readonly metrics: CvMetricsJson }>;
  readonly pageTypes: ReadonlyArray<{ readonly name: string; readonly metrics: CvMetricsJson }>;
}

/**
 * Where pith stands against the targets of the accuracy issue, read from the reports the other
 * sections render (the default recipe's cross-validation, the race, the throughput runs), so it
 * cannot drift from them.
 */
export const targetsSection: ResultsSection = {
  id: "targets",
  render() {
    if (!existsSync(`${DEFAULT_CV_REPORT}.json`))
      throw new Error(`no ${DEFAULT_CV_REPORT}.json: run \`npm run bench:default-cv\` first`);
    // The fold models replayed by this build, when kept, score what the shipped code does.
    const replayed = existsSync(`${REPLAY_REPORT}.json`);
    const cvReport = replayed ? REPLAY_REPORT : DEFAULT_CV_REPORT;
    const cv = JSON.parse(readFileSync(`${cvReport}.json`, "utf8")) as CvReportJson;
    const race = racedSystems();
    const systems = new Map(race.systems.map((system) => [system.name, system]));
    const system = (name: string): SystemReport => {
      const found = systems.get(name);
      if (found === undefined) throw new Error(`the race has no ${name} row`);
      return found;
    };
    const heldOut = system("pith-heldout");
    const rivals = RIVALS.map(system);
    const linkedom = system("readability-linkedom");
    const f1 = (report: SystemReport, dataset: string) => report.datasets[dataset]?.shingle.f1;
    const datasets = race.options.data.map((dir) => loadDataset(dir));
    const intervals = raceIntervals(datasets);
    const rows = Object.entries(ACCURACY_TARGETS).map(([dataset, target]) => {
      const cvF1 = cv.datasets.find((entry) => entry.name === dataset)?.metrics.shingle.f1;
      const raced = f1(heldOut, dataset);
      const interval = intervals.get(dataset);
      const racedCell =
        interval === undefined
          ? fixed(raced)
          : withInterval(interval.pith.f1, interval.pith.low, interval.pith.high, fixed);
      const rivalCells = rivals.map((rival, r) => {
        const lead = interval?.leads[r];
        const leadCell =
          lead === undefined ? "–" : withInterval(lead.difference, lead.low, lead.high, signed);
        return `${fixed(f1(rival, dataset))} | ${leadCell}`;
      });
      return `| ${dataset} | ≥ ${target.toFixed(2)} | ${fixed(cvF1)} | ${racedCell} | ${rivalCells.join(" | ")} | ${fixed(f1(linkedom, dataset))} | ${verdict(Math.min(cvF1 ?? Number.NaN, raced ?? Number.NaN), target, interval?.pith.high)} |`;
    });
    const withComments = systems.get("pith-heldout-comments");
    const pithMedian = system("pith").overall.latency.medianMs;
    const wcxbWords = cv.datasets.find((entry) => entry.name === "wcxb")?.metrics.bagOfWords.f1
      .mean;
    const fundusPrecision = cv.datasets.find((entry) => entry.name === "fundus")?.metrics.shingle
      .precision;
    return [
      "## Where pith stands against its targets",
      "",
      "The accuracy issue's targets, read from the reports further down: the default recipe's nested by-site",
      "cross-validation (`pith eval`), the race (`pith-heldout`: each page extracted by the fold model that",
      "never saw its site, beside trafilatura and Readability on the same pages) and the throughput runs.",
      "Regenerate with `npm run results -- --only targets`.",
      ...(replayed
        ? [
            "",
            `The by-site CV column is the cross-validation's fold models replayed on their held-out pages by this build (${REPLAY_REPORT}.json): a replay reads the model files, as the race's pith-heldout and \`extract()\` do, so it applies the selection steps every model file gets (second copies of a long block, picture captions: decisions 0050, 0051), which the cross-validation's own scoring of the same models does not (see "Decision rules added since the cross-validation"); the files' rounded weights also move a few borderline pages (before those steps: WCXB listing −0.004, service −0.002 shingle F1, the rest within ±0.001).`,
          ]
        : []),
      "",
      `| dataset | target | pith, by-site CV | pith-heldout, race (95% interval) | ${RIVALS.map((rival) => `${rival} | pith-heldout − ${rival} (95% interval)`).join(" | ")} | readability-linkedom | |`,
      `|---|--:|--:|--:|${RIVALS.map(() => "--:|--:|").join("")}--:|---|`,
      ...rows,
      "",
      "Intervals are `pith compare`'s: 2000 bootstrap resamples that draw whole sites (pages of a site",
      "share a template), paired for the difference. A difference whose interval includes 0 is one the",
      "race cannot tell apart on that dataset; a target inside pith's own interval, one the dataset is",
      "too small to say it missed. They hold the models fixed: the previous recipe (without the trees",
      "beside the CRF) cross-validated with seeds 2 and 3 (other site folds) scored L3S-GN1 0.956 / 0.955,",
      "Dragnet 0.914 / 0.912, CleanEval-dev 0.872 / 0.876 and WCXB 0.844 / 0.846 against seed 1's",
      "0.961 / 0.921 / 0.876 / 0.843, so pith's own column is uncertain by about that much more",
      '(docs/experiments/models.md, "The same recipe with another seed").',
      ...(withComments === undefined ? [] : commentsConvention(heldOut, withComments)),
      "",
      ...(fundusPrecision === undefined
        ? []
        : [
            `Fundus's shingle precision under the cross-validation: ${fixed(fundusPrecision)}, against ≥ ${FUNDUS_PRECISION_TARGET.toFixed(2)} (${verdict(fundusPrecision, FUNDUS_PRECISION_TARGET)}).`,
            "",
          ]),
      `WCXB's own word F1 (bag of lowercased words, mean of page F1) under the cross-validation: ${fixed(wcxbWords)}, against ≥ ${WCXB_WORD_F1_TARGET.toFixed(2)} (${verdict(wcxbWords ?? Number.NaN, WCXB_WORD_F1_TARGET)}). Per page type, against rs-trafilatura's published development figures:`,
      "",
      ...pageTypeTable(cv, datasets),
      "",
      `Median \`extract()\` in the race: pith ${pithMedian.toFixed(1)} ms against at most ${MEDIAN_MS_TARGET} (${pithMedian <= MEDIAN_MS_TARGET ? "met" : `missed by ${(pithMedian - MEDIAN_MS_TARGET).toFixed(1)} ms`}); ${rivals.map((rival) => `${rival.name} ${rival.overall.latency.medianMs.toFixed(1)} ms`).join(", ")}, readability-linkedom ${linkedom.overall.latency.medianMs.toFixed(1)} ms (pith ${(pithMedian / linkedom.overall.latency.medianMs).toFixed(2)} of it, a ratio that does not depend on the machine's speed).`,
      modelSizeLine(),
      ...throughputLines(),
      "",
      ...WHAT_WAS_TRIED,
    ].join("\n");
  },
};

/**
 * What the experiment log (docs/experiments/) holds for the missed targets, in brief; each line
 * names the section with the commands and numbers.
 */
const WHAT_WAS_TRIED = [
  "### What was tried for the targets still missed",
  "",
  "Every trial is in docs/experiments/ with its command and numbers; kept ones are in the shipped recipe.",
  "",
  "- **More capacity over the same evidence** (issue 35's candidates): gradient-boosted trees as the second stage (`stacker=trees`: WCXB +0.004 … +0.006, the news sets −0.002 … −0.006, no better overall), blends of both stackers, trees fitted to the logistic stacker's residual, page-kind descriptors (JSON-LD / `og:type` flags, 21 page-level columns: all −0.000, WCXB listing −0.015), and a bidirectional GRU over the page's blocks correcting the logistic stacker (`stacker=gru`: all −0.002, worse). None beats the logistic stacker across sites. **Kept**: boosted trees over the blocks' language-free features as a second *first* stage beside the CRF, their probability a column of the logistic stacker (decision 0046: all +0.003, +0.001 … +0.005; WCXB listing pages +0.022; documentation now met) — a quarter of the distance to any target; their size is not the limit either: on one fold, 100 × 4 trees lose WCXB collection −0.032 and listing −0.016, 300 × 6 change nothing (all −0.0003) (models.md).",
  "- **The CRF itself**: 60 or 200 L-BFGS iterations, a stronger prior, a softmax-margin loss (L3S-GN1 +0.005, WCXB −0.004), ensembles and averaged weights, page-context and table feature families, site weightings (equal kept), features seen on ≥ 20 sites (kept: same scores, a quarter of the model). Each one traded datasets or moved them less than the seeds' spread of about 0.005 (models.md).",
  '- **More data**: the CRF alone is flat past ~1,300 training pages (+0.001 for the last doubling); the shipped recipe gains +0.003 a doubling from 637 to 2,546 training pages a fold (WCXB +0.004), so WCXB\'s target would take some 250 times the labelled pages at that rate ("Learning curve of the shipped recipe" below).',
  "- **Rules after the stacker, by markup** (decisions 0047, 0049): comment sections on pages that are not threads, and a declared product's reviews, leave the content (on the fold models: Dragnet +0.002, WCXB +0.003, all +0.002; WCXB product +0.026, forum +0.007), and so does what follows an empty `<a name=comments>`, an `h3#comments` or the comment form's field (L3S-GN1 +0.003, Dragnet +0.005, all +0.002; 46 pages up, none down); second copies of a long block (a quoted post, a printed copy of the article) leave the selection (decision 0050: WCXB +0.002, forum +0.012, Dragnet +0.001, CleanEval-dev −0.002); related, share, ad, newsletter and promo sections by their class words were no better overall, and record groups decided as a whole lost (models.md). Session 50, on fresh fold models: sign-up forms and the boxes around them leave (decision 0080: 33 pages, 31 up, 2 down; Fundus +0.001), and so do the short headings a selection ends with (decision 0081: 136 pages, 94 up, 42 down; L3S-GN1 and all +0.000, clear) — each page-level gain real, none enough to move a dataset by a thousandth more.",
  "- **The convention of `text`** (decisions 0032, 0045, 0051): the headline and the byline lines out of the body, each gold read by its own convention (the byline step: all +0.001); a picture's `<figcaption>` out of the selection (decision 0051: WCXB +0.001, 47 pages up, 3 down; the figure stays in HTML and Markdown); captions by class name, WordPress's `wp-caption-text`, photo-credit lines, number-only and short tail lines were simulated and not kept (the golds disagree: Dragnet's keep captions that tell the story, L3S-GN1's keep credit lines; output.md).",
  "- **What the recipe reaches on its own training pages**: the shipped model, trained on all 3,557 pages and scored on them (`pith eval --data …×4 --model models/default.json.gz`, 2026-12-02), gets L3S-GN1 0.965, Dragnet 0.937, CleanEval-dev 0.882, WCXB 0.863 (word F1 0.872; collection 0.710, forum 0.777, documentation 0.928): below the L3S-GN1, CleanEval-dev and WCXB targets and three of the WCXB type targets on pages it has seen. The pooled golds pull against each other (CleanEval-dev keeps a blog's comments, which the others separate; WCXB's collection golds keep menus the article sets call boilerplate), so those targets ask for more than fitting any one of them; held out, pith is within 0.001–0.01 of these in-sample figures. Session 49's retrained model (comment-state class names out of the class words), scored the same way on all five datasets (`pith eval --data …×5 --model models/default.json.gz`, /work/s49/insample-new): L3S-GN1 0.965, Dragnet 0.939, CleanEval-dev 0.876, WCXB 0.866, Fundus 0.955 — within 0.001–0.014 of the held-out replay (0.961, 0.925, 0.872, 0.856, 0.952). With session 50's steps (sign-up forms, trailing headings; /work/s50/ins-trailing): 0.965, 0.939, 0.876, 0.866, 0.956 in-sample against session 50's fresh CV replayed, 0.959, 0.929, 0.883, 0.856, 0.953 — in-sample still within 0.003–0.010 of held out (CleanEval-dev held out above it), so capacity, not overfitting, is what item 3 asks for.",
  "- **Speed**: the CPU profile is flat but for the garbage collector (10–12 %: a scavenge every ~5 pages copies the ~7 MB the page in flight keeps alive), the feature-name lookup 5 %, the trees' walk 3 %, nothing else above 3 %; the language detector's ranking (−6 % mean CPU) and earlier prediction-path changes are kept; dropping Gibson's neighbour copies or the Arizaleta family would save 4–6 % and costs accuracy (speed.md). The trees beside the CRF (decision 0046) cost 7.9 % more CPU a page (the build before them against this one, page by page in one process over all 3,557 pages, bench/extract-ab.ts: median 7.76 against 8.35 ms). The 5.8 ms and 95 pages per CPU second are build 812b663's figures; it took 4.5 % less CPU than the build before the trees, so about 12 % less than the build that added them. Since then: four trees walked side by side (the trees' walk 3.2 → 2.0 µs a block), absent features keeping their place in the column cache (hits 52 → 61 %) and a byline search that skips elements without class or id take 1.9 % off `extract()`'s CPU (all 3,557 pages, page by page against the build before them on a quiet machine, every result identical; median 10.81 → 10.55 ms, speed.md); so about 10 % remains between this build and 812b663, which is what the race and the throughput runs miss by. Fewer, shallower trees beside the CRF (100 × 4) save 2.6 % and lose WCXB's collection, listing and forum pages (one fold: −0.032, −0.016, −0.006; models.md). A bigger young generation takes 14 % off `extract()` called in one's own thread (`node --max-semi-space-size=32`, README); the CLI's workers already have one. Session 49: `bench/extract-ab.ts` against 2026-12-02's race build (bbabbd4) found +25.9 % CPU, +22.1 % of it code (the selection steps and the thread step added since); one comment-markup reader per page took 8.1 % off (decision 0064's thread step asked every ancestor of every block), leaving +13.8 %; the race rerun's median is 0.63 of Readability on linkedom's against 0.61 then (speed.md). Session 50 (another machine, quiet): the selection's elements gathered once for every step that reads them, the thread step and hidden prompts asking less, and second articles counting words only on pages with two: −4.1 % CPU against the session's start (results identical), leaving this build +5.5 % over 2026-12-02's (508 pages, bench/extract-ab.ts); the race's median ratio there is 0.64 (speed.md).",
];

/**
 * WCXB's word F1 per page type: the cross-validation's, and the race's for pith-heldout and the
 * rivals (from their saved predictions), against the published figures the issue names.
 */
function pageTypeTable(cv: CvReportJson, datasets: readonly Dataset[]): string[] {
  const wcxb = datasets.find((dataset) => dataset.name === "wcxb");
  const raced = ["pith-heldout", ...RIVALS];
  const racedWords =
    wcxb === undefined ? undefined : raced.map((name) => wordF1ByPageType(name, wcxb));
  return [
    `| page type | rs-trafilatura, published | pith, by-site CV | ${raced.map((name) => `${name}, race`).join(" | ")} | |`,
    `|---|--:|--:|${raced.map(() => "--:|").join("")}---|`,
    ...Object.entries(PAGE_TYPE_TARGETS).map(([type, target]) => {
      const cvWords = cv.pageTypes.find((entry) => entry.name === `wcxb: ${type}`)?.metrics
        .bagOfWords.f1.mean;
      const racedCells = raced.map((_, r) => fixed(racedWords?.[r].get(type)));
      return `| ${type} | ${target.toFixed(3)} | ${fixed(cvWords)} | ${racedCells.join(" | ")} | ${verdict(cvWords ?? Number.NaN, target)} |`;
    }),
  ];
}

/** A raced system's mean WCXB word F1 per page type, from its saved predictions. */
function wordF1ByPageType(system: string, wcxb: Dataset): Map<string, number> {
  const byType = new Map<string, number[]>();
  for (const { gold, text } of readPredictions(predictionsDirOf(system), system, wcxb)) {
    if (gold.page_type === undefined) continue;
    const scores = byType.get(gold.page_type) ?? [];
    scores.push(bagOfWordsScore(gold.text, text).f1);
    byType.set(gold.page_type, scores);
  }
  return new Map([...byType].map(([type, scores]) => [type, mean(scores)]));
}

function modelSizeLine(): string {
  const bytes = statSync(MODEL_FILE).size;
  const mib = (value: number) => `${(value / 1024 / 1024).toFixed(2)} MiB`;
  return `\nModel file ${MODEL_FILE}: ${mib(bytes)}, against at most ${mib(MODEL_BYTES_TARGET)} (${bytes <= MODEL_BYTES_TARGET ? "met" : "missed"}).`;
}

/** The throughput and memory targets, from the throughput section's measurement (when it ran). */
function throughputLines(): string[] {
  if (!existsSync(THROUGHPUT_REPORT)) return [];
  const measured = JSON.parse(readFileSync(THROUGHPUT_REPORT, "utf8")) as Throughput;
  const cpuRate = medianCpuRate(measured);
  const live = measured.liveHeapByPassMb;
  const growth = live[live.length - 1] / live[0] - 1;
  const percent = `${growth >= 0 ? "+" : "−"}${Math.abs(growth * 100).toFixed(1)} %`;
  const mb = (values: readonly number[], digits: number) =>
    values.map((value) => value.toFixed(digits)).join(" / ");
  return [
    "",
    `Throughput (the throughput section's \`pith extract\` runs over all shared pages): ${cpuRate.toFixed(1)} pages per CPU second, against at least ${PAGES_PER_CPU_SECOND_TARGET} (${cpuRate >= PAGES_PER_CPU_SECOND_TARGET ? "met" : `missed by ${(PAGES_PER_CPU_SECOND_TARGET - cpuRate).toFixed(1)}`}). Memory over every page read ${live.length} times: heap left in use after each pass ${mb(live, 1)} MB, last against first ${percent} (${growth <= FLAT_HEAP_GROWTH ? "flat" : "grows"}; flat allows ${(FLAT_HEAP_GROWTH * 100).toFixed(0)} %); the CLI's resident memory, highest per pass, ${mb(measured.rssByPassMb, 0)} MB.`,
  ];
}

interface RaceIntervals {
  /** pith-heldout's shingle F1 with its site-bootstrap interval. */
  readonly pith: { readonly f1: number; readonly low: number; readonly high: number };
  /** pith-heldout − each of RIVALS, paired, in RIVALS' order. */
  readonly leads: readonly ShingleDifference[];
}

/** Per dataset, from the pages all raced: how sure pith-heldout's score and its leads are. */
function raceIntervals(datasets: readonly Dataset[]): Map<string, RaceIntervals> {
  const intervals = new Map<string, RaceIntervals>();
  for (const dataset of datasets) {
    const pages = (system: string) => racePageShingles(predictionsDirOf(system), system, dataset);
    const pith = pages("pith-heldout");
    intervals.set(dataset.name, {
      pith: shingleF1Interval(pith),
      leads: RIVALS.map((rival) => pairedSiteBootstrap(pith, pages(rival))),
    });
  }
  return intervals;
}

function withInterval(value: number, low: number, high: number, format: (x: number) => string) {
  return `${format(value)} (${format(low)} … ${format(high)})`;
}

/**
 * The golds disagree on user comments: CleanEval keeps a blog's comments as content, Dragnet and
 * L3S-GN1 separate them. pith returns them apart (`comments`); the race's `pith-heldout-comments`
 * appends them, to show what each convention costs.
 */
function commentsConvention(heldOut: SystemReport, withComments: SystemReport): string[] {
  const cells = Object.keys(ACCURACY_TARGETS).map(
    (dataset) =>
      `${dataset} ${fixed(heldOut.datasets[dataset]?.shingle.f1)} → ${fixed(withComments.datasets[dataset]?.shingle.f1)}`,
  );
  return [
    "",
    "The golds disagree on user comments: CleanEval-dev keeps a blog's comments as content, Dragnet and",
    "L3S-GN1 separate them, and pith returns them apart (`--comments`). With the comments pith finds appended",
    `to its text (\`pith-heldout-comments\` in the race), shingle F1 goes: ${cells.join("; ")}.`,
  ];
}

function fixed(value: number | undefined): string {
  return value === undefined ? "–" : value.toFixed(3);
}

/** Met, or missed by how much; "inside the interval" when pith's own interval reaches the target. */
function verdict(worst: number, target: number, high?: number): string {
  if (Number.isNaN(worst)) return "not measured";
  if (worst >= target) return "met";
  const missed = `missed by ${(target - worst).toFixed(3)}`;
  return high !== undefined && high >= target ? `${missed}, inside the interval` : missed;
}
