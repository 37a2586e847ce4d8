import type { Document, Element } from "domhandler";
import { findOne, textContent } from "domutils";
import { normalizeWhitespace } from "../text/tokenize.js";

/** Separators sites put between an article title and their own name ("Title | Site"). */
const SITE_SUFFIX = /\s+(?:[|\-–—:»·•]|::)\s+[^|\-–—:»·•]{1,60}$/u;

/** Best-effort title: `og:title`, else `<title>` without a site-name suffix, else the first `<h1>`. */
export function guessTitle(document: Document, titleText: string): string {
  const ogTitle = metaContent(document, "og:title");
  if (ogTitle) return ogTitle;
  if (titleText) return stripSiteSuffix(titleText);
  const h1 = findOne((element) => element.name === "h1", document.children, true);
  return h1 ? normalizeWhitespace(textContent(h1)) : "";
}

export function stripSiteSuffix(title: string): string {
  const stripped = title.replace(SITE_SUFFIX, "");
  return stripped.split(/\s+/).length >= 3 ? stripped : title;
}

export function metaContent(document: Document, key: string): string {
  const meta = findOne(
    (element: Element) =>
      element.name === "meta" && (element.attribs.property === key || element.attribs.name === key),
    document.children,
    true,
  );
  return normalizeWhitespace(meta?.attribs.content ?? "");
}
