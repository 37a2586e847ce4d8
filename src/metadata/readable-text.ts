import { decodeHTMLStrict } from "entities";
import { parseDocument } from "htmlparser2";
import { visibleText } from "../parse/visible-text.js";
import { normalizeWhitespace } from "../text/tokenize.js";

/**
 * A metadata string as a reader should see it. JSON-LD sits in a `<script>`, whose text the parser
 * leaves as written, and sites escape its strings for HTML (`TFC8&reg;`, `that&rsquo;s`); some
 * escape `<meta>` and `<title>` twice (`&amp;reg;`). Readability unescapes them the same way.
 * Strict decoding (entities need their semicolon) leaves a stray `&copy` or `&T` alone.
 */
export function readableText(text: string): string {
  return normalizeWhitespace(unescaped(text));
}

/**
 * Like `readableText`, for fields that are prose and never about markup (descriptions, authors):
 * the HTML some sites put there (`<p>…</p>`, a cut-off `<a href=`) is reduced to its text.
 */
export function plainText(text: string): string {
  const decoded = unescaped(text);
  if (!MARKUP.test(decoded)) return normalizeWhitespace(decoded);
  return normalizeWhitespace(visibleText(parseDocument(decoded, { decodeEntities: false })));
}

/** A tag opening or closing, or a comment: `<p`, `</a`, `<!--`. */
const MARKUP = /<[a-z/!]/i;

function unescaped(text: string): string {
  return text.includes("&") ? decodeHTMLStrict(text) : text;
}
