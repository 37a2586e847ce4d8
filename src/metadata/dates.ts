/** ISO 8601 as pages write it: a date, optionally a time, optionally an offset. */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Compact ISO forms such as `20080116` or `20080116T103000Z`. */
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i;

/** Plausible publication years: rejects ids and prices that happen to parse as dates. */
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

/**
 * A date as pages write it → ISO 8601. ISO input keeps its precision and its offset (a date alone
 * stays a date); other forms ("January 16, 2008", RFC 2822, Unix seconds or milliseconds) are
 * parsed: without a time when they had none; as written with their offset when they name their
 * zone ("8:22 PM EST" → `20:22:00-05:00`: the page's calendar day, not the next one in UTC);
 * in UTC for Unix time; and as written, without an offset, when they give a time but no zone (as a
 * zone-less ISO time comes out), so the answer never depends on the time zone of the machine pith
 * runs on.
 * Undefined when nothing valid parses.
 */
export function toIsoDate(value: string): string | undefined {
  const text = value.trim();
  const iso = ISO_DATE_TIME.exec(text) ?? COMPACT_DATE.exec(text);
  if (iso !== null) return isoFromParts(iso);
  if (/^\d{10}(\d{3})?$/.test(text)) {
    return checkedIso(new Date(Number(text) * (text.length === 10 ? 1000 : 1)), "instant");
  }
  // `Date.parse` makes up a year (2001) for "Apr 12": a date that names none is no date.
  if (!WRITTEN_YEAR.test(text) || isAmbiguousNumericDate(text)) return undefined;
  const written = text.replace(/\bat\b|,/g, " ");
  const withTime = /\d:\d/.test(text);
  const zone = withTime ? WRITTEN_ZONE.exec(text) : null;
  if (zone !== null) {
    const parsed = Date.parse(written);
    const offset = offsetMinutes(zone[0]);
    if (Number.isNaN(parsed) || offset === undefined) return undefined;
    return withOffset(checkedIso(new Date(parsed + offset * 60_000), "as-written"), offset);
  }
  // `Date.parse` reads a zone-less date or time in the machine's zone: read it in UTC instead,
  // whose calendar and clock then show what the page wrote.
  const parsed = Date.parse(`${written} GMT`);
  if (Number.isNaN(parsed)) return undefined;
  return checkedIso(new Date(parsed), withTime ? "as-written" : "date");
}

/**
 * `02-12-2025`, `03/04/2024`: the 2nd of December in most of the world, the 12th of February in
 * the United States. `Date.parse` reads the American way; when both numbers could be the month,
 * no reading is safe.
 */
function isAmbiguousNumericDate(text: string): boolean {
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.]\d{4}\b/.exec(text);
  if (numeric === null) return false;
  const [first, second] = [Number(numeric[1]), Number(numeric[2])];
  return first !== second && first <= 12 && second <= 12;
}

/** A four-digit year standing on its own. */
const WRITTEN_YEAR = /(?<!\d)\d{4}(?!\d)/;

/** A zone named after a time: Z, GMT, UTC, an offset, or a US zone `Date.parse` knows. */
const WRITTEN_ZONE =
  /\b(?:Z|GMT|UTC?|[ECMP][SD]T)\b|\d:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:[AP]M\s*)?([+-]\d{2}:?\d{2})\b/i;

/** Hours from UTC of the US zones `Date.parse` knows (standard and daylight time). */
const US_ZONE_HOURS: Readonly<Record<string, number>> = {
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
};

/** Minutes from UTC of a `WRITTEN_ZONE` match. */
function offsetMinutes(zone: string): number | undefined {
  const numeric = /([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric !== null)
    return (numeric[1] === "-" ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3]));
  const name = zone.toUpperCase();
  if (name === "Z" || name === "GMT" || name === "UT" || name === "UTC") return 0;
  const hours = US_ZONE_HOURS[name];
  return hours === undefined ? undefined : hours * 60;
}

/** A time read as written (`checkedIso`'s "as-written") with its offset: `Z` or `±hh:mm`. */
function withOffset(time: string | undefined, minutes: number): string | undefined {
  if (time === undefined) return undefined;
  if (minutes === 0) return `${time}Z`;
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${time}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function isoFromParts(parts: RegExpExecArray): string | undefined {
  const [, year, month, day, hour, minute, second = "00", fraction = "", zone] = parts;
  if (!validDate(Number(year), Number(month), Number(day))) return undefined;
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return date;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const offset =
    zone === undefined
      ? ""
      : zone.toUpperCase() === "Z"
        ? "Z"
        : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  return `${date}T${hour}:${minute}:${second}${fraction}${offset}`;
}

function validDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `date`: the calendar day alone; `instant`: the time in UTC, with Z; `as-written`: the time
 * without an offset, its clock the page's (a zone-less time parsed as UTC, or a zoned one shifted
 * by its offset).
 */
function checkedIso(date: Date, reading: "date" | "instant" | "as-written"): string | undefined {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < MIN_YEAR || year > MAX_YEAR) return undefined;
  const iso = date.toISOString();
  if (reading === "date") return iso.slice(0, 10);
  return reading === "instant" ? iso.replace(".000Z", "Z") : iso.replace(/(?:\.000)?Z$/, "");
}

/** The earliest year a date in an address or a dateline is read as a publication year. */
const MIN_WRITTEN_YEAR = 1995;

/**
 * A date in an address's path, `YYYY-MM-DD`: `/2024/03/14/`, `/2024-03-14-slug`,
 * `/20240314/`. Undefined when the path has none, or only a year and month.
 */
export function dateInUrl(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const found = URL_DATE.exec(path);
  if (found === null) return undefined;
  const [year, month, day] = found.slice(1).filter((part) => part !== undefined);
  return writtenDate(Number(year), Number(month), Number(day));
}

/** Year, month, day as path segments, joined by dashes, or run together between separators. */
const URL_DATE =
  /\/((?:19|20)\d{2})\/(\d{1,2})\/(\d{1,2})(?:\/|$)|\/((?:19|20)\d{2})-(\d{2})-(\d{2})(?:[-/_.]|$)|[/_-]((?:19|20)\d{2})(\d{2})(\d{2})(?:[/_.-]|$)/;

/** `YYYY-MM-DD` for a plausible written date, else undefined. */
export function writtenDate(year: number, month: number, day: number): string | undefined {
  if (year < MIN_WRITTEN_YEAR || !validDate(year, month, day)) return undefined;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(day)}`;
}
