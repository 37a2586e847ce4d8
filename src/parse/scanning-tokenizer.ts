import { Tokenizer } from "htmlparser2";

/**
 * The members of htmlparser2 10's `Tokenizer` (pinned in package.json) that the fast paths below
 * read or replace; they are private in its typings. A renamed internal makes
 * test/parse/scanning-tokenizer.test.ts fail.
 */
interface TokenizerInternals {
  buffer: string;
  /** Position of the character being read, counted from the first chunk written. */
  index: number;
  /** Position of `buffer`'s first character, counted the same way. */
  offset: number;
  stateText(c: number): void;
  stateInAttributeValueDoubleQuotes(c: number): void;
  stateInAttributeValueSingleQuotes(c: number): void;
}

/** What the scanning tokenizer adds to the stock one: where its searches last found a character. */
interface ScanningState extends TokenizerInternals {
  nextAmpersand: number;
  stopCharacter: string;
  nextStop: number;
}

const LESS_THAN = 0x3c;
const AMPERSAND = 0x26;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

const stock = Tokenizer.prototype as unknown as TokenizerInternals;

/**
 * htmlparser2's tokenizer, emitting exactly the same events, with the per-character loops that
 * dominate a page replaced by `indexOf` scans. The stock tokenizer visits every character of text
 * and attribute values through its state switch only to learn that it is neither `<` (or the closing
 * quote) nor `&`, and skips script, style and comment bodies with a character loop; here those states
 * jump straight to the next character they act on, and the stock code handles that character.
 */
export class ScanningTokenizer extends Tokenizer {
  /** Position in `buffer` of the `&` found last (`buffer.length`: none left; -1: not searched yet). */
  nextAmpersand = -1;
  /** The `<` or quote searched for last, and where it was found (as `nextAmpersand`). */
  stopCharacter = "";
  nextStop = -1;

  override write(chunk: string): void {
    // A new buffer: a position found in the previous one means nothing.
    this.nextAmpersand = -1;
    this.nextStop = -1;
    super.write(chunk);
  }
}

/*
 * One search serves every position up to the character it found: text and attribute values stop
 * at each `&`, and searching again from each for the next `&` and for the closing `<` or quote
 * would rescan the page quadratically (a page with a 380 KB attribute of JSON, `&quot;` for every
 * quote, took 204 ms to extract instead of 58).
 * The tokenizer never goes back before a position it has read past, but to the `&` of an entity it
 * has just decoded, and an entity holds none of the characters searched for, so none can hide
 * between `from` and the one found.
 */

/** Position in `buffer` of the first `&` at or after `from` (`buffer.length` when there is none). */
function ampersandFrom(tokenizer: ScanningState, from: number): number {
  if (from > tokenizer.nextAmpersand) tokenizer.nextAmpersand = indexFrom(tokenizer, "&", from);
  return tokenizer.nextAmpersand;
}

/** Position in `buffer` of the first `stop` at or after `from` (`buffer.length` when there is none). */
function stopFrom(tokenizer: ScanningState, stop: string, from: number): number {
  if (stop !== tokenizer.stopCharacter || from > tokenizer.nextStop) {
    tokenizer.stopCharacter = stop;
    tokenizer.nextStop = indexFrom(tokenizer, stop, from);
  }
  return tokenizer.nextStop;
}

function indexFrom(tokenizer: ScanningState, character: string, from: number): number {
  const at = tokenizer.buffer.indexOf(character, from);
  return at === -1 ? tokenizer.buffer.length : at;
}

/**
 * Moves to just before the next `stop` or `&` after the current character (or the buffer's end),
 * so that the tokenizer's loop reads that character next: the characters in between change no
 * state.
 */
function skipToNext(tokenizer: ScanningState, stop: string): void {
  const from = tokenizer.index + 1 - tokenizer.offset;
  const stopAt = Math.min(stopFrom(tokenizer, stop, from), ampersandFrom(tokenizer, from));
  tokenizer.index = stopAt + tokenizer.offset - 1;
}

const fastPaths = {
  /** The stock tokenizer's skip over script, style, comment and tag tails, by `indexOf`. */
  fastForwardTo(this: ScanningState, c: number): boolean {
    const at = this.buffer.indexOf(String.fromCharCode(c), this.index + 1 - this.offset);
    if (at === -1) {
      // As the stock loop leaves it: on the last character, which the caller's loop steps past.
      this.index = this.buffer.length + this.offset - 1;
      return false;
    }
    this.index = at + this.offset;
    return true;
  },

  stateText(this: ScanningState, c: number): void {
    if (c === LESS_THAN || c === AMPERSAND) stock.stateText.call(this, c);
    else skipToNext(this, "<");
  },

  stateInAttributeValueDoubleQuotes(this: ScanningState, c: number): void {
    if (c === DOUBLE_QUOTE || c === AMPERSAND)
      stock.stateInAttributeValueDoubleQuotes.call(this, c);
    else skipToNext(this, '"');
  },

  stateInAttributeValueSingleQuotes(this: ScanningState, c: number): void {
    if (c === SINGLE_QUOTE || c === AMPERSAND)
      stock.stateInAttributeValueSingleQuotes.call(this, c);
    else skipToNext(this, "'");
  },
};

// The stock methods are private in the typings, so the fast paths cannot be declared as overrides.
Object.assign(ScanningTokenizer.prototype, fastPaths);
