import { decodeHTMLStrict } from "entities";
import { normalizeWhitespace } from "../blocks/tokenize.js";

/**
 * A metadata string as a reader should see it. JSON-LD sits in a `<script>`, whose text the parser
 * leaves as written, and sites escape its strings for HTML (`TFC8&reg;`, `that&rsquo;s`); some
 * escape `<meta>` and `<title>` twice (`&amp;reg;`). Readability unescapes them the same way.
 * Strict decoding (entities need their semicolon) leaves a stray `&copy` or `&T` alone.
 */
export function readableText(text: string): string {
  return normalizeWhitespace(text.includes("&") ? decodeHTMLStrict(text) : text);
}
