import { type AnyNode, Element, Text } from "domhandler";
import { textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { withChildren } from "../output/html.js";
import { inertStyle } from "../output/inline-style.js";
import { INLINE_TAGS } from "../vocabulary/tags.js";
import { VIEW_ATTRIBUTES, VIEW_DROPPED_TAGS, VIEW_KEPT_TAGS } from "../vocabulary/view-html.js";
import { type BlockMarks, blockMarks } from "./block-marks.js";
import { inertStylesheet } from "./stylesheet.js";

/** The page as the view shows it: its body's nodes with the blocks marked, and its style sheet. */
export interface MarkedPage {
  readonly body: AnyNode[];
  /** The page's own `<style>` sheets, joined and made inert ("" when none). */
  readonly css: string;
}

/** Attributes that mark block `index` (`data-block`, classes for its label). */
export type BlockAttributes = (index: number) => Record<string, string>;

/**
 * The whole page, sanitised and with every block marked: elements that run, load or submit are
 * dropped, other elements keep their name (or become `<span>` / `<div>`) with only inert
 * attributes, links lose their address, pictures become placeholder boxes of their declared size
 * (the view fetches nothing), and each block's element — or its text nodes — carries
 * `marks(index)`. `<html>`, `<head>` and `<body>` are unwrapped: broken pages leave body text in
 * the head.
 */
export function markedPage(page: SegmentedPage, marks: BlockAttributes): MarkedPage {
  const walk = new MarkupWalk(blockMarks(page), marks);
  return {
    body: page.document.children.flatMap((node) => walk.render(node)),
    css: inertStylesheet(walk.styles.join("\n")),
  };
}

const UNWRAPPED: ReadonlySet<string> = new Set(["html", "head", "body"]);

class MarkupWalk {
  readonly styles: string[] = [];

  constructor(
    private readonly marks: BlockMarks,
    private readonly attributesOf: BlockAttributes,
  ) {}

  render(node: AnyNode): AnyNode[] {
    if (node.type === "text") return this.renderText(node as Text);
    if (node.type === "style") {
      this.styles.push(textContent(node));
      return [];
    }
    if (node.type !== "tag") return [];
    const element = node as Element;
    const children = element.children.flatMap((child) => this.render(child));
    if (UNWRAPPED.has(element.name)) return children;
    const holdsBlock = this.marks.holders.has(element);
    if (VIEW_DROPPED_TAGS.has(element.name) && !holdsBlock) return [];
    if (element.name === "img") return [imagePlaceholder(element)];
    const name =
      VIEW_KEPT_TAGS.has(element.name) && !VIEW_DROPPED_TAGS.has(element.name)
        ? element.name
        : INLINE_TAGS.has(element.name)
          ? "span"
          : "div";
    const block = this.marks.elements.get(element);
    const attributes = inertAttributes(element);
    return [
      withChildren(
        new Element(
          name,
          block === undefined ? attributes : markedAttributes(attributes, this.attributesOf(block)),
        ),
        children,
      ),
    ];
  }

  private renderText(text: Text): AnyNode[] {
    const block = this.marks.texts.get(text);
    const copy = new Text(text.data);
    if (block === undefined) return [copy];
    return [withChildren(new Element("span", this.attributesOf(block)), [copy])];
  }
}

/** The element's inert attributes: VIEW_ATTRIBUTES only, inline styles without loads. */
function inertAttributes(element: Element): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.attribs)) {
    if (!VIEW_ATTRIBUTES.has(name)) continue;
    if (name !== "style") kept[name] = value;
    else {
      const style = inertStyle(value);
      if (style !== undefined) kept.style = style;
    }
  }
  return kept;
}

/** The page's attributes with a block's marks; classes from both. */
function markedAttributes(
  attributes: Record<string, string>,
  marks: Record<string, string>,
): Record<string, string> {
  const { class: pageClass } = attributes;
  const merged = { ...attributes, ...marks };
  if (pageClass !== undefined && marks.class !== undefined)
    merged.class = `${pageClass} ${marks.class}`;
  return merged;
}

/** A picture as an empty box of its declared size showing its alternative text: nothing to fetch. */
function imagePlaceholder(image: Element): Element {
  const alt = image.attribs.alt?.trim() ?? "";
  const size = ["width", "height"]
    .map((side) => [side, Number.parseFloat(image.attribs[side] ?? "")] as const)
    .filter(([, pixels]) => Number.isFinite(pixels) && pixels > 0)
    .map(([side, pixels]) => `${side}:${pixels}px`);
  return withChildren(
    new Element("span", {
      class: "pith-image",
      ...(size.length === 0 ? {} : { style: size.join(";") }),
      ...(alt === "" ? {} : { title: alt }),
    }),
    alt === "" ? [] : [new Text(alt)],
  );
}
