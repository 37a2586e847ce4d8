import { comparableText } from "../output/fragment.js";
import type { GoldRecord } from "./dataset.js";

/**
 * Whether a page's gold text starts with its headline. pith's `text` is the body and its headline
 * is `title`; L3S-GN1's gold puts the headline on the text's first line, WCXB's and most of
 * CleanEval's leave it out. A gold without a title of its own (Dragnet) is read by the title
 * extracted: the headline is in the gold when its first line is that title.
 */
export function goldRepeatsHeadline(
  record: Pick<GoldRecord, "text" | "title">,
  extractedTitle: string,
): boolean {
  const headline = comparableText(record.title ?? extractedTitle);
  if (headline === "") return false;
  const end = record.text.indexOf("\n");
  return comparableText(end === -1 ? record.text : record.text.slice(0, end)) === headline;
}

/**
 * The extraction as the page's gold reads it: title and text where the gold includes the headline,
 * the text alone where it does not. Scoring by each gold's own convention keeps a dataset from
 * rewarding or punishing the headline's place rather than the body.
 */
export function textAsGoldReadsIt(
  record: Pick<GoldRecord, "text" | "title">,
  extracted: { readonly title: string; readonly text: string },
): string {
  if (extracted.title === "" || !goldRepeatsHeadline(record, extracted.title))
    return extracted.text;
  return extracted.text === "" ? extracted.title : `${extracted.title}\n${extracted.text}`;
}
