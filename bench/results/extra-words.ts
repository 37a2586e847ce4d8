import { extraWordsTable } from "../extra-words-by-unit.js";
import { HELD_OUT_MODELS_DIR } from "../held-out-models.js";
import type { ResultsSection } from "./section.js";

/** Where the words pith keeps and the gold does not sit, on unseen sites (issue 55's question). */
export const extraWordsSection: ResultsSection = {
  id: "extra-words",
  render() {
    return [
      "## Where the extra words are: the article's unit or another",
      "",
      `Every page with a usable gold projection, extracted by the fold model of ${HELD_OUT_MODELS_DIR} that never saw its`,
      "site; a block's extra words are the words of a selected block the gold marks as not content, as a share of",
      "all extra words. The article's container is the deepest element holding 95 % of the gold's words; its children",
      "from the first to the last holding gold words are the article's unit (a stray line inside the article: a",
      'caption, an "Advertisement" label); its other children are other units inside it (a teaser list, a bio box, the',
      "next article in the same wrapper); the rest of the page is outside; a page whose selection holds less than half",
      "the gold's words missed its article. Above / inside / after: before the gold's first content block, between its",
      "first and last, after its last. Command: `npx tsx bench/extra-words-by-unit.ts` (`--in-sample` for the shipped",
      "model); this section: `npm run results -- --only extra-words`.",
      "",
      extraWordsTable(),
    ].join("\n");
  },
};
