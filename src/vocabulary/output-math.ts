/** How pages mark up formulas: the sources `src/output/math.ts` reads TeX and MathML from. */

/**
 * Classes of MathJax 2's rendering of a formula, beside the `<script type="math/tex">` that
 * holds its TeX: the output keeps the source, not the glyph soup.
 */
export const MATHJAX_RENDERING_CLASS =
  /(?:^|\s)(?:MathJax|MathJax_Preview|MathJax_Display|MathJax_SVG|MathJax_SVG_Display|MathJax_CHTML|MJXc-display)(?:\s|$)/;

/** Classes of the images that show a TeX formula (alt text = the TeX). */
export const TEX_IMAGE_CLASS =
  /(?:^|[\s_-])(?:tex|latex|mathtex|mwe-math-fallback-image-(?:inline|display)|ql-img-(?:inline-formula|displayed-equation)|equation-image|math-image)(?:[\s_-]|$)/i;

/**
 * Addresses of TeX-rendering services (WordPress's latex.php, CodeCogs, mathTeX, Zhihu's
 * equation images, Google Charts' `cht=tx`, upmath, QuickLaTeX, AoPS, GitHub's math renderer).
 */
export const TEX_IMAGE_URL =
  /latex\.php|latex\.codecogs\.com|mathtex\.cgi|\/math\/render\/(?:svg|png)\/|\/equation\?tex=|chart\.googleapis\.com\/chart\?(?:.*&)?cht=tx|i\.upmath\.me\/|quicklatex\.com\/cache|latex\.artofproblemsolving\.com|render\.githubusercontent\.com\/render\/math/i;

/** Classes of elements that wrap one formula's several renderings (KaTeX, MediaWiki). */
export const MATH_WRAPPER_CLASS = /(?:^|\s)(?:katex|katex-display|mwe-math-element)(?:\s|$)/;

/** Elements whose text is never read for raw TeX delimiters: code shows TeX, formulas are TeX. */
export const RAW_TEX_SKIPPED_TAGS: ReadonlySet<string> = new Set([
  "pre",
  "code",
  "kbd",
  "samp",
  "math",
  "script",
  "style",
  "textarea",
]);

/** Attributes holding a formula's TeX on the element that shows it. */
export const TEX_ATTRIBUTES: readonly string[] = ["data-math", "data-tex", "data-latex"];

/** Classes of a displayed (block) formula's wrapper. */
export const DISPLAY_CLASS = /katex-display|mwe-math-element-display|display|math-block/;

/** Symbols of MathML's text as TeX commands, for MathML without a TeX source. */
export const MATHML_OPERATOR_TEX: Readonly<Record<string, string>> = {
  α: "\\alpha",
  β: "\\beta",
  γ: "\\gamma",
  δ: "\\delta",
  ϵ: "\\epsilon",
  ε: "\\varepsilon",
  ζ: "\\zeta",
  η: "\\eta",
  θ: "\\theta",
  ϑ: "\\vartheta",
  ι: "\\iota",
  κ: "\\kappa",
  λ: "\\lambda",
  μ: "\\mu",
  ν: "\\nu",
  ξ: "\\xi",
  π: "\\pi",
  ρ: "\\rho",
  σ: "\\sigma",
  τ: "\\tau",
  υ: "\\upsilon",
  ϕ: "\\phi",
  φ: "\\varphi",
  χ: "\\chi",
  ψ: "\\psi",
  ω: "\\omega",
  Γ: "\\Gamma",
  Δ: "\\Delta",
  Θ: "\\Theta",
  Λ: "\\Lambda",
  Ξ: "\\Xi",
  Π: "\\Pi",
  Σ: "\\Sigma",
  Φ: "\\Phi",
  Ψ: "\\Psi",
  Ω: "\\Omega",
  "∞": "\\infty",
  "∂": "\\partial",
  "∇": "\\nabla",
  "±": "\\pm",
  "∓": "\\mp",
  "×": "\\times",
  "÷": "\\div",
  "⋅": "\\cdot",
  "·": "\\cdot",
  "∘": "\\circ",
  "≤": "\\le",
  "≥": "\\ge",
  "≠": "\\ne",
  "≈": "\\approx",
  "≡": "\\equiv",
  "∼": "\\sim",
  "≃": "\\simeq",
  "∝": "\\propto",
  "∈": "\\in",
  "∉": "\\notin",
  "⊂": "\\subset",
  "⊆": "\\subseteq",
  "⊃": "\\supset",
  "⊇": "\\supseteq",
  "∪": "\\cup",
  "∩": "\\cap",
  "∅": "\\emptyset",
  "∀": "\\forall",
  "∃": "\\exists",
  "¬": "\\neg",
  "∧": "\\wedge",
  "∨": "\\vee",
  "→": "\\to",
  "←": "\\leftarrow",
  "↔": "\\leftrightarrow",
  "⇒": "\\Rightarrow",
  "⇐": "\\Leftarrow",
  "⇔": "\\Leftrightarrow",
  "↦": "\\mapsto",
  "∑": "\\sum",
  "∏": "\\prod",
  "∫": "\\int",
  "∮": "\\oint",
  "√": "\\surd",
  "…": "\\ldots",
  "⋯": "\\cdots",
  "⋮": "\\vdots",
  "⋱": "\\ddots",
  ℝ: "\\mathbb{R}",
  ℕ: "\\mathbb{N}",
  ℤ: "\\mathbb{Z}",
  ℚ: "\\mathbb{Q}",
  ℂ: "\\mathbb{C}",
  "⟨": "\\langle",
  "⟩": "\\rangle",
  "‖": "\\|",
  "∣": "\\mid",
  "′": "'",
  "″": "''",
  "−": "-",
  "\u2061": "",
  "\u2062": "",
  "\u2063": "",
  "\u2064": "",
  "\u00a0": " ",
};

/** LaTeXML (arXiv's HTML papers): an equation or equation group laid out as a table. */
export const LATEXML_EQUATION_TABLE_CLASS =
  /(?:^|\s)(?:ltx_equation|ltx_equationgroup|ltx_eqn_table)(?:\s|$)/;

/** LaTeXML: the cell tag holding an equation's number, "(1)". */
export const LATEXML_EQUATION_NUMBER_CLASS = /(?:^|\s)ltx_tag_equation(?:\s|$)/;

/** LaTeXML: a footnote written where it is referenced, its text in a hidden span. */
export const LATEXML_FOOTNOTE_CLASS =
  /(?:^|\s)ltx_note(?:\s|$)[\s\S]*ltx_role_footnote|ltx_role_footnote[\s\S]*(?:^|\s)ltx_note(?:\s|$)/;

export const LATEXML_NOTE_CONTENT_CLASS = /(?:^|\s)ltx_note_content(?:\s|$)/;

export const LATEXML_NOTE_MARK_CLASS = /(?:^|\s)ltx_note_mark(?:\s|$)/;

/** LaTeXML: a label tag (a section's number, a bibliography entry's "[1]", "Theorem 1"). */
export const LATEXML_TAG_CLASS = /(?:^|\s)ltx_tag(?:\s|$)/;

/** LaTeXML: a run-in title (a theorem's, a proof's, a paragraph's), set as a heading element. */
export const LATEXML_RUN_IN_TITLE_CLASS = /(?:^|\s)ltx_runin(?:\s|$)/;

/**
 * Notes written where they are referenced: Tufte CSS's in the margin, WordPress's Modern
 * Footnotes' hidden tooltip.
 */
export const SIDENOTE_CLASS =
  /(?:^|\s)(?:sidenote|marginnote|modern-footnotes-footnote__note)(?:\s|$)/;

/** The mark a note plugin shows before its hidden inline note (Modern Footnotes' `<sup>`). */
export const INLINE_NOTE_MARK_CLASS = /(?:^|\s)modern-footnotes-footnote(?:\s|$)/;

/**
 * An image's alt text that is TeX whatever serves the image (a blog's own formula pictures):
 * a command of letters (`\frac`, `\alpha`) or a braced script (`x^{2}`, `a_{ij}`).
 */
export const TEX_ALT =
  /\\(?:frac|sqrt|sum|int|prod|lim|alpha|beta|gamma|delta|theta|lambda|mu|sigma|omega|pi|infty|partial|mathbf|mathrm|mathbb|left|right|begin|cdot|times|leq|geq|neq|hat|bar|vec)\b|[_^]\{/;
