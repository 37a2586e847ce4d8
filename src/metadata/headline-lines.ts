import type { Document, Element, Text } from "domhandler";
import { DomWalk } from "../parse/dom-walk.js";
import { visibleText } from "../parse/visible-text.js";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";
import { toIsoDate } from "./dates.js";

/** Characters of visible text read above the headline: a dateline over the title fits. */
const REACH_BEFORE = 200;
/** …and below it: a standfirst, a byline, the date, a reading time. */
const REACH_AFTER = 500;

/** Lines kept above the headline while the walk looks for it: enough for `REACH_BEFORE` characters. */
const KEPT_LINES_ABOVE = 64;

/** Elements that hold no dateline or byline: menus, asides, forms. */
const NOT_HEADER_TAGS: ReadonlySet<string> = new Set([
  "nav",
  "aside",
  "footer",
  "form",
  "button",
  "select",
]);

/** A line of the page's visible text near its headline. */
export interface HeadlineLine {
  /** Its text, whitespace collapsed. */
  readonly text: string;
  /** The day of a `<time datetime>` in it, on the page's own offset. */
  readonly timeDay: string | undefined;
}

interface OpenLine {
  text: string;
  timeDay: string | undefined;
}

/**
 * The lines of visible text around the page's headline (its first `<h1>`), where pages put their
 * dateline and byline: `REACH_BEFORE` characters above it and `REACH_AFTER` below, each element
 * that is not inline starting a line (empty ones left out); none on a page without a headline.
 * The walk stops there.
 */
export function headlineLines(document: Document): HeadlineLine[] {
  return headlineWindow(document)
    .map(({ text, timeDay }) => ({ text: text.replace(/\s+/g, " ").trim(), timeDay }))
    .filter((line) => line.text !== "" || line.timeDay !== undefined);
}

function headlineWindow(document: Document): OpenLine[] {
  const lines: OpenLine[] = [{ text: "", timeDay: undefined }];
  let headline: { first: number; last: number } | undefined;
  let inHeadline: Element | undefined;
  let after = 0;
  const walk = new DomWalk(document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    const current = lines[lines.length - 1];
    if (node.type === "text") {
      const text = (node as Text).data;
      current.text += text;
      if (headline !== undefined && inHeadline === undefined) {
        after += text.trim().length;
        if (after >= REACH_AFTER) break;
      }
      continue;
    }
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (walk.exit) {
      if (element === inHeadline) {
        inHeadline = undefined;
        headline = { first: headline?.first ?? 0, last: lines.length - 1 };
      }
      if (!INLINE_TAGS.has(element.name)) lines.push({ text: "", timeDay: undefined });
      else current.text += " ";
      continue;
    }
    if (SKIPPED_TAGS.has(element.name) || NOT_HEADER_TAGS.has(element.name)) continue;
    if (!INLINE_TAGS.has(element.name)) {
      // Above the headline only its last lines are read: drop the older ones as the walk goes.
      if (headline === undefined && lines.length > KEPT_LINES_ABOVE * 2)
        lines.splice(0, lines.length - KEPT_LINES_ABOVE);
      lines.push({ text: "", timeDay: undefined });
    } else current.text += " ";
    if (element.name === "time" && element.attribs.datetime)
      lines[lines.length - 1].timeDay ??= toIsoDate(element.attribs.datetime)?.slice(0, 10);
    if (element.name === "h1" && headline === undefined && !isEmpty(element)) {
      inHeadline = element;
      headline = { first: lines.length - 1, last: lines.length - 1 };
    }
    walk.descend(element);
  }
  if (headline === undefined) return [];
  return [...linesBefore(lines, headline.first), ...lines.slice(headline.last + 1)];
}

/** The lines above `index` that end within `REACH_BEFORE` characters of it, in page order. */
function linesBefore(lines: readonly OpenLine[], index: number): OpenLine[] {
  let reach = 0;
  let first = index;
  while (first > 0 && reach < REACH_BEFORE) {
    first--;
    reach += lines[first].text.trim().length;
  }
  return lines.slice(first, index);
}

function isEmpty(element: Element): boolean {
  return visibleText(element).trim() === "";
}
