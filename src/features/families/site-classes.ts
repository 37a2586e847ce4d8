import type { Element } from "domhandler";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import type { FeatureFamilyDefinition } from "../types.js";

/**
 * A site's own markup: the whole class names and ids of a block's element (`own=`) and of its
 * ancestors (`in=`). They name one site's template ("story-body", "#comments-list"), so a model
 * trained on many sites drops them (`minFeatureSources`); a site model (`pith train --base`)
 * learns them from a few of that site's pages. Not in the default feature set (`siteOnly`).
 */
export const siteClassesFamily: FeatureFamilyDefinition = {
  name: "site-classes",
  description: "the site's template: whole class names and ids of a block's element and ancestors",
  siteOnly: true,
  build: () => ({ name: "site-classes", extract: siteClassFeatures }),
};

/** Longer class names are generated (hashes, inline data), not a template's words. */
const MAX_NAME_LENGTH = 40;

function siteClassFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const namesOf = new Map<Element, readonly string[]>();
  const memoNames = (element: Element) => {
    let names = namesOf.get(element);
    if (names === undefined) {
      names = markupNames(element);
      namesOf.set(element, names);
    }
    return names;
  };
  for (const block of facts.blocks) {
    const row = rows[block.index];
    const { ancestors } = block;
    const seen = new Set<string>();
    for (let a = 0; a < ancestors.length - 1; a++) {
      for (const name of memoNames(ancestors[a])) {
        if (seen.has(name)) continue;
        seen.add(name);
        row.flagKey("in=", name);
      }
    }
    for (const name of memoNames(block.element)) row.flagKey("own=", name);
  }
}

/** An element's class names and its id as `#id`, lowercased. */
function markupNames(element: Element): readonly string[] {
  const { class: className, id } = element.attribs;
  const names: string[] = [];
  for (const name of (className ?? "").toLowerCase().split(/\s+/))
    if (name.length > 0 && name.length <= MAX_NAME_LENGTH) names.push(name);
  const ownId = id?.trim().toLowerCase();
  if (ownId !== undefined && ownId.length > 0 && ownId.length < MAX_NAME_LENGTH)
    names.push(`#${ownId}`);
  return names;
}
