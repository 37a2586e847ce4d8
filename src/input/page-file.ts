import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from "node:fs";
import { InputTooLargeError } from "../decode/decode.js";
import { PithError } from "../util/errors.js";

/**
 * A page file's bytes, refusing files over `maxBytes` before reading them: an oversized page costs
 * a `stat`, not its size in memory. (Compressed files are capped again when inflated.) Only a
 * regular file is read: a device reports size 0 and never ends (`/dev/zero`), and a FIFO blocks
 * the reading thread where no time limit can stop it. It is opened without blocking (a FIFO with
 * no writer would block in `open` itself) and checked on the open file, so it cannot be swapped
 * between the check and the read.
 */
export function readPageFile(path: string, maxBytes: number): Uint8Array {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(fd);
    // A directory fails as reading it always did (EISDIR), which callers word for people.
    if (stats.isDirectory())
      throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), {
        code: "EISDIR",
        syscall: "read",
        path,
      });
    if (!stats.isFile()) throw notRegularFile(stats);
    if (stats.size > maxBytes) throw new InputTooLargeError(stats.size, maxBytes);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** What a path that is not a regular file is, in words, for its error record. */
export function specialFileKind(stats: Stats): string {
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isSocket()) return "a socket";
  if (stats.isDirectory()) return "a directory";
  return "not a regular file";
}

/** The error of a page path that is not a regular file (`PITH_UNSUPPORTED`): never read. */
export function notRegularFile(stats: Stats): PithError {
  return new PithError(
    "PITH_UNSUPPORTED",
    `${specialFileKind(stats)}, not a regular file: not read (pith reads regular files only)`,
  );
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
