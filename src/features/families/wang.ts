import type { Element } from "domhandler";
import { WANG_FORMATTING_TAGS } from "../../vocabulary/tags.js";
import { endsWithFullStop } from "../facts/block-text.js";
import type { PageWalk } from "../facts/page-walk.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { capped, ratio } from "../scale.js";
import type { FeatureFamilyDefinition } from "../types.js";

/**
 * Wang et al., "Can We Learn a Template-Independent Wrapper for News Article Extraction from a
 * Single Training Site?" (KDD 2009): the content features of body subtrees (§3.1.1) for the
 * subtree of the block's element and of its parent (the likely article container), and the content
 * features of title subtrees (§4.1.2). The spatial features need a browser and are left out.
 */
export const wangFamily: FeatureFamilyDefinition = {
  name: "wang",
  description:
    "Wang et al.: formatting elements and formatted text of the block's subtree and its parent's, full stop, word count",
  build: () => ({ name: "wang", extract: wangFeatures }),
};

/** Wang et al.'s MaxWordNum (§4.1.2). */
export const MAX_WORD_NUM = 60;

interface Formatting {
  readonly elements: number;
  readonly length: number;
}

function wangFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const walk = facts.walk;
  const memo = new Map<Element, Formatting>();
  const formattingOf = (element: Element): Formatting => {
    let known = memo.get(element);
    if (known === undefined) {
      known = childFormatting(element, walk);
      memo.set(element, known);
    }
    return known;
  };
  for (const block of facts.blocks) {
    const row = rows[block.index];
    const own = formattingOf(block.element);
    row.add("formatting-elements", ratio(own.elements, walk.formattingElements));
    row.add("formatted-length", ratio(own.length, walk.formattedLength));
    const parent = block.ancestors[block.ancestors.length - 2];
    if (parent !== undefined) {
      const container = formattingOf(parent);
      row.add("parent-formatting-elements", ratio(container.elements, walk.formattingElements));
      row.add("parent-formatted-length", ratio(container.length, walk.formattedLength));
    }
    row.flag("ends-with-full-stop", endsWithFullStop(block.text));
    row.add("word-num", capped(block.wordCount, MAX_WORD_NUM));
  }
}

/** FormattingElementsNum and FormattedContentLen of the subtree rooted at `root`: its formatting children. */
export function childFormatting(
  root: Element,
  walk: Pick<PageWalk, "formattedLengthOf">,
): Formatting {
  let elements = 0;
  let length = 0;
  for (const child of root.children) {
    if (child.type !== "tag" || !WANG_FORMATTING_TAGS.has((child as Element).name)) continue;
    elements++;
    length += walk.formattedLengthOf.get(child as Element) ?? 0;
  }
  return { elements, length };
}
