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
