import type { BlockClass } from "../../blocks/labelled-page.js";
import type { GoldRecord } from "../dataset.js";
import { metricWords } from "../words.js";

/** Gold words in page order, each with the block class its gold part stands for. */
export interface GoldSequence {
  readonly words: readonly string[];
  readonly classes: readonly BlockClass[];
}

/** What each labelled gold segment type means for a block (L3S-GN1 and CleanEval labels). */
const SEGMENT_CLASSES: Readonly<Record<string, BlockClass>> = {
  headline: "title",
  fulltext: "body",
  supplemental: "body",
  related: "noise",
  comments: "comment",
  heading: "heading",
  paragraph: "body",
  list: "body",
};

/**
 * The gold as one word sequence. Where the gold labels its parts in page order (`segments`) those
 * labels are used — aligning L3S's "related" and "comments" parts too keeps their words from being
 * matched to the article. Otherwise: the main text as body, then the comments (pages put them after
 * the article).
 */
export function goldSequence(record: GoldRecord): GoldSequence {
  const words: string[] = [];
  const classes: BlockClass[] = [];
  const append = (text: string, blockClass: BlockClass): void => {
    for (const word of metricWords(text)) {
      words.push(word);
      classes.push(blockClass);
    }
  };
  if (record.segments !== null && record.segments.length > 0) {
    for (const segment of record.segments)
      append(segment.text, SEGMENT_CLASSES[segment.type] ?? "body");
  } else {
    append(record.text, "body");
    if (record.comments !== null) append(record.comments, "comment");
  }
  return { words, classes };
}

export function isContentClass(blockClass: BlockClass): boolean {
  return blockClass === "body" || blockClass === "title" || blockClass === "heading";
}
