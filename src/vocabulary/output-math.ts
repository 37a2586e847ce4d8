/** How pages mark up formulas: the sources `src/output/math.ts` reads TeX and MathML from. */

/**
 * Classes of MathJax 2's rendering of a formula, beside the `<script type="math/tex">` that
 * holds its TeX: the output keeps the source, not the glyph soup.
 */
export const MATHJAX_RENDERING_CLASS =
  /(?:^|\s)(?:MathJax|MathJax_Preview|MathJax_Display|MathJax_SVG|MathJax_SVG_Display|MathJax_CHTML|MJXc-display)(?:\s|$)/;

/** Classes of the images that show a TeX formula (alt text = the TeX). */
export const TEX_IMAGE_CLASS =
  /(?:^|[\s_-])(?:tex|latex|mathtex|mwe-math-fallback-image-(?:inline|display))(?:[\s_-]|$)/i;

/** Addresses of TeX-rendering services (WordPress's latex.php, CodeCogs, mathTeX). */
export const TEX_IMAGE_URL =
  /latex\.php|latex\.codecogs\.com|mathtex\.cgi|\/math\/render\/(?:svg|png)\//i;

/** Classes of elements that wrap one formula's several renderings (KaTeX, MediaWiki). */
export const MATH_WRAPPER_CLASS = /(?:^|\s)(?:katex|katex-display|mwe-math-element)(?:\s|$)/;
