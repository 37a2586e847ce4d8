import type { Element } from "domhandler";
import {
  LAZY_IMAGE_SRC_ATTRIBUTES,
  LAZY_LOADER_ATTRIBUTE,
  SRCSET_ATTRIBUTES,
} from "../vocabulary/output-html.js";

/**
 * The address an image really shows: the largest `srcset` candidate (lazy `data-srcset` first),
 * else a lazy-loading attribute (`data-src`, …), else `src`. Lazy-loading scripts leave a
 * placeholder in `src` and the real address in those attributes.
 */
export function imageSource(image: Element): string | undefined {
  for (const name of SRCSET_ATTRIBUTES) {
    const candidate = largestSrcsetCandidate(image.attribs[name] ?? "");
    if (candidate !== undefined) return candidate;
  }
  for (const name of LAZY_IMAGE_SRC_ATTRIBUTES) {
    const value = image.attribs[name]?.trim();
    if (value) return value;
  }
  const source = image.attribs.src?.trim() || undefined;
  return source === undefined || isDataUrl(source) ? (lazyLoaderSource(image) ?? source) : source;
}

/**
 * Where a lazy-loading script not listed by name keeps the real picture (`data-lzl-srcset`,
 * `data-lzl-src`: LAZY_LOADER_ATTRIBUTE), read only when `src` is missing or a `data:` URI, the
 * placeholder such scripts leave (a blank PNG the picture's size runs to kilobytes): the largest
 * candidate of a candidate list first, else an address. A `data:` value is no better than `src`.
 */
function lazyLoaderSource(image: Element): string | undefined {
  const names = Object.keys(image.attribs).filter((name) => LAZY_LOADER_ATTRIBUTE.test(name));
  const lists = names.filter((name) => LAZY_LOADER_ATTRIBUTE.exec(name)?.[1] !== undefined);
  const addresses = names.filter((name) => !lists.includes(name));
  const candidates = [
    ...lists.map((name) => largestSrcsetCandidate(image.attribs[name])),
    ...addresses.map((name) => image.attribs[name].trim()),
  ];
  return candidates.find((candidate) => candidate && !isDataUrl(candidate));
}

function isDataUrl(source: string): boolean {
  return /^data:/i.test(source);
}

/**
 * The candidate with the largest width (`800w`) or density (`2x`) descriptor; the first one when
 * no candidate has a descriptor.
 */
export function largestSrcsetCandidate(srcset: string): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const candidate of splitSrcset(srcset)) {
    const [url, descriptor = ""] = candidate.split(/\s+/, 2);
    if (url === "") continue;
    const size = Number.parseFloat(descriptor) || 0;
    if (best === undefined || size > best.size) best = { url, size };
  }
  return best?.url;
}

/** Candidates are comma-separated, but URLs may contain commas: split only at ", " or "w,"/"x,". */
function splitSrcset(srcset: string): string[] {
  return srcset
    .trim()
    .split(/,\s+|(?<=\s\d+(?:\.\d+)?[wx]),/)
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== "");
}

/** Images declared this small in both dimensions are icons, bullets, spacers or tracking pixels. */
export const ICON_MAX_PIXELS = 32;

/**
 * Whether the page declares the image as icon-sized (`width` and `height` attributes both at most
 * ICON_MAX_PIXELS): share and bookmark buttons inside the article markup are not its pictures.
 * Images without both sizes are kept: their size is unknown.
 */
export function isIconSized(image: Element): boolean {
  const width = Number.parseFloat(image.attribs.width ?? "");
  const height = Number.parseFloat(image.attribs.height ?? "");
  return width <= ICON_MAX_PIXELS && height <= ICON_MAX_PIXELS;
}

/**
 * `data:` images shorter than this are spacers and lazy-loading placeholders: a 1×1 GIF is 70
 * characters, a transparent SVG box the size of the picture to come, URL-encoded, about 250 (under
 * 220 bytes of image data); a picture worth showing inline runs to thousands.
 */
export const PLACEHOLDER_MAX_DATA_URL_LENGTH = 320;

/**
 * Whether the image the page shows is a placeholder (see PLACEHOLDER_MAX_DATA_URL_LENGTH): its
 * Markdown would be `![Like](data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP…)` and show nothing.
 */
export function isPlaceholder(image: Element): boolean {
  const source = imageSource(image);
  return (
    source !== undefined && source.length < PLACEHOLDER_MAX_DATA_URL_LENGTH && isDataUrl(source)
  );
}
