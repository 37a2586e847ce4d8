import { type AnyNode, Document, type Element, Text } from "domhandler";
import { findAll, removeElement, replaceElement, textContent } from "domutils";
import { isAnchorGlyph } from "../parse/anchor-glyph.js";
import { BIBLIOGRAPHY_ID, NOTES_HEADING } from "../vocabulary/output-footnotes.js";
import { HEADING_TAGS, INLINE_TAGS } from "../vocabulary/tags.js";
import { linkTargets } from "./anchors.js";

/** A footnote taken out of the content: its GFM label and its text's nodes. */
export interface Footnote {
  readonly label: string;
  readonly content: Document;
}

/** Where a footnote reference stood, in the text turndown converts: replaced after conversion. */
const MARKER = (index: number) => `\uE000pith-footnote-${index}\uE001`;
const MARKERS = /\uE000pith-footnote-(\d+)\uE001/g;

/**
 * The text of a footnote reference: a number, a letter or a mark, maybe in brackets — `1`,
 * `[1]` (Wikipedia), `[a]`, `[note 3]`, `*`, `†`; `[2:1]`, markdown-it's second reference to note 2.
 */
const REFERENCE_TEXT = /^[[(]?(?:[\p{L}\p{N}*†‡§]{1,6}(?: \p{N}{1,4}|:\p{N}{1,3})?)[\])]?$/u;

/** An id naming a footnote, for references whose definition was not selected. */
const FOOTNOTE_ID = /fn|foot|note|cite|ref/i;

/**
 * GFM footnotes from the content's HTML, as WordPress, Hugo (goldmark, pulldown-cmark), Pandoc
 * and MediaWiki mark them up once sanitised: a short same-page link (`<sup><a href="#fn1">1</a>`,
 * `[1]`) to a list item (`<li id="fn1">`) of the content is a reference; the item is its
 * definition, taken out of its list with the links back to the references (`↩`, `^`, `a b`).
 * References become markers that `withFootnoteReferences` turns into `[^label]` after
 * conversion (turndown would escape the brackets); a reference whose definition is not in the
 * content stays as its plain text. Returns the definitions in the order of their first reference.
 */
export function takeFootnotes(fragment: Document): Footnote[] {
  const byId = new Map<string, Element>();
  for (const element of findAll(
    (candidate) => candidate.attribs.id !== undefined,
    fragment.children,
  ))
    if (!byId.has(element.attribs.id)) byId.set(element.attribs.id, element);
  const labels = new Map<Element, string>();
  const used = new Set<string>();
  const references: { readonly link: Element; readonly definition: Element }[] = [];
  for (const link of findAll((element) => element.name === "a", fragment.children)) {
    const targets = linkTargets(link.attribs.href);
    if (targets.length === 0) continue;
    const text = textContent(link).trim();
    if (!REFERENCE_TEXT.test(text)) continue;
    const target = targets.map((id) => byId.get(id)).find((found) => found !== undefined);
    if (target === undefined) {
      if (targets.some((id) => FOOTNOTE_ID.test(id))) unwrap(referenceElement(link));
      continue;
    }
    // A LaTeXML paper's bibliography entry is cited, not a note, and so is a number in a
    // bracketed citation group ("[1-3]", "[4,5]" of a journal's article): the citation stays its
    // text (Markdown has no anchors for a same-page link to arrive at).
    if (BIBLIOGRAPHY_ID.test(target.attribs.id) || isInCitationGroup(link)) {
      unwrap(link);
      continue;
    }
    const definition = definitionAt(target, text);
    if (definition === undefined || isInside(link, definition)) continue;
    if (!labels.has(definition)) {
      let label = text.replace(/^[[(]|[\])]$/g, "").replace(/\s+/g, "-");
      if (used.has(label) || !/^[\p{L}\p{N}-]+$/u.test(label)) label = String(labels.size + 1);
      used.add(label);
      labels.set(definition, label);
    }
    references.push({ link, definition });
  }
  if (references.length === 0) return takeUnlinkedFootnotes(fragment);
  const referenceHolders = new Set<string>();
  for (const { link } of references)
    for (let node: Element | null = link; node !== null; node = parentElement(node))
      if (node.attribs.id !== undefined) referenceHolders.add(node.attribs.id);
  const order = [...labels.keys()];
  for (const { link, definition } of references)
    replaceElement(referenceElement(link), new Text(MARKER(order.indexOf(definition))));
  const footnotes = order.map((definition) => ({
    label: labels.get(definition) as string,
    content: definitionContent(definition, referenceHolders, labels.get(definition) as string),
  }));
  dropEmptiedNotesHeadings(fragment);
  dropTrailingRules(fragment);
  return footnotes;
}

/** The rule (and empty shells) left at the content's end where the notes stood after an `<hr>`. */
function dropTrailingRules(fragment: Document): void {
  let parent: Document | Element = fragment;
  for (;;) {
    const last = [...parent.children]
      .reverse()
      .find(
        (node) =>
          node.type === "tag" || (node.type === "text" && (node as Text).data.trim() !== ""),
      );
    if (last === undefined || last.type !== "tag") return;
    const element = last as Element;
    const empty =
      textContent(element).trim() === "" &&
      findAll((inner) => inner.name === "img", element.children).length === 0;
    if (element.name === "hr" || (empty && element.name !== "img")) removeElement(element);
    else if (element.name === "div" || element.name === "section") parent = element;
    else return;
  }
}

/**
 * Notes without links, as hand-made pages write them: after a rule or a "Notes" heading, a run of
 * paragraphs each opening with its number in a superscript (`<p><sup>1</sup> …`), numbered from 1,
 * and in the text before them superscripts holding only those numbers. Every note must be
 * referenced, or none is taken (a superscript number may be an exponent or an ordinal).
 */
function takeUnlinkedFootnotes(fragment: Document): Footnote[] {
  const paragraphs = findAll((element) => element.name === "p", fragment.children);
  const definitions: Element[] = [];
  for (const paragraph of paragraphs) {
    const label = unlinkedLabel(paragraph);
    if (label === String(definitions.length + 1) && followsNotesMark(paragraph, definitions))
      definitions.push(paragraph);
    else if (label === "1") definitions.splice(0, definitions.length, paragraph);
  }
  if (definitions.length === 0) return [];
  const first = definitions[0];
  // Without a rule or a "Notes" heading before them (HTML output keeps no rule it did not
  // select), the notes must end their container.
  const last = definitions[definitions.length - 1];
  if (!hasNotesMarkBefore(first) && nextElement(last) !== null) return [];
  const references = findAll(
    (element) =>
      element.name === "sup" &&
      /^\d{1,3}$/.test(textContent(element).trim()) &&
      Number(textContent(element).trim()) <= definitions.length &&
      isBefore(element, first),
    fragment.children,
  );
  // Each note cited once: a number twice may be an exponent ("40 m²") as much as a reference.
  const cited = references.map((sup) => textContent(sup).trim());
  if (definitions.some((_, index) => cited.filter((n) => n === String(index + 1)).length !== 1))
    return [];
  for (const sup of references)
    replaceElement(sup, new Text(MARKER(Number(textContent(sup).trim()) - 1)));
  const footnotes = definitions.map((paragraph, index) => {
    removeElement(labelNodes(paragraph)[0]);
    removeElement(paragraph);
    const content = new Document(paragraph.children);
    for (const child of paragraph.children) child.parent = content;
    const text = firstText(content.children);
    if (text !== undefined) text.data = text.data.replace(/^\s+/, "");
    return { label: String(index + 1), content };
  });
  dropEmptiedNotesHeadings(fragment);
  dropTrailingRules(fragment);
  return footnotes;
}

/** A paragraph's leading `<sup>` number, when that is how it starts. */
function unlinkedLabel(paragraph: Element): string | undefined {
  const [label] = labelNodes(paragraph);
  if (label?.type !== "tag" || (label as Element).name !== "sup") return undefined;
  const text = textContent(label).trim();
  return /^\d{1,3}$/.test(text) ? text : undefined;
}

/**
 * Whether a note paragraph continues the notes found so far (the next sibling block after the
 * last); the first starts them.
 */
function followsNotesMark(paragraph: Element, found: readonly Element[]): boolean {
  const before = previousElement(paragraph);
  return found.length === 0 || before === found[found.length - 1];
}

function hasNotesMarkBefore(paragraph: Element): boolean {
  const before = previousElement(paragraph);
  if (before === null) return false;
  return (
    before.name === "hr" ||
    (HEADING_TAGS.has(before.name) && NOTES_HEADING.test(textContent(before).trim()))
  );
}

function nextElement(element: Element): Element | null {
  for (let node = element.next; node !== null; node = node.next)
    if (node.type === "tag") return node as Element;
  return null;
}

/** Whether `node` comes before `other` in document order. */
function isBefore(node: AnyNode, other: AnyNode): boolean {
  const path = (start: AnyNode): AnyNode[] => {
    const nodes: AnyNode[] = [];
    for (let current: AnyNode | null = start; current !== null; current = current.parent)
      nodes.unshift(current);
    return nodes;
  };
  const a = path(node);
  const b = path(other);
  let depth = 0;
  while (depth < a.length && depth < b.length && a[depth] === b[depth]) depth++;
  if (depth === a.length || depth === b.length) return false;
  const siblings = a[depth - 1] === undefined ? [] : (a[depth - 1] as Element).children;
  return siblings.indexOf(a[depth]) < siblings.indexOf(b[depth]);
}

/**
 * A "Notes" or "Footnotes" heading left with nothing under it once its definitions moved to the
 * end (as GFM writes them), with the rules and empty shells after it.
 */
function dropEmptiedNotesHeadings(fragment: Document): void {
  const headings = findAll(
    (element) => HEADING_TAGS.has(element.name) && NOTES_HEADING.test(textContent(element).trim()),
    fragment.children,
  );
  for (const heading of headings) {
    const after: AnyNode[] = [];
    for (let node = heading.next; node !== null; node = node.next) {
      if (node.type === "tag" && HEADING_TAGS.has((node as Element).name)) break;
      after.push(node);
    }
    const empty = after.every(
      (node) =>
        node.type !== "tag" ||
        (node as Element).name === "hr" ||
        (textContent(node).trim() === "" &&
          findAll((inner) => inner.name === "img", (node as Element).children).length === 0),
    );
    if (!empty || after.some((node) => node.type === "text" && (node as Text).data.trim() !== ""))
      continue;
    for (const node of after) if (node.type === "tag") removeElement(node);
    removeElement(heading);
  }
}

/**
 * A reference that is one number of a citation group its text brackets: `[` or a separator
 * before it, `]` or a separator after it (`[<a>1</a>-<a>3</a>]`, `[<a>4</a>,<a>5</a>]`).
 */
function isInCitationGroup(link: Element): boolean {
  const before = adjacentCharacter(link, -1);
  const after = adjacentCharacter(link, 1);
  return /^[[,;–-]$/.test(before) && /^[\],;–-]$/.test(after);
}

/** The nearest visible character before (-1) or after (1) a node inside its block. */
function adjacentCharacter(node: AnyNode, direction: -1 | 1): string {
  for (let current: AnyNode | null = node; current !== null; current = current.parent) {
    for (
      let sibling = direction < 0 ? current.prev : current.next;
      sibling !== null;
      sibling = direction < 0 ? sibling.prev : sibling.next
    ) {
      const text = textContent(sibling).trim();
      if (text !== "") return direction < 0 ? text[text.length - 1] : text[0];
    }
    const parent = current.parent;
    if (parent === null || parent.type !== "tag" || !INLINE_TAGS.has((parent as Element).name))
      return "";
  }
  return "";
}

/** Whether text holds a marker of `takeFootnotes`. */
export function hasFootnoteMarker(text: string): boolean {
  return text.search(MARKERS) !== -1;
}

/** The markers of `takeFootnotes` as their labels, a space either side (`links 1 `). */
export function footnoteMarkersAsLabels(text: string, footnotes: readonly Footnote[]): string {
  return text.replace(MARKERS, (_, index: string) => ` ${footnotes[Number(index)].label} `);
}

/** The markers of `takeFootnotes` as GFM references (`[^1]`). */
export function withFootnoteReferences(markdown: string, footnotes: readonly Footnote[]): string {
  return markdown.replace(MARKERS, (_, index: string) => `[^${footnotes[Number(index)].label}]`);
}

/**
 * GFM definitions, a blank line apart: `[^1]: text`, further lines of the definition indented
 * by four spaces so they stay in it.
 */
export function footnoteDefinitions(footnotes: readonly Footnote[], markdown: string[]): string {
  return footnotes
    .map((footnote, index) => {
      const [first, ...rest] = markdown[index].split("\n");
      const indented = rest.map((line) => (line === "" ? "" : `    ${line}`));
      return [`[^${footnote.label}]: ${first}`, ...indented].join("\n");
    })
    .join("\n\n");
}

/**
 * A definition's content, out of its list: the links back to the references go (and MediaWiki's
 * `^` before them); a list left empty goes, with the rule above it (Pandoc's `<hr>`).
 */
function definitionContent(
  item: Element,
  referenceHolders: ReadonlySet<string>,
  label: string,
): Document {
  const labelled = item.name === "li" ? [] : labelNodes(item);
  for (const link of findAll((element) => element.name === "a", item.children))
    if (
      isAnchorGlyph(link) ||
      linkTargets(link.attribs.href).some((id) => referenceHolders.has(id))
    )
      removeElement(link);
  if (HEADING_TAGS.has(item.name) && !item.children.some(isBlockElement))
    return headedDefinitionContent(item);
  for (const node of labelled) if (node.parent !== null) removeElement(node);
  const list = parentElement(item);
  removeElement(item);
  const emptied =
    (list?.name === "ol" || list?.name === "ul") &&
    findAll((element) => element.name === "li", list.children).length === 0;
  if (list !== null && emptied) {
    const before = previousElement(list);
    if (before?.name === "hr") removeElement(before);
    removeElement(list);
  }
  const content = new Document(item.children);
  for (const child of item.children) child.parent = content;
  const first = firstText(content.children);
  if (first !== undefined)
    first.data = first.data.replace(item.name === "li" ? /^\s*\^\s*/ : numberPrefix(label), "");
  return content;
}

/**
 * A definition under a heading that is only its label (texinfo: `<h5><a id="FOOT1">(1)</a></h5>`
 * then its paragraphs): the blocks up to the next heading, taken out with the heading.
 */
function headedDefinitionContent(heading: Element): Document {
  const blocks: AnyNode[] = [];
  for (let node = heading.next; node !== null; node = node.next) {
    if (node.type === "tag" && HEADING_TAGS.has((node as Element).name)) break;
    blocks.push(node);
  }
  removeElement(heading);
  for (const block of blocks) removeElement(block);
  const content = new Document(blocks);
  for (const block of blocks) block.parent = content;
  return content;
}

/**
 * A footnote's definition: a list item (WordPress, Pandoc, Hugo, MediaWiki), or a block that
 * starts with its label: pulldown-cmark's `<sup>` before its paragraphs
 * (`<div id="1"><sup>1</sup><p>…</p></div>`), docutils' and Sphinx's bracketed back-link
 * (`<aside id="id2">[<a href="#id1">1</a>]<p>…</p></aside>`), a paragraph opening with its
 * number (`<p id="n1"><sup>1</sup> …`, `<p><a id="note1" href="#ref1">[1]</a> …`, `1. …`).
 */
function isDefinition(target: Element, referenceText: string): boolean {
  if (target.name === "li") return true;
  // A reference's own `<sup>` labels nothing: a back-link pointing at it is no reference.
  if (INLINE_TAGS.has(target.name)) return false;
  if (numberPrefix(referenceText).test(firstText(target.children)?.data ?? "")) return true;
  const label = labelNodes(target)
    .map((node) => textContent(node))
    .join("")
    .trim();
  return label !== "" && bareLabel(label) === bareLabel(referenceText);
}

/** A label without its brackets and trailing dot: `[1]`, `1.`, `(1)` and `1` are one label. */
function bareLabel(label: string): string {
  return label
    .trim()
    .replace(/^[[(]\s*|\s*[\])]$/g, "")
    .replace(/[.):]$/, "");
}

/**
 * The label a definition block starts with: the text and inline elements before its first block
 * child, or, in a block of inline content alone, its first element when nothing precedes it.
 */
function labelNodes(block: Element): AnyNode[] {
  const leading = leadingInlines(block);
  if (leading.length > 0 || block.children.some((child) => isBlockElement(child))) return leading;
  const first = block.children.find(
    (child) => child.type !== "text" || (child as Text).data.trim() !== "",
  );
  return first?.type === "tag" ? [first] : [];
}

function isBlockElement(node: AnyNode): boolean {
  return node.type === "tag" && !INLINE_TAGS.has((node as Element).name);
}

/**
 * The definition a reference's target is, or labels: Substack and Ghost put the id on the label
 * link that starts the definition (`<div><a id="footnote-1" href="#ref-1">1</a><div>…</div></div>`).
 */
function definitionAt(target: Element, referenceText: string): Element | undefined {
  if (isDefinition(target, referenceText)) return target;
  const block = parentElement(target);
  const labels = block === null ? false : labelNodes(block).includes(target);
  return labels && isDefinition(block as Element, referenceText) ? (block as Element) : undefined;
}

/** A hand-made note's number before its text: `1.`, `1)`, `[1]`. */
function numberPrefix(label: string): RegExp {
  const number = label.replace(/^\[|\]$/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^\\s*(?:\\[${number}\\]|${number}[.)])\\s+`);
}

/** The text and inline elements a block starts with, before its first block child: its label. */
function leadingInlines(block: Element): AnyNode[] {
  const end = block.children.findIndex(
    (child) => child.type === "tag" && !INLINE_TAGS.has((child as Element).name),
  );
  return end === -1 ? [] : block.children.slice(0, end);
}

/** The element standing for a reference: the link, or the `<sup>` holding only it. */
function referenceElement(link: Element): Element {
  const parent = parentElement(link);
  if (parent?.name !== "sup") return link;
  const significant = parent.children.filter(
    (child) => child.type !== "text" || (child as Text).data.trim() !== "",
  );
  return significant.length === 1 ? parent : link;
}

function unwrap(element: Element): void {
  const text = new Text(textContent(element));
  replaceElement(element, text);
}

function parentElement(node: AnyNode): Element | null {
  return node.parent?.type === "tag" ? (node.parent as Element) : null;
}

function isInside(node: AnyNode, ancestor: Element): boolean {
  for (let current = node.parent; current !== null; current = current.parent)
    if (current === ancestor) return true;
  return false;
}

function previousElement(element: Element): Element | null {
  for (let node = element.prev; node !== null; node = node.prev)
    if (node.type === "tag") return node as Element;
  return null;
}

function firstText(nodes: readonly AnyNode[]): Text | undefined {
  for (const node of nodes) {
    if (node.type === "text") {
      if ((node as Text).data.trim() !== "") return node as Text;
      continue;
    }
    if (node.type === "tag") {
      const found = firstText((node as Element).children);
      if (found !== undefined) return found;
      return undefined;
    }
  }
  return undefined;
}
