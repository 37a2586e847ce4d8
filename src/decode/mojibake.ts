import { WINDOWS_1252_HIGH_CONTROLS, windows1252Controls } from "./text-decode.js";

/**
 * Bytes of windows-1252's printable characters at 0x80–0x9F, the ones that differ from Latin-1:
 * UTF-8 read as windows-1252 turns a continuation byte 0x99 into "™", 0x80 into "€".
 */
const WINDOWS_1252_HIGH_BYTES: ReadonlyMap<string, number> = new Map(
  [...WINDOWS_1252_HIGH_CONTROLS]
    .map((character, i): [string, number] => [character, 0x80 + i])
    .filter(([character]) => character.charCodeAt(0) > 0xff),
);

/** A UTF-8 continuation byte (0x80–0xBF) as Latin-1 or windows-1252 shows it. */
const CONTINUATION = `[\\u0080-\\u00BF${[...WINDOWS_1252_HIGH_BYTES.keys()].join("")}]`;

/**
 * A UTF-8 lead byte as Latin-1 shows it (Â, Ã, â, ð…) followed by as many continuation bytes as
 * it announces: one character of UTF-8 that was decoded as a single-byte charset. ("â€™" is the
 * three bytes of "’".)
 */
const MISREAD_SEQUENCE = new RegExp(
  `[\\u00C2-\\u00DF]${CONTINUATION}|[\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3}`,
  "g",
);

/**
 * A C1 control character, or the first two bytes of a misread sequence: one scan of the page, where
 * most pages have neither (the full pattern, with its alternatives, costs more per character).
 */
const MAYBE_MISREAD = new RegExp(`[\\u0080-\\u009F]|[\\u00C2-\\u00F4]${CONTINUATION}`);

/** Sequences a page needs before it is repaired: one or two can be chance. */
export const MIN_MISREAD_SEQUENCES = 3;

/** Latin-1 characters that can start a misread sequence (Â, Ã, é, à, ô…). */
const LEAD_CHARACTER = /[\u00C2-\u00F4]/g;

/** A character outside Latin-1 (astral ones are surrogate pairs, also above U+00FF). */
const BEYOND_LATIN1 = /[\u0100-\uFFFF]/;

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Text whose UTF-8 was decoded as Latin-1 or windows-1252 somewhere before it reached pith ("donâ€™t",
 * "Â " for a non-breaking space, "Ã©" for "é"), given back as written: a page stored twice-encoded
 * by a crawler or a CMS, or declaring the wrong charset. Only sequences that form valid UTF-8 are
 * replaced, and only on a page with at least MIN_MISREAD_SEQUENCES of them that start at least half
 * of its Latin-1 letters that could start one (real French has many "é", few followed by two
 * Latin-1 symbols; misread text has nothing else). C1 control characters on a page otherwise
 * all Latin-1 (windows-1252 text converted as Latin-1: U+0095 for a bullet) become the
 * windows-1252 characters of their byte. Other text is returned as it is (the same
 * string).
 */
export function repairMojibake(text: string): string {
  if (!MAYBE_MISREAD.test(text)) return text;
  const repaired = repairedSequences(text);
  // C1 characters mean windows-1252 on a page that is Latin-1 throughout, as such a conversion
  // leaves it; among other scripts they are stray bytes of another encoding (LibreOffice's Khmer
  // help) or the very subject of the text (rustdoc: `'\u{9c}'.is_control()`).
  return BEYOND_LATIN1.test(text) ? repaired : windows1252Controls(repaired);
}

function repairedSequences(text: string): string {
  const sequences = text.match(MISREAD_SEQUENCE);
  if (sequences === null || sequences.length < MIN_MISREAD_SEQUENCES) return text;
  let valid = 0;
  for (const sequence of sequences) if (utf8Character(sequence) !== undefined) valid++;
  // In mojibake every such letter starts a sequence; in French or Portuguese most "é" and "à" are
  // just letters, and the odd "été »" (é, no-break space, ») only looks like one.
  const leads = text.match(LEAD_CHARACTER)?.length ?? 0;
  if (valid < MIN_MISREAD_SEQUENCES || 2 * valid < leads) return text;
  return text.replace(MISREAD_SEQUENCE, (sequence) => utf8Character(sequence) ?? sequence);
}

/** The character the sequence's bytes encode in UTF-8, or undefined when they are not UTF-8. */
function utf8Character(sequence: string): string | undefined {
  const bytes = new Uint8Array(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    const code = sequence.charCodeAt(i);
    bytes[i] = code <= 0xff ? code : (WINDOWS_1252_HIGH_BYTES.get(sequence[i]) ?? 0);
  }
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}
