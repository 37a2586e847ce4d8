const UNITS: readonly Intl.RelativeTimeFormatUnit[] = [
  "second",
  "minute",
  "hour",
  "day",
  "week",
  "month",
  "year",
];
const STYLES: readonly Intl.RelativeTimeFormatStyle[] = ["long", "short", "narrow"];
/** Past amounts that reach every CLDR plural form (one, two, few, many, other) of a language. */
const COUNTS = [1, 2, 3, 5, 11, 21, 100];

const BY_LANGUAGE = new Map<string, ReadonlySet<string>>();

/**
 * How pages write a past moment relative to now in `language` and in English, as ICU (CLDR,
 * through `Intl.RelativeTimeFormat`) writes it: "# hours ago", "vor # stunden", "# godz. temu",
 * "il y a # j", "#小时前" — each with its number as `#` (`relativeTimeShape`). A dateline of a
 * news page or a post often reads so ("Published 4 hours ago").
 */
export function relativeTimesOf(language: string): ReadonlySet<string> {
  let shapes = BY_LANGUAGE.get(language);
  if (shapes === undefined) {
    shapes = new Set([...icuRelativeTimes("en"), ...icuRelativeTimes(language)]);
    BY_LANGUAGE.set(language, shapes);
  }
  return shapes;
}

function icuRelativeTimes(language: string): string[] {
  let formats: Intl.RelativeTimeFormat[];
  try {
    formats = STYLES.map((style) => new Intl.RelativeTimeFormat(language, { style }));
  } catch {
    return []; // A language tag ICU rejects has no phrases of its own.
  }
  return formats.flatMap((format) =>
    UNITS.flatMap((unit) => COUNTS.map((count) => relativeTimeShape(format.format(-count, unit)))),
  );
}

/** Every run of digits as `#`, lower-cased, spaces collapsed: "Vor 5 Stunden" → "vor # stunden". */
export function relativeTimeShape(text: string): string {
  return text
    .replace(/\p{N}+(?:[.,]\p{N}+)?/gu, "#")
    .replace(/\s+/gu, " ")
    .trim()
    .toLowerCase();
}
