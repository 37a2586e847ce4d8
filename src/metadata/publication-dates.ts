import type { DocumentIndex } from "../parse/document-index.js";
import { META_KEYS } from "../vocabulary/metadata-keys.js";
import { datelineDate } from "./dateline.js";
import { dateInUrl, toIsoDate } from "./dates.js";
import { type DisplayedDate, displayedDates } from "./displayed-date.js";
import type { HeadlineLine } from "./headline-lines.js";
import { firstMetaValue } from "./meta-tags.js";
import { jsonLdField, type MetadataSources } from "./sources.js";

export interface PublicationDates {
  readonly published: string | null;
  readonly modified: string | null;
}

/**
 * When the page was published and last modified (decision 0034). The publication date is the day
 * the page shows beside its headline (`shownDate`), as the structured time when that falls on the
 * same day; without a shown day, the structured sources' (JSON-LD, `<meta>`, microdata, `<time
 * pubdate>`); else the address's path (`/2024/03/14/`), a `<time datetime>` in the article's
 * header, or the dateline at the top of `mainText`, in that order, never later than the modified
 * date. A date found there that another of them contradicts is dropped: a wrong date is worse
 * than none.
 */
export function publicationDates(
  sources: MetadataSources,
  mainText: string,
  headline: readonly HeadlineLine[],
): PublicationDates {
  const modified = firstIsoDate([
    jsonLdField(sources, "dateModified"),
    firstMetaValue(sources.meta, META_KEYS.modified),
    sources.microdata.get("datemodified"),
  ]);
  const structured = firstIsoDate([
    jsonLdField(sources, "datePublished") ?? jsonLdField(sources, "dateCreated"),
    firstMetaValue(sources.meta, META_KEYS.published),
    sources.microdata.get("datepublished"),
    pubdateTime(sources.index),
  ]);
  const shown = shownDate(headline);
  const published =
    shown === undefined || structured?.slice(0, 10) === shown
      ? (structured ?? unstructuredDate(sources, mainText, modified))
      : shown;
  return { published: published ?? null, modified: modified ?? null };
}

/**
 * The day the page shows as its publication's beside its headline: the one date there that is not
 * labelled an update, else the one labelled the publication's ("Published", "Start date").
 * Several (a list of posts, a thread's replies) tell nothing.
 */
function shownDate(headline: readonly HeadlineLine[]): string | undefined {
  const shown = displayedDates(headline).filter((date) => date.label !== "updated");
  const labelled = shown.filter((date) => date.label === "published");
  return onlyDay(shown) ?? onlyDay(labelled);
}

/** The day all of `dates` fall on, if they fall on one. */
function onlyDay(dates: readonly DisplayedDate[]): string | undefined {
  const days = new Set(dates.map((date) => date.day));
  return days.size === 1 ? [...days][0] : undefined;
}

/** The day the page's address, its header's `<time>` and its dateline agree on, or the first of them. */
function unstructuredDate(
  sources: MetadataSources,
  mainText: string,
  modified: string | undefined,
): string | undefined {
  const urls = [sources.baseUrl, sources.meta.get("og:url")];
  const days = [
    urls.map((url) => (url === undefined ? undefined : dateInUrl(url))).find(Boolean),
    headerTime(sources.index),
    datelineDate(mainText),
  ].filter(
    (day): day is string =>
      day !== undefined && (modified === undefined || day <= modified.slice(0, 10)),
  );
  const [first] = days;
  return days.every((day) => day.slice(0, 10) === first?.slice(0, 10)) ? first : undefined;
}

function firstIsoDate(candidates: ReadonlyArray<string | undefined>): string | undefined {
  for (const candidate of candidates) {
    const iso = candidate === undefined ? undefined : toIsoDate(candidate);
    if (iso !== undefined) return iso;
  }
  return undefined;
}

function pubdateTime(index: DocumentIndex): string | undefined {
  const time = index.times.find(
    (element) => "pubdate" in element.attribs && !!element.attribs.datetime,
  );
  return time?.attribs.datetime;
}

/**
 * The `<time datetime>` that opens an `<article>` or sits in a `<header>`: the article's own date,
 * where times elsewhere date comments and related stories.
 */
function headerTime(index: DocumentIndex): string | undefined {
  const time = index.times.find(
    (element) => !!element.attribs.datetime && hasAncestor(element, ["header", "article"]),
  );
  return time === undefined ? undefined : toIsoDate(time.attribs.datetime);
}

function hasAncestor(element: DocumentIndex["times"][number], names: readonly string[]): boolean {
  for (let parent = element.parent; parent !== null; parent = parent.parent)
    if ("name" in parent && names.includes(parent.name)) return true;
  return false;
}
