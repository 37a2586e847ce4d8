import { leadHoldsByline, textDates, withBylines } from "../output/byline-lines.js";
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
 * Whether a page's gold keeps the byline and dateline lines above its body ("By Jane Doe",
 * "Published March 3, 2024"): a byline line stands at its body's top (`leadHoldsByline`). pith's
 * `text` leaves them out (`byline` holds them); L3S-GN1's and Dragnet's golds mostly keep them,
 * WCXB's mostly do not.
 */
export function goldKeepsBylines(
  record: Pick<GoldRecord, "text" | "title">,
  extractedTitle: string,
): boolean {
  const body = goldRepeatsHeadline(record, extractedTitle)
    ? record.text.slice(record.text.indexOf("\n") + 1)
    : record.text;
  return leadHoldsByline(body, textDates(body));
}

/**
 * The extraction as the page's gold reads it: the title on top where the gold includes the
 * headline, the byline lines back above the body where the gold keeps them (`withBylines`), the
 * text alone where it keeps neither. Scoring by each gold's own convention keeps a dataset from rewarding or punishing
 * the headline's and the byline's place rather than the body. A text that already opens with the
 * title (an extractor that keeps the headline in its content) is not given it twice.
 */
export function textAsGoldReadsIt(
  record: Pick<GoldRecord, "text" | "title">,
  extracted: {
    readonly title: string;
    readonly text: string;
    readonly byline?: string | null;
  },
): string {
  const { title, byline } = extracted;
  const text =
    byline && goldKeepsBylines(record, title)
      ? withBylines(extracted.text, byline)
      : extracted.text;
  if (title === "" || !goldRepeatsHeadline(record, title)) return text;
  return withTitleOnTop({ title, text });
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
