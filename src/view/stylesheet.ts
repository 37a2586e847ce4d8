import postcss, { type Root } from "postcss";
import { inertStyle } from "../output/inline-style.js";

/** At-rules that only group or animate style rules; every other (`@import`, `@font-face`) goes. */
const GROUPING_AT_RULES: ReadonlySet<string> = new Set([
  "media",
  "supports",
  "container",
  "layer",
  "keyframes",
  "-webkit-keyframes",
]);

/** Style sheets past this size are not kept: the view's own cost cap, about a large site's CSS. */
export const MAX_STYLESHEET_CHARS = 1024 * 1024;

/**
 * The page's own style sheet without anything that could load or run: declarations that
 * `inertStyle` refuses (`url(`, `image-set(`, `expression(`, escapes), at-rules other than
 * grouping ones, comments; `<` escaped so the sheet cannot close its `<style>` element. "" when
 * the sheet is too large or does not parse.
 */
export function inertStylesheet(css: string): string {
  if (css.trim() === "" || css.length > MAX_STYLESHEET_CHARS) return "";
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return "";
  }
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkAtRules((rule) => {
    if (!GROUPING_AT_RULES.has(rule.name.toLowerCase())) rule.remove();
  });
  root.walkDecls((declaration) => {
    if (inertStyle(declaration.toString()) === undefined) declaration.remove();
  });
  return root.toString().replaceAll("<", "\\3c ");
}
