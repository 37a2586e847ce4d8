import type { Document, Element, Text } from "domhandler";

/**
 * One text block (Gibson et al. §5): a maximal run of text not interrupted by a non-inline tag.
 * Every learner reads the same blocks; features are computed from these fields.
 */
export interface Block {
  /** Position in the page's block sequence. */
  readonly index: number;
  /** Whitespace-normalised text. */
  readonly text: string;
  /** Words and symbols (Pasternack & Roth's tokens). */
  readonly tokens: readonly string[];
  /** Number of `\w+` words. */
  readonly wordCount: number;
  /** Number of `\w+` words inside `<a>` elements. */
  readonly linkWordCount: number;
  /** The nearest non-inline ancestor: the element the block belongs to. */
  readonly element: Element;
  /** Element ancestors from `<html>` down to `element`, inclusive. */
  readonly ancestors: readonly Element[];
  /** The text nodes the block was built from, in order (for rebuilding HTML output). */
  readonly textNodes: readonly Text[];
  /** Start and end tags seen between the previous block and this one. */
  readonly tagsBefore: number;
  /** Start and end tags of inline elements inside this block. */
  readonly inlineTags: number;
  /** Word-and-symbol offset of the block's first token in the page. */
  readonly tokenOffset: number;
}

/** A page after segmentation: its DOM, its block sequence and what is kept aside for features. */
export interface SegmentedPage {
  readonly document: Document;
  readonly blocks: readonly Block[];
  /** Text of the `<title>` element, whitespace-normalised ("" when absent). */
  readonly titleText: string;
  /** Total word-and-symbol tokens in all blocks. */
  readonly tokenCount: number;
  /** Start and end tags after the last block. */
  readonly tagsAfter: number;
}
