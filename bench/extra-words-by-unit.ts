/**
 * Where the words pith keeps but the gold does not (its "extra" words, the precision loss) sit on
 * each page, against the gold article: issue 55's question "is it stray lines inside the article,
 * or whole other units (teasers, bios, the next article) beside it?".
 *
 *   npx tsx bench/extra-words-by-unit.ts [--in-sample] [--limit N]
 *
 * Every page with a usable gold projection is predicted by the fold model of the default recipe's
 * by-site cross-validation that never saw its site (`npm run bench:default-cv` saves them; set
 * PITH_HELD_OUT_DIR to read them elsewhere), or by the shipped model with `--in-sample`. A block's
 * extra words are the words of a selected block the gold projection marks as not content.
 *
 * The article's container is the deepest element holding 95 % of the page's gold content words
 * (the restriction the issue measured at +0.013). Its children are the units inside it; the
 * article's own unit is the run of children from the first to the last holding gold content. Each
 * extra word falls in one of:
 * - article's unit: under a child in that run (a stray line inside the article: a caption, an
 *   "Advertisement" label, an inline "Related:" link);
 * - other unit inside: under a child of the container before or after that run (a teaser list, a
 *   bio box, the next article inside the same wrapper);
 * - outside: a block not under the container (sidebars, footers, the page's other regions);
 * - missed page: every extra word of a page whose block recall is below one half (the selection
 *   missed the article, so "where" has no meaning).
 * Positions (above / inside / after the gold's first-to-last content blocks) are reported beside.
 */
import { parseArgs } from "node:util";
import type { Element } from "domhandler";
import type { Block } from "../src/blocks/block.js";
import { type CorpusPage, loadCorpus } from "../src/eval/corpus.js";
import { resolveModel } from "../src/extract/resolve-model.js";
import type { ContentModel } from "../src/models/model.js";
import { heldOutModels, heldOutModelsMissing } from "./held-out-models.js";
import { SHARED_DATA_DIRS } from "./shared-datasets.js";

/** Share of the gold content words the article's container must hold. */
const CONTAINER_SHARE = 0.95;
/** Below this share of gold content words selected, a page's selection missed its article. */
const MISSED_RECALL = 0.5;

const UNIT_BUCKETS = ["articleUnit", "otherUnitInside", "outside", "missedPage"] as const;
const POSITION_BUCKETS = ["above", "inside", "after"] as const;
type UnitBucket = (typeof UNIT_BUCKETS)[number];
type PositionBucket = (typeof POSITION_BUCKETS)[number];

export interface ExtraWordsTally {
  pages: number;
  extraWords: number;
  keptWords: number;
  byUnit: Record<UnitBucket, number>;
  byPosition: Record<PositionBucket, number>;
  /** Extra words in blocks of at least 11 words (whole paragraphs, not stray lines). */
  inLongBlocks: number;
}

/** A tally with nothing counted yet. */
export function emptyTally(): ExtraWordsTally {
  return {
    pages: 0,
    extraWords: 0,
    keptWords: 0,
    byUnit: { articleUnit: 0, otherUnitInside: 0, outside: 0, missedPage: 0 },
    byPosition: { above: 0, inside: 0, after: 0 },
    inLongBlocks: 0,
  };
}

/** The deepest element that is an ancestor of blocks holding `share` of the content words. */
export function articleContainer(
  blocks: readonly Block[],
  labels: Uint8Array,
  share = CONTAINER_SHARE,
): Element | undefined {
  const wordsUnder = new Map<Element, number>();
  let contentWords = 0;
  blocks.forEach((block, i) => {
    if (labels[i] !== 1) return;
    contentWords += block.wordCount;
    for (const ancestor of block.ancestors)
      wordsUnder.set(ancestor, (wordsUnder.get(ancestor) ?? 0) + block.wordCount);
  });
  if (contentWords === 0) return undefined;
  let deepest: Element | undefined;
  let deepestDepth = -1;
  for (const [element, words] of wordsUnder) {
    if (words < share * contentWords) continue;
    const depth = depthOf(element);
    if (depth > deepestDepth) {
      deepest = element;
      deepestDepth = depth;
    }
  }
  return deepest;
}

function depthOf(element: Element): number {
  let depth = 0;
  for (let node = element.parent; node !== null; node = node.parent) depth++;
  return depth;
}

/**
 * Position among the container's children of the child a block sits under; -1 when the block's
 * own element is the container (text directly in it: the article's), undefined when not under it.
 */
function unitOf(block: Block, container: Element): number | undefined {
  const at = block.ancestors.indexOf(container);
  if (at < 0) return undefined;
  const child = block.ancestors[at + 1];
  return child === undefined ? -1 : container.children.indexOf(child);
}

/** Adds one page's extra words to `tally`. */
export function tallyPage(
  tally: ExtraWordsTally,
  blocks: readonly Block[],
  labels: Uint8Array,
  selected: Uint8Array,
): void {
  const contentWords = blocks.reduce((sum, b, i) => sum + (labels[i] === 1 ? b.wordCount : 0), 0);
  if (contentWords === 0) return;
  tally.pages++;
  const selectedContent = blocks.reduce(
    (sum, b, i) => sum + (labels[i] === 1 && selected[i] === 1 ? b.wordCount : 0),
    0,
  );
  const missed = selectedContent < MISSED_RECALL * contentWords;
  const container = articleContainer(blocks, labels);
  const articleUnits = { first: Infinity, last: -Infinity };
  if (container !== undefined)
    blocks.forEach((block, i) => {
      const unit = labels[i] === 1 ? unitOf(block, container) : undefined;
      if (unit === undefined || unit < 0) return;
      articleUnits.first = Math.min(articleUnits.first, unit);
      articleUnits.last = Math.max(articleUnits.last, unit);
    });
  const first = labels.indexOf(1);
  const last = labels.lastIndexOf(1);
  blocks.forEach((block, i) => {
    if (selected[i] !== 1) return;
    tally.keptWords += block.wordCount;
    if (labels[i] === 1) return;
    const words = block.wordCount;
    tally.extraWords += words;
    if (words >= 11) tally.inLongBlocks += words;
    tally.byPosition[i < first ? "above" : i > last ? "after" : "inside"] += words;
    tally.byUnit[missed ? "missedPage" : unitBucket(block, container, articleUnits)] += words;
  });
}

function unitBucket(
  block: Block,
  container: Element | undefined,
  articleUnits: { readonly first: number; readonly last: number },
): UnitBucket {
  if (container === undefined) return "outside";
  const unit = unitOf(block, container);
  if (unit === undefined) return "outside";
  return unit < 0 || (unit >= articleUnits.first && unit <= articleUnits.last)
    ? "articleUnit"
    : "otherUnitInside";
}

function share(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(0)} %`;
}

function tallyRow(name: string, tally: ExtraWordsTally): string {
  return [
    name,
    tally.pages,
    share(tally.extraWords, tally.keptWords),
    ...UNIT_BUCKETS.map((bucket) => share(tally.byUnit[bucket], tally.extraWords)),
    ...POSITION_BUCKETS.map((bucket) => share(tally.byPosition[bucket], tally.extraWords)),
    share(tally.inLongBlocks, tally.extraWords),
  ].join(" | ");
}

/** The extra-words table of every shared dataset, by held-out fold models or the shipped model. */
export function extraWordsTable(options: { inSample?: boolean; limit?: number } = {}): string {
  const missing = options.inSample ? undefined : heldOutModelsMissing();
  if (missing !== undefined) throw new Error(missing);
  const modelFile = options.inSample ? undefined : heldOutModels();
  const models = new Map<string, ContentModel>();
  const modelOf = (page: CorpusPage): ContentModel => {
    const spec = modelFile === undefined ? "default" : modelFile(page.key);
    let model = models.get(spec);
    if (model === undefined) {
      model = resolveModel(spec);
      models.set(spec, model);
    }
    return model;
  };
  const tallies = new Map<string, ExtraWordsTally>();
  const all = emptyTally();
  for (const dir of SHARED_DATA_DIRS) {
    for (const page of loadCorpus([dir], { limit: options.limit })) {
      const labelled = page.projection?.quality.usable ? page.projection.labelled : undefined;
      if (labelled === undefined) continue;
      const { selected } = modelOf(page).predict(labelled.page);
      let tally = tallies.get(page.dataset);
      if (tally === undefined) {
        tally = emptyTally();
        tallies.set(page.dataset, tally);
      }
      tallyPage(tally, labelled.page.blocks, labelled.labels, selected);
      tallyPage(all, labelled.page.blocks, labelled.labels, selected);
    }
  }
  const header = [
    "dataset",
    "pages",
    "extra / kept words",
    "article's unit",
    "other unit inside",
    "outside",
    "missed page",
    "above",
    "inside",
    "after",
    "in blocks ≥ 11 words",
  ];
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, i) => (i === 0 ? "---" : "--:")).join("|")}|`,
    ...[...tallies].map(([name, tally]) => `| ${tallyRow(name, tally)} |`),
    `| ${tallyRow("all", all)} |`,
  ].join("\n");
}

function main(): void {
  const { values } = parseArgs({
    options: { "in-sample": { type: "boolean" }, limit: { type: "string" } },
  });
  console.log(
    extraWordsTable({
      inSample: values["in-sample"] === true,
      limit: values.limit === undefined ? undefined : Number(values.limit),
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
