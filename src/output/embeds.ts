import { Element, Text } from "domhandler";
import { findOne } from "domutils";
import { safeUrl } from "../parse/urls.js";
import { VIDEO_EMBEDS } from "../vocabulary/output-html.js";
import { INLINE_TAGS } from "../vocabulary/tags.js";
import type { SanitizeContext } from "./sanitize.js";

/**
 * An embedded player `embedLink` shows: rescued like a picture when between selected blocks.
 * Any other iframe, video or audio is walked into as before (a shop's background video holds
 * its poster as an `<img>`).
 */
export function isEmbed(element: Element, context: SanitizeContext): boolean {
  return embedTarget(element, context) !== undefined;
}

/**
 * An embedded player as a link with its title, where the sanitiser would drop it with nothing
 * left: the `<iframe>` of YouTube, Vimeo or Dailymotion (to the video's page; its `title`, else
 * "Video"), and a `<video>` or `<audio>` with a `src` or `<source>`, not a decoration (to the file; its `title` or
 * `aria-label`, else "Video" / "Audio"). A paragraph of its own, or the bare link inside a
 * paragraph the output shows (`isRendered`).
 * Undefined for anything else, or a URL that is not safe.
 */
export function embedLink(
  element: Element,
  context: SanitizeContext,
  isRendered: (paragraph: Element) => boolean,
): Element[] | undefined {
  const target = embedTarget(element, context);
  if (target === undefined) return undefined;
  const label =
    element.attribs.title?.trim() ||
    element.attribs["aria-label"]?.trim() ||
    (element.name === "audio" ? "Audio" : "Video");
  const link = withChild(new Element("a", { href: target }), new Text(label));
  const paragraph = enclosingParagraph(element);
  return [
    paragraph !== undefined && isRendered(paragraph) ? link : withChild(new Element("p", {}), link),
  ];
}

function embedTarget(element: Element, context: SanitizeContext): string | undefined {
  if (element.name === "iframe") {
    const src = element.attribs.src ?? element.attribs["data-src"];
    const url = src === undefined ? undefined : safeUrl(src, context.baseUrl, "link");
    if (url === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(url, "https://page.invalid/");
    } catch {
      return undefined;
    }
    for (const embed of VIDEO_EMBEDS) {
      if (!embed.hosts.test(parsed.hostname)) continue;
      const id = embed.path.exec(parsed.pathname)?.[1] || parsed.searchParams.get("video");
      if (id) return embed.page(encodeURIComponent(id));
    }
    return undefined;
  }
  if (element.name !== "video" && element.name !== "audio") return undefined;
  if (isDecoration(element)) return undefined;
  const source =
    element.attribs.src ??
    findOne((child) => child.name === "source" && child.attribs.src !== undefined, element.children)
      ?.attribs.src;
  return source === undefined ? undefined : safeUrl(source, context.baseUrl, "link");
}

/**
 * A video playing by itself, silent or looping, with no controls: a landing page's background
 * or a product animation (as an animated picture would be), not something to watch.
 */
function isDecoration(media: Element): boolean {
  const { attribs } = media;
  return (
    attribs.controls === undefined &&
    (attribs.autoplay !== undefined || attribs.muted !== undefined || attribs.loop !== undefined)
  );
}

/** The paragraph around (through inline elements only), where a `<p>` would break it in two. */
function enclosingParagraph(element: Element): Element | undefined {
  for (let node = element.parent; node?.type === "tag"; node = node.parent) {
    const name = (node as Element).name;
    if (name === "p") return node as Element;
    if (!INLINE_TAGS.has(name)) return undefined;
  }
  return undefined;
}

function withChild(parent: Element, child: Element | Text): Element {
  parent.children = [child];
  child.parent = parent;
  return parent;
}
