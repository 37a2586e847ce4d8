import { readFileSync, statSync } from "node:fs";
import { InputTooLargeError } from "../decode/decode.js";

/**
 * A page file's bytes, refusing files over `maxBytes` before reading them: an oversized page costs
 * a `stat`, not its size in memory. (Compressed files are capped again when inflated.)
 */
export function readPageFile(path: string, maxBytes: number): Uint8Array {
  const { size } = statSync(path);
  if (size > maxBytes) throw new InputTooLargeError(size, maxBytes);
  return readFileSync(path);
}

/** All of standard input, or an error once it passes `maxBytes` (it stops reading there). */
export async function readStdin(maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      process.stdin.destroy();
      throw new InputTooLargeError(size, maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
