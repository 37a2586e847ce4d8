import {
  BYLINE_LABEL,
  BYLINE_PREFIX,
  NAME_PARTICLES,
  THREAD_STARTER_LABEL,
} from "../vocabulary/bylines.js";
import { PUBLISHED_LABEL, UPDATED_LABEL } from "../vocabulary/month-names.js";
import { writtenDateIn } from "./dateline.js";
import type { HeadlineLine } from "./headline-lines.js";

/** A longer line is a sentence ("By signing up you agree…"), not a byline. */
const MAX_BYLINE_CHARACTERS = 120;
/** Names longer than this are not one person's. */
const MAX_NAME_WORDS = 5;

/** What ends a name in a byline: a separator, "on" or "at" before a date, a comma before a role. */
const NAME_END = /\s*(?:[|•·—–,;(]|\s-\s|\s(?:on|at|in|am|le|el|il)\s)/u;

/** Words that introduce the date after a byline's name: "Jane Doe Updated March 14, 2024". */
const DATE_LABEL = new RegExp(`${UPDATED_LABEL.source}|${PUBLISHED_LABEL.source}`, "iu");

/**
 * The author a line near the headline names: a thread's starter after its label ("Thread starter
 * FutureBSD", "Started by Jane Doe, June 4, 2024", or the name alone on the line after "Topic
 * author"), else the person after the "By" that opens a short line ("By Jane Doe · March 14,
 * 2024") or on the line after a label ("Written by"). A forum member's name is kept as written;
 * a byline's must look like a person's: each word capitalised but for particles ("van", "de"), no
 * digits. Undefined when no line names one.
 */
export function headlineByline(lines: readonly HeadlineLine[]): string | undefined {
  return starterName(lines) ?? bylineName(lines);
}

function starterName(lines: readonly HeadlineLine[]): string | undefined {
  for (const [index, { text }] of lines.entries()) {
    const label = THREAD_STARTER_LABEL.exec(text);
    if (label === null) continue;
    const rest = text.slice(label[0].length) || (lines[index + 1]?.text ?? "");
    const name = nameAtStart(rest);
    if (name !== undefined) return name;
  }
  return undefined;
}

function bylineName(lines: readonly HeadlineLine[]): string | undefined {
  for (const [index, { text }] of lines.entries()) {
    if (text.length > MAX_BYLINE_CHARACTERS) continue;
    for (const part of lineParts(text)) {
      const prefix = BYLINE_LABEL.test(part) ? [part] : BYLINE_PREFIX.exec(part);
      if (prefix === null) continue;
      const rest = part.slice(prefix[0].length) || (lines[index + 1]?.text ?? "");
      const name = nameAtStart(rest);
      if (name !== undefined && looksLikePersonName(name)) return name;
    }
  }
  return undefined;
}

/**
 * The parts of a dateline that a byline may open: the line, what follows each separator ("March
 * 15, 2022 · 3 min read · By ASU Online"), and what follows a date that opens it ("Dec 17, 2025 by
 * Agatha Caleo").
 */
function lineParts(text: string): string[] {
  const parts = text.split(/\s*[|•·—–]\s*/);
  const date = writtenDateIn(text);
  if (date?.start === 0) parts.push(text.slice(date.end).trim());
  return text === parts[0] ? parts : [text, ...parts];
}

/** The name that opens `text`, up to a separator or a date. */
function nameAtStart(text: string): string | undefined {
  const date = writtenDateIn(text);
  const beforeDate = date === undefined ? text : text.slice(0, date.start);
  const name = beforeDate.split(NAME_END)[0].split(DATE_LABEL)[0].trim();
  const words = name.split(/\s+/);
  return name === "" || words.length > MAX_NAME_WORDS ? undefined : name;
}

function looksLikePersonName(name: string): boolean {
  return (
    !/\d/.test(name) &&
    name.split(/\s+/).every((word) => /^\p{Lu}/u.test(word) || NAME_PARTICLES.test(word))
  );
}
