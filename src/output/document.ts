import render from "dom-serializer";
import { type AnyNode, Element, Text } from "domhandler";
import {
  dropLeadingTitleHeading,
  type LinkAndImageOptions,
  parseFragment,
  withoutLinksOrImages,
} from "./fragment.js";
import type { ExtractResult } from "./result.js";

/** Scripts, frames and plugins are forbidden even if one slipped through sanitisation. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

/**
 * A standalone HTML document around the content: charset, language and direction, title, canonical link and a
 * Content-Security-Policy that forbids scripts, so the document is inert even if opened directly.
 * `options`: links as their text, no pictures.
 */
export function htmlDocument(
  result: ExtractResult & { readonly html: string },
  options: LinkAndImageOptions = {},
): string {
  const fragment = parseFragment(result.html);
  withoutLinksOrImages(fragment, options);
  if (result.title !== "") dropLeadingTitleHeading(fragment, result.title);
  const { language, dir, canonicalUrl } = result.metadata;
  const head = element("head", {}, [
    element("meta", { charset: "utf-8" }),
    element("meta", { "http-equiv": "Content-Security-Policy", content: CONTENT_SECURITY_POLICY }),
    element("title", {}, [new Text(result.title)]),
    ...(canonicalUrl === null ? [] : [element("link", { rel: "canonical", href: canonicalUrl })]),
  ]);
  const heading = result.title === "" ? [] : [element("h1", {}, [new Text(result.title)])];
  const article = element("article", {}, [...heading, ...fragment.children]);
  // Left-to-right is every browser's default: only a right-to-left page says its direction.
  const html = element(
    "html",
    { ...(language === null ? {} : { lang: language }), ...(dir === "rtl" ? { dir } : {}) },
    [head, element("body", {}, [article])],
  );
  return `<!DOCTYPE html>\n${render(html, { encodeEntities: "utf8" })}\n`;
}

export function element(
  name: string,
  attributes: Record<string, string>,
  children: AnyNode[] = [],
): Element {
  const node = new Element(name, attributes, children);
  for (const child of children) child.parent = node;
  return node;
}
