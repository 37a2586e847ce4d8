/**
 * C0 controls but tab and newline, DEL, and C1 controls: browsers show none of them, and a
 * terminal obeys them (ESC starts a sequence that clears the screen or, through OSC 52, writes the
 * clipboard; BEL ends one; CR overwrites a line).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** The text without control characters (tab and newline stay): what a reader of the page sees. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}
