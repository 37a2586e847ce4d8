/**
 * Reading the sources' archives without a dependency: gzip through `node:zlib`, xz through the
 * system's `xz` program (Node has no xz decoder), and tar (ustar, GNU long names, pax headers)
 * parsed here. Only the entries a converter asks for are kept in memory.
 */
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

/** The files read from an archive (or a directory), by their path inside it. */
export type Files = Map<string, Uint8Array>;

/** What a tar archive said about itself: GitHub's archives carry their commit in a pax comment. */
export interface TarInfo {
  /** The pax global header's `comment` (GitHub: the commit id the archive was made from). */
  comment?: string;
}

const BLOCK = 512;

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder("utf-8").decode(end === -1 ? bytes : bytes.subarray(0, end));
}

function octal(header: Uint8Array, start: number, length: number): number {
  const bytes = header.subarray(start, start + length);
  // Base-256 (GNU) for sizes past 8 GB: the high bit of the first byte is set.
  if ((bytes[0] & 0x80) !== 0) {
    let value = bytes[0] & 0x7f;
    for (let i = 1; i < bytes.length; i++) value = value * 256 + bytes[i];
    return value;
  }
  const text = field(header, start, length).trim();
  return text === "" ? 0 : Number.parseInt(text, 8);
}

function paxRecords(body: Uint8Array): Map<string, string> {
  const records = new Map<string, string>();
  const text = new TextDecoder("utf-8").decode(body);
  let at = 0;
  while (at < text.length) {
    const space = text.indexOf(" ", at);
    if (space === -1) break;
    const length = Number.parseInt(text.slice(at, space), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    // The length counts bytes; the records GitHub and tar write are ASCII or near enough.
    const record = text.slice(space + 1, at + length - 1);
    const equals = record.indexOf("=");
    if (equals > 0) records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

/** A tar entry being read: `left` counts its body's bytes still to come, padding included. */
interface Entry {
  path: string;
  type: string;
  size: number;
  keep: boolean;
  left: number;
  parts: Uint8Array[];
}

function isZeroBlock(block: Uint8Array): boolean {
  for (const byte of block) if (byte !== 0) return false;
  return true;
}

/**
 * Reads a tar stream, keeping the regular files whose path `want` accepts (paths as stored, with
 * `/` separators); the bodies of other entries are skipped as they stream by. Throws on a header
 * whose checksum is wrong (not a tar archive) and on an archive that ends inside an entry.
 */
export async function readTar(
  stream: AsyncIterable<Uint8Array>,
  want: (path: string) => boolean,
): Promise<{ files: Files; info: TarInfo }> {
  const files: Files = new Map();
  const info: TarInfo = {};
  let header = new Uint8Array(BLOCK);
  let headerFill = 0;
  let body: Entry | null = null;
  let longName: string | null = null;
  let pax: Map<string, string> | null = null;
  let ended = false;

  const finish = (entry: Entry): void => {
    const whole = new Uint8Array(entry.size);
    let at = 0;
    for (const part of entry.parts) {
      const piece = part.subarray(0, Math.min(part.length, entry.size - at));
      whole.set(piece, at);
      at += piece.length;
    }
    if (entry.type === "L") longName = field(whole, 0, whole.length);
    else if (entry.type === "x") pax = paxRecords(whole);
    else if (entry.type === "g") {
      const comment = paxRecords(whole).get("comment");
      if (comment !== undefined) info.comment = comment;
    } else files.set(entry.path, whole);
  };

  const startEntry = (): void => {
    if (isZeroBlock(header)) {
      ended = true;
      return;
    }
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
    if (sum !== octal(header, 148, 8)) throw new Error("not a tar archive (header checksum)");
    const type = String.fromCharCode(header[156] || 48);
    const name = field(header, 0, 100);
    const prefix = field(header, 257, 6).startsWith("ustar") ? field(header, 345, 155) : "";
    let path = prefix !== "" ? `${prefix}/${name}` : name;
    if (longName !== null) path = longName;
    const paxPath = pax?.get("path");
    if (paxPath !== undefined) path = paxPath;
    const paxSize = pax?.get("size");
    const size = paxSize !== undefined ? Number(paxSize) : octal(header, 124, 12);
    const meta = type === "L" || type === "x" || type === "g";
    if (!meta) {
      longName = null;
      pax = null;
    }
    const keep = meta || ((type === "0" || type === "7") && want(path));
    const entry: Entry = {
      path,
      type,
      size,
      keep,
      left: Math.ceil(size / BLOCK) * BLOCK,
      parts: [],
    };
    body = entry;
    if (entry.left === 0) {
      if (keep) finish(entry);
      body = null;
    }
  };

  for await (const chunk of stream) {
    let data = chunk;
    while (data.length > 0 && !ended) {
      if (body === null) {
        const n = Math.min(BLOCK - headerFill, data.length);
        header.set(data.subarray(0, n), headerFill);
        headerFill += n;
        data = data.subarray(n);
        if (headerFill === BLOCK) {
          headerFill = 0;
          startEntry();
          header = new Uint8Array(BLOCK);
        }
      } else {
        const entry: Entry = body;
        const n = Math.min(entry.left, data.length);
        if (entry.keep) entry.parts.push(data.slice(0, n));
        entry.left -= n;
        data = data.subarray(n);
        if (entry.left === 0) {
          if (entry.keep) finish(entry);
          body = null;
        }
      }
    }
  }
  const open = body as Entry | null;
  if (open !== null || headerFill !== 0) {
    throw new Error(`the tar archive ends inside ${open?.path ?? "a header"}`);
  }
  return { files, info };
}

/** How an archive is compressed, by its name. */
export function compressionOf(name: string): "gzip" | "xz" | "none" {
  if (/\.(tgz|gz)$/i.test(name)) return "gzip";
  if (/\.(txz|xz)$/i.test(name)) return "xz";
  return "none";
}

/** The decompressed bytes of a file: gzip by zlib, xz by the system's `xz -dc`. */
export function decompressedStream(path: string, name = path): Readable {
  const kind = compressionOf(name);
  const source = createReadStream(path);
  if (kind === "gzip") return source.pipe(createGunzip());
  if (kind === "none") return source;
  const child = spawn("xz", ["-dc"], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (data) => {
    stderr += String(data);
  });
  child.on("error", (error: NodeJS.ErrnoException) => {
    child.stdout.destroy(
      error.code === "ENOENT"
        ? new Error(
            `${name} is xz-compressed and Node cannot read xz: install the xz program (Debian/Ubuntu: xz-utils; macOS: brew install xz) and run again`,
          )
        : error,
    );
  });
  child.on("close", (code) => {
    if (code !== 0 && code !== null) {
      child.stdout.destroy(new Error(`xz could not read ${name}: ${stderr.trim()}`));
    }
  });
  source.pipe(child.stdin);
  child.stdin.on("error", () => {
    // xz stopped reading (it failed, or we stopped early): the close handler reports it.
  });
  return child.stdout;
}

/** The files of a (compressed) tar archive whose path `want` accepts. */
export async function readTarFile(
  path: string,
  want: (path: string) => boolean,
  name = path,
): Promise<{ files: Files; info: TarInfo }> {
  return readTar(decompressedStream(path, name), want);
}
