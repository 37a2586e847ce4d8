import type { Document, Element, Text } from "domhandler";
import { DomWalk } from "../parse/dom-walk.js";
import { visibleText } from "../parse/visible-text.js";
import { MEMBER_SINCE_LABEL, UPDATED_LABEL } from "../vocabulary/month-names.js";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";
import { writtenDateIn } from "./dateline.js";
import { toIsoDate } from "./dates.js";

/** Characters of visible text read above the headline: a dateline over the title fits. */
const REACH_BEFORE = 200;
/** …and below it: a standfirst, a byline, the date, a reading time. */
const REACH_AFTER = 500;
/** A longer line is prose: its dates are what it tells about, not when the page was written. */
const MAX_DATELINE_CHARACTERS = 120;
/** A line this short that says "Updated" and has no date labels the date on the next line. */
const MAX_LABEL_CHARACTERS = 30;

/** Elements whose dates are never the page's: menus, asides, forms. */
const NOT_DATELINE_TAGS: ReadonlySet<string> = new Set([
  "nav",
  "aside",
  "footer",
  "form",
  "button",
  "select",
]);

/** A date the page shows beside its headline. */
export interface DisplayedDate {
  /** `YYYY-MM-DD`, the day as the reader sees it. */
  readonly day: string;
  /** Whether the page labels it as an update ("Updated", "Last modified", …). */
  readonly updated: boolean;
}

/** A line of the page's visible text, and the day of a `<time datetime>` in it. */
interface Line {
  text: string;
  timeDay: string | undefined;
}

/**
 * The dates the page shows around its headline (the first `<h1>`): in the lines of visible text
 * from `REACH_BEFORE` characters above it to `REACH_AFTER` below, each short line's written date
 * ("March 14, 2024", "14. März 2024", "2024年3月14日"), or where it writes none (a relative "2 years
 * ago"), the day of its `<time datetime>` as the page's own offset gives it. In page order; none
 * on a page without a headline.
 */
export function displayedDates(document: Document): DisplayedDate[] {
  const window = headlineWindow(document);
  const dates: DisplayedDate[] = [];
  let labelled = false;
  for (const { text, timeDay } of window) {
    const line = text.replace(/\s+/g, " ").trim();
    if (line.length > MAX_DATELINE_CHARACTERS || MEMBER_SINCE_LABEL.test(line)) {
      labelled = false;
      continue;
    }
    const day = writtenDateIn(line)?.day ?? timeDay;
    if (day === undefined) {
      labelled =
        line !== "" ? line.length <= MAX_LABEL_CHARACTERS && UPDATED_LABEL.test(line) : labelled;
      continue;
    }
    dates.push({ day, updated: labelled || updatedBefore(line, day) });
    labelled = false;
  }
  return dates;
}

/** Whether the line says "Updated" before its date (a line may show both dates: "Published … Updated …"). */
function updatedBefore(line: string, day: string): boolean {
  const found = writtenDateIn(line);
  const start = found?.day === day ? found.start : line.length;
  return UPDATED_LABEL.test(line.slice(0, start));
}

/** The lines around the first `<h1>`: `REACH_BEFORE` characters above, `REACH_AFTER` below. */
function headlineWindow(document: Document): Line[] {
  const lines: Line[] = [{ text: "", timeDay: undefined }];
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
    if (SKIPPED_TAGS.has(element.name) || NOT_DATELINE_TAGS.has(element.name)) continue;
    if (!INLINE_TAGS.has(element.name)) lines.push({ text: "", timeDay: undefined });
    else current.text += " ";
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
function linesBefore(lines: readonly Line[], index: number): Line[] {
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
