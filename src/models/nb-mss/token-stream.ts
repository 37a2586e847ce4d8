import type { Element, Text } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";
import { normalizeWhitespace, wordAndSymbolTokens } from "../../text/tokenize.js";

/** A page as Pasternack & Roth's token sequence: normalised tokens, their tag context and block. */
export interface TokenStream {
  readonly tokens: readonly string[];
  /** Most-recent-unclosed tag of each token: the element directly enclosing its text. */
  readonly tags: readonly string[];
  /** Block index of each token. */
  readonly blockOf: Int32Array;
  /** First token of each block (length = blocks + 1, the last entry is the token count). */
  readonly blockStart: Int32Array;
}

const NUMBER = /^\p{N}+$/u;

/**
 * §5.2: numbers become "1" (and words are lowercased; Porter stemming is not applied — no stemmer
 * ships with pith — so trigram statistics are slightly sparser than the paper's).
 */
export function normalizeToken(token: string): string {
  return NUMBER.test(token) ? "1" : token.toLowerCase();
}

export function tokenStream(page: SegmentedPage): TokenStream {
  const tokens: string[] = [];
  const tags: string[] = [];
  const blockOf: number[] = [];
  const blockStart = new Int32Array(page.blocks.length + 1);
  for (const block of page.blocks) {
    blockStart[block.index] = tokens.length;
    const blockTags = tokenTags(block.tokens.length, block.textNodes, block.element.name);
    for (let i = 0; i < block.tokens.length; i++) {
      tokens.push(normalizeToken(block.tokens[i]));
      tags.push(blockTags[i]);
      blockOf.push(block.index);
    }
  }
  blockStart[page.blocks.length] = tokens.length;
  return { tokens, tags, blockOf: Int32Array.from(blockOf), blockStart };
}

/**
 * Each token's enclosing tag, found by tokenising the block's text nodes one by one. When a word
 * spans two text nodes (`foo<b>bar</b>`) the counts disagree and the block's element is used.
 */
function tokenTags(count: number, textNodes: readonly Text[], fallback: string): string[] {
  const tags: string[] = [];
  for (const node of textNodes) {
    const parent =
      node.parent !== null && "name" in node.parent ? (node.parent as Element).name : fallback;
    for (const _ of wordAndSymbolTokens(normalizeWhitespace(node.data))) tags.push(parent);
  }
  return tags.length === count ? tags : new Array<string>(count).fill(fallback);
}

/** The trigram feature ⟨uᵢ, uᵢ₊₁, uᵢ₊₂⟩ of token i (padded past the end of the page). */
export function trigramAt(tokens: readonly string[], i: number): string {
  return `${tokens[i]}\u0001${tokens[i + 1] ?? "</s>"}\u0001${tokens[i + 2] ?? "</s>"}`;
}
