import type { Document } from "domhandler";
import { dateWordsOf } from "../features/facts/date-words.js";
import { countEntities } from "../features/facts/entities.js";
import { relativeTimeShape, relativeTimesOf } from "../features/facts/relative-times.js";
import { languageByStopWords, pageLanguage } from "../text/stop-word-language.js";
import { lowercase, wordAndSymbolTokens, wordTokens } from "../text/tokenize.js";
import { BYLINE_LABEL, BYLINE_PREFIX } from "../vocabulary/bylines.js";
import { PUBLISHED_LABEL, UPDATED_LABEL } from "../vocabulary/month-names.js";

/**
 * How a text writes dates, in its page's language: the words that make a number beside them a date
 * (month and weekday names, `dateWordsOf`) and the shapes of a past moment relative to now ("#
 * hours ago", "vor # Stunden": `relativeTimesOf`). Read once, when a line first holds a digit.
 */
export type DateReading = () => {
  readonly dateWords: ReadonlySet<string>;
  readonly relativeTimes: ReadonlySet<string>;
};

/** The body without the byline and dateline lines above it, and those lines. */
export interface BylineSplit {
  /** The text without them. */
  readonly text: string;
  /** The lines left out, in page order, one per line; null when there are none. */
  readonly byline: string | null;
}

/** Most byline and dateline lines above a body. */
const LEAD_LINES = 4;
/** A line this long is the body: no byline comes after it. */
const BODY_LINE_WORDS = 15;
/** Most words of a byline ("By Jane Doe and John Roe, Staff Writers · Updated March 3"). */
const BYLINE_WORDS = 12;
/** Most words of a line read as a dateline by its date or time alone. */
const DATELINE_WORDS = 10;

/**
 * `text` (the body under the title, `bodyText`) without the byline and dateline lines that open
 * it: up to four lines, each of at most 12 words that opens like a byline ("By Jane Doe", "Von
 * Anna Schmidt", "Autor: …"), is a byline label alone ("Written by") or the names on the line
 * after one, or holds a date or time with a "Published" / "Updated" label, or of at most 10 words
 * that holds a date or time ("March 3, 2024 8:22 AM EST", "14 marca 2024", "2024年3月14日") or
 * says how long ago ("5 days ago", "Published 4 hours ago", "vor 5 Stunden").
 * They belong to `metadata.author` and `metadata.published` (README, "What `text` holds"); the
 * record keeps them as `byline`, so nothing the page shows is lost, and `withBylines` puts them
 * back where they were. Only the lines that open the body go: one under a section name or a
 * standfirst stays, as its place could not be given back. Dates are read with `dates()`, in the
 * page's language (`bodyDates`), asked for only when a line holds a digit.
 */
export function splitBylines(text: string, dates: DateReading): BylineSplit {
  // Line by line from the top, without splitting a long text: only its first lines are read.
  let end = 0;
  let afterLabel = false;
  for (let count = 0; count < LEAD_LINES && end < text.length; count++) {
    const newline = text.indexOf("\n", end);
    const line = text.slice(end, newline === -1 ? text.length : newline);
    if (!(afterLabel && isShortLine(line)) && !isBylineLine(line, dates)) break;
    afterLabel = introducesByline(line);
    end = newline === -1 ? text.length : newline + 1;
  }
  if (end === 0) return { text, byline: null };
  const bylineEnd = text[end - 1] === "\n" ? end - 1 : end;
  return { text: text.slice(end), byline: text.slice(0, bylineEnd) };
}

/** The text as shown: `byline` back above `text`, where `splitBylines` took it from. */
export function withBylines(text: string, byline: string | null): string {
  if (!byline) return text;
  return text === "" ? byline : `${byline}\n${text}`;
}

/**
 * Whether a byline or dateline line stands among the first four lines of `text`, before its first
 * line of more than 15 words: under a section name or a standfirst too.
 */
export function leadHoldsByline(text: string, dates: DateReading): boolean {
  const lines = text.split("\n", LEAD_LINES);
  for (const line of lines) {
    if (isBylineLine(line, dates)) return true;
    if (wordTokens(line).length > BODY_LINE_WORDS) return false;
  }
  return false;
}

function isBylineLine(line: string, dates: DateReading): boolean {
  const words = wordTokens(line).length;
  if (words === 0 || words > BYLINE_WORDS) return false;
  if (opensWithByline(line) || introducesByline(line)) return true;
  // A date or time is a number with its context: a line without a digit holds none.
  if (!ANY_DIGIT.test(line)) return false;
  if (words <= DATELINE_WORDS && saysHowLongAgo(line, dates().relativeTimes)) return true;
  if (!holdsDateOrTime(line, dates().dateWords)) return false;
  return words <= DATELINE_WORDS || PUBLISHED_LABEL.test(line) || UPDATED_LABEL.test(line);
}

/** A label a relative dateline may open with: "Published 4 hours ago", "Updated: 2 days ago". */
const LEADING_LABEL = new RegExp(
  `^\\s*(?:${PUBLISHED_LABEL.source}|${UPDATED_LABEL.source})\\s*:?`,
  "iu",
);

/** "5 days ago", "Published 4 hours ago", "vor 5 Stunden", "3小时前": the whole line, a label aside. */
function saysHowLongAgo(line: string, relativeTimes: ReadonlySet<string>): boolean {
  return relativeTimes.has(relativeTimeShape(line.replace(LEADING_LABEL, "")));
}

/** "Written by", "Author:", "作者：" alone on a line: the names follow on the next. */
function introducesByline(line: string): boolean {
  return BYLINE_LABEL.test(line.trim());
}

/** The names a byline label introduces: a line of at most 12 words. */
function isShortLine(line: string): boolean {
  const words = wordTokens(line).length;
  return words > 0 && words <= BYLINE_WORDS;
}

/**
 * "By Jane Doe", "Autor: Jan Kowalski", "Текст: …": a byline word followed by a name. "By 2030,
 * the city…" and "By car: 20 minutes" are sentences (a number or a lower-case word follows).
 */
function opensWithByline(line: string): boolean {
  const prefix = BYLINE_PREFIX.exec(line);
  if (prefix === null) return false;
  const next = line.slice(prefix[0].length).match(/^\P{Z}/u)?.[0] ?? "";
  return next !== "" && !/[\p{Ll}\p{N}]/u.test(next);
}

const ANY_DIGIT = /\p{N}/u;

function holdsDateOrTime(line: string, dateWords: ReadonlySet<string>): boolean {
  const counts = countEntities(wordAndSymbolTokens(line), dateWords);
  return counts.dates + counts.times > 0;
}

/**
 * How the page's language writes dates, read once when first asked: its `<html lang>`, or the
 * stop-word vote over `text` (the body), as the features read the page (`PageFacts.dateWords`).
 */
export function bodyDates(document: Document, text: string): DateReading {
  return datesOnce(() => pageLanguage(document, lowercaseLineWords(text)));
}

/**
 * How the language `text` is in by the stop-word vote alone writes dates, read once when first
 * asked: for a text without its page (a gold's).
 */
export function textDates(text: string): DateReading {
  return datesOnce(() => languageByStopWords(lowercaseLineWords(text)));
}

function datesOnce(language: () => string): DateReading {
  let dates: ReturnType<DateReading> | undefined;
  return () => {
    if (dates === undefined) {
      const code = language();
      dates = { dateWords: dateWordsOf(code), relativeTimes: relativeTimesOf(code) };
    }
    return dates;
  };
}

/** The words of `text`, lower-cased, a line at a time: the vote stops reading when it has enough. */
function* lowercaseLineWords(text: string): Generator<string[]> {
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    yield wordTokens(text.slice(start, end)).map(lowercase);
    start = end + 1;
  }
}
