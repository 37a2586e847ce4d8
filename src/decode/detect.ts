import { analyse } from "chardet";
import { encodingName } from "./encoding-name.js";

/**
 * Below this confidence (chardet's 0–100) a guess is no better than the windows-1252 fallback.
 * Western pages score windows-1252 / ISO-8859-1 at 30–80 and their runner-up (windows-1250)
 * about 20; legacy CJK and Cyrillic text scores 80–100 for its own charset.
 */
const MIN_CONFIDENCE = 50;
/** Bytes of text sample handed to the detector: enough evidence, bounded cost on huge pages. */
const SAMPLE_BYTES = 4096;

/**
 * The encoding of a page that declares none and is not valid UTF-8, by the statistics of its
 * non-ASCII text (ICU's detector, through chardet), as browsers' content detection does for
 * such pages: GBK, Big5, Shift_JIS, EUC-KR, windows-1251 and the like instead of mojibake.
 * Undefined when no guess is confident enough, or the guess is not an encoding a page can use.
 */
export function detectEncoding(bytes: Uint8Array): string | undefined {
  const sample = nonAsciiRuns(bytes, SAMPLE_BYTES);
  if (sample.length === 0) return undefined;
  const [best] = analyse(sample);
  if (best === undefined || best.confidence < MIN_CONFIDENCE) return undefined;
  return encodingName(best.name) ?? undefined;
}

/**
 * The page's runs of bytes between white space and tag brackets that hold a byte ≥ 0x80, one
 * space apart, up to `limit` bytes. Markup, scripts and English text say nothing about the
 * charset and dilute the evidence; legacy multi-byte encodings never use those delimiters as
 * trail bytes, so a run keeps every character whole.
 */
export function nonAsciiRuns(bytes: Uint8Array, limit: number): Uint8Array {
  const sample = new Uint8Array(Math.min(limit, bytes.length));
  let length = 0;
  let start = 0;
  let highByte = false;
  for (let i = 0; i <= bytes.length && length < sample.length; i++) {
    const byte = i < bytes.length ? bytes[i] : 0x20;
    if (!isDelimiter(byte)) {
      if (byte >= 0x80) highByte = true;
      continue;
    }
    if (highByte) {
      const run = bytes.subarray(start, Math.min(i, start + sample.length - length));
      sample.set(run, length);
      length += run.length;
      if (length < sample.length) sample[length++] = 0x20;
    }
    start = i + 1;
    highByte = false;
  }
  return sample.subarray(0, length);
}

function isDelimiter(byte: number): boolean {
  return (
    byte === 0x20 ||
    byte === 0x0a ||
    byte === 0x0d ||
    byte === 0x09 ||
    byte === 0x3c ||
    byte === 0x3e
  );
}
