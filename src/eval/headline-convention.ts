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
  const headline = record.title ?? extractedTitle;
  return comparableText(headline) !== "" && firstLineIs(record.text, headline);
}

/**
 * The extraction as the page's gold reads it: title and text where the gold includes the headline,
 * the text alone where it does not. Scoring by each gold's own convention keeps a dataset from
 * rewarding or punishing the headline's place rather than the body. A text that already opens with
 * the title (an extractor that keeps the headline in its content) is not given it twice.
 */
export function textAsGoldReadsIt(
  record: Pick<GoldRecord, "text" | "title">,
  extracted: { readonly title: string; readonly text: string },
): string {
  if (extracted.title === "" || !goldRepeatsHeadline(record, extracted.title))
    return extracted.text;
  return withTitleOnTop(extracted);
}

/** Title and text, as a reader of the text format sees them; the title once. */
export function withTitleOnTop(extracted: {
  readonly title: string;
  readonly text: string;
}): string {
  const { title, text } = extracted;
  if (title === "") return text;
  if (text === "") return title;
  return firstLineIs(text, title) ? text : `${title}\n${text}`;
}

function firstLineIs(text: string, title: string): boolean {
  const end = text.indexOf("\n");
  return comparableText(end === -1 ? text : text.slice(0, end)) === comparableText(title);
}
