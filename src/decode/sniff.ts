import sniffHtmlEncoding from "html-encoding-sniffer";
import { detectEncoding } from "./detect.js";

const NOTHING_FOUND = "";

/**
 * The WHATWG encoding-sniffing algorithm (BOM, transport charset, `<meta>` prescan), with two
 * departures that real pages need:
 * - nothing declared: UTF-8 when the bytes are valid UTF-8, otherwise the encoding the text's
 *   statistics point to (`detectEncoding`, as browsers' content detection does), and windows-1252
 *   when they point nowhere with confidence;
 * - a legacy charset declared for bytes that are valid UTF-8 *with* multi-byte sequences: UTF-8.
 *   Such pages were re-saved as UTF-8 and kept a stale `<meta>`; read as windows-1252 they turn
 *   every quote and accent into mojibake, read as GB2312 or Big5 every character (people.com.cn's
 *   articles as a crawler saved them). Valid multi-byte UTF-8 is vanishingly rare in genuine
 *   legacy text: Latin-1's accents stand alone where UTF-8 needs continuation bytes, and the
 *   double-byte charsets' common lead bytes (0xA1–0xBF in GB2312, EUC-JP and EUC-KR) are
 *   continuation bytes in UTF-8, which cannot start a character.
 */
export function sniffEncoding(bytes: Uint8Array, transportCharset?: string): SniffedEncoding {
  const sniffed = sniffHtmlEncoding(bytes, {
    transportLayerEncodingLabel: transportCharset,
    defaultEncoding: NOTHING_FOUND,
  });
  // A declared "replacement" encoding (ISO-2022-KR…) decodes to nothing readable: sniff instead.
  const declared = sniffed === "replacement" ? NOTHING_FOUND : sniffed;
  if (declared === NOTHING_FOUND)
    return asUtf8(bytes) ?? { encoding: detectEncoding(bytes) ?? "windows-1252" };
  if (!UNICODE.test(declared) && hasNonAscii(bytes)) return asUtf8(bytes) ?? { encoding: declared };
  return { encoding: declared };
}

export interface SniffedEncoding {
  /** WHATWG name of the encoding. */
  readonly encoding: string;
  /** The bytes decoded, when telling UTF-8 apart already took decoding them (no second pass). */
  readonly text?: string;
}

const UNICODE = /^(?:UTF-8|UTF-16(?:LE|BE)?)$/i;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** UTF-8 with the decoded text when the bytes are valid UTF-8, undefined when they are not. */
function asUtf8(bytes: Uint8Array): SniffedEncoding | undefined {
  try {
    return { encoding: "UTF-8", text: strictUtf8.decode(bytes) };
  } catch {
    return undefined;
  }
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return true;
  return false;
}
