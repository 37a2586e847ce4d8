import type { Element } from "domhandler";
import { safeUrl } from "../parse/urls.js";
import {
  CODE_LANGUAGE_ATTRIBUTES,
  CODE_LANGUAGE_CLASSES,
  DROPPED_TAGS,
  GLOBAL_ATTRIBUTES,
  KEPT_TAGS,
  NO_CODE_LANGUAGE,
  STYLE_ATTRIBUTES,
  STYLE_ONLY_INLINE_TAGS,
  TAG_ATTRIBUTES,
  URL_ATTRIBUTES,
} from "../vocabulary/output-html.js";
import { INLINE_TAGS } from "../vocabulary/tags.js";
import { imageSource, isIconSized, isPlaceholder } from "./images.js";
import { inertStyle } from "./inline-style.js";

/** How an element of the page appears in the output. */
export type TagTreatment =
  | { readonly kind: "drop" }
  | { readonly kind: "unwrap" }
  | { readonly kind: "keep"; readonly name: string };

export interface SanitizeContext {
  /** Resolves relative URLs; undefined leaves them as written. */
  readonly baseUrl: string | undefined;
  /** Keep class, id, style and styling wrappers (Wang et al.: the page's own visual style). */
  readonly keepStyle: boolean;
}

const DROP: TagTreatment = { kind: "drop" };
const UNWRAP: TagTreatment = { kind: "unwrap" };

/**
 * Known structure is kept, active content dropped, and everything else unwrapped (inline) or
 * turned into a `<div>` (block-level), so neighbouring blocks never run together.
 */
export function tagTreatment(element: Element, context: SanitizeContext): TagTreatment {
  const name = element.name;
  if (DROPPED_TAGS.has(name)) return DROP;
  if (name === "img" && (isIconSized(element) || isPlaceholder(element))) return DROP;
  if (KEPT_TAGS.has(name)) return { kind: "keep", name };
  if (context.keepStyle && STYLE_ONLY_INLINE_TAGS.has(name)) return { kind: "keep", name };
  if (INLINE_TAGS.has(name)) return UNWRAP;
  return { kind: "keep", name: "div" };
}

/**
 * The attributes an output element keeps: a per-tag allow list, URLs resolved and scheme-checked,
 * never event handlers; class/id/style only with `keepStyle`; a `language-*` class on code.
 */
export function sanitizedAttributes(
  element: Element,
  context: SanitizeContext,
): Record<string, string> {
  const allowed = TAG_ATTRIBUTES.get(element.name);
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.attribs)) {
    const keep =
      GLOBAL_ATTRIBUTES.has(name) ||
      allowed?.has(name) === true ||
      (context.keepStyle && STYLE_ATTRIBUTES.has(name));
    if (!keep || name.startsWith("on")) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(value, context.baseUrl, "link");
      if (url !== undefined) attributes[name] = samePageFragment(url, context.baseUrl) ?? url;
    } else if (name === "style") {
      const style = inertStyle(value);
      if (style !== undefined) attributes.style = style;
    } else attributes[name] = value;
  }
  if (element.name === "img") setImageSource(element, attributes, context);
  const language = codeLanguage(element);
  if (language !== undefined)
    attributes.class = mergeClass(attributes.class, `language-${language}`);
  return attributes;
}

function setImageSource(
  image: Element,
  attributes: Record<string, string>,
  context: SanitizeContext,
): void {
  const source = imageSource(image);
  const url = source === undefined ? undefined : safeUrl(source, context.baseUrl, "image");
  if (url === undefined) delete attributes.src;
  else attributes.src = url;
}

/**
 * The language of a code block, on `<code>`, its `<pre>` or a highlighter's wrapper around that
 * (`CODE_LANGUAGE_CLASSES`): the class Markdown converters read to label fenced code.
 */
export function codeLanguage(element: Element): string | undefined {
  if (element.name !== "code") return undefined;
  const parent = element.parent as Element | null;
  return languageOf(element) ?? (parent?.name === "pre" ? preLanguage(parent) : undefined);
}

/** How far above a `<pre>` a highlighter's wrapper names the language (Jekyll: two levels). */
const LANGUAGE_WRAPPER_DEPTH = 3;

/** The language of a `<pre>` block, from itself or its highlighter's wrappers. */
export function preLanguage(pre: Element): string | undefined {
  let element: Element | null = pre;
  for (let depth = 0; depth <= LANGUAGE_WRAPPER_DEPTH && element !== null; depth++) {
    const language = languageOf(element);
    if (language !== undefined) return language;
    element = element.parent?.type === "tag" ? (element.parent as Element) : null;
  }
  return undefined;
}

/** The language one element names, by class or attribute. */
export function languageOf(element: Element): string | undefined {
  const className = element.attribs.class ?? "";
  const named = [
    ...CODE_LANGUAGE_CLASSES.map((pattern) => pattern.exec(className)?.[1]),
    ...CODE_LANGUAGE_ATTRIBUTES.map((name) => element.attribs[name]?.trim()),
  ];
  for (const name of named) {
    const language = name?.toLowerCase();
    if (language && !NO_CODE_LANGUAGE.has(language) && /^[\w+#.-]+$/.test(language))
      return language;
  }
  return undefined;
}

function mergeClass(existing: string | undefined, added: string): string {
  if (existing === undefined) return added;
  return existing.split(/\s+/).includes(added) ? existing : `${existing} ${added}`;
}

/**
 * A link to a place in the page itself written as a full address (Substack's footnotes:
 * `https://site/p/post#footnote-1`): its fragment alone, so it stays a link inside the content
 * (footnotes, tables of contents) wherever the output is read.
 */
function samePageFragment(url: string, base: string | undefined): string | undefined {
  if (base === undefined) return undefined;
  const hash = url.indexOf("#");
  if (hash <= 0 || hash === url.length - 1) return undefined;
  const page = base.split("#")[0];
  return url.slice(0, hash) === page ? url.slice(hash) : undefined;
}
