/**
 * Normalised exact-match title accuracy (`\w+` words, lower-cased, NFKC) of the candidate-based
 * title selector with the shipped learned weights (models/title.json) and with the hand weights,
 * against the old `guessTitle`, on datasets with gold titles. These are in-sample for the learned
 * weights; their cross-validated accuracy is what `npm run train-title` reports.
 * Usage: npx tsx bench/title-accuracy.ts ../shared/data/wcxb ../shared/data/l3s-gn1 [--misses N]
 *   [--weights '{"fromH1": 1.5}']  (overrides of HAND_TITLE_WEIGHTS, to try weights)
 */
import { loadDataset, readPageBytes } from "../src/eval/dataset.js";
import { goldTitle } from "../src/eval/title-pages.js";
import { segmentPage } from "../src/extract/extract.js";
import { resolveModel } from "../src/extract/resolve-model.js";
import { metadataSources } from "../src/metadata/metadata.js";
import { comparableText } from "../src/output/fragment.js";
import { baseUrlOf } from "../src/parse/urls.js";
import { guessTitle } from "../src/title/document-title.js";
import { defaultTitleScorer, linearTitleScorer, selectTitle } from "../src/title/title-score.js";
import { HAND_TITLE_WEIGHTS } from "../src/title/title-weights.js";

const args = process.argv.slice(2);
const optionValue = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const showMisses = Number(optionValue("--misses") ?? 0);
const handScorer = linearTitleScorer({
  ...HAND_TITLE_WEIGHTS,
  ...JSON.parse(optionValue("--weights") ?? "{}"),
});
const dirs = args.filter(
  (arg, i) => !arg.startsWith("--") && (i === 0 || !args[i - 1].startsWith("--")),
);
const model = resolveModel("simple-mss");

for (const dir of dirs) {
  const dataset = loadDataset(dir);
  let pages = 0;
  let candidateHits = 0;
  let handHits = 0;
  let guessHits = 0;
  const misses: string[] = [];
  for (const record of dataset.records) {
    const gold = goldTitle(record);
    if (gold === null || comparableText(gold) === "") continue;
    pages++;
    const { page } = segmentPage(readPageBytes(dataset, record));
    const selected = model.predict(page).selected;
    const sources = metadataSources(
      page.document,
      baseUrlOf(page.document, record.url ?? undefined),
    );
    const chosen = selectTitle(page, selected, sources, defaultTitleScorer());
    const goldKey = comparableText(gold);
    if (comparableText(selectTitle(page, selected, sources, handScorer)) === goldKey) handHits++;
    if (comparableText(chosen) === goldKey) candidateHits++;
    else if (misses.length < showMisses)
      misses.push(`${record.id}\n  gold: ${gold}\n  got:  ${chosen}`);
    if (comparableText(guessTitle(page.document, page.titleText)) === goldKey) guessHits++;
  }
  const percent = (hits: number) => ((100 * hits) / pages).toFixed(1);
  console.log(`${dataset.name}: ${pages} pages with a gold title`);
  console.log(
    `  learned weights ${percent(candidateHits)}%   hand weights ${percent(handHits)}%   guessTitle ${percent(guessHits)}%`,
  );
  for (const miss of misses) console.log(miss);
}
