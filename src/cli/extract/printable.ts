/**
 * C0 and C1 control characters but tab, and DEL: in a terminal they are commands (ESC starts an
 * escape sequence that can clear the screen or, through OSC 52, write the clipboard; a newline
 * forges a line of its own).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/**
 * A name or message as it may be written to a terminal: each control character shown as its
 * escape (`\x1b`, `\n`), so a file named `a\e[2Jb.html` prints as `a\x1b[2Jb.html`.
 */
export function printable(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (character) =>
    character === "\n"
      ? "\\n"
      : character === "\r"
        ? "\\r"
        : `\\x${character.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
}
