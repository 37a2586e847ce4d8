/**
 * Bytes → string with the platform's WHATWG decoders, plus one correction: Node 20's
 * `TextDecoder("windows-1252")` decodes as ISO-8859-1 (nodejs/node#56542), so bytes 0x80–0x9F
 * become C1 control characters instead of the curly quotes, dashes, € and ™ that real
 * windows-1252 pages use them for. Every label the WHATWG standard maps to windows-1252
 * (latin1, iso-8859-1, ascii, …) resolves to that name, so one check covers them all.
 */
export function decodeText(bytes: Uint8Array, encoding: string): string {
  const decoder = new TextDecoder(encoding);
  const text = decoder.decode(bytes);
  return decoder.encoding === "windows-1252" ? windows1252Controls(text) : text;
}

/**
 * WHATWG index-windows-1252 for bytes 0x80–0x9F (index = byte − 0x80). The five bytes the code
 * page leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the C1 character of the same value.
 */
export const WINDOWS_1252_HIGH_CONTROLS =
  "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

const C1_CONTROL = /[\u0080-\u009f]/g;

/**
 * C1 control characters (U+0080–U+009F) as the windows-1252 characters of the same byte: what Node's
 * decoder should have given, and what a page means by them when it holds them as UTF-8 (a Latin-1
 * conversion of windows-1252 text). The five bytes windows-1252 leaves undefined stay.
 */
export function windows1252Controls(text: string): string {
  return text.replace(C1_CONTROL, (char) => WINDOWS_1252_HIGH_CONTROLS[char.charCodeAt(0) - 0x80]);
}
