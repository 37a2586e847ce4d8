/**
 * Repairs applied to the HTML string before parsing, for breakage that would otherwise hide a
 * whole page.
 */

const TITLE_OPEN = /<title\b[^>]*>/i;
const TITLE_CLOSE = /<\/title\s*>/i;

/**
 * An unclosed `<title>` makes everything after it title text (it is an RCDATA element). Pages
 * truncated that way still show their body in lenient parsers, so close the title at the end of its
 * first line, or before the next tag.
 */
export function closeUnterminatedTitle(html: string): string {
  const open = TITLE_OPEN.exec(html);
  if (open === null || TITLE_CLOSE.test(html)) return html;
  const start = open.index + open[0].length;
  let end = html.length;
  const newline = html.indexOf("\n", start);
  const nextTag = html.indexOf("<", start);
  if (newline !== -1) end = newline;
  if (nextTag !== -1 && nextTag < end) end = nextTag;
  return `${html.slice(0, end)}</title>${html.slice(end)}`;
}

const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi;

/**
 * Browsers with scripting on read `<noscript>` as raw text; htmlparser2 parses its markup, and a
 * self-closed `<iframe/>` inside it then swallows the rest of the page as iframe text. Its content
 * is never shown, so drop it: the page's text around its `<noscript>` sections, in order (what
 * `html.replace(NOSCRIPT, "")` leaves, as pieces).
 */
function withoutNoscript(html: string): string[] {
  if (!html.includes("<noscript") && !html.includes("<NOSCRIPT")) return [html];
  const kept: string[] = [];
  const section = new RegExp(NOSCRIPT);
  let copiedUpTo = 0;
  for (let match = section.exec(html); match !== null; match = section.exec(html)) {
    kept.push(html.slice(copiedUpTo, match.index));
    copiedUpTo = section.lastIndex;
  }
  kept.push(html.slice(copiedUpTo));
  return kept;
}

const NOSCRIPT_TAG = /<\/?noscript\b[^>]*>/gi;
const IFRAME_OPEN = /<iframe\b/i;

/**
 * What a browser without scripting shows: each `<noscript>`'s content in its place. Those holding
 * an `<iframe>` are still dropped (see `withoutNoscript`): they are tracking frames, not text.
 */
export function unwrapNoscript(html: string): string {
  return html.replace(NOSCRIPT, (element) =>
    IFRAME_OPEN.test(element) ? "" : element.replace(NOSCRIPT_TAG, ""),
  );
}

const CDATA_OPEN = "<![CDATA[";

/**
 * Outside foreign content a browser reads `<![CDATA[` as a bogus comment that ends at the next
 * `>`; htmlparser2 waits for `]]>` and can swallow the whole body. Cut each such section at its
 * first `>` as a browser does, leaving those inside `<script>` / `<style>` (raw text) alone.
 */
export function endStrayCdata(html: string): string {
  let at = html.indexOf(CDATA_OPEN);
  if (at === -1) return html;
  const insideRawText = rawTextTracker(html);
  let repaired = "";
  let copiedUpTo = 0;
  while (at !== -1) {
    const end = html.indexOf(">", at + CDATA_OPEN.length);
    if (insideRawText(at) || end === -1) {
      at = html.indexOf(CDATA_OPEN, at + CDATA_OPEN.length);
      continue;
    }
    repaired += html.slice(copiedUpTo, at);
    copiedUpTo = end + 1;
    at = html.indexOf(CDATA_OPEN, copiedUpTo);
  }
  return repaired + html.slice(copiedUpTo);
}

/** Start and end tags of `<script>` and `<style>`, any case (`</SCRIPT`, `<style media=…`). */
const RAW_TEXT_TAG = /<(\/?)(script|style)/gi;

/**
 * Whether a position lies after a `<script` or `<style` with no matching end tag since: one
 * forward pass over the page for all positions, which must be asked in increasing order (searching
 * back from every position, over a lowercased copy of the page, cost more than the rest of the
 * repairs together).
 */
function rawTextTracker(html: string): (position: number) => boolean {
  const pattern = new RegExp(RAW_TEXT_TAG);
  // Latest start and end tag seen so far, for script ([0]) and style ([1]); -1: none yet.
  const lastOpen = [-1, -1];
  const lastClose = [-1, -1];
  let next = pattern.exec(html);
  return (position) => {
    for (; next !== null && next.index < position; next = pattern.exec(html)) {
      const kind = next[2].length === "script".length ? 0 : 1;
      if (next[1] === "") lastOpen[kind] = next.index;
      else lastClose[kind] = next.index;
    }
    return lastClose[0] < lastOpen[0] || lastClose[1] < lastOpen[1];
  };
}

/** What becomes of `<noscript>`: dropped, as a browser running scripts shows it, or unwrapped. */
export type NoscriptHandling = "drop" | "unwrap";

/**
 * Pages longer than this many characters are not glued back together after their `<noscript>`
 * sections go. Gluing copies the page: up to here the copy is young memory and cheap, and the parser
 * then reads one flat string faster than slices of the page; beyond, the copy is a large object in
 * fresh memory and costs more than it saves (parse CPU 0.93x on wcxb pages, 1.05x on l3s ones when
 * never glued).
 */
const GLUED_UP_TO = 64 * 1024;

/**
 * The page as the parser reads it: every string repair applied, in the order they must run
 * (`<noscript>` sections dropped, or unwrapped if asked; stray CDATA ended; an unterminated title
 * closed), as pieces to read one after the other. On a long page where dropping `<noscript>` is
 * the only change, the pieces are the page's own text around the sections (see GLUED_UP_TO).
 */
export function repairedPieces(html: string, noscript: NoscriptHandling = "drop"): string[] {
  if (noscript === "unwrap") return [closeUnterminatedTitle(endStrayCdata(unwrapNoscript(html)))];
  const kept = withoutNoscript(html);
  if (kept.length > 1 && html.length > GLUED_UP_TO && otherRepairsChangeNothing(kept)) return kept;
  return [closeUnterminatedTitle(endStrayCdata(kept.length > 1 ? kept.join("") : html))];
}

/**
 * Whether ending stray CDATA and closing the title would leave the page without `<noscript>` as it
 * is, told from the kept pieces themselves: none holds `<![CDATA[` and none is formed where two
 * pieces meet, and one holds a `</title>`.
 */
function otherRepairsChangeNothing(kept: readonly string[]): boolean {
  if (!kept.some((piece) => TITLE_CLOSE.test(piece))) return false;
  if (kept.some((piece) => piece.includes(CDATA_OPEN))) return false;
  for (let i = 1; i < kept.length; i++) if (meetsAt(kept, i).includes(CDATA_OPEN)) return false;
  return true;
}

/** The text on both sides of where piece `i` begins, as far as a `<![CDATA[` across it reaches. */
function meetsAt(kept: readonly string[], i: number): string {
  const reach = CDATA_OPEN.length - 1;
  // Only the ends of the pieces: joining whole pieces would copy the page.
  let before = "";
  for (let j = i - 1; j >= 0 && before.length < reach; j--)
    before = kept[j].slice(-(reach - before.length)) + before;
  let after = "";
  for (let j = i; j < kept.length && after.length < reach; j++)
    after += kept[j].slice(0, reach - after.length);
  return before + after;
}
