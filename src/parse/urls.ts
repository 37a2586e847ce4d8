import type { Document } from "domhandler";
import { type DocumentIndex, documentIndex } from "./document-index.js";

/** Whether a URL leads somewhere (a link) or is displayed (an image): `data:image/*` only for images. */
export type UrlUse = "link" | "image";

/** Schemes a reader can follow or display safely; scheme-less (relative) URLs are also fine. */
const SAFE_SCHEMES: ReadonlySet<string> = new Set(["http", "https", "mailto", "tel", "ftp"]);

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
 * A URL fit for the output: resolved when a base is known, and undefined when its scheme could run
 * code or embed documents (`javascript:`, `vbscript:`, non-image `data:`).
 */
export function safeUrl(value: string, base: string | undefined, use: UrlUse): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const scheme = schemeOf(trimmed);
  if (scheme === "data")
    return use === "image" && /^data:image\//i.test(stripControls(trimmed.slice(0, 64)))
      ? trimmed
      : undefined;
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) return undefined;
  if (base === undefined || trimmed.startsWith("#")) return trimmed;
  return absoluteUrl(trimmed, base);
}

/** Browsers ignore tabs, newlines and leading control characters in URLs ("java\tscript:"). */
function stripControls(url: string): string {
  let visible = "";
  for (const character of url) if (character.charCodeAt(0) > 0x20) visible += character;
  return visible;
}

function schemeOf(url: string): string | undefined {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(stripControls(url.slice(0, 64)));
  return match ? match[1].toLowerCase() : undefined;
}
