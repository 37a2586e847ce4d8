import sniffHtmlEncoding from "html-encoding-sniffer";

const NOTHING_FOUND = "";

/**
 * The WHATWG encoding-sniffing algorithm (BOM, transport charset, `<meta>` prescan), with two
 * departures that real pages need:
 * - nothing declared: UTF-8 when the bytes are valid UTF-8, otherwise windows-1252 (what browsers'
 *   content detection ends up choosing);
 * - a single-byte legacy charset declared for bytes that are valid UTF-8 *with* multi-byte
 *   sequences: UTF-8. Such pages were re-saved as UTF-8 and kept a stale `<meta>`; read as
 *   windows-1252 they turn every quote and accent into mojibake. Valid multi-byte UTF-8 is
 *   vanishingly rare in genuine Latin-1 text.
 */
export function sniffEncoding(bytes: Uint8Array, transportCharset?: string): string {
  const declared = sniffHtmlEncoding(bytes, {
    transportLayerEncodingLabel: transportCharset,
    defaultEncoding: NOTHING_FOUND,
  });
  if (declared === NOTHING_FOUND) return isValidUtf8(bytes) ? "UTF-8" : "windows-1252";
  if (SINGLE_BYTE.test(declared) && hasNonAscii(bytes) && isValidUtf8(bytes)) return "UTF-8";
  return declared;
}

const SINGLE_BYTE = /^(?:windows-125\d|ISO-8859-\d+)$/i;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return true;
  return false;
}
