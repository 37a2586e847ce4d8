import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BinaryInputError,
  decodePage,
  EmptyInputError,
  InputTooLargeError,
} from "../../src/decode/decode.js";
import {
  CorruptGzipError,
  DecompressedTooLargeError,
  gunzipCapped,
  isGzip,
} from "../../src/decode/gunzip.js";

const MiB = 1 << 20;
const decode = (bytes: Uint8Array, maxBytes = MiB) => decodePage(bytes, { maxBytes });

/** The 8-byte PNG signature and the start of an IHDR chunk: binary, with NUL bytes early on. */
const PNG_START = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
];

describe("looksBinary (via decodePage)", () => {
  it("rejects PNG bytes with a clear error", () => {
    const png = Uint8Array.from([...PNG_START, ...new Array(200).fill(0)]);
    expect(() => decode(png)).toThrow(BinaryInputError);
    expect(() => decode(png)).toThrow(/looks binary/);
  });

  it("rejects random bytes and a compressed PDF, whose control bytes are not all NUL", () => {
    // A fixed linear congruential sequence: about one byte in ten is a control byte, few are NUL.
    let state = 12345;
    const noise = Array.from({ length: 3000 }, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return (state >> 16) & 0xff;
    });
    expect(noise.filter((byte) => byte === 0).length * 100).toBeLessThan(noise.length);
    expect(() => decode(Uint8Array.from(noise))).toThrow(BinaryInputError);
    const pdf = [...new TextEncoder().encode("%PDF-1.4\n1 0 obj\nstream\n"), ...noise];
    expect(() => decode(Uint8Array.from(pdf))).toThrow(/looks binary/);
  });

  it("accepts a page with a stray control byte (under 1% of the probe)", () => {
    const bytes = new TextEncoder().encode(`<p>${"a".repeat(500)}\u001b[0m</p>`);
    expect(decode(bytes).html).toContain("aaa");
  });

  it("accepts a page with a stray NUL byte (under 1% of the probe)", () => {
    const bytes = new TextEncoder().encode(`<p>${"a".repeat(500)}\u0000</p>`);
    expect(decode(bytes).html).toContain("aaa");
  });

  it("accepts UTF-16, whose ASCII characters are half NUL bytes", () => {
    const units = [..."<p>hi</p>"].map((char) => char.charCodeAt(0));
    const bytes = Uint8Array.from([0xff, 0xfe, ...units.flatMap((unit) => [unit, 0])]);
    expect(decode(bytes).html).toBe("<p>hi</p>");
  });
});

describe("gunzip", () => {
  const html = "<p>compressed page</p>";
  const gz = gzipSync(html);

  it("recognises the gzip magic bytes and decodes transparently", () => {
    expect(isGzip(gz)).toBe(true);
    expect(isGzip(new TextEncoder().encode(html))).toBe(false);
    expect(isGzip(Uint8Array.of(0x1f))).toBe(false);
    expect(decode(gz)).toEqual({ html, encoding: "UTF-8" });
  });

  it("reports truncated gzip as corrupt, not as a zlib internal", () => {
    expect(() => gunzipCapped(gz.subarray(0, gz.length - 12), MiB)).toThrow(CorruptGzipError);
    expect(() => decode(gz.subarray(0, 2))).toThrow("corrupt gzip input: truncated");
  });

  it("reports a damaged header as corrupt gzip", () => {
    const damaged = Uint8Array.from(gz);
    damaged[2] = 0x07; // compression method: only 8 (deflate) exists
    expect(() => decode(damaged)).toThrow(/^corrupt gzip input: /);
  });

  it("stops inflating at the cap: 64 MiB of zeros against a 1 MiB limit", () => {
    const bomb = gzipSync(Buffer.alloc(64 * MiB));
    expect(bomb.length).toBeLessThan(MiB);
    expect(() => gunzipCapped(bomb, MiB)).toThrow(DecompressedTooLargeError);
    expect(() => decode(bomb)).toThrow(`decompressed input exceeds the limit of ${MiB} bytes`);
  });

  it("accepts input exactly at the cap", () => {
    expect(gunzipCapped(gzipSync(Buffer.alloc(1000, 0x61)), 1000)).toHaveLength(1000);
  });
});

describe("size limit", () => {
  it("rejects uncompressed input over maxBytes", () => {
    expect(() => decode(new Uint8Array(101).fill(0x61), 100)).toThrow(InputTooLargeError);
    expect(decode(new Uint8Array(100).fill(0x61), 100).html).toBe("a".repeat(100));
  });

  it("rejects empty input, also when it is an empty gzip member", () => {
    expect(() => decode(new Uint8Array(0))).toThrow(EmptyInputError);
    expect(() => decode(gzipSync(""))).toThrow("input is empty (0 bytes)");
  });
});
