import type { Element, Text } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { normalizeWhitespace, visibleCharacters } from "../blocks/tokenize.js";
import { isAnchorGlyph } from "../parse/anchor-glyph.js";

/**
 * The selected blocks' text, one block per line; a block of preformatted text (code in `<pre>`)
 * keeps its own lines and indentation, as a reader of code needs them.
 */
export function selectedText(page: SegmentedPage, selected: Uint8Array): string {
  const lines: string[] = [];
  for (const block of page.blocks) {
    if (selected[block.index] !== 1) continue;
    const text = outputText(block);
    // Nothing to see (a ↑ back to the top, a `<p>&zwj;</p>` spacer): no line for it.
    if (visibleCharacters(text) !== "") lines.push(text);
  }
  return lines.join("\n");
}

/**
 * What a block gives text output: its text without the glyphs of same-page links (a heading's ¶
 * permalink: the features still see them, as part of the page's markup), and code as written.
 */
export function outputText(block: Block): string {
  const preformatted = isPreformatted(block);
  if (!preformatted && !block.textNodes.some((node) => inAnchorGlyph(node, block.element)))
    return block.text;
  const nodes = block.textNodes.filter((node) => !inAnchorGlyph(node, block.element));
  if (preformatted) return preformattedText(nodes);
  return normalizeWhitespace(nodes.map((node) => node.data).join(""));
}

function inAnchorGlyph(node: Text, blockElement: Element): boolean {
  for (let parent = node.parent; parent !== null && parent !== blockElement; parent = parent.parent)
    if (parent.type === "tag" && isAnchorGlyph(parent as Element)) return true;
  return false;
}

function isPreformatted(block: Block): boolean {
  for (const ancestor of block.ancestors) if (ancestor.name === "pre") return true;
  return false;
}

/**
 * Text as written, line by line: trailing spaces and blank first and last lines dropped, the rest
 * (indentation, blank lines inside) kept. No-break spaces become spaces, as in the other blocks.
 */
function preformattedText(nodes: readonly Text[]): string {
  const lines = nodes
    .map((node) => node.data)
    .join("")
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.trimEnd());
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first] === "") first++;
  while (last > first && lines[last - 1] === "") last--;
  return lines.slice(first, last).join("\n");
}
