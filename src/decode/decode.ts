import { PithError } from "../util/errors.js";
import { gunzipCapped, isGzip } from "./gunzip.js";
import { sniffEncoding } from "./sniff.js";
import { decodeText } from "./text-decode.js";

export interface DecodedPage {
  readonly html: string;
  /** WHATWG name of the encoding the bytes were decoded with. */
  readonly encoding: string;
}

export interface DecodeOptions {
  /** Charset from the HTTP `Content-Type` header, when the caller has one. */
  readonly transportCharset?: string;
  /** Upper bound on the (decompressed) byte size. */
  readonly maxBytes: number;
}

export class InputTooLargeError extends PithError {
  constructor(size: number, limit: number) {
    super("PITH_TOO_LARGE", `input of ${size} bytes exceeds the limit of ${limit} bytes`);
    this.name = "InputTooLargeError";
  }
}

export class EmptyInputError extends PithError {
  constructor() {
    super("PITH_EMPTY_INPUT", "input is empty (0 bytes)");
    this.name = "EmptyInputError";
  }
}

export class BinaryInputError extends PithError {
  constructor() {
    super(
      "PITH_BINARY_INPUT",
      "input looks binary, not HTML (control bytes in its first kilobytes: an image, a PDF, an archive?)",
    );
    this.name = "BinaryInputError";
  }
}

/**
 * Bytes → string: transparent gunzip, encoding sniffing, decoding with the platform's WHATWG
 * decoder. Empty, binary and oversized inputs are errors: none of them is a page.
 */
export function decodePage(input: Uint8Array, options: DecodeOptions): DecodedPage {
  const bytes = isGzip(input) ? gunzipCapped(input, options.maxBytes) : input;
  if (bytes.length > options.maxBytes) throw new InputTooLargeError(bytes.length, options.maxBytes);
  if (bytes.length === 0) throw new EmptyInputError();
  const { encoding, text } = sniffEncoding(bytes, options.transportCharset);
  if (looksBinary(bytes, encoding)) throw new BinaryInputError();
  // The strict UTF-8 decoding that sniffing did gives the same text as decoding again.
  const html = text ?? decodeText(bytes, encoding);
  return { html, encoding };
}

const BINARY_PROBE_BYTES = 4096;

/**
 * Whether the first kilobytes hold the control bytes that never occur in text: WHATWG MIME
 * Sniffing's "binary data bytes" (0x00–0x08, 0x0B, 0x0E–0x1A, 0x1C–0x1F), as browsers tell text
 * from binary resources. Random bytes have one in ten; no shared page has any. A stray one a page
 * copied from somewhere stays under the threshold. UTF-16 text legitimately contains NUL bytes.
 */
function looksBinary(bytes: Uint8Array, encoding: string): boolean {
  if (encoding.startsWith("UTF-16")) return false;
  const end = Math.min(bytes.length, BINARY_PROBE_BYTES);
  let binary = 0;
  for (let i = 0; i < end; i++) if (isBinaryDataByte(bytes[i])) binary++;
  return binary > 0 && binary * 100 >= end;
}

function isBinaryDataByte(byte: number): boolean {
  return (
    byte <= 0x08 ||
    byte === 0x0b ||
    (byte >= 0x0e && byte <= 0x1a) ||
    (byte >= 0x1c && byte <= 0x1f)
  );
}
