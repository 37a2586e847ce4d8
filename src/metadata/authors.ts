import type { Element } from "domhandler";
import { findOne } from "domutils";
import type { DocumentIndex } from "../parse/document-index.js";
import { DomWalk } from "../parse/dom-walk.js";
import { visibleText } from "../parse/visible-text.js";
import { normalizeWhitespace } from "../text/tokenize.js";
import {
  BYLINE_CLASS,
  BYLINE_LABEL,
  BYLINE_PREFIX,
  GLUED_BYLINE_PREFIX,
  NOT_A_PERSON,
  NOT_BYLINE_CLASS,
  POSTER_CLASS,
  ROLE_WORD,
} from "../vocabulary/bylines.js";
import { AUTHOR_LINK_LABEL, META_KEYS, ORGANIZATION_TYPES } from "../vocabulary/metadata-keys.js";
import { headlineByline } from "./headline-byline.js";
import type { HeadlineLine } from "./headline-lines.js";
import { isObject, type JsonLdNode, jsonLdString, typesOf } from "./json-ld.js";
import { plainText } from "./readable-text.js";
import { firstNonUrlMeta, isUrl, type MetadataSources, relOf } from "./sources.js";
import { textLines } from "./text-lines.js";

/** A byline with more words than this is a sentence or a bio, not names. */
const MAX_NAME_WORDS = 6;
/** Elements looked at for a byline: enough for a page's header, bounded on long pages. */
const MAX_BYLINE_ELEMENTS = 20;
/**
 * Most lines of an element classed as a byline: name, role, date, handle, e-mail, "Follow". One
 * with more, or holding a post (`holdsPost`), is a container whose class names its author
 * (TypePad's `entry-author-jane_doe` on the whole post): its first line is the post's heading, so
 * the byline is looked for inside it.
 */
const MAX_BYLINE_ELEMENT_LINES = 6;
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Words of a line that is a post's paragraph, not a name, a role or a date. */
const PARAGRAPH_WORDS = 25;

/**
 * A heading and a paragraph under it: a post. An author box holds a heading too (the name in an
 * `<h4>`), with links or a line of role under it.
 */
function holdsPost(element: Element, lines: readonly string[]): boolean {
  return (
    lines.some((line) => line.split(" ").length >= PARAGRAPH_WORDS) &&
    findOne((child) => HEADINGS.has(child.name), element.children) !== null
  );
}

/**
 * The people the page names as its authors, from the first source that names any, in order of
 * trust: JSON-LD `author` (a name, a Person, a list of them), `<meta name=author>` and its kin
 * (not a profile URL), the byline or thread starter beside the headline (`headlineByline`: before
 * microdata, whose first `author` is often a reply's on forum pages), microdata `author`, a
 * `rel=author` link, an element classed as a byline ("By Jane Doe"), a forum post's poster
 * (`class="username"`: the first post's, which opens the thread). Handles (`@jane`: a
 * `twitter:creator` is most often the site's account), organisations (a JSON-LD author typed
 * Organization), e-mail addresses, URLs and desks ("Staff") are not authors; the site's own name
 * is one only where the page declares it so and no source names anyone else. A job title after a
 * name is no one's name ("Tom Krisher, AP Auto Writer": `usableNames`).
 */
export function authorNames(
  sources: MetadataSources,
  siteName: string | null,
  headline: readonly HeadlineLine[],
): string[] {
  // The fields the page declares its author in: the site's own name there is meant (a personal
  // site, a company's blog), kept when no source names anyone else.
  const declared = [
    () => jsonLdAuthors(sources, "author") ?? jsonLdAuthors(sources, "creator"),
    () => splitNames(firstNonUrlMeta(sources, META_KEYS.author)),
  ];
  const shown = [
    () => splitNames(headlineByline(headline)),
    () => splitNames(sources.microdata.get("author")),
    () => splitNames(relAuthorText(sources.index)),
    () => splitNames(bylineText(sources)),
    () => splitNames(bylineText(sources, POSTER_CLASS, true)),
  ];
  const site = siteName?.toLowerCase();
  let siteAsAuthor: string[] = [];
  for (const candidate of [...declared, ...shown]) {
    const names = usableNames(candidate() ?? []);
    const people = names.filter((name) => name.toLowerCase() !== site);
    if (people.length > 0) return people;
    if (siteAsAuthor.length === 0 && declared.includes(candidate)) siteAsAuthor = names;
  }
  return siteAsAuthor;
}

/** A JSON-LD author field as names: one per Person or string, in order; organisations left out. */
function jsonLdAuthors(sources: MetadataSources, key: string): string[] | undefined {
  const value = sources.jsonLdMain?.[key];
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const names = items.flatMap((item: unknown) => {
    if (isOrganization(item, sources.jsonLdById)) return [];
    const name = jsonLdString(item as JsonLdNode, sources.jsonLdById);
    return name === undefined ? [] : splitNames(name);
  });
  return names.length > 0 ? names : undefined;
}

/** A JSON-LD author typed as an organisation (a company, a brand, a site), or a reference to one. */
function isOrganization(item: unknown, byId: ReadonlyMap<string, JsonLdNode>): boolean {
  if (!isObject(item)) return false;
  const node = typeof item["@id"] === "string" ? (byId.get(item["@id"]) ?? item) : item;
  return typesOf(node).some((type) => ORGANIZATION_TYPES.includes(type));
}

/** Quotes and stray marks around a name: `"David Kim"`, `Angela Holliday-Bell, MD*`. */
const ENCLOSING_MARKS = /^["'“”‘’«»]+|["'“”‘’«»*†]+$/gu;
/** A template's unfilled field (`page.head.extra.author`, `{{ author }}`), not a name. */
const TEMPLATE_PLACEHOLDER = /\{\{|\}\}|\$\{|\w\.\w+\.\w+\.\w/;

/** "Jane Doe, John Roe and Ann Poe" (and "und", "et", "y", "og", "och") → its names; a single name stays whole. */
function splitNames(text: string | undefined): string[] {
  if (text === undefined) return [];
  const cleaned = plainText(text).replace(BYLINE_PREFIX, "").replace(GLUED_BYLINE_PREFIX, "");
  return cleaned
    .split(/\s*(?:,|;|\s&\s|\s+and\s+|\s+und\s+|\s+et\s+|\s+y\s+|\s+og\s+|\s+och\s+|\|)\s*/iu)
    .map((name) => name.replace(BYLINE_PREFIX, "").replace(ENCLOSING_MARKS, "").trim());
}

/**
 * Names that can stand as an author, each once (compared without case), up to the first job title
 * after a name (`isJobTitle`: "Tom Krisher, AP Auto Writer"); a list that opens with a title is
 * given whole (a desk: "Podium Staff", "Our Editors").
 */
function usableNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const usable = names.filter((name) => {
    const key = name.toLowerCase();
    const ok =
      name !== "" &&
      !isUrl(name) &&
      !/^www\.|\S@\S|^\d|^@/.test(name) &&
      /\p{L}/u.test(name) &&
      !TEMPLATE_PLACEHOLDER.test(name) &&
      !NOT_A_PERSON.test(name) &&
      name.split(/\s+/).length <= MAX_NAME_WORDS &&
      !seen.has(key);
    seen.add(key);
    return ok;
  });
  // What follows a title describes the role ("Jane Doe, Sr. Director of Operations, Atlas Van Lines").
  const firstTitle = usable.findIndex(isJobTitle);
  return firstTitle > 0 ? usable.slice(0, firstTitle) : usable;
}

/**
 * A job title among the names: "AP Auto Writer", "Political Correspondent", "Sr. Director of
 * Operations" (a byline's "By Jane Doe, AP Auto Writer" splits at its comma).
 */
function isJobTitle(name: string): boolean {
  return name.split(/\s+/).some((word) => ROLE_WORD.test(word));
}

/** The text of the first `rel=author` link, unless it is the link's label ("View more posts"). */
function relAuthorText(index: DocumentIndex): string | undefined {
  const link = index.relAnchors.find((anchor) => relOf(anchor).includes("author"));
  const text = link === undefined ? "" : normalizeWhitespace(visibleText(link));
  return text === "" || AUTHOR_LINK_LABEL.test(text) ? undefined : text;
}

/** Elements whose text is never shown as a byline. */
const NOT_SHOWN = new Set(["script", "style", "noscript", "template"]);

/**
 * The name in the first element classed as a byline or author (not a comment's), or with
 * `classPattern` as a forum post's poster (forum names keep their digits): its first line
 * (the second after a label: "Written by"), up to a separator (a date or a role often follows:
 * "By Jane Doe | March 14, 2024"; a role's own element is a line of its own).
 */
function bylineText(
  sources: MetadataSources,
  classPattern: RegExp = BYLINE_CLASS,
  allowDigits = false,
): string | undefined {
  let looked = 0;
  const walk = new DomWalk(sources.document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (walk.exit || node.type !== "tag") continue;
    const element = node as Element;
    if (NOT_SHOWN.has(element.name)) continue;
    const { class: className, id } = element.attribs;
    // Most elements have neither: no string to build, no pattern to run.
    const classes =
      className === undefined && id === undefined ? undefined : `${className ?? ""} ${id ?? ""}`;
    if (classes !== undefined && classPattern.test(classes) && !NOT_BYLINE_CLASS.test(classes)) {
      const lines = textLines(element, MAX_BYLINE_ELEMENT_LINES + 1);
      if (lines.length > MAX_BYLINE_ELEMENT_LINES || holdsPost(element, lines)) {
        walk.descend(element);
        continue;
      }
      const [first = "", second = ""] = lines;
      const line = BYLINE_LABEL.test(first) ? second : first;
      const name = line.split(/\s*[|•·—–]\s*|\s+-\s+/)[0];
      if (name !== "" && (allowDigits || !/\d/.test(name))) return name;
      if (++looked >= MAX_BYLINE_ELEMENTS) return undefined;
      continue;
    }
    walk.descend(element);
  }
  return undefined;
}
