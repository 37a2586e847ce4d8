import { findRecordGroups } from "../facts/record-groups.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { logScale, ratio } from "../scale.js";
import type { FeatureFamilyDefinition } from "../types.js";

/** Record counts and words per record beyond these all look alike. */
const MANY_RECORDS = 50;
const LONG_RECORD_WORDS = 100;
/** A group whose words are mostly link text reads as navigation; below this, as listed content. */
const LINK_LIST_DENSITY = 0.5;

/**
 * Repeated structure: whether the block sits in a list of look-alike siblings (table rows, results,
 * posts, product cards, menu items) and what that list holds — its share of the page's words, its
 * link density, words per record, and whether it is the page's largest. Listings, forums and
 * catalogues keep their content in such lists; so do menus, and these features let the learner
 * tell the two apart by what the records contain rather than by one block alone.
 */
export const recordsFamily: FeatureFamilyDefinition = {
  name: "records",
  description:
    "repeated sibling structure: the block's list of look-alike records, its share of the page, link density, words per record, largest on the page",
  build: () => ({ name: "records", extract: recordsFeatures }),
};

function recordsFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const { groupOf, largest, pageWords } = findRecordGroups(facts.blocks);
  groupOf.forEach((group, block) => {
    if (group === null) return;
    const row = rows[block];
    const linkDensity = ratio(group.linkWords, group.words);
    row.flag("in-records");
    row.add("records-share", ratio(group.words, pageWords));
    row.add("records-link-density", linkDensity);
    row.add("records-count", logScale(group.recordsWithText, MANY_RECORDS));
    row.add(
      "words-per-record",
      logScale(ratio(group.words, group.recordsWithText), LONG_RECORD_WORDS),
    );
    const isLargest = group === largest;
    row.flag("in-largest-records", isLargest);
    row.flag("in-largest-text-records", isLargest && linkDensity < LINK_LIST_DENSITY);
  });
}
