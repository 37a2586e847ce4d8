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
 * parsed and given in UTC, without a time when they had none. Undefined when nothing valid parses.
 */
export function toIsoDate(value: string): string | undefined {
  const text = value.trim();
  const iso = ISO_DATE_TIME.exec(text) ?? COMPACT_DATE.exec(text);
  if (iso !== null) return isoFromParts(iso);
  if (/^\d{10}(\d{3})?$/.test(text)) {
    return checkedIso(new Date(Number(text) * (text.length === 10 ? 1000 : 1)), true);
  }
  const parsed = Date.parse(text.replace(/\bat\b|,/g, " "));
  if (Number.isNaN(parsed)) return undefined;
  return checkedIso(new Date(parsed), /\d:\d/.test(text));
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
 * `Date.parse` reads a zone-less date as local midnight, so a date alone is read back in local
 * time (the calendar day written on the page); a time is given in UTC.
 */
function checkedIso(date: Date, withTime: boolean): string | undefined {
  const year = withTime ? date.getUTCFullYear() : date.getFullYear();
  if (Number.isNaN(year) || year < MIN_YEAR || year > MAX_YEAR) return undefined;
  if (withTime) return date.toISOString().replace(".000Z", "Z");
  const pad = (value: number): string => String(value).padStart(2, "0");
  return `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
