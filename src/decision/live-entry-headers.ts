import type { Element } from "domhandler";
import { textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { withoutBlocksUnder } from "./blocks-under.js";
import { classNamesOf } from "./class-names.js";

/** A class naming an entry's header line: entry, post, update or event, with info, meta or time. */
const ENTRY_HEADER =
  /(?:^|[_-])(?:entry|post|update|event)[_-]+(?:info|meta|time|timestamp|byline)(?:$|[_-])|^(?:info|meta)$/;
const MENTIONS_HEADER = /info|meta|time|byline/i;
/** A class naming a live blog's container (`live-event-container`, `liveblog`, `live-updates`). */
const LIVE_BLOG = /(?:^|[_-])(?:live|liveblog)(?:$|[_-])/;
/** Most words of an entry's header: a time, a name, a "KEY EVENT" flag. */
const MAX_HEADER_WORDS = 12;
/** How far up from the header the live blog's container is looked for. */
const LIVE_LEVELS = 6;

/**
 * The selection without the header lines of a live blog's entries ("21:00 Antony Clements-Thrower",
 * "20:42 KEY EVENT", "21 mins ago 11:48 Jon King"): an element of a few words whose class names an
 * entry's info or meta (`div.entry-info`, `div.live-events__entry-info`) inside a container whose
 * class names a live blog. The entries' own headlines and text stay; each entry's time and author
 * are furniture repeated down the page, as a thread's post headers are.
 */
export function withoutLiveEntryHeaders(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isLiveEntryHeader);
}

function isLiveEntryHeader(element: Element): boolean {
  // Most classes name no header: a cheap test before splitting them.
  if (!MENTIONS_HEADER.test(element.attribs.class ?? "")) return false;
  if (!classNamesOf(element).some((name) => ENTRY_HEADER.test(name))) return false;
  let ancestor = element.parent;
  for (let level = 0; level < LIVE_LEVELS && ancestor !== null; level++) {
    if (
      ancestor.type === "tag" &&
      classNamesOf(ancestor as Element).some((name) => LIVE_BLOG.test(name))
    )
      return countWords(textContent(element)) <= MAX_HEADER_WORDS;
    ancestor = ancestor.parent;
  }
  return false;
}
