import type TurndownService from "turndown";
import { mathmlToTex } from "./mathml-tex.js";

/**
 * Formulas (`<math>`, as the HTML output writes them) as LaTeX between dollars: `$…$` inline,
 * `$$…$$` on lines of their own when displayed — what GitHub, Obsidian, Pandoc and MathJax-
 * or KaTeX-enabled Markdown renderers read. The TeX is the `alttext` the HTML output gives every
 * formula with a TeX source, else the MathML converted to TeX (`mathmlToTex`). A `<` is written `\lt`: Markdown renderers would read `<x`
 * as the start of an HTML tag, even between dollars.
 */
export function addMathRule(service: TurndownService): void {
  service.addRule("texMath", {
    filter: (node) => node.nodeName.toLowerCase() === "math",
    replacement: (_content, node) => {
      const math = node as Element;
      const tex = texOf(math);
      if (tex === "") return "";
      return math.getAttribute("display") === "block" ? `\n\n$$\n${tex}\n$$\n\n` : `$${tex}$`;
    },
  });
}

function texOf(math: Element): string {
  const tex = math.getAttribute("alttext") || mathmlToTex(math);
  return withoutDisplayStyle(tex.trim()).replace(/</g, "\\lt ");
}

/** MediaWiki wraps every formula's TeX in `{\displaystyle …}`: the delimiters say it already. */
function withoutDisplayStyle(tex: string): string {
  const match = /^\{\\displaystyle\s*([\s\S]*)\}$/.exec(tex);
  return (match ? match[1] : tex).trim();
}
