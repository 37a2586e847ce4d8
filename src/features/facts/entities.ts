import { isNumber, isWordToken } from "../../text/tokenize.js";
import {
  CURRENCY_SYMBOLS,
  DATE_WORDS,
  MONEY_WORDS,
  PERCENT_WORDS,
} from "../../vocabulary/entity-words.js";
import { initialCase } from "./block-text.js";

/**
 * Entity-like spans of a block (Gibson et al.'s named-entity counts, §6.1), found with patterns over
 * its word-and-symbol tokens instead of an NER model: capitalised spans stand in for persons,
 * organisations and places.
 */
export interface EntityCounts {
  capitalisedSpans: number;
  numbers: number;
  dates: number;
  times: number;
  money: number;
  percentages: number;
}

const SENTENCE_END = new Set([".", "!", "?", "…", ":", "。", "！", "？"]);
/** Separators inside one number, date or time: 1,000.5 · 2024-05-01 · 12:30 · 05/01/24. */
const NUMBER_JOINERS = new Set([".", ",", ":", "/", "-"]);
const TIME_SUFFIXES = new Set(["am", "pm", "h", "uhr", "hrs"]);

/**
 * `dateWords`: the month and weekday names that make a number beside them a date (the page
 * language's, `dateWordsOf`).
 */
export function countEntities(
  tokens: readonly string[],
  dateWords: ReadonlySet<string> = DATE_WORDS,
): EntityCounts {
  const counts: EntityCounts = {
    capitalisedSpans: 0,
    numbers: 0,
    dates: 0,
    times: 0,
    money: 0,
    percentages: 0,
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!isNumber(tokens[i])) continue;
    const end = numberRunEnd(tokens, i);
    counts[numberKind(tokens, i, end, dateWords)]++;
    i = end - 1;
  }
  counts.capitalisedSpans = countCapitalisedSpans(tokens);
  return counts;
}

/** End (exclusive) of the number starting at `start`: digit runs joined by single separators. */
function numberRunEnd(tokens: readonly string[], start: number): number {
  let end = start + 1;
  while (end + 1 < tokens.length && NUMBER_JOINERS.has(tokens[end]) && isNumber(tokens[end + 1]))
    end += 2;
  return end;
}

function numberKind(
  tokens: readonly string[],
  start: number,
  end: number,
  dateWords: ReadonlySet<string>,
): Exclude<keyof EntityCounts, "capitalisedSpans"> {
  const before = start > 0 ? tokens[start - 1] : "";
  const after = end < tokens.length ? tokens[end] : "";
  const afterLower = after.toLowerCase();
  // The run is digits joined by single separators: tokens[start + 1], tokens[start + 3], ….
  const joiners = (end - start - 1) / 2;
  if (after === "%" || PERCENT_WORDS.has(afterLower)) return "percentages";
  if (CURRENCY_SYMBOLS.has(before) || CURRENCY_SYMBOLS.has(after) || MONEY_WORDS.has(afterLower))
    return "money";
  if (joiners === 1 && tokens[start + 1] === ":") return "times";
  if (TIME_SUFFIXES.has(afterLower) || isSpelledTimeSuffix(tokens, end)) return "times";
  if (joiners === 2 && isNumericDate(tokens, start)) return "dates";
  if (dateWordNear(tokens, start, end, dateWords)) return "dates";
  return "numbers";
}

/**
 * Three numbers joined by the same separator from `start`: 2024-05-01, 05/01/24, 1.5.2024 — but not
 * 1.000.000 (a middle part has at most two digits).
 */
function isNumericDate(tokens: readonly string[], start: number): boolean {
  const joiner = tokens[start + 1];
  if (joiner !== tokens[start + 3]) return false;
  return (joiner === "/" || joiner === "-" || joiner === ".") && tokens[start + 2].length <= 2;
}

/** `a.m.` / `p.m.` arrive as `a . m .` tokens. */
function isSpelledTimeSuffix(tokens: readonly string[], end: number): boolean {
  const first = tokens[end]?.toLowerCase();
  return (
    (first === "a" || first === "p") &&
    tokens[end + 1] === "." &&
    tokens[end + 2]?.toLowerCase() === "m"
  );
}

/** A month or weekday name within two tokens of the number: "May 5", "5. Mai", "5 de mayo". */
function dateWordNear(
  tokens: readonly string[],
  start: number,
  end: number,
  dateWords: ReadonlySet<string>,
): boolean {
  for (let k = Math.max(0, start - 2); k < Math.min(tokens.length, end + 3); k++) {
    if ((k < start || k >= end) && dateWords.has(tokens[k].toLowerCase())) return true;
  }
  return false;
}

/**
 * Runs of consecutive capitalised words. A single capitalised word opening a sentence is just
 * sentence case, not a name.
 */
function countCapitalisedSpans(tokens: readonly string[]): number {
  let spans = 0;
  let sentenceStart = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!isWordToken(token)) {
      if (SENTENCE_END.has(token)) sentenceStart = true;
      continue;
    }
    if (initialCase(token) !== 1) {
      sentenceStart = false;
      continue;
    }
    let end = i + 1;
    while (end < tokens.length && initialCase(tokens[end]) === 1) end++;
    if (!(sentenceStart && end - i === 1)) spans++;
    sentenceStart = false;
    i = end - 1;
  }
  return spans;
}
