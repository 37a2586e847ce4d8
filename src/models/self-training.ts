import type { SegmentedPage } from "../blocks/block.js";
import type { BlockClass, LabelledPage } from "../blocks/labelled-page.js";
import type { ContentModel } from "./model.js";
import { mostConfidentPerSource } from "./nb-mss/adaptation.js";

/** An unlabelled page of a site. */
export interface UnlabelledPage {
  readonly page: SegmentedPage;
  readonly source: string;
  readonly id: string;
}

/** Probabilities are kept off 0 and 1, so one sure block cannot decide a page's confidence alone. */
const EPSILON = 1e-6;

/** How self-training labels and chooses pages. */
export interface SelfTraining {
  /** Share of each site's pages kept, the surest first. */
  readonly share: number;
  /**
   * A block whose text is on at least this share of its site's pages (and on 3 at least) is
   * labelled boilerplate whatever the model said: the site's template repeats, its articles do
   * not. Absent: the model's labels stand.
   */
  readonly repeatedShare?: number;
}

/** Blocks this short ("Share", a date) repeat on articles' pages too, as parts of them. */
const MIN_REPEATED_WORDS = 3;
const MIN_REPEATED_PAGES = 3;

/**
 * Self-training pages (Pasternack & Roth's bootstrapping, for any model): `model` labels every
 * page by its own decision (selected blocks body, comments comment, the rest noise) corrected by
 * what the site repeats (`repeatedShare`), and each site's `share` of pages it is surest of are
 * kept (`mostConfidentPerSource`). A page's confidence is the word-weighted mean log probability
 * of the labels given: a page with blocks the model hesitates on weighs less, as their labels are
 * the likeliest to be wrong.
 */
export function selfLabelledPages(
  model: ContentModel,
  pages: readonly UnlabelledPage[],
  { share, repeatedShare }: SelfTraining,
): LabelledPage[] {
  const repeated =
    repeatedShare === undefined
      ? new Map<string, ReadonlySet<string>>()
      : repeatedTexts(pages, repeatedShare);
  const labelled = pages.map((unlabelled) =>
    selfLabelled(model, unlabelled, repeated.get(unlabelled.source)),
  );
  const chosen = mostConfidentPerSource(
    pages.map((page) => page.source),
    labelled.map(({ confidence }) => confidence),
    share,
  );
  return chosen.map((i) => labelled[i].page);
}

/** Per site: the block texts on at least `share` of its pages (and `MIN_REPEATED_PAGES`). */
function repeatedTexts(
  pages: readonly UnlabelledPage[],
  share: number,
): Map<string, ReadonlySet<string>> {
  const bySite = new Map<string, { pages: number; texts: Map<string, number> }>();
  for (const { page, source } of pages) {
    const site = bySite.get(source) ?? { pages: 0, texts: new Map<string, number>() };
    site.pages++;
    const seen = new Set(
      page.blocks
        .filter((block) => block.wordCount >= MIN_REPEATED_WORDS)
        .map((block) => block.text),
    );
    for (const text of seen) site.texts.set(text, (site.texts.get(text) ?? 0) + 1);
    bySite.set(source, site);
  }
  const repeated = new Map<string, ReadonlySet<string>>();
  for (const [source, site] of bySite) {
    const least = Math.max(MIN_REPEATED_PAGES, share * site.pages);
    repeated.set(
      source,
      new Set([...site.texts].filter(([, count]) => count >= least).map(([text]) => text)),
    );
  }
  return repeated;
}

function selfLabelled(
  model: ContentModel,
  { page, source, id }: UnlabelledPage,
  repeated: ReadonlySet<string> | undefined,
): { page: LabelledPage; confidence: number } {
  const prediction = model.predict(page);
  const { contentProbability, comment } = prediction;
  const selected = Uint8Array.from(prediction.selected, (chosen, i) =>
    chosen === 1 && repeated?.has(page.blocks[i].text) !== true ? 1 : 0,
  );
  let total = 0;
  let words = 0;
  page.blocks.forEach((block, i) => {
    const p = prediction.selected[i] === 1 ? contentProbability[i] : 1 - contentProbability[i];
    const weight = Math.max(1, block.wordCount);
    total += weight * Math.log(Math.min(1 - EPSILON, Math.max(EPSILON, p)));
    words += weight;
  });
  const classes: BlockClass[] = page.blocks.map((_, i) =>
    selected[i] === 1 ? "body" : comment?.[i] === 1 ? "comment" : "noise",
  );
  return {
    page: {
      page,
      labels: Uint8Array.from(selected),
      classes,
      labelsComments: comment !== undefined,
      source,
      id,
    },
    confidence: words === 0 ? Number.NEGATIVE_INFINITY : total / words,
  };
}
