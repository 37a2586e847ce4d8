import type { Document } from "domhandler";
import { dateWordsOf } from "../features/facts/date-words.js";
import { countEntities } from "../features/facts/entities.js";
import { relativeTimeShape, relativeTimesOf } from "../features/facts/relative-times.js";
import { languageByStopWords, pageLanguage } from "../text/stop-word-language.js";
import { lowercase, wordAndSymbolTokens, wordTokens } from "../text/tokenize.js";
import {
  BYLINE_JOINING_WORD,
  BYLINE_LABEL,
  BYLINE_PREFIX,
  CARD_LABEL,
  NAME_PARTICLES,
  ROLE_WORD,
} from "../vocabulary/bylines.js";
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
export const LEAD_LINES = 4;
/** A line this long is the body: no byline comes after it. */
const BODY_LINE_WORDS = 15;
/** Most words of a byline ("By Jane Doe and John Roe, Staff Writers · Updated March 3"). */
const BYLINE_WORDS = 12;
/** Most words of a line read as a dateline by its date or time alone. */
const DATELINE_WORDS = 10;

/** Most lines of an author card that opens a body: name, outlet, role, "Biography", handle, e-mail, date. */
const CARD_LINES = 8;
/** Most byline and dateline lines in a card: a byline, published, updated (a schedule has more). */
const CARD_BYLINES = 3;
/** Most words of a name, an outlet or a label on a line of its own. */
const NAME_WORDS = 4;
/** Most words of a role line ("Steffan Rhys Deputy Content Hub Director"). */
const ROLE_WORDS = 8;
/** Most words of a card line of parts between separators ("Jane Doe · CBC News · Posted: …"). */
const CARD_PARTS_WORDS = 24;
/**
 * Most words besides names, joining words, roles and dates on a line naming a declared author
 * ("Nairobi", "CBC News"), and fewer than the names' words.
 */
const AUTHOR_LINE_OTHER_WORDS = 2;
/** The line a byline under a standfirst may start on, at most: under a standfirst and a subtitle. */
const UNDER_STANDFIRST_LINES = 3;

/**
 * What a line above the body is: a byline or dateline line, a card line that names its author's
 * role, handle or e-mail or joins such parts with separators (strong: either makes a run of lines
 * a byline), a card's label ("Biography", "Follow": taken up to the last strong line), a name or
 * an outlet alone ("Jane Doe", "The Guardian": taken only before a strong line or a label), or body.
 */
type LeadLine = "byline" | "card" | "label" | "name" | "body";

/**
 * `text` (the body under the title, `bodyText`) without the byline and dateline lines that open
 * it: up to four lines, each of at most 12 words that opens like a byline ("By Jane Doe", "Von
 * Anna Schmidt", "Autor: …"), is a byline label alone ("Written by") or the names on the line
 * after one, or holds a date or time with a "Published" / "Updated" label, or of at most 10 words
 * that holds a date or time ("March 3, 2024 8:22 AM EST", "14 marca 2024", "2024年3月14日") or
 * says how long ago ("5 days ago", "Published 4 hours ago", "vor 5 Stunden"). An author card is
 * such a run too, of up to eight lines (at most three of them bylines or datelines: more are a
 * schedule): names, outlets and labels ("Jane Doe", "The Guardian",
 * "Biography") above or among lines that give a role ("AP Auto Writer", "Political
 * Correspondent"), a handle, an e-mail address, a date, or several of these between separators
 * ("Jane Doe · CBC News · Posted: Aug 8, 2024"); names alone, without such a line after them, are
 * body.
 * They belong to `metadata.author` and `metadata.published` (README, "What `text` holds"); the
 * record keeps them as `byline`, so nothing the page shows is lost, and `withBylines` puts them
 * back above the body. A line that names one of the page's declared authors (`authors`:
 * `metadata.authors`, from its JSON-LD, meta tags or byline markup) and little else is a byline
 * line too ("Mark Sigetty", "Von Anna Martel und Lea Wagner, Nairobi"), and such a line and the
 * card lines after it go from under a standfirst or a subtitle as well (a line naming an author
 * among the body's second to fourth lines): `withBylines` gives them back above the standfirst.
 * Other bylines under a standfirst stay (decision 0057). Dates are read with `dates()`, in the
 * page's language (`bodyDates`), asked for only when a line holds a digit.
 */
export function splitBylines(
  text: string,
  dates: DateReading,
  authors: readonly string[] = [],
): BylineSplit {
  const opening = openingBylinesEnd(text, dates, authors);
  if (opening > 0) return cutBylines(text, 0, opening);
  // A byline under a standfirst, found by the names the page declares as its authors: given back
  // above the standfirst by `withBylines`, a small move against leaving the names in the body.
  let start = 0;
  for (let line = 1; line <= UNDER_STANDFIRST_LINES; line++) {
    const newline = text.indexOf("\n", start);
    if (newline === -1) break;
    start = newline + 1;
    const next = text.indexOf("\n", start);
    const candidate = text.slice(start, next === -1 ? text.length : next);
    if (!namesDeclaredAuthor(candidate, authors, dates, true)) continue;
    const end = openingBylinesEnd(text.slice(start), dates, authors);
    if (end > 0) return cutBylines(text, start, start + end);
  }
  return { text, byline: null };
}

/** `text` without the lines in [start, end), and those lines as the byline. */
function cutBylines(text: string, start: number, end: number): BylineSplit {
  const bylineEnd = text[end - 1] === "\n" ? end - 1 : end;
  return { text: text.slice(0, start) + text.slice(end), byline: text.slice(start, bylineEnd) };
}

/** Where the byline, dateline and author-card lines opening `text` end; 0 when none open it. */
function openingBylinesEnd(text: string, dates: DateReading, authors: readonly string[]): number {
  // Line by line from the top, without splitting a long text: only its first lines are read.
  let start = 0;
  let end = 0;
  let afterLabel = false;
  let card = false;
  let strong = false;
  let datelines = 0;
  // Where the opening byline and dateline lines end, before any other card line.
  let bylinesEnd = 0;
  for (let count = 0; count < CARD_LINES && start < text.length; count++) {
    const newline = text.indexOf("\n", start);
    const line = text.slice(start, newline === -1 ? text.length : newline);
    const kind = afterLabel && isShortLine(line) ? "byline" : leadLineKind(line, dates, authors);
    if (kind === "byline") datelines++;
    if (kind === "body" || (!card && kind === "byline" && datelines > LEAD_LINES)) break;
    // More datelines than a card holds: a schedule or a list of dates, not a card.
    if (card && datelines > CARD_BYLINES) return bylinesEnd;
    if (kind !== "byline") card = true;
    afterLabel = introducesByline(line);
    start = newline === -1 ? text.length : newline + 1;
    if (kind === "byline" || kind === "card") strong = true;
    if (strong && kind !== "name") end = start;
    if (!card) bylinesEnd = start;
  }
  return end;
}

/**
 * Whether `line` names one of the page's declared authors (`metadata.authors`) and holds nothing
 * else but joining words ("By", "und", "og"), roles, dates and times and at most two other words
 * (an outlet, a place: "Von Anna Martel und Lea Wagner, Nairobi", "Marco Pizzorno 4 Febbraio 2025 -
 * 14:41", "Mark Sigetty"). With `mentionOnly`, a mention of a name is enough on a line that is a
 * byline or card line by the other rules ("Yasmine Hassan · CBC News · Posted: Aug 08, 2024").
 */
function namesDeclaredAuthor(
  line: string,
  authors: readonly string[],
  dates: DateReading,
  mentionOnly = false,
): boolean {
  if (authors.length === 0) return false;
  const words = wordTokens(line).map(lowercase);
  if (words.length === 0 || words.length > CARD_PARTS_WORDS) return false;
  const named = new Uint8Array(words.length);
  let any = false;
  for (const author of authors) {
    const name = wordTokens(author).map(lowercase);
    // A one-word name ("Ridge", "Kevin") is a brand's or a handle's as often as a person's.
    if (name.length < 2) continue;
    for (let at = words.indexOf(name[0]); at >= 0; at = words.indexOf(name[0], at + 1)) {
      if (!name.every((word, k) => words[at + k] === word)) continue;
      named.fill(1, at, at + name.length);
      any = true;
    }
  }
  if (!any) return false;
  // A mention opens or closes the line ("Yasmine Hassan · CBC News · Posted …", "Artikel
  // veröffentlicht am 28. April 2024, Tobias Költzsch"), not a quote's header ("On 8/26/2024,
  // Jane said:").
  const opensOrCloses =
    named[0] === 1 ||
    named[words.length - 1] === 1 ||
    (BYLINE_JOINING_WORD.test(words[0]) && named[1] === 1);
  if (mentionOnly && opensOrCloses && leadLineKind(line, dates, []) !== "body") return true;
  let others = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (named[i] === 1 || BYLINE_JOINING_WORD.test(word) || ROLE_WORD.test(word)) continue;
    if (ANY_DIGIT.test(word) || dates().dateWords.has(word)) continue;
    if (++others > AUTHOR_LINE_OTHER_WORDS) return false;
  }
  // The names are most of the line: not a heading that holds one ("The Together AI Platform").
  return others < named.reduce((sum, flag) => sum + flag, 0);
}

/** The text as shown: `byline` back above `text`, where `splitBylines` took it from. */
export function withBylines(text: string, byline: string | null): string {
  if (!byline) return text;
  return text === "" ? byline : `${byline}\n${text}`;
}

/**
 * Whether a byline or dateline line stands among the first four lines of `text`, before its first
 * line of more than 15 words: under a section name or a standfirst too; or an author card opens
 * it (`splitBylines` takes lines).
 */
export function leadHoldsByline(text: string, dates: DateReading): boolean {
  const lines = text.split("\n", LEAD_LINES);
  for (const line of lines) {
    if (isBylineLine(line, dates) || isCardLine(line, dates)) return true;
    if (wordTokens(line).length > BODY_LINE_WORDS) return false;
  }
  // An author card longer than four lines ("Email Article", "Print Version", … above a date).
  return splitBylines(text, dates).byline !== null;
}

function leadLineKind(line: string, dates: DateReading, authors: readonly string[]): LeadLine {
  if (isBylineLine(line, dates) || namesDeclaredAuthor(line, authors, dates)) return "byline";
  if (isCardLine(line, dates)) return "card";
  const trimmed = line.trim();
  if (CARD_LABEL.test(trimmed)) return "label";
  return isNameLine(trimmed) ? "name" : "body";
}

/** A card line that makes a run a byline: a role, a handle, an e-mail address, or parts of a card. */
function isCardLine(line: string, dates: DateReading): boolean {
  const trimmed = line.trim();
  return isRoleLine(trimmed) || CARD_CONTACT.test(trimmed) || isCardPartsLine(trimmed, dates);
}

/** An e-mail address or a handle alone, perhaps after its label: "jane.doe@example.com", "@janedoe". */
const CARD_CONTACT =
  /^(?:(?:(?:e-?mail|mail|contact)\s*:?\s*)?[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?:(?:follow|twitter|x|instagram|threads|bluesky)\s*:?\s*)?@[\p{L}\p{N}_.]{2,30})$/iu;

/** What joins the parts of a card line: "Jane Doe · CBC News | Posted: …". */
const CARD_SEPARATOR = /\s*[|•·]\s*|\s+[-—–]\s+/u;

/**
 * "Jane Doe · CBC News · Posted: Aug 08, 2024 4:00 AM EDT | Last Updated: August 8", "Zimbili
 * Vilakazi|Published 15 hours ago": parts between separators, each a name, a role, a label, a
 * handle or e-mail, or a byline or dateline; one of them tells a role, a contact or a date, and
 * one names someone (a name or a role) unless bars or dots join them.
 */
function isCardPartsLine(line: string, dates: DateReading): boolean {
  const parts = line.split(CARD_SEPARATOR).filter((part) => part !== "");
  if (parts.length < 2 || wordTokens(line).length > CARD_PARTS_WORDS) return false;
  let named = false;
  let telling = false;
  for (const part of parts) {
    if (isRoleLine(part)) named = telling = true;
    else if (CARD_CONTACT.test(part) || isBylineLine(part, dates)) telling = true;
    else if (isNameLine(part)) named = true;
    else if (!CARD_LABEL.test(part)) return false;
  }
  // A line of dates alone ("Posted at 11/07/2012 2:22 AM | Updated as of …") between bars or dots;
  // between dashes it may be a sentence ("Posted Friday #144 of the podcast - show #28 from June, 2009").
  return telling && (named || PIPE_OR_DOT.test(line));
}

const PIPE_OR_DOT = /[|•·]/u;

/** A trailing mark a name never ends with: a sentence's or a heading's ("Key points:"). */
const SENTENCE_END = /[.!?:;,"”»)]$/u;

/**
 * A name or an outlet alone: at most four words, each capitalised (or a particle: "van", "de";
 * "&"), no digit, no sentence's end. "Jane Doe", "The Guardian", "CBC News".
 */
function isNameLine(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length <= NAME_WORDS &&
    words[0] !== "" &&
    !ANY_DIGIT.test(line) &&
    !SENTENCE_END.test(line) &&
    words.every((word) => /^\p{Lu}/u.test(word) || NAME_PARTICLES.test(word) || word === "&")
  );
}

/** Lower-case words a role may hold: "Editor at Large", "Head of News", "Staff and agencies". */
const ROLE_CONNECTORS = /^(?:and|&|of|for|at|on|und|für|et|de|du|des|y|del|e|di)$/u;

/**
 * A job title, perhaps after its holder's name: "AP Auto Writer", "Amy Gibbons Political
 * Correspondent", "Redakteurin", "Staff and agencies": at most eight words, each capitalised, a
 * connector or a role word, one of them a role word, no digit, no sentence's end.
 */
function isRoleLine(line: string): boolean {
  const words = line
    .replace(/,/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0 || words.length > ROLE_WORDS) return false;
  if (ANY_DIGIT.test(line) || SENTENCE_END.test(line)) return false;
  let role = false;
  for (const word of words) {
    if (ROLE_WORD.test(word)) role = true;
    else if (!/^\p{Lu}/u.test(word) && !ROLE_CONNECTORS.test(word) && !NAME_PARTICLES.test(word)) {
      return false;
    }
  }
  return role;
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
