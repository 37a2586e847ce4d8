import { type AnyNode, Element, Text } from "domhandler";
import { findAll, findOne, textContent } from "domutils";
import {
  INLINE_NOTE_MARK_CLASS,
  LATEXML_EQUATION_NUMBER_CLASS,
  LATEXML_EQUATION_TABLE_CLASS,
  LATEXML_FOOTNOTE_CLASS,
  LATEXML_NOTE_CONTENT_CLASS,
  LATEXML_NOTE_MARK_CLASS,
  LATEXML_RUN_IN_TITLE_CLASS,
  LATEXML_TAG_CLASS,
  SIDENOTE_CLASS,
} from "../vocabulary/output-math.js";
import type { Formula } from "./math.js";

/**
 * arXiv's and LaTeXML's papers (and Tufte CSS's sidenotes), as the output reads them: an equation laid out as a table
 * (`table.ltx_equation`, `ltx_eqn_eqnarray` rows of cells, the number in a cell of its own) is one
 * displayed formula per row; a footnote written inline (`span.ltx_note`) is a reference where it
 * stands and a note at the end; a label tag ("1 " before a section's title, "[1]" before a
 * bibliography entry) keeps a space after it.
 */

export function isEquationTable(element: Element): boolean {
  return element.name === "table" && LATEXML_EQUATION_TABLE_CLASS.test(element.attribs.class ?? "");
}

/**
 * The rows of an equation table as formulas: the TeX of the row's formulas in order (LaTeXML
 * splits an `eqnarray` row into a cell per column, each `\displaystyle`), its number as `\tag`,
 * and their MathML side by side.
 */
export function equationRows(table: Element): Formula[] {
  const rows = findAll((element) => element.name === "tr", table.children);
  const formulas: Formula[] = [];
  for (const row of rows) {
    const maths = findAll((element) => element.name === "math", row.children);
    if (maths.length === 0) continue;
    const tex = maths
      .map((math) => (math.attribs.alttext ?? "").replace(/\\displaystyle\s*/g, "").trim())
      .filter((part) => part !== "")
      .join(" ");
    const numberTag = findOne(
      (element) => LATEXML_EQUATION_NUMBER_CLASS.test(element.attribs.class ?? ""),
      row.children,
    );
    const number =
      numberTag === null
        ? ""
        : textContent(numberTag)
            .trim()
            .replace(/^\(|\)$/g, "");
    const mathml = new Element("math", {});
    mathml.children = maths.flatMap((math) => math.children);
    formulas.push({
      mathml,
      tex: number === "" ? tex : `${tex} \\tag{${number}}`,
      display: true,
    });
  }
  return formulas;
}

/** LaTeXML's inline footnote: its mark and the element holding its text. */
export interface InlineNote {
  readonly id: string;
  readonly mark: string;
  readonly content: Element;
}

/**
 * A footnote written where it is referenced: LaTeXML's `span.ltx_note` (its mark and its text
 * inside), a Tufte CSS sidenote or margin note (`span.sidenote`, `span.marginnote`: the text alone,
 * numbered in order by `number`).
 */
export function inlineNote(element: Element, number: number): InlineNote | undefined {
  if (element.name !== "span") return undefined;
  const className = element.attribs.class ?? "";
  // A sidenote widget holding its own toggle and hidden panel (a "backlinks" button) is no note.
  if (
    SIDENOTE_CLASS.test(className) &&
    findOne((inner) => inner.name === "label" || inner.name === "input", element.children) === null
  )
    return {
      id: element.attribs.id ?? `sidenote-${number}`,
      mark: String(number),
      content: element,
    };
  if (!LATEXML_FOOTNOTE_CLASS.test(className)) return undefined;
  const content = findOne(
    (inner) => LATEXML_NOTE_CONTENT_CLASS.test(inner.attribs.class ?? ""),
    element.children,
  );
  const mark = findOne(
    (inner) => LATEXML_NOTE_MARK_CLASS.test(inner.attribs.class ?? ""),
    element.children,
  );
  if (content === null || mark === null || element.attribs.id === undefined) return undefined;
  return { id: element.attribs.id, mark: textContent(mark).trim(), content };
}

/** The parts of a note's text that repeat its mark (`<sup>1</sup><span class="ltx_tag">1</span>`). */
export function isNoteMark(element: Element): boolean {
  const className = element.attribs.class ?? "";
  return (
    LATEXML_NOTE_MARK_CLASS.test(className) ||
    /\bltx_tag_note\b/.test(className) ||
    INLINE_NOTE_MARK_CLASS.test(className)
  );
}

/** A label tag whose text runs into what follows it ("[1]E. Candès", "Theorem 1If"). */
export function isLabelTag(element: Element): boolean {
  return LATEXML_TAG_CLASS.test(element.attribs.class ?? "");
}

/** A theorem's or proof's run-in title (`<h6 class="ltx_runin">Theorem 1.</h6>`): no heading. */
export function isRunInTitle(element: Element): boolean {
  return LATEXML_RUN_IN_TITLE_CLASS.test(element.attribs.class ?? "");
}

/** A space after a label tag's content when nothing separates it from the next text. */
export function spacedLabel(children: AnyNode[]): AnyNode[] {
  const text = textContent(children);
  return text === "" || /\s$/.test(text) ? children : [...children, new Text(" ")];
}
