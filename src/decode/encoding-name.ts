import { labelToName } from "@exodus/bytes/encoding-lite.js";

/**
 * The WHATWG Encoding standard's name of a charset label, as written in the standard ("UTF-8",
 * "Shift_JIS", "windows-1252"), or null for a label it does not know. The labels that stand for
 * its "replacement" encoding (ISO-2022-KR, HZ-GB-2312, …: decoders that only ever output U+FFFD)
 * are null too: pith would rather sniff such a page than return nothing readable.
 */
export function encodingName(label: string): string | null {
  const name = labelToName(label);
  return name === "replacement" ? null : name;
}
