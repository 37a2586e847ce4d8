import { constants, gunzipSync } from "node:zlib";

/** gzip files start with these two bytes (RFC 1952 §2.3.1). */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export class DecompressedTooLargeError extends Error {
  constructor(limit: number) {
    super(`decompressed input exceeds the limit of ${limit} bytes`);
    this.name = "DecompressedTooLargeError";
  }
}

/**
 * Inflates gzip input, refusing to produce more than `maxBytes`: zlib stops at the cap instead of
 * materialising a gzip bomb in memory.
 */
export function gunzipCapped(bytes: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      throw new DecompressedTooLargeError(maxBytes);
    }
    if ((error as { errno?: number }).errno === constants.Z_BUF_ERROR) {
      throw new Error("truncated gzip input");
    }
    throw error;
  }
}
