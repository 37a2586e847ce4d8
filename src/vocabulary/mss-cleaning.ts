/**
 * Pasternack & Roth §4.2: tags whose contents are removed from an extracted article block.
 * Hand-written lists (data), read by src/models/nb-mss/cleaning.ts.
 */

/** Rule 1: the contents of these tag pairs are removed. */
export const MSS_REMOVED_CONTAINERS: ReadonlySet<string> = new Set(["iframe", "table"]);

/** Rule 2: a `<div>` containing any of these is removed ("show you something or get you to go somewhere"). */
export const MSS_DIV_EMBED_TAGS: ReadonlySet<string> = new Set([
  "a",
  "iframe",
  "table",
  "img",
  "embed",
  "applet",
  "object",
]);
