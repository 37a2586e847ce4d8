import { LEAD_LINES, leadHoldsByline, textDates, withBylines } from "../output/byline-lines.js";
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
  extractedByline: string | null = null,
): boolean {
  const body = goldBodyOf(record, extractedTitle);
  return leadHoldsByline(body, textDates(body)) || leadHoldsLine(body, extractedByline);
}

/** The gold text without its headline line, where it opens with one. */
function goldBodyOf(record: Pick<GoldRecord, "text" | "title">, extractedTitle: string): string {
  return goldRepeatsHeadline(record, extractedTitle)
    ? record.text.slice(record.text.indexOf("\n") + 1)
    : record.text;
}

/**
 * Whether the first line of `byline` is one of the gold body's opening lines: a gold that keeps a
 * byline the line rules cannot tell without the page ("Mark Sigetty" alone, found by the page's
 * declared author).
 */
function leadHoldsLine(body: string, byline: string | null): boolean {
  return byline ? goldLineOf(body, byline) >= 0 : false;
}

/**
 * Which of the gold body's opening lines is the byline's first, or the start of it, or starts
 * with it ("By Tim Manley info", "by A Photo Editor on November 12, 2012 · 1 comment": the gold
 * and pith cut a line's widgets differently); -1 when none is.
 */
function goldLineOf(body: string, byline: string): number {
  const first = comparableText(byline.split("\n", 1)[0]);
  if (first === "") return -1;
  return body.split("\n", LEAD_LINES).findIndex((line) => {
    const gold = comparableText(line);
    if (gold === first) return true;
    return (
      Math.min(gold.length, first.length) >= MIN_SHARED_START &&
      (gold.startsWith(first) || first.startsWith(gold))
    );
  });
}

/** Fewest characters two lines share at their start to be read as one line cut differently. */
const MIN_SHARED_START = 12;

/**
 * The byline lines back in the text where the gold has them: after the text's line that comes
 * before them in the gold (a standfirst, a section name), else above the text (`withBylines`).
 * pith gives a byline under a standfirst back above it (`splitBylines`); where the lines stand is
 * the gold's convention, not the body's, so it is not scored.
 */
function withBylinesAsGold(goldBody: string, text: string, byline: string): string {
  const at = goldLineOf(goldBody, byline);
  if (at <= 0) return withBylines(text, byline);
  const before = comparableText(goldBody.split("\n", at + 1)[at - 1]);
  const lines = text.split("\n");
  const after = lines.slice(0, LEAD_LINES).findIndex((line) => comparableText(line) === before);
  if (after < 0) return withBylines(text, byline);
  return [...lines.slice(0, after + 1), byline, ...lines.slice(after + 1)].join("\n");
}

/**
 * The extraction as the page's gold reads it: the title on top where the gold includes the
 * headline, the byline lines back where the gold keeps them (`withBylinesAsGold`), the
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
    byline && goldKeepsBylines(record, title, byline)
      ? withBylinesAsGold(goldBodyOf(record, title), extracted.text, byline)
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
