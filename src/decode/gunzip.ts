import { PithError } from "../util/errors.js";
import { nodeBuiltin } from "../util/node-builtins.js";

/** gzip files start with these two bytes (RFC 1952 §2.3.1). */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export class DecompressedTooLargeError extends PithError {
  constructor(limit: number) {
    super(
      "PITH_TOO_LARGE",
      `decompressed input exceeds the limit of ${limit} bytes (a gzip bomb?)`,
    );
    this.name = "DecompressedTooLargeError";
  }
}

export class CorruptGzipError extends PithError {
  constructor(reason: string) {
    super("PITH_CORRUPT_GZIP", `corrupt gzip input: ${reason}`);
    this.name = "CorruptGzipError";
  }
}

/**
 * Inflates gzip input, refusing to produce more than `maxBytes`: zlib stops at the cap instead of
 * materialising a gzip bomb in memory, so peak memory is `maxBytes` whatever the ratio.
 */
export function gunzipCapped(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const zlib = nodeBuiltin("node:zlib");
  if (zlib === undefined)
    throw new PithError(
      "PITH_UNSUPPORTED",
      "gzipped input needs Node.js's zlib: decompress it first (DecompressionStream) and pass the bytes",
    );
  try {
    return zlib.gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    const { code, errno, message } = error as NodeJS.ErrnoException;
    if (code === "ERR_BUFFER_TOO_LARGE") throw new DecompressedTooLargeError(maxBytes);
    if (errno === zlib.constants.Z_BUF_ERROR) throw new CorruptGzipError("truncated");
    throw new CorruptGzipError(message);
  }
}
