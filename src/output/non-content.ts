import type { AnyNode, Element, Text } from "domhandler";
import { findAll, textContent } from "domutils";
import { classTokens } from "../features/facts/class-tokens.js";
import { isSamePageLink } from "../parse/anchor-glyph.js";
import { wordTokens } from "../text/tokenize.js";
import {
  AVATAR_CLASS_TOKENS,
  AVATAR_IMAGE_URL,
  CODE_GUTTER_CLASS,
  COPY_BUTTON_CLASS,
  COPY_BUTTON_TEXT,
  EDIT_LINK_TEXT,
  EDIT_LINK_URL,
  EDIT_SECTION_CLASS_TOKENS,
  FORM_STATUS_CLASS_TOKENS,
  ICON_FILE_WORD,
  NOTE_TOGGLE_CLASS,
  PAGER_ACCESS_KEYS,
  PAGER_LINK_RELS,
  SHARE_ACTION_URLS,
  SHARE_COUNTER_TEXT,
  SHARE_ICON_ALT,
  SHARE_ICON_SUBJECT,
  SHARE_WIDGET_CLASS_TOKENS,
  SHARE_WIDGET_WORDS,
  SKIP_LINK_TEXT,
  TOC_CLASS_TOKENS,
  TOC_TITLES,
  TRACKING_IMAGE_URL,
} from "../vocabulary/output-noise.js";
import { HEADING_TAGS } from "../vocabulary/tags.js";
import { imageSource } from "./images.js";

/**
 * Page machinery inside the selected content that rendered output leaves out, with its subtree:
 * share, follow and print buttons (and their icons and counters), section edit links, generated
 * tables of contents, skip links, tracking pixels and avatars. The text output is the selection's
 * own and keeps them; HTML and Markdown show what a reader came for.
 */
export function isNonContent(element: Element): boolean {
  switch (element.name) {
    case "img":
      return isMachineryImage(element);
    case "a":
      return isShareAction(element) || isEditLink(element) || isSkipLink(element);
    case "label":
      return isFormLabel(element) || NOTE_TOGGLE_CLASS.test(element.attribs.class ?? "");
    default:
      return (
        isShareWidget(element) ||
        isEditSection(element) ||
        isGeneratedToc(element) ||
        isPagerTable(element) ||
        isCodeGutter(element) ||
        isCopyButton(element) ||
        isFormStatus(element)
      );
  }
}

/** A code block's line numbers: a gutter class, and only digits in it. */
function isCodeGutter(element: Element): boolean {
  return (
    CODE_GUTTER_CLASS.test(element.attribs.class ?? "") && /^[\d\s]*$/.test(textContent(element))
  );
}

/**
 * The label of a field one types into ("Email", "Notify me when back in stock" over an e-mail
 * box): the field is never output, and its label alone reads as a stray line. The labels of
 * choices (radio buttons, checkboxes: a product's colours, a quiz's answers) are what is chosen
 * from, and stay; so does a label outside a form for a toggle elsewhere (a sidenote's "backlinks").
 */
function isFormLabel(label: Element): boolean {
  // A question the form asks ("What integrations are you interested in?* Required") is text.
  if (textContent(label).includes("?")) return false;
  let form: Element | undefined;
  for (let node = label.parent; node !== null && form === undefined; node = node.parent)
    if (node.type === "tag" && (node as Element).name === "form") form = node as Element;
  const target = label.attribs.for;
  const field =
    findAll((inner) => FORM_FIELD_TAGS.has(inner.name), label.children)[0] ??
    (target === undefined || form === undefined
      ? undefined
      : findAll((inner) => inner.attribs.id === target, form.children)[0]);
  if (field === undefined) return false;
  if (field.name === "textarea") return true;
  if (field.name !== "input") return false;
  return TEXT_ENTRY_TYPES.has((field.attribs.type ?? "text").toLowerCase());
}

const FORM_FIELD_TAGS: ReadonlySet<string> = new Set(["input", "select", "textarea"]);

const TEXT_ENTRY_TYPES: ReadonlySet<string> = new Set([
  "text",
  "email",
  "tel",
  "number",
  "password",
  "search",
  "url",
]);

/** A form's status message ("Thank you!", "Oops! Something went wrong"), shown after a submission. */
function isFormStatus(element: Element): boolean {
  const tokens = [...(element.attribs.class ?? "").split(/\s+/), element.attribs.id ?? ""];
  return tokens.some((token) => FORM_STATUS_CLASS_TOKENS.has(token.toLowerCase()));
}

/** A copy button built from a `<div>` or `<span>` (`<button>` is dropped anyway). */
function isCopyButton(element: Element): boolean {
  return (
    COPY_BUTTON_CLASS.test(element.attribs.class ?? "") &&
    COPY_BUTTON_TEXT.test(textContent(element))
  );
}

function isShareAction(link: Element): boolean {
  const href = link.attribs.href?.trim() ?? "";
  return SHARE_ACTION_URLS.some((pattern) => pattern.test(href));
}

/** MediaWiki's `[edit]` beside a heading, and any link labelled "edit" that opens an editor. */
function isEditLink(link: Element): boolean {
  return EDIT_LINK_URL.test(link.attribs.href ?? "") && EDIT_LINK_TEXT.test(textContent(link));
}

function isSkipLink(link: Element): boolean {
  return isSamePageLink(link) && SKIP_LINK_TEXT.test(textContent(link));
}

function isEditSection(element: Element): boolean {
  return classTokens(element).some((token) => EDIT_SECTION_CLASS_TOKENS.has(token));
}

/**
 * A share or follow box: a share class word, and nothing but share words, counters and icons in
 * it. A wrapper that carries `share` but holds the article keeps it.
 */
function isShareWidget(element: Element): boolean {
  if (!classTokens(element).some((token) => SHARE_WIDGET_CLASS_TOKENS.has(token)))
    return isShareCounter(element);
  if (
    findAll((inner) => inner.name === "img" && !isMachineryImage(inner), element.children).length >
    0
  )
    return false;
  return wordTokens(textBeside(element, isShareAction).toLowerCase()).every(
    (word) => SHARE_WIDGET_WORDS.has(word) || /^[\d.,]+[km]?$/.test(word),
  );
}

/**
 * A widget's text but that of the links `skipped` names (share actions, whose names, "Bluesky",
 * "More", vary; a pager's "Prev" and "Next").
 */
function textBeside(node: AnyNode, skipped: (link: Element) => boolean): string {
  if (node.type === "text") return (node as Text).data;
  if (node.type !== "tag") return "";
  const element = node as Element;
  if (element.name === "a" && skipped(element)) return " ";
  return ` ${element.children.map((child) => textBeside(child, skipped)).join("")} `;
}

/**
 * Words a navigation table holds beside its links at most: the manual's name in a header, the
 * previous and next pages' titles in a footer.
 */
const PAGER_MAX_OTHER_WORDS = 16;

/**
 * A navigation header or footer laid out as a table (DocBook XSL's, texinfo's): links only to the
 * previous, next, parent and first pages, as icons or words, and at most a few words beside them.
 * They lead away from the page, and its title comes after them.
 */
function isPagerTable(table: Element): boolean {
  if (table.name !== "table") return false;
  const links = findAll((inner) => inner.name === "a" && inner.attribs.href !== undefined, [table]);
  if (links.length < 2 || !links.every(isPagerLink)) return false;
  return wordTokens(textBeside(table, isPagerLink)).length <= PAGER_MAX_OTHER_WORDS;
}

function isPagerLink(link: Element): boolean {
  const rel = (link.attribs.rel ?? "").toLowerCase().split(/\s+/);
  return (
    rel.some((word) => PAGER_LINK_RELS.has(word)) ||
    PAGER_ACCESS_KEYS.has((link.attribs.accesskey ?? "").trim().toLowerCase())
  );
}

function isShareCounter(element: Element): boolean {
  return (
    element.children.length === 1 &&
    element.children[0].type === "text" &&
    SHARE_COUNTER_TEXT.test(textContent(element))
  );
}

/** Share of a table of contents' text that is in its same-page links. */
const TOC_MIN_LINK_TEXT_SHARE = 0.6;

/**
 * A table of contents generated from the headings (`#toc`, `.toc`, a "Contents" box): its links
 * lead to the headings that follow, which the output shows anyway.
 */
function isGeneratedToc(element: Element): boolean {
  const marked =
    classTokens(element).some((token) => TOC_CLASS_TOKENS.has(token)) ||
    /table-?of-?contents/i.test(`${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`) ||
    hasTocTitle(element);
  if (!marked) return false;
  // A list that a script fills in: only its title is in the HTML.
  if (TOC_TITLES.has(titleText(element))) return true;
  const links = ownSectionLinks(element);
  if (links.length < 2) return false;
  const linkWords = links.reduce((sum, link) => sum + wordTokens(textContent(link)).length, 0);
  return linkWords >= TOC_MIN_LINK_TEXT_SHARE * wordTokens(textContent(element)).length;
}

/**
 * A table of contents' links to the page's own sections: `#…`, or `file.html#…` when every link
 * with a fragment names that one file (DocBook's and texinfo's generated contents name the page's
 * own file, which a page read without its address cannot tell from another). Links into several
 * files are a manual's contents, the content of its index page: only their `#…` ones count.
 */
function ownSectionLinks(element: Element): Element[] {
  const withFragment = findAll(
    (link) => link.name === "a" && (link.attribs.href ?? "").includes("#"),
    element.children,
  );
  const files = new Set(withFragment.map((link) => link.attribs.href.trim().split("#", 1)[0]));
  return files.size === 1 ? withFragment : withFragment.filter(isSamePageLink);
}

/** A box whose first element is a "Contents" heading (or title line). */
function hasTocTitle(element: Element): boolean {
  const first = firstElementChild(element);
  if (first === undefined) return false;
  // Checked before reading the text: every element is asked, and the text of a first child
  // holds all of its descendants' (nested inline tags made that quadratic).
  const titled = HEADING_TAGS.has(first.name) || first.name === "summary" || first.name === "p";
  if (!titled) return false;
  return TOC_TITLES.has(titleText(first));
}

function titleText(element: Element): string {
  return textContent(element)
    .trim()
    .toLowerCase()
    .replace(/[:\s]+$/, "");
}

function firstElementChild(element: Element): Element | undefined {
  return element.children.find((child: AnyNode) => child.type === "tag") as Element | undefined;
}

/** Tracking pixels, avatars, and the icons of share and follow buttons. */
function isMachineryImage(image: Element): boolean {
  const source = imageSource(image) ?? "";
  const fileName = source.split(/[?#]/, 1)[0].split("/").pop() ?? "";
  const width = Number.parseFloat(image.attribs.width ?? "");
  const height = Number.parseFloat(image.attribs.height ?? "");
  return (
    width <= 1 ||
    height <= 1 ||
    TRACKING_IMAGE_URL.test(source) ||
    AVATAR_IMAGE_URL.test(source) ||
    classTokens(image).some((token) => AVATAR_CLASS_TOKENS.has(token)) ||
    (SHARE_ICON_SUBJECT.test(fileName) && ICON_FILE_WORD.test(fileName)) ||
    SHARE_ICON_ALT.test(image.attribs.alt ?? "\u0000")
  );
}
