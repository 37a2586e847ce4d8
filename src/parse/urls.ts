import type { Document } from "domhandler";
import { type DocumentIndex, documentIndex } from "./document-index.js";

/** Whether a URL leads somewhere (a link) or is displayed (an image): `data:image/*` only for images. */
export type UrlUse = "link" | "image";

/**
 * Schemes a reader can follow safely; scheme-less (relative) URLs are also fine, and `data:image/*`
 * for images. Anything else could run code, embed documents or reach other protocols.
 */
const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A stand-in document address, to tell whether a relative URL resolves at all. */
const ANY_HTTP_BASE = "https://relative.invalid/";

/**
 * The address relative URLs resolve against: `<base href>` (itself relative to the page URL), else
 * the page URL. Without a page URL (a saved file), the page's own absolute `<link rel=canonical>` or
 * `og:url` stands in for it. Undefined when none is an absolute URL: links then stay as written.
 */
export function baseUrlOf(document: Document, pageUrl: string | undefined): string | undefined {
  const index = documentIndex(document);
  const page = absoluteUrl(pageUrl) ?? declaredPageUrl(index);
  const base = index.headElements.find(
    (element) => element.name === "base" && element.attribs.href !== undefined,
  );
  const baseHref = base?.attribs.href?.trim();
  if (baseHref) return absoluteUrl(baseHref, page) ?? page;
  return page;
}

/** The page's address as it declares it: an absolute canonical link, else an absolute `og:url`. */
function declaredPageUrl(index: DocumentIndex): string | undefined {
  const declared = index.headElements.find(
    (element) =>
      (element.name === "link" &&
        /(^|\s)canonical(\s|$)/i.test(element.attribs.rel ?? "") &&
        isAbsolute(element.attribs.href)) ||
      (element.name === "meta" &&
        element.attribs.property === "og:url" &&
        isAbsolute(element.attribs.content)),
  );
  return absoluteUrl(declared?.attribs.href ?? declared?.attribs.content);
}

function isAbsolute(value: string | undefined): boolean {
  return value !== undefined && /^\s*https?:\/\//i.test(value);
}

/** `value` resolved against `base`; undefined when it cannot be parsed as a URL. */
export function absoluteUrl(value: string | undefined, base?: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return undefined;
  }
}

/**
 * A URL fit for the output, decided on what a browser would follow: the value as the WHATWG URL
 * parser reads it (`whatwgUrlInput`), so `java\tscript:` or `\x01javascript:` is `javascript:`.
 * Absolute URLs keep only the safe protocols (`data:image/*` for images too); relative ones are
 * resolved when a base is known, and the result is checked again (a `javascript:` base). Same-page
 * links (`#…`) stay as written; undefined when the URL cannot be used. What comes out carries no
 * markup and no entity that could make a scheme (`withMarkupEncoded`).
 */
export function safeUrl(value: string, base: string | undefined, use: UrlUse): string | undefined {
  const url = decidedUrl(whatwgUrlInput(value), base, use);
  return url === undefined ? undefined : withMarkupEncoded(url);
}

function decidedUrl(input: string, base: string | undefined, use: UrlUse): string | undefined {
  // A control or invisible formatting character left inside (`j\x01avascript:`, a zero-width
  // space before `javascript:`) makes a relative path no page means: dropped rather than guessed
  // at (sanitisers such as DOMPurify drop such URLs too).
  if (input === "" || CONTROL_CHARACTER.test(input)) return undefined;
  const absolute = parsedUrl(input);
  if (absolute !== undefined) return isSafe(absolute, use) ? absolute.href : undefined;
  // A scheme the parser rejected (`http://[`): not a relative URL, just a broken one.
  if (/^[a-z][a-z\d+.-]*:/i.test(input)) return undefined;
  // Kept as written, a relative URL must still be one a browser can resolve (`//\0host` is not).
  if (base === undefined || input.startsWith("#"))
    return parsedUrl(input, ANY_HTTP_BASE) === undefined ? undefined : input;
  const resolved = parsedUrl(input, base);
  return resolved !== undefined && isSafe(resolved, use) ? resolved.href : undefined;
}

/**
 * `<`, `>`, `"`, `` ` `` and spaces percent-encoded as the URL parser writes them in a path, a
 * query and a fragment alike (the same address), and so is an `&` before a relative URL's first
 * `/`, `?` or `#`. Then an attribute carries no markup such as `</script>` (which sanitisers such
 * as DOMPurify remove as a mutation-XSS risk; mailto: and tel: keep `<` as written), and a Markdown
 * renderer, which decodes entities in link destinations, cannot read `&#106;avascript:` as
 * `javascript:`. Both found by the property tests (DOMPurify, marked).
 */
function withMarkupEncoded(url: string): string {
  const firstSegmentEnd = url.search(/[/?#]/);
  const schemePart = firstSegmentEnd < 0 ? url : url.slice(0, firstSegmentEnd);
  return (schemePart.replaceAll("&", "%26") + url.slice(schemePart.length)).replace(
    /[<>"` ]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls and DEL are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f\u2028\u2029\p{Cf}]/u;

/**
 * What the WHATWG URL parser reads of an attribute value: leading and trailing C0 controls and
 * spaces removed, and every ASCII tab and newline, wherever it is.
 */
export function whatwgUrlInput(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls are what the parser strips
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

function parsedUrl(input: string, base?: string): URL | undefined {
  try {
    return new URL(input, base);
  } catch {
    return undefined;
  }
}

function isSafe(url: URL, use: UrlUse): boolean {
  if (url.protocol === "data:") return use === "image" && /^image\//i.test(url.pathname);
  return SAFE_PROTOCOLS.has(url.protocol);
}
