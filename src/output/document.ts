import render from "dom-serializer";
import { type AnyNode, Element, Text } from "domhandler";
import type { UserComment } from "./comments/comment-list.js";
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
 * The user comments, when extracted and found, follow the article (`commentSection`).
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
    [head, element("body", {}, [article, ...commentSection(result)])],
  );
  return `<!DOCTYPE html>\n${render(html, { encodeEntities: "utf8" })}\n`;
}

/**
 * The comments as Markdown and text show them, in HTML: a "Comments" section after the article,
 * one `<article>` per comment of `commentList` (a header with the author in bold and the date in
 * a `<time>`, then one paragraph per line of its text), or one paragraph per comment block for a
 * result without `commentList` (one built before it existed). Their text is text: escaped, never
 * markup. None when no comments were extracted or found.
 */
function commentSection({
  comments,
  commentList,
}: Pick<ExtractResult, "comments" | "commentList">): Element[] {
  const items = commentList
    ? commentList.map(commentArticle)
    : (comments ?? "").split("\n").filter(Boolean).map(paragraph);
  if (items.length === 0) return [];
  return [element("section", {}, [element("h2", {}, [new Text("Comments")]), ...items])];
}

function commentArticle(comment: UserComment): Element {
  const byline = [
    ...(comment.author === null ? [] : [element("b", {}, [new Text(comment.author)])]),
    ...(comment.author !== null && comment.published !== null ? [new Text(" · ")] : []),
    ...(comment.published === null
      ? []
      : [element("time", { datetime: comment.published }, [new Text(comment.published)])]),
  ];
  const header = byline.length === 0 ? [] : [element("header", {}, byline)];
  return element("article", {}, [...header, ...comment.text.split("\n").map(paragraph)]);
}

function paragraph(line: string): Element {
  return element("p", {}, [new Text(line)]);
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
