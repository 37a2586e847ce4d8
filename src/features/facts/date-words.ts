import { isNumber, isSoloWord, lowercase, wordTokens } from "../../text/tokenize.js";
import { DATE_WORDS } from "../../vocabulary/entity-words.js";

/** A day in every month of 2024 and one on every weekday, at noon UTC. */
export const MONTH_DAYS = Array.from(
  { length: 12 },
  (_, month) => new Date(Date.UTC(2024, month, 14, 12)),
);
export const WEEK_DAYS = Array.from(
  { length: 7 },
  (_, day) => new Date(Date.UTC(2024, 0, 1 + day, 12)),
);
/** How ICU writes a month: alone, abbreviated, and in a full date (Polish "14 marca 2024", "2024年3月14日"). */
const MONTH_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { month: "long" },
  { month: "short" },
  { month: "long", day: "numeric" },
  { month: "short", day: "numeric" },
  { year: "numeric", month: "long", day: "numeric" },
];
const WEEKDAY_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { weekday: "long" },
  { weekday: "short" },
];

const BY_LANGUAGE = new Map<string, ReadonlySet<string>>();

/**
 * The words that make a number beside them a date on a page in `language`: the hand-written
 * `DATE_WORDS` (English and six other languages), and on pages in another language also that
 * language's month and weekday names and date words as ICU writes them (CLDR, through `Intl`:
 * "marca", "января", "年", "月", "日"). English pages read `DATE_WORDS` alone.
 */
export function dateWordsOf(language: string): ReadonlySet<string> {
  if (language === "en") return DATE_WORDS;
  let words = BY_LANGUAGE.get(language);
  if (words === undefined) {
    words = new Set([...DATE_WORDS, ...icuDateWords(language)]);
    BY_LANGUAGE.set(language, words);
  }
  return words;
}

function icuDateWords(language: string): string[] {
  if (Intl.DateTimeFormat.supportedLocalesOf(language).length === 0) return [];
  const words = (dates: readonly Date[], options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(language, { timeZone: "UTC", ...options });
    return dates.map((date) =>
      wordTokens(format.format(date))
        .map(lowercase)
        .filter((word) => !isNumber(word)),
    );
  };
  return [
    ...MONTH_FORMATS.flatMap((options) => dateWordsAmong(words(MONTH_DAYS, options))),
    ...WEEKDAY_FORMATS.flatMap((options) => dateWordsAmong(words(WEEK_DAYS, options))),
  ];
}

/** Fewer letters make an abbreviation that is also a common word (German "So", "Do", "Mi"). */
const MIN_NAME_LENGTH = 3;

/**
 * The date words among the words of each month's (or weekday's) formatted date: names of at least
 * three letters, and the Han and kana characters every one of them has (年, 月, 日: not the numerals
 * of Chinese "一月" or "星期一", which would make every 一 a date word).
 */
function dateWordsAmong(formatted: readonly (readonly string[])[]): string[] {
  const names = formatted
    .flat()
    .filter((word) => !isSoloWord(word) && [...word].length >= MIN_NAME_LENGTH);
  const characters = [...new Set(formatted.flat().filter(isSoloWord))].filter((character) =>
    formatted.every((words) => words.includes(character)),
  );
  return [...names, ...characters];
}
