import type { BlockClass } from "../blocks/labelled-page.js";
import type { GoldRecord } from "../eval/dataset.js";
import type { BlockLabel } from "../view/block-labels.js";

/**
 * The shared format's segment type for each label (../shared/data/README.md): L3S-GN1's types,
 * which the gold projection reads as the same block classes (src/eval/projection/gold-sequence.ts).
 * Boilerplate is written out too ("related"), so its words never align with the content's.
 */
export const SEGMENT_TYPES: Readonly<Record<BlockLabel, string>> = {
  title: "headline",
  body: "fulltext",
  comment: "comments",
  boilerplate: "related",
};

/** The label a block class projected from a saved gold stands for. */
export function labelOfClass(blockClass: BlockClass): BlockLabel {
  switch (blockClass) {
    case "title":
      return "title";
    case "body":
    case "heading":
      return "body";
    case "comment":
      return "comment";
    case "noise":
      return "boilerplate";
  }
}

/** Where a labelled page came from, as its gold record names it. */
export interface PageIdentity {
  readonly id: string;
  /** Path of the page file relative to the dataset directory. */
  readonly page: string;
  readonly url: string | null;
}

/**
 * A labelled page as a record of `gold.jsonl`: one segment per block in page order, the content
 * (title and body) as `text`, the comments apart — always a string, so the dataset says it labels
 * comments and a page without any has none.
 */
export function goldRecordOf(
  identity: PageIdentity,
  blocks: readonly { readonly text: string }[],
  labels: readonly BlockLabel[],
): GoldRecord {
  const textOf = (wanted: readonly BlockLabel[]) =>
    blocks.filter((_, i) => wanted.includes(labels[i])).map((block) => block.text);
  const titles = textOf(["title"]);
  return {
    id: identity.id,
    page: identity.page,
    url: identity.url,
    site: siteOf(identity.url),
    title: titles.length === 0 ? null : titles.join(" "),
    text: textOf(["title", "body"]).join("\n"),
    comments: textOf(["comment"]).join("\n"),
    segments: blocks.map((block, i) => ({ type: SEGMENT_TYPES[labels[i]], text: block.text })),
  };
}

/** The host without `www.`, as the shared datasets name sites; null without an address. */
function siteOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}
