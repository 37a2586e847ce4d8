import render from "dom-serializer";
import { type AnyNode, Element, Text } from "domhandler";
import { textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { isSocialPost } from "../decision/social-posts.js";
import { isAnchorGlyph, isSamePageLink } from "../parse/anchor-glyph.js";
import { wordTokens } from "../text/tokenize.js";
import { MEDIA_TAGS } from "../vocabulary/output-html.js";
import { EMOJI_IMAGE_CLASS, EMOJI_IMAGE_URL } from "../vocabulary/output-noise.js";
import { HEADING_TAGS } from "../vocabulary/tags.js";
import { anchorId, linkTargets, pruneUnlinkedIds } from "./anchors.js";
import { isCallout, isCalloutTitle } from "./callouts.js";
import { type ContentNodes, contentNodes } from "./content-nodes.js";
import { embedLink, isEmbed } from "./embeds.js";
import {
  equationRows,
  inlineNote,
  isEquationTable,
  isLabelTag,
  isNoteMark,
  isRunInTitle,
  spacedLabel,
} from "./latexml.js";
import { type Formula, formulaElement, formulaOf, isMathJaxRendering } from "./math.js";
import { isNonContent } from "./non-content.js";
import {
  preLanguage,
  type SanitizeContext,
  sanitizedAttributes,
  type TagTreatment,
  tagTreatment,
} from "./sanitize.js";
import { tidyOutput } from "./tidy.js";

export interface ContentHtmlOptions extends SanitizeContext {
  /** Elements whose subtrees never reach the output (the `exclude` option's matches). */
  readonly excluded: ReadonlySet<Element>;
}

/**
 * Unselected subtrees with at most this many words may still give their pictures to the output
 * when they sit between selected blocks: enough for a caption and a credit line, too few for a
 * box of related links.
 */
const MEDIA_WRAPPER_MAX_WORDS = 30;

/** Units kept whole once any of their text is selected: a table row keeps all its cells aligned. */
const WHOLE_UNITS: ReadonlySet<string> = new Set(["tr", "figure", "pre"]);

/** Parts of a kept table shown even when unselected: the header row and the caption. */
const TABLE_FRAME: ReadonlySet<string> = new Set(["thead", "caption"]);

/**
 * The selected blocks rebuilt as sanitised HTML from the page's own DOM: the smallest structure
 * holding them (the list of selected items, the table of selected rows), inline formatting, links,
 * and the pictures that sit between selected blocks. Returns "" when nothing is selected.
 */
export function contentHtml(
  page: SegmentedPage,
  selected: Uint8Array,
  options: ContentHtmlOptions,
): string {
  const content = contentNodes(page, selected);
  if (content.container === null) return "";
  const walk = new ContentWalk(content, options);
  const { container } = content;
  const rendered =
    container.type === "root"
      ? container.children.flatMap((child) => walk.render(child, false))
      : walk.render(container, false);
  rendered.push(...walk.notesList());
  const nodes = tidyOutput(rendered, options.keepStyle);
  if (!options.keepStyle) {
    pruneUnlinkedIds(nodes);
    unwrapBareAnchors(nodes, walk.anchorSpans);
  }
  return render(nodes, { encodeEntities: "utf8" });
}

/** The anchor `<span>`s left without an id (no link points to them) replaced by their content. */
function unwrapBareAnchors(nodes: AnyNode[], spans: ReadonlySet<Element>): void {
  if (spans.size === 0) return;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type !== "tag") continue;
    const element = node as Element;
    unwrapBareAnchors(element.children, spans);
    if (!spans.has(element) || element.attribs.id !== undefined) continue;
    const parent = element.parent;
    for (const child of element.children) child.parent = parent;
    nodes.splice(i, 1, ...element.children);
    i += element.children.length - 1;
  }
}

/** Plain paragraphs (a page's declared article text) as a content fragment like `contentHtml`'s. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  const container = new Element(
    "div",
    {},
    paragraphs.map((paragraph) => new Element("p", {}, [new Text(paragraph)])),
  );
  return render(container, { encodeEntities: "utf8" });
}

class ContentWalk {
  private seenSelectedText = 0;
  /** The `<span>`s made to keep an unwrapped element's id. */
  readonly anchorSpans = new Set<Element>();
  /** Footnotes written inline (LaTeXML's), output as a list after the content. */
  private readonly notes: { readonly id: string; readonly content: AnyNode[] }[] = [];

  constructor(
    private readonly content: ContentNodes,
    private readonly options: ContentHtmlOptions,
  ) {}

  render(node: AnyNode, whole: boolean): AnyNode[] {
    if (node.type === "text") return this.renderText(node as Text, whole);
    // A formula's source may be a `<script type="math/tex">`: scripts are nodes of their own type.
    if (node.type === "script")
      return formulaOf(node as Element) === undefined ? [] : this.rescueMedia(node as Element);
    if (node.type !== "tag") return [];
    const element = node as Element;
    // A heading's ¶ permalink and such jump glyphs are page machinery (text output drops them too).
    if (this.options.excluded.has(element) || isAnchorGlyph(element)) return [];
    if (whole || this.content.needed.has(element)) return this.renderElement(element, whole);
    const anchor = this.emptyAnchor(element);
    if (anchor !== undefined) return [anchor];
    return this.rescueMedia(element);
  }

  /**
   * An empty element that is only a link target (`<span id="easy-footnote-bottom-1"></span>`,
   * `<a name="fn1"></a>`) inside a selected block: an empty `<span>` with its id, which
   * `tidyOutput` gives to the block (links to it still arrive) and `pruneUnlinkedIds` drops when
   * no link points there.
   */
  private emptyAnchor(element: Element): Element | undefined {
    if (element.name !== "span" && element.name !== "a") return undefined;
    if (this.options.keepStyle || element.children.some((child) => child.type !== "text"))
      return undefined;
    if (textContent(element).trim() !== "") return undefined;
    const parent = element.parent;
    if (parent?.type !== "tag" || !this.content.needed.has(parent as Element)) return undefined;
    const id = anchorId(element);
    if (id === undefined) return undefined;
    const span = new Element("span", { id });
    this.anchorSpans.add(span);
    return span;
  }

  /** The inline footnotes met, as the list of notes that ends the content (Pandoc's layout). */
  notesList(): AnyNode[] {
    if (this.notes.length === 0) return [];
    const items = this.notes.map((note) =>
      withChildren(new Element("li", { id: note.id }), note.content),
    );
    return [withChildren(new Element("ol", {}), items)];
  }

  /**
   * arXiv's (LaTeXML's) layout of equations, footnotes, labels and run-in titles; Tufte CSS's
   * sidenotes as footnotes.
   */
  private renderLatexml(element: Element): AnyNode[] | undefined {
    if (isEquationTable(element)) return equationRows(element).flatMap(formulaOutput);
    if (isNoteMark(element)) return [];
    const note = inlineNote(element, this.notes.length + 1);
    if (note !== undefined) {
      const id = anchorId(new Element("span", { id: note.id }));
      const content = note.content.children.flatMap((child) => this.render(child, true));
      if (id === undefined || content.length === 0) return content;
      this.notes.push({ id, content });
      const link = withChildren(new Element("a", { href: `#${id}` }), [new Text(note.mark)]);
      return [withChildren(new Element("sup", {}), [link])];
    }
    if (isRunInTitle(element)) {
      const title = textContent(element).replace(/\s+/g, " ").trim();
      return title === ""
        ? []
        : [
            withChildren(new Element("p", {}), [
              withChildren(new Element("strong", {}), [new Text(title)]),
            ]),
          ];
    }
    return undefined;
  }

  private renderText(node: Text, whole: boolean): AnyNode[] {
    const isSelected = this.content.selectedText.has(node);
    if (isSelected) this.seenSelectedText++;
    return isSelected || (whole && this.content.visibleText.has(node)) ? [new Text(node.data)] : [];
  }

  private renderElement(element: Element, whole: boolean): AnyNode[] {
    if (isNonContent(element) || isMathJaxRendering(element)) return [];
    if (element.name === "img" && isEmojiImage(element)) return emojiText(element);
    const latexml = this.renderLatexml(element);
    if (latexml !== undefined) return latexml;
    const formula = formulaOf(element);
    if (formula !== undefined) return formulaOutput(formula);
    const embed = embedLink(
      element,
      this.options,
      (paragraph) =>
        this.content.needed.has(paragraph) || this.content.blockElements.has(paragraph),
    );
    if (embed !== undefined) return embed;
    const treatment = calloutTreatment(element) ?? tagTreatment(element, this.options);
    if (treatment.kind === "drop") return [];
    const wholeHere = whole || WHOLE_UNITS.has(element.name);
    const children: AnyNode[] = [];
    for (const child of element.children) {
      const frame =
        element.name === "table" &&
        child.type === "tag" &&
        TABLE_FRAME.has((child as Element).name);
      children.push(...this.render(child, wholeHere || frame));
    }
    if (treatment.kind === "unwrap" || treatment.name !== "pre") spaceAdjacentCode(children);
    if (treatment.kind === "unwrap") {
      const unwrapped = isLabelTag(element) ? spacedLabel(children) : children;
      // An unwrapped element a same-page link may point to (a footnote's `<span id>`) keeps its
      // id on a `<span>`; `unwrapBareAnchors` unwraps those no link needed.
      const id = this.options.keepStyle ? undefined : anchorId(element);
      if (id === undefined) return unwrapped;
      const span = withChildren(new Element("span", { id }), unwrapped);
      this.anchorSpans.add(span);
      return [span];
    }
    if (isCalloutTitle(element)) return calloutTitle(children);
    const attributes = sanitizedAttributes(element, this.options);
    // An id a same-page link points to (a footnote's) is kept; `pruneUnlinkedIds` drops the rest.
    const id = this.options.keepStyle ? undefined : anchorId(element);
    if (id !== undefined) attributes.id = id;
    if (treatment.name === "a" && (attributes.href === undefined || isHeadingAnchor(element)))
      return children;
    if (treatment.name === "img" && attributes.src === undefined) return [];
    return [
      withChildren(
        new Element(treatment.name, attributes),
        treatment.name === "pre" ? asCode(children, preLanguage(element)) : children,
      ),
    ];
  }

  /** Pictures from an unselected subtree, when they belong to the selected text around them. */
  private rescueMedia(element: Element): AnyNode[] {
    if (isNonContent(element) || isMathJaxRendering(element)) return [];
    const inSelectedBlock =
      element.parent?.type === "tag" && this.content.blockElements.has(element.parent as Element);
    if (element.name === "br") return inSelectedBlock ? this.renderElement(element, true) : [];
    const betweenSelected =
      this.seenSelectedText > 0 && this.seenSelectedText < this.content.selectedText.size;
    if (!inSelectedBlock && !betweenSelected) return [];
    if (isShownWhole(element, this.options)) return this.renderElement(element, true);
    if (wordTokens(textContent(element)).length > MEDIA_WRAPPER_MAX_WORDS) return [];
    const media = topMostMedia(element, this.options).flatMap((found) =>
      this.renderElement(found, true),
    );
    return media.length === 0 ? [] : inTableSlot(element.name, media);
  }
}

/** A callout as a blockquote; its title as a paragraph (then bold); anything else undefined. */
function calloutTreatment(element: Element): TagTreatment | undefined {
  if (isCallout(element)) return { kind: "keep", name: "blockquote" };
  if (isCalloutTitle(element)) return { kind: "keep", name: "p" };
  return undefined;
}

/** A callout's title as `<p><strong>Title</strong></p>`, its text only (no icon, no blocks). */
function calloutTitle(children: AnyNode[]): AnyNode[] {
  const title = textContent(children).replace(/\s+/g, " ").trim();
  if (title === "") return [];
  return [
    withChildren(new Element("p", {}), [
      withChildren(new Element("strong", {}), [new Text(title)]),
    ]),
  ];
}

/**
 * Pictures rescued from a table row or cell, in a row or cell of their own: a picture straight in
 * a `<table>` is invalid, and browsers move it out above the table (Blogger's picture-and-caption
 * tables).
 */
function inTableSlot(slot: string, media: AnyNode[]): AnyNode[] {
  if (slot === "td" || slot === "th") return [withChildren(new Element(slot, {}), media)];
  if (slot === "tr")
    return [withChildren(new Element("tr", {}), [withChildren(new Element("td", {}), media)])];
  return media;
}

function isEmojiImage(image: Element): boolean {
  return (
    EMOJI_IMAGE_CLASS.test(image.attribs.class ?? "") ||
    EMOJI_IMAGE_URL.test(image.attribs.src ?? "")
  );
}

/**
 * An emoji drawn as a picture (WordPress turns every emoji into one) as the character its alt
 * holds; a smiley or reaction whose alt is a word (`Like`, `:facepalm:`) shows nothing.
 */
function emojiText(image: Element): AnyNode[] {
  const alt = (image.attribs.alt ?? "").trim();
  return /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u.test(alt) &&
    !/^[\d#*]+$/.test(alt)
    ? [new Text(alt)]
    : [];
}

/**
 * Inline code spans that touch (`<code>U+00DF</code><code>0x C3 9F</code>`, cells of a
 * character table laid out by style) a space apart: run together they read as one value, and in
 * Markdown two touching spans (`` `a``b` ``) parse as one span holding backticks.
 */
function spaceAdjacentCode(children: AnyNode[]): void {
  for (let i = children.length - 1; i > 0; i--)
    if (isCodeElement(children[i]) && isCodeElement(children[i - 1]))
      children.splice(i, 0, new Text(" "));
}

function isCodeElement(node: AnyNode): boolean {
  return node.type === "tag" && (node as Element).name === "code";
}

/** A formula as MathML; one whose source is empty (a blank TeX image alt) shows nothing. */
function formulaOutput(formula: Formula): AnyNode[] {
  return formula.mathml === undefined && !formula.tex ? [] : [formulaElement(formula)];
}

/** `element` as the parent of `children` (domhandler keeps both directions). */
export function withChildren(element: Element, children: AnyNode[]): Element {
  element.children = children;
  for (const child of children) child.parent = element;
  return element;
}

/**
 * A same-page link inside a heading: the heading linking to itself, as mdBook, Hugo and anchor.js
 * make every heading. In the output it is a link to nowhere around a heading (`## [Setup](#setup)`).
 */
function isHeadingAnchor(link: Element): boolean {
  if (!isSamePageLink(link)) return false;
  // A link that is itself an anchor for another place (texinfo's footnote label in an `<h5>`,
  // `<a id="FOOT1" href="#DOCF1">`) is a footnote's back-link, not the heading's permalink.
  const id = anchorId(link);
  if (id !== undefined && !linkTargets(link.attribs.href).includes(id)) return false;
  for (let node = link.parent; node !== null && node.type === "tag"; node = node.parent)
    if (HEADING_TAGS.has((node as Element).name)) return true;
  return false;
}

/**
 * A picture, an embedded player or post, or a formula: shown whole where it stands between
 * selected blocks, though the selection left it out of the text.
 */
function isShownWhole(element: Element, context: SanitizeContext): boolean {
  return (
    MEDIA_TAGS.has(element.name) ||
    isEmbed(element, context) ||
    isSocialPost(element) ||
    formulaOf(element) !== undefined
  );
}

function topMostMedia(root: Element, context: SanitizeContext): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (isShownWhole(element, context)) found.push(element);
    else for (let i = element.children.length - 1; i >= 0; i--) stack.push(element.children[i]);
  }
  return found;
}

/**
 * `<pre>` content as one `<code>` child with `<br>` and per-line blocks (`<div class="line">`)
 * turned into newlines: the form Markdown converters recognise as a code block, and the same
 * rendering in a browser. Several `<code>` in one `<pre>` (Node.js's ES-module and CommonJS
 * flavours of one example, a toggle shows one) follow each other a blank line apart, labelled by
 * the first. Elements of one line beside the `<code>` are the block's controls (rustdoc's "Run"
 * link, a flavour toggle), not its code: they go.
 */
function asCode(children: AnyNode[], language: string | undefined): AnyNode[] {
  const onlyCode = children.filter(
    (child) => child.type !== "text" || (child as Text).data.trim() !== "",
  );
  const codes = onlyCode.filter(
    (child): child is Element => child.type === "tag" && (child as Element).name === "code",
  );
  const controls = onlyCode.filter((child) => !codes.includes(child as Element));
  const onlyControls = controls.every(
    (child) => child.type === "tag" && !textContent(child).includes("\n"),
  );
  if (codes.length === 0 || !onlyControls) {
    const code = new Element(
      "code",
      language === undefined ? {} : { class: `language-${language}` },
    );
    return [withChildren(code, children.flatMap(asCodeLines))];
  }
  const source = codes.flatMap((code, index) =>
    index === 0 ? code.children : [new Text("\n\n"), ...code.children],
  );
  return [withChildren(codes[0], source.flatMap(asCodeLines))];
}

/** Line structure inside code as newlines: `<br>`, and a block's end when no newline ends it. */
function asCodeLines(node: AnyNode): AnyNode[] {
  if (node.type !== "tag") return [node];
  const element = node as Element;
  if (element.name === "br") return [new Text("\n")];
  if (element.name !== "div" && element.name !== "p")
    return [withChildren(element, element.children.flatMap(asCodeLines))];
  const lines = element.children.flatMap(asCodeLines);
  const last = lines[lines.length - 1];
  const endsLine = last?.type === "text" && (last as Text).data.endsWith("\n");
  return endsLine ? lines : [...lines, new Text("\n")];
}
