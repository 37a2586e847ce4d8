import type { Element } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { writtenDateIn } from "../../metadata/dateline.js";
import { toIsoDate } from "../../metadata/dates.js";
import { propertyNames } from "../../metadata/microdata.js";
import { visibleText } from "../../parse/visible-text.js";
import { normalizeWhitespace } from "../../text/tokenize.js";
import { COMMENT_DATE_CLASS, COMMENT_DATE_PROPERTIES } from "../../vocabulary/comments.js";

/** A comment's date, where the page gave it, and the line it was read from when it was text. */
export interface CommentDate {
  /** ISO 8601: a day, or a day and time as the page's machine-readable date gives it. */
  readonly published: string;
  readonly element: Element;
  /** The header line the date was read in, when it was read in text. */
  readonly line?: string;
}

/** A header line longer than this is prose that happens to hold a date. */
const MAX_DATE_LINE = 120;
/** A header block longer than this is the comment's text, not its header. */
export const MAX_HEADER_WORDS = 15;

/**
 * When a comment was written, from its own elements (`commentElements`), by the first kind of mark
 * that gives a valid date: microdata `dateCreated` / `datePublished`, `<time>` or another element
 * with a `datetime` (GitHub's `<relative-time>`; its `datetime`, or its text), an element classed
 * as a date, time or meta line (its text, else its `title` or `data-time`), else the first of the comment's header
 * blocks (`headerBlocks`) that is a short line holding one ("Jane on March 14, 2024"). Text is read for a written day only
 * (month names, or year first): "10/2/12" could be February or October.
 */
export function commentDate(
  elements: readonly Element[],
  header: readonly Block[],
): CommentDate | undefined {
  for (const dateOf of DATE_MARKS)
    for (const element of elements) {
      const date = dateOf(element);
      if (date !== undefined) return date;
    }
  for (const block of header) {
    const date =
      block.wordCount <= MAX_HEADER_WORDS ? dateInLine(block.element, block.text) : undefined;
    if (date !== undefined) return date;
  }
  return undefined;
}

/** How many of a comment's first blocks may be its header: a title line, then "by Jane on …". */
const HEADER_BLOCKS = 2;

/** The blocks of a comment that may hold its author and date as text: its first HEADER_BLOCKS. */
export function headerBlocks(blocks: readonly Block[]): readonly Block[] {
  return blocks.slice(0, HEADER_BLOCKS);
}

const DATE_MARKS: ReadonlyArray<(element: Element) => CommentDate | undefined> = [
  (element) =>
    propertyNames(element).some((name) => COMMENT_DATE_PROPERTIES.has(name))
      ? machineDate(element, element.attribs.content ?? element.attribs.datetime)
      : undefined,
  (element) =>
    element.name === "time" || element.attribs.datetime !== undefined
      ? machineDate(element, element.attribs.datetime)
      : undefined,
  (element) =>
    COMMENT_DATE_CLASS.test(`${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`)
      ? (dateInLine(element, textOf(element)) ?? dateInAttributes(element))
      : undefined,
];

/**
 * The date an element classed as a date holds in its attributes when its text is relative ("5
 * months ago", "Mar '24"): Disqus's and Discourse's `title` ("Tuesday, March 5, 2024 10:12 AM"),
 * Discourse's `data-time` (milliseconds since 1970).
 */
function dateInAttributes(element: Element): CommentDate | undefined {
  const { title, "data-time": time } = element.attribs;
  const instant = time === undefined ? undefined : toIsoDate(time);
  if (instant !== undefined) return { published: instant, element };
  const written =
    title === undefined || title.length > MAX_DATE_LINE ? undefined : writtenDateIn(title);
  return written === undefined ? undefined : { published: written.day, element };
}

/** A machine-readable date when it parses, else the day written in the element's text. */
function machineDate(element: Element, value: string | undefined): CommentDate | undefined {
  const published = value === undefined ? undefined : toIsoDate(value);
  return published === undefined ? dateInLine(element, textOf(element)) : { published, element };
}

function dateInLine(element: Element, text: string): CommentDate | undefined {
  if (text.length > MAX_DATE_LINE) return undefined;
  const written = writtenDateIn(text);
  return written === undefined ? undefined : { published: written.day, element, line: text };
}

function textOf(element: Element): string {
  return normalizeWhitespace(visibleText(element));
}
