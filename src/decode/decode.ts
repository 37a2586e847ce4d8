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

export class InputTooLargeError extends Error {
  constructor(size: number, limit: number) {
    super(`input of ${size} bytes exceeds the limit of ${limit} bytes`);
    this.name = "InputTooLargeError";
  }
}

export class EmptyInputError extends Error {
  constructor() {
    super("input is empty (0 bytes)");
    this.name = "EmptyInputError";
  }
}

export class BinaryInputError extends Error {
  constructor() {
    super("input looks binary, not HTML (NUL bytes in its first kilobytes)");
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

/** UTF-16 text legitimately contains NUL bytes; every other HTML encoding does not. */
function looksBinary(bytes: Uint8Array, encoding: string): boolean {
  if (encoding.startsWith("UTF-16")) return false;
  const end = Math.min(bytes.length, BINARY_PROBE_BYTES);
  let nuls = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0) nuls++;
  return nuls > 0 && nuls * 100 >= end;
}
