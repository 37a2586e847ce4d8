import { type AnyNode, type Document, Element, Text } from "domhandler";
import { RAW_TEX_SKIPPED_TAGS } from "../vocabulary/output-math.js";

/** One formula found in text: where it starts and ends, its TeX and whether it is displayed. */
interface RawFormula {
  readonly start: number;
  readonly end: number;
  readonly tex: string;
  readonly display: boolean;
}

/**
 * Display environments MathJax and KaTeX typeset where they stand in text (`\begin{align}…`):
 * written between `$$` as a whole, environment included.
 */
const ENVIRONMENTS = "equation|align|gather|multline|eqnarray|alignat|flalign|displaymath|math";

/**
 * TeX delimiters of a page whose formulas a script typesets in the browser (MathJax, KaTeX's
 * auto-render): `\(…\)` inline, `\[…\]`, `$$…$$` and display environments on their own, and
 * Pandoc's `$…$` (no space inside either dollar, no digit straight after the closing one, so
 * "$5 and $10" stays prices).
 */
const RAW_TEX = new RegExp(
  [
    String.raw`(?<!\$)\$\$(?<dollars>[^$]+?)\$\$(?!\$)`,
    String.raw`\\\[(?<brackets>[\s\S]+?)\\\]`,
    String.raw`\\\((?<parens>[\s\S]+?)\\\)`,
    String.raw`(?<environment>\\begin\{(?<name>(?:${ENVIRONMENTS})\*?)\}[\s\S]+?\\end\{\k<name>\})`,
    String.raw`(?<![\\$\w])\$(?<dollar>[^\s$](?:[^$\n]*?[^\s$\\])?)\$(?![\d$])`,
  ].join("|"),
  "g",
);

/** A `$…$` span holds TeX when it has TeX's marks or is a short symbol (`$x$`, `$n+1$`). */
const TEX_MARKS = /[\\^_{}=+<>]|^[\p{L}\p{N}]{1,3}$/u;

/** The formulas written as raw TeX in one text, in order. */
export function rawFormulas(text: string): RawFormula[] {
  if (!/[$\\]/.test(text)) return [];
  const found: RawFormula[] = [];
  for (const match of text.matchAll(RAW_TEX)) {
    const groups = match.groups ?? {};
    const inline = groups.parens ?? groups.dollar;
    const tex = (inline ?? groups.dollars ?? groups.brackets ?? groups.environment ?? "").trim();
    if (tex === "") continue;
    if (groups.dollar !== undefined && !TEX_MARKS.test(tex)) continue;
    const start = match.index ?? 0;
    found.push({ start, end: start + match[0].length, tex, display: inline === undefined });
  }
  return found;
}

/**
 * Raw TeX in the content's text as `<math>` elements (what the Markdown rule writes as `$…$` and
 * `$$…$$`), outside code, scripts and formulas: turndown would otherwise escape the TeX's
 * backslashes and underscores into a formula no renderer reads.
 */
export function rawTexAsMath(fragment: Document): void {
  const stack: AnyNode[] = [...fragment.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === "tag") {
      const element = node as Element;
      if (!RAW_TEX_SKIPPED_TAGS.has(element.name)) stack.push(...element.children);
      continue;
    }
    if (node.type === "text") replaceFormulas(node as Text);
  }
}

function replaceFormulas(text: Text): void {
  const formulas = rawFormulas(text.data);
  if (formulas.length === 0 || text.parent === null) return;
  const parts: AnyNode[] = [];
  let at = 0;
  for (const formula of formulas) {
    if (formula.start > at) parts.push(new Text(text.data.slice(at, formula.start)));
    const attributes: Record<string, string> = { alttext: formula.tex };
    if (formula.display) attributes.display = "block";
    // The TeX as the formula's text too: turndown skips an element without text as blank.
    parts.push(
      new Element("math", attributes, [new Element("mtext", {}, [new Text(formula.tex)])]),
    );
    at = formula.end;
  }
  if (at < text.data.length) parts.push(new Text(text.data.slice(at)));
  const parent = text.parent;
  const index = parent.children.indexOf(text);
  parent.children.splice(index, 1, ...parts);
  for (let i = 0; i < parts.length; i++) {
    parts[i].parent = parent;
    parts[i].prev = parent.children[index + i - 1] ?? null;
    parts[i].next = parent.children[index + i + 1] ?? null;
  }
  const before = parent.children[index - 1];
  if (before !== undefined) before.next = parts[0];
  const after = parent.children[index + parts.length];
  if (after !== undefined) after.prev = parts[parts.length - 1];
}
