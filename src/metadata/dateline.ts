import { MONTH_NUMBERS, UPDATED_LABEL } from "../vocabulary/month-names.js";
import { writtenDate } from "./dates.js";

/** Characters of the main text's top read for a dateline: a title, a byline and a date fit. */
const DATELINE_REACH = 400;

/** "March 14, 2024", "Mar. 14th 2024". */
const MONTH_DAY_YEAR = /(?<!\p{L})(\p{L}{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/u;
/** "14 March 2024", "14. März 2024", "14 de marzo de 2024", "1er mars 2024", "14 марта 2024 г.". */
const DAY_MONTH_YEAR =
  /(?<!\d)(\d{1,2})(?:st|nd|rd|th|er|\.)?\s+(?:de\s+)?(\p{L}{3,})\.?,?\s+(?:de\s+)?(\d{4})(?!\d)/u;
/** "2024年3月14日" (Chinese, Japanese), "2024년 3월 14일" (Korean). */
const EAST_ASIAN = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/u;
/** "2024-03-14", "2024/3/14", "2024.03.14": year first, the month always before the day. */
const YEAR_FIRST = /(?<![\d.])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d.])/;
/** "14.03.2024": dots after the day, as German, Russian, Polish and others write it. */
const DOTTED_DAY_FIRST = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])/;
/** "03/14/2024" or "14/03/2024": read only when one number cannot be a month. */
const SLASHED = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/;

/**
 * The publication day a page's dateline gives near the top of its main text, `YYYY-MM-DD`, with
 * month names of the languages in src/vocabulary/month-names.ts, or in digits where their order
 * is clear (`2024-03-14`, `2024.03.14`, `14.03.2024`, `03/14/2024`; `2024年3月14日`). A date on a line that says
 * "Updated" is not the publication's, and is skipped. Undefined when no such date is there.
 */
export function datelineDate(mainText: string): string | undefined {
  for (const line of mainText.slice(0, DATELINE_REACH).split("\n")) {
    if (UPDATED_LABEL.test(line)) continue;
    const date = writtenDateIn(line);
    if (date !== undefined) return date.day;
  }
  return undefined;
}

/** A day written in a line of text, as `datelineDate` reads one. */
export interface WrittenDay {
  /** `YYYY-MM-DD`. */
  readonly day: string;
  /** Where the date starts and ends in the line: a name often stands beside it ("by Jane on …"). */
  readonly start: number;
  readonly end: number;
}

/** The first day written in `line` with a month name, else in digits whose order is clear. */
export function writtenDateIn(line: string): WrittenDay | undefined {
  const monthFirst = MONTH_DAY_YEAR.exec(line);
  const monthFirstDate = monthFirst && namedDate(monthFirst[3], monthFirst[1], monthFirst[2]);
  if (monthFirst && monthFirstDate) return found(monthFirstDate, monthFirst);
  const dayFirst = DAY_MONTH_YEAR.exec(line);
  const dayFirstDate = dayFirst && namedDate(dayFirst[3], dayFirst[2], dayFirst[1]);
  if (dayFirst && dayFirstDate) return found(dayFirstDate, dayFirst);
  return numericDay(line);
}

/** The numeric forms of a day, each with how to read its parts. */
const NUMERIC_READINGS: ReadonlyArray<{
  readonly pattern: RegExp;
  readonly day: (match: RegExpExecArray) => string | undefined;
}> = [
  { pattern: EAST_ASIAN, day: ([, year, month, day]) => dayOf(year, month, day) },
  { pattern: YEAR_FIRST, day: ([, year, , month, day]) => dayOf(year, month, day) },
  { pattern: DOTTED_DAY_FIRST, day: ([, day, month, year]) => dayOf(year, month, day) },
  { pattern: SLASHED, day: (match) => unambiguousSlashedDay(match) },
];

/** A day written in digits alone, in an order that leaves no doubt (see the patterns above). */
function numericDay(line: string): WrittenDay | undefined {
  for (const { pattern, day } of NUMERIC_READINGS) {
    const match = pattern.exec(line);
    const date = match === null ? undefined : day(match);
    if (match !== null && date !== undefined) return found(date, match);
  }
  return undefined;
}

function dayOf(year: string, month: string, day: string): string | undefined {
  return writtenDate(Number(year), Number(month), Number(day));
}

/** `03/14/2024` is American, `14/03/2024` is not; `03/04/2024` could be either and is no day. */
function unambiguousSlashedDay([, first, second, year]: RegExpExecArray): string | undefined {
  if (Number(first) > 12) return dayOf(year, second, first);
  if (Number(second) > 12) return dayOf(year, first, second);
  return first === second ? dayOf(year, first, second) : undefined;
}

function found(day: string, match: RegExpExecArray): WrittenDay {
  return { day, start: match.index, end: match.index + match[0].length };
}

function namedDate(year: string, monthName: string, day: string): string | undefined {
  const month = MONTH_NUMBERS.get(monthName.toLowerCase());
  return month === undefined ? undefined : writtenDate(Number(year), month, Number(day));
}
