/**
 * Declarations that could make the reader's browser fetch or run something: `url(`, `src(`,
 * `image-set(` and other image functions, `expression(` (old IE), at-rules, and what could hide
 * one of them from this test (CSS escapes, comments). Tested without white space.
 */
const ACTIVE_DECLARATION = /url\(|src\(|image|expression|binding|behavior|@|\\|\/\*/i;

/**
 * A `style` attribute kept by `keepStyle`, without the declarations that could load anything
 * (`background:url(http://tracker…)`); undefined when none is left.
 */
export function inertStyle(style: string): string | undefined {
  const kept = declarations(style)
    .filter((declaration) => !ACTIVE_DECLARATION.test(declaration.replace(/\s+/g, "")))
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== "");
  return kept.length === 0 ? undefined : kept.join("; ");
}

/**
 * The declarations of a style attribute: split at each `;` outside parentheses and quotes, so
 * `url(data:image/png;base64,…)` stays whole. Unbalanced text runs to the end as one declaration.
 */
function declarations(style: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const character = style[i];
    if (quote !== undefined) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === "(") depth++;
    else if (character === ")") depth = Math.max(0, depth - 1);
    else if (character === ";" && depth === 0) {
      found.push(style.slice(start, i));
      start = i + 1;
    }
  }
  found.push(style.slice(start));
  return found;
}
