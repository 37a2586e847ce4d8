import { endsWithPunctuation, tailLength, upperCaseRatio } from "../facts/block-text.js";
import { BoundedMemo } from "../facts/name-cache.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { logScale } from "../scale.js";
import type { FeatureFamilyDefinition } from "../types.js";

/**
 * Arizaleta, "Structured data extraction: separating content from noise on news websites" (NTNU
 * 2009), §5: the 41 memory-based-learning features, over blocks instead of ElementTree elements.
 * Windows look at the neighbouring blocks; a window position outside the page has tag `none`.
 */
export const arizaletaFamily: FeatureFamilyDefinition = {
  name: "arizaleta",
  description:
    "Arizaleta: tags of ±5 blocks, text and tail lengths and end punctuation of ±3 blocks, upper case",
  build: () => ({ name: "arizaleta", extract: arizaletaFeatures }),
};

export const TAG_WINDOW = 5;
export const LENGTH_WINDOW = 3;
/** "A text is in upper letters if more than 70 % of the letters are" (§5). */
export const UPPER_CASE_THRESHOLD = 0.7;
/** Characters at which a length feature saturates (a long paragraph). */
const LENGTH_SATURATION = 1000;

/**
 * Names per window position (index k + window), built once: a page writes thousands of them. A
 * tag's names at every position come with one lookup.
 */
const TAG_NAMES = new BoundedMemo((tag) => windowNames(TAG_WINDOW, (at) => `tag[${at}]=${tag}`));
const LENGTH_NAMES = windowNames(LENGTH_WINDOW, (at) => `length[${at}]`);
const TAIL_NAMES = windowNames(LENGTH_WINDOW, (at) => `tail-length[${at}]`);
const END_NAMES = windowNames(LENGTH_WINDOW, (at) => `end-punctuation[${at}]`);

function arizaletaFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const { blocks } = facts;
  const tagNames = blocks.map((block) => TAG_NAMES.get(block.element.name));
  const noTagNames = TAG_NAMES.get("none");
  const lengths = blocks.map((block) => logScale(block.text.length, LENGTH_SATURATION));
  const tails = blocks.map((block) => logScale(tailLength(block.textNodes), LENGTH_SATURATION));
  const ends = blocks.map((block) => endsWithPunctuation(block.text));
  for (let i = 0; i < blocks.length; i++) {
    const row = rows[i];
    for (let k = -TAG_WINDOW; k <= TAG_WINDOW; k++) {
      const j = i + k;
      row.flag((j >= 0 && j < blocks.length ? tagNames[j] : noTagNames)[k + TAG_WINDOW]);
    }
    for (let k = -LENGTH_WINDOW; k <= LENGTH_WINDOW; k++) {
      const j = i + k;
      if (j < 0 || j >= blocks.length) continue;
      row.add(LENGTH_NAMES[k + LENGTH_WINDOW], lengths[j]);
      row.add(TAIL_NAMES[k + LENGTH_WINDOW], tails[j]);
      row.flag(END_NAMES[k + LENGTH_WINDOW], ends[j]);
    }
    const upper = upperCaseRatio(blocks[i].text);
    row.add("upper-ratio", upper);
    row.flag("upper-case", upper > UPPER_CASE_THRESHOLD);
  }
}

/** One value per window offset -window … +window, from the offset as the paper writes it: -2, 0, +3. */
function windowNames<T>(window: number, make: (offset: string) => T): T[] {
  return Array.from({ length: 2 * window + 1 }, (_, i) => {
    const k = i - window;
    return make(k > 0 ? `+${k}` : String(k));
  });
}
