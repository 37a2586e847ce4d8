import { MATHML_OPERATOR_TEX } from "../vocabulary/output-math.js";

/** The part of a DOM element the converter reads (turndown hands it the DOM of its parser). */
interface MathNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<MathNode>;
  getAttribute?(name: string): string | null;
}

const ELEMENT_NODE = 1;

/**
 * Presentation MathML as TeX, for formulas whose page carries no TeX source (MathJax 3's
 * assistive MathML, Temml and hand-written MathML without annotation): scripts, fractions, roots,
 * accents, fences, tables and the common operators and Greek letters as TeX's commands, so
 * `<msup><mi>x</mi><mn>2</mn></msup>` reads `x^{2}`, not the text "x2".
 */
export function mathmlToTex(math: MathNode): string {
  return children(math)
    .map(convert)
    .join("")
    .replace(/\s+/g, " ")
    .replace(/\s*([{^_])\s*/g, "$1")
    .replace(/\s+\}/g, "}")
    .trim();
}

function children(node: MathNode): MathNode[] {
  return Array.from(node.childNodes).filter(
    (child) => child.nodeType === ELEMENT_NODE || (child.textContent ?? "").trim() !== "",
  );
}

function elements(node: MathNode): MathNode[] {
  return Array.from(node.childNodes).filter((child) => child.nodeType === ELEMENT_NODE);
}

function nameOf(node: MathNode): string {
  return node.nodeName.toLowerCase().replace(/^m:/, "");
}

function attribute(node: MathNode, name: string): string {
  return node.getAttribute?.(name) ?? "";
}

/** A sub-expression as one TeX group: a single token as it is, more in braces. */
function group(node: MathNode | undefined): string {
  if (node === undefined) return "{}";
  const tex = convert(node).trim();
  if (/^\\[a-zA-Z]+$/.test(tex)) return `${tex} `;
  return /^.$/u.test(tex) ? tex : `{${tex}}`;
}

/** A command's argument, always in braces (`\\hat{x}`, not `\\hatx`). */
function argument(node: MathNode | undefined): string {
  return `{${node === undefined ? "" : convert(node).trim()}}`;
}

function convert(node: MathNode): string {
  if (node.nodeType !== ELEMENT_NODE) return token(node.textContent ?? "");
  const parts = elements(node);
  switch (nameOf(node)) {
    case "mi": {
      const text = (node.textContent ?? "").trim();
      const tex = token(text);
      if (FUNCTIONS.has(text)) return `\\${text} `;
      if (text.length > 1 && tex === text) return `\\mathrm{${text}}`;
      return tex;
    }
    case "mn":
      return (node.textContent ?? "").trim();
    case "mo":
      return operator((node.textContent ?? "").trim());
    case "mtext": {
      const text = (node.textContent ?? "").replace(/\s+/g, " ");
      return text.trim() === "" ? " " : `\\text{${text}}`;
    }
    case "ms":
      return `\\text{"${node.textContent ?? ""}"}`;
    case "mspace":
      return Number.parseFloat(attribute(node, "width")) > 0 ? "\\," : " ";
    case "msup":
      return `${group(parts[0])}^${group(parts[1])}`;
    case "msub":
      return `${group(parts[0])}_${group(parts[1])}`;
    case "msubsup":
      return `${group(parts[0])}_${group(parts[1])}^${group(parts[2])}`;
    case "mfrac":
      return attribute(node, "linethickness") === "0"
        ? `\\binom${argument(parts[0])}${argument(parts[1])}`
        : `\\frac${argument(parts[0])}${argument(parts[1])}`;
    case "msqrt":
      return `\\sqrt{${parts.map(convert).join("")}}`;
    case "mroot":
      return `\\sqrt[${convert(parts[1] ?? parts[0])}]${argument(parts[0])}`;
    case "mover":
      return over(parts[0], parts[1]);
    case "munder":
      return under(parts[0], parts[1]);
    case "munderover":
      return `${group(parts[0])}_${group(parts[1])}^${group(parts[2])}`;
    case "mfenced": {
      const open = attribute(node, "open") || "(";
      const close = attribute(node, "close") || ")";
      const separator = attribute(node, "separators") || ",";
      return `\\left${fence(open)}${parts.map(convert).join(separator)}\\right${fence(close)}`;
    }
    case "mtable":
      return `\\begin{matrix}${parts.map(convert).join(" \\\\ ")}\\end{matrix}`;
    case "mtr":
    case "mlabeledtr":
      return parts.map(convert).join(" & ");
    case "mphantom":
    case "annotation":
    case "annotation-xml":
    case "none":
    case "mprescripts":
      return "";
    case "semantics":
      return parts[0] === undefined ? "" : convert(parts[0]);
    default:
      // mrow, mstyle, mpadded, menclose, mtd, math and unknown wrappers: their content in order.
      return children(node).map(convert).join("");
  }
}

/** Accents and braces over a base (`\hat{x}`, `\overline{…}`), else a limit above it. */
function over(base: MathNode | undefined, mark: MathNode | undefined): string {
  const symbol = (mark?.textContent ?? "").trim();
  const accent = ACCENTS_OVER[symbol];
  if (accent !== undefined) return `\\${accent}${argument(base)}`;
  if (/^(?:lim|max|min|sup|inf|[∑∏∫⋃⋂])/.test((base?.textContent ?? "").trim()))
    return `${group(base)}^${group(mark)}`;
  return `\\overset${argument(mark)}${argument(base)}`;
}

function under(base: MathNode | undefined, mark: MathNode | undefined): string {
  const symbol = (mark?.textContent ?? "").trim();
  if (symbol === "_" || symbol === "\u0332" || symbol === "¯")
    return `\\underline${argument(base)}`;
  if (symbol === "⏟") return `\\underbrace${argument(base)}`;
  const baseText = (base?.textContent ?? "").trim();
  // A big operator or a limit word takes its lower limit as a subscript (`\lim_{x \to 0}`).
  if (/^(?:lim|max|min|sup|inf|[∑∏∫⋃⋂])/.test(baseText)) return `${group(base)}_${group(mark)}`;
  return `\\underset${argument(mark)}${argument(base)}`;
}

const ACCENTS_OVER: Readonly<Record<string, string>> = {
  "^": "hat",
  ˆ: "hat",
  "\u0302": "hat",
  "~": "tilde",
  "˜": "tilde",
  "\u0303": "tilde",
  "¯": "bar",
  "‾": "overline",
  "\u0305": "bar",
  "→": "vec",
  "⃗": "vec",
  "˙": "dot",
  "¨": "ddot",
  "⏞": "overbrace",
};

function fence(symbol: string): string {
  if (symbol === "") return ".";
  if (symbol === "{" || symbol === "}") return `\\${symbol}`;
  return MATHML_OPERATOR_TEX[symbol] ?? symbol;
}

function operator(text: string): string {
  if (text === "") return "";
  const tex = MATHML_OPERATOR_TEX[text];
  if (tex !== undefined) return /^\\[a-zA-Z]+$/.test(tex) ? ` ${tex} ` : tex;
  if (text === "{" || text === "}") return `\\${text}`;
  if (/^[a-z]{2,}$/i.test(text)) return ` \\${text} `;
  return /^[=<>+−-]$/.test(text) ? ` ${text === "−" ? "-" : text} ` : text;
}

/** A run of characters with its symbols as TeX commands (Greek letters, ∞, …). */
function token(text: string): string {
  return Array.from(text)
    .map((character) => {
      const tex = MATHML_OPERATOR_TEX[character];
      return tex === undefined ? character : /[a-zA-Z]$/.test(tex) ? `${tex} ` : tex;
    })
    .join("");
}

/** Names TeX sets upright as functions (`\sin`), written as MathML's multi-letter `<mi>`. */
const FUNCTIONS: ReadonlySet<string> = new Set(
  "sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln lg exp lim max min sup inf det dim ker deg gcd arg Pr".split(
    " ",
  ),
);
