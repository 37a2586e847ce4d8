/** Longest site-rule selector, in characters: real rules are a few dozen. */
export const MAX_SELECTOR_LENGTH = 1024;

/** Most `:has()` in one selector: each may scan every element's subtree. */
export const MAX_HAS_PER_SELECTOR = 4;

/** Most selectors in `include` or `exclude`. */
export const MAX_SELECTORS = 64;

/**
 * Why a site-rule selector (`include` / `exclude`) would cost too much to match, or undefined.
 * `:has()` inside `:has()` multiplies the work by the page's size at each level (three levels
 * held a worker for its whole time limit on a 3 KB page); the Selectors specification forbids
 * it, and browsers refuse it. The selector's syntax itself is css-select's to judge.
 */
export function selectorCostProblem(selector: string): string | undefined {
  if (selector.length > MAX_SELECTOR_LENGTH) return `longer than ${MAX_SELECTOR_LENGTH} characters`;
  const { nestedHas, hasCount } = scanHas(selector);
  if (nestedHas) return ":has() inside :has() is not allowed (browsers refuse it too)";
  if (hasCount > MAX_HAS_PER_SELECTOR) return `more than ${MAX_HAS_PER_SELECTOR} :has()`;
  return undefined;
}

/** Why a list of site-rule selectors costs too much, or undefined (each checked too). */
export function selectorListProblem(selectors: readonly string[]): string | undefined {
  if (selectors.length > MAX_SELECTORS) return `more than ${MAX_SELECTORS} selectors`;
  for (const selector of selectors) {
    const problem = selectorCostProblem(selector);
    if (problem !== undefined) return `selector "${selector.slice(0, 80)}": ${problem}`;
  }
  return undefined;
}

/**
 * Counts `:has(` and whether one opens inside another, reading the selector as CSS does: strings
 * and escapes are skipped, and a pseudo-class name may be escaped (`:h\61s(` is `:has(`).
 */
function scanHas(selector: string): { nestedHas: boolean; hasCount: number } {
  const open: boolean[] = []; // for each open parenthesis: is it a :has( ?
  let hasCount = 0;
  let nestedHas = false;
  for (let index = 0; index < selector.length; index++) {
    const character = selector[index];
    if (character === "\\") {
      index++;
    } else if (character === '"' || character === "'") {
      index = endOfString(selector, index);
    } else if (character === "(") {
      open.push(false);
    } else if (character === ")") {
      open.pop();
    } else if (character === ":") {
      const { name, end } = identifier(selector, index + 1);
      if (selector[end] === "(" && name.toLowerCase() === "has") {
        hasCount++;
        if (open.includes(true)) nestedHas = true;
        open.push(true);
        index = end;
      }
    }
  }
  return { nestedHas, hasCount };
}

function endOfString(text: string, start: number): number {
  const quote = text[start];
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === quote) return index;
  }
  return text.length;
}

/** A CSS identifier starting at `start`, its escapes decoded; `end` is the index after it. */
function identifier(text: string, start: number): { name: string; end: number } {
  let name = "";
  let index = start;
  while (index < text.length) {
    const character = text[index] as string;
    if (character === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(index + 1, index + 8));
      if (hex !== null) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16) || 0xfffd);
        index += 1 + hex[0].length;
      } else {
        name += text[index + 1] ?? "";
        index += 2;
      }
    } else if (/[\w-]/.test(character) || character.charCodeAt(0) > 0x7f) {
      name += character;
      index++;
    } else break;
  }
  return { name, end: index };
}
