import { type AnyNode, Element, Text } from "domhandler";
import { findOne, textContent } from "domutils";
import { MATHML_ATTRIBUTES, MATHML_TAGS } from "../vocabulary/output-html.js";
import {
  DISPLAY_CLASS,
  MATH_WRAPPER_CLASS,
  MATHJAX_RENDERING_CLASS,
  TEX_ALT,
  TEX_ATTRIBUTES,
  TEX_IMAGE_CLASS,
  TEX_IMAGE_URL,
} from "../vocabulary/output-math.js";

/** One formula of the page: its MathML when the page has it, else its TeX. */
export interface Formula {
  readonly mathml?: Element;
  readonly tex?: string;
  readonly display: boolean;
}

/**
 * The formula an element is, or wraps: MathJax 2's `<script type="math/tex">` (`; mode=display`
 * for a displayed one), a `<math>` element (KaTeX's and MediaWiki's carry their TeX as an
 * annotation or `alttext`), a TeX image (its alt text), or a KaTeX/MediaWiki wrapper around
 * several renderings of one formula (the first source in it).
 */
export function formulaOf(element: Element): Formula | undefined {
  const type = element.attribs.type ?? "";
  if (element.name === "script")
    return /^math\/tex\b/i.test(type)
      ? { tex: textContent(element).trim(), display: /mode=display/i.test(type) }
      : undefined;
  if (element.name === "math")
    return { mathml: element, display: element.attribs.display === "block" };
  if (element.name === "img") return texImageFormula(element);
  const attributeTex = texAttribute(element);
  if (attributeTex !== undefined) return { tex: attributeTex, display: isDisplayed(element) };
  if (element.name === "mjx-container" || MATH_WRAPPER_CLASS.test(element.attribs.class ?? "")) {
    const source = findOne((inner) => inner.name === "math" || isTexImage(inner), element.children);
    const formula = source === null ? undefined : formulaOf(source);
    if (formula === undefined) return undefined;
    const display =
      formula.display ||
      element.attribs.display === "true" ||
      DISPLAY_CLASS.test(element.attribs.class ?? "");
    return { ...formula, display };
  }
  return undefined;
}

/**
 * The TeX an element carries in an attribute (`data-math`, `data-tex`, `data-latex`: Notion,
 * Quarto, MathJax 4 and hand-rolled renderers), not a flag's value (`data-math="true"`).
 */
function texAttribute(element: Element): string | undefined {
  for (const name of TEX_ATTRIBUTES) {
    const value = element.attribs[name]?.trim();
    if (
      value !== undefined &&
      value !== "" &&
      !/^(?:true|false|\d*|inline|display|block)$/i.test(value)
    )
      return value.replace(/^\$+|\$+$/g, "").trim();
  }
  return undefined;
}

function isDisplayed(element: Element): boolean {
  return (
    element.attribs.display === "true" ||
    element.attribs.display === "block" ||
    element.name === "div" ||
    DISPLAY_CLASS.test(element.attribs.class ?? "")
  );
}

function isTexImage(image: Element): boolean {
  return (
    image.name === "img" &&
    (image.attribs.alt ?? "").trim() !== "" &&
    (TEX_IMAGE_CLASS.test(image.attribs.class ?? "") ||
      TEX_IMAGE_URL.test(image.attribs.src ?? "") ||
      TEX_ALT.test(image.attribs.alt ?? ""))
  );
}

function texImageFormula(image: Element): Formula | undefined {
  if (!isTexImage(image)) return undefined;
  const tex = (image.attribs.alt ?? "")
    .trim()
    .replace(/^\$+|\$+$/g, "")
    .trim();
  // QuickLaTeX keeps the delimiters of its source in the alt: `\[…\]` for a displayed formula.
  const delimited = /^\\([[(])([\s\S]*)\\[\])]$/.exec(tex);
  const displayed = /display/.test(image.attribs.class ?? "") || delimited?.[1] === "[";
  return { tex: delimited === null ? tex : delimited[2].trim(), display: displayed };
}

/**
 * MathJax 2's rendering of a formula whose `<script type="math/tex">` source sits beside it: one
 * formula is output once, from its source.
 */
export function isMathJaxRendering(element: Element): boolean {
  if (!MATHJAX_RENDERING_CLASS.test(element.attribs.class ?? "")) return false;
  return (element.parent?.children ?? []).some(
    (sibling) =>
      sibling.type === "script" && /^math\/tex\b/i.test((sibling as Element).attribs.type ?? ""),
  );
}

/**
 * The formula as output MathML with its TeX in `alttext` (what Markdown output and screen readers
 * read): the page's presentation MathML with layout attributes only (nothing that loads or
 * links), or, for a TeX-only source, the TeX shown as text.
 */
export function formulaElement(formula: Formula): Element {
  const tex = formula.tex ?? (formula.mathml === undefined ? undefined : mathmlTex(formula.mathml));
  const attributes: Record<string, string> = {};
  if (formula.display) attributes.display = "block";
  if (tex !== undefined && tex !== "") attributes.alttext = tex;
  const children =
    formula.mathml === undefined
      ? [parent(new Element("mtext", {}), [new Text(tex ?? "")])]
      : formula.mathml.children.flatMap(mathmlCopy);
  return parent(new Element("math", attributes), children);
}

/** The TeX a page's MathML carries: its `application/x-tex` annotation, else its `alttext`. */
function mathmlTex(math: Element): string | undefined {
  const annotation = findOne(
    (element) => element.name === "annotation" && element.attribs.encoding === "application/x-tex",
    math.children,
  );
  return annotation === null ? math.attribs.alttext : textContent(annotation).trim();
}

function mathmlCopy(node: AnyNode): AnyNode[] {
  if (node.type === "text") return [new Text((node as Text).data)];
  if (node.type !== "tag") return [];
  const element = node as Element;
  if (element.name === "annotation" || element.name === "annotation-xml") return [];
  const children = element.children.flatMap(mathmlCopy);
  if (!MATHML_TAGS.has(element.name)) return children;
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.attribs))
    if (MATHML_ATTRIBUTES.has(name)) attributes[name] = value;
  return [parent(new Element(element.name, attributes), children)];
}

function parent(element: Element, children: AnyNode[]): Element {
  element.children = children;
  for (const child of children) child.parent = element;
  return element;
}
