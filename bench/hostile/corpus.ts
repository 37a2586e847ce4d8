/**
 * A generated corpus of hostile pages: bombs, nesting, floods, binaries, truncations, lying
 * charsets. Each input says what `extract()` must do with it — throw a clear error, or return a
 * page that keeps a given text — so the robustness test and the time-and-memory bench
 * (bench/hostile/main.ts) read the same inputs.
 */
import { constants, createGzip, gzipSync } from "node:zlib";

export const MiB = 1024 * 1024;

const ascii = (text: string) => new TextEncoder().encode(text);

export const PARAGRAPH =
  "The main story continues with enough words to be chosen as content. ".repeat(5);

const page = (body: string) =>
  ascii(`<html><head><title>Hostile</title></head><body>${body}</body></html>`);

export interface HostileInput {
  /** What the input is, in a few words. */
  readonly what: string;
  readonly bytes: () => Uint8Array | Promise<Uint8Array>;
  /** `extract()` throws an error whose message matches. */
  readonly error?: RegExp;
  /** `extract()` returns text containing this. With neither, any result but a crash will do. */
  readonly keeps?: string;
}

/**
 * gzip of `size` zero bytes, compressed chunk by chunk so the zeros never sit in memory. Run-length
 * matching finds what level 9's search finds in zeros (the same size of stream), four times faster.
 */
export async function gzipBomb(size: number): Promise<Uint8Array> {
  const gzip = createGzip({ level: 9, strategy: constants.Z_RLE });
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => gzip.on("end", resolve));
  const zeros = Buffer.alloc(MiB);
  for (let written = 0; written < size; written += MiB) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

export const deepNesting = (depth: number) =>
  ascii(
    `<html><body>${"<div>".repeat(depth)}<p>${PARAGRAPH}deepest words</p>${"</div>".repeat(depth)}</body></html>`,
  );

/** The inputs the test suite runs in process: each takes at most a few seconds. */
export const BAD_INPUTS: Readonly<Record<string, HostileInput>> = {
  "empty.html": { what: "no bytes", bytes: () => new Uint8Array(0), error: /^input is empty/ },
  "image.html": {
    what: "a PNG named .html",
    bytes: () =>
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(4000).fill(0)]),
    error: /looks binary/,
  },
  "huge.html": {
    what: "50 MiB of one letter",
    bytes: () => new Uint8Array(50 * MiB).fill(0x61),
    error: /exceeds the limit of \d+ bytes/,
  },
  "deep.html": {
    what: "100,000 nested <div>s",
    bytes: () => deepNesting(100_000),
    keeps: "deepest words",
  },
  "truncated.html": {
    what: "cut inside an attribute",
    bytes: () =>
      ascii(`<html><head><title>Cut off<body><div><p>${PARAGRAPH}last words<table><tr><td><a hre`),
    keeps: "last words",
  },
  "malformed.html": {
    what: "mismatched tags, stray <, bogus entities",
    bytes: () =>
      ascii(
        `<p>${PARAGRAPH}</div></span>mismatched</p></p><div class="x>quote</b><<<>>>&bogus;&#xFFFFFFF;`,
      ),
    keeps: "mismatched",
  },
  "bogus-charset.html": {
    what: "a charset no one knows, Latin-1 bytes",
    bytes: () =>
      Uint8Array.from([
        ...ascii(`<meta charset="x-no-such"><p>${PARAGRAPH}caf`),
        0xe9,
        ...ascii("</p>"),
      ]),
    keeps: "café",
  },
  "object-key-names.html": {
    what: "Object.prototype's keys as lang, class, id",
    bytes: () =>
      ascii(
        `<html lang="constructor"><body class="__proto__"><div id="toString"><p>${PARAGRAPH}kept</p></div>`,
      ),
    keeps: "kept",
  },
  "truncated.html.gz": {
    what: "gzip cut after 40 bytes",
    bytes: () => gzipSync(`<p>${PARAGRAPH}</p>`).subarray(0, 40),
    error: /^corrupt gzip input: truncated$/,
  },
  "zeros.html.gz": {
    what: "gzip bomb: 1 GiB of zeros in ~1 MB",
    bytes: () => gzipBomb(1024 * MiB),
    error: /decompressed input exceeds the limit/,
  },
};

/** Floods: legal HTML in amounts no real page reaches. Slower, so run by the bench only. */
export const FLOODS: Readonly<Record<string, HostileInput>> = {
  "element-flood.html": {
    what: "300,000 sibling <span>s",
    bytes: () => page(`<p>${PARAGRAPH}before</p>${"<span>x</span>".repeat(300_000)}`),
    keeps: "before",
  },
  "attribute-flood.html": {
    what: "one element with 100,000 attributes",
    bytes: () =>
      page(
        `<div ${Array.from({ length: 100_000 }, (_, i) => `a${i}="v"`).join(" ")}><p>${PARAGRAPH}kept</p></div>`,
      ),
    keeps: "kept",
  },
  "long-word.html": {
    what: "a 10 MiB word without spaces",
    bytes: () => page(`<p>${PARAGRAPH}kept</p><p>${"w".repeat(10 * MiB)}</p>`),
    keeps: "kept",
  },
  "entity-flood.html": {
    what: "2 million entities",
    bytes: () => page(`<p>${PARAGRAPH}kept</p><p>${"&amp;&#x41;".repeat(1_000_000)}</p>`),
    keeps: "kept",
  },
  "link-flood.html": {
    what: "100,000 links",
    bytes: () =>
      page(`<p>${PARAGRAPH}kept</p><ul>${'<li><a href="/x">link</a></li>'.repeat(100_000)}</ul>`),
    keeps: "kept",
  },
  "table-flood.html": {
    what: "a table of 2,000 × 50 cells",
    bytes: () =>
      page(
        `<p>${PARAGRAPH}kept</p><table>${`<tr>${"<td>cell</td>".repeat(50)}</tr>`.repeat(2_000)}</table>`,
      ),
    keeps: "kept",
  },
  "inline-nesting.html": {
    what: "200,000 nested <b>s, never closed",
    bytes: () => page(`<p>${PARAGRAPH}kept</p>${"<b>".repeat(200_000)}deep`),
    keeps: "kept",
  },
  "unclosed-comment.html": {
    what: "a comment opened at the top, never closed",
    bytes: () => ascii(`<!-- ${"<p>hidden</p>".repeat(100_000)}`),
  },
  "script-flood.html": {
    what: "20 MiB of inline script",
    bytes: () =>
      page(`<p>${PARAGRAPH}kept</p><script>${"var a=1;".repeat((20 * MiB) / 8)}</script>`),
    keeps: "kept",
  },
  "json-ld-flood.html": {
    what: "a 10 MiB JSON-LD articleBody",
    bytes: () =>
      ascii(
        `<html><head><script type="application/ld+json">{"@type":"NewsArticle","articleBody":"${"word ".repeat((10 * MiB) / 5)}"}</script></head><body><p>${PARAGRAPH}kept</p></body></html>`,
      ),
    keeps: "kept",
  },
  "null-bytes.html": {
    what: "NUL bytes in the first kilobyte",
    bytes: () => page(`<p>${"a\u0000".repeat(1_000)}</p>`),
    // What browsers' MIME sniffing concludes too: a NUL in the first bytes means binary data.
    error: /looks binary/,
  },
  "late-null-bytes.html": {
    what: "100,000 NUL bytes after the first 4 KiB (the binary probe)",
    bytes: () => page(`<p>${PARAGRAPH.repeat(20)}kept</p><p>${"a\u0000".repeat(100_000)}</p>`),
    keeps: "kept",
  },
  "lying-bom.html": {
    what: "a UTF-16 BOM before UTF-8 text",
    bytes: () => Uint8Array.from([0xff, 0xfe, ...page(`<p>${PARAGRAPH}kept</p>`)]),
  },
  "style-flood.html": {
    what: "100,000 <style> rules hiding nothing",
    bytes: () =>
      page(
        `<style>${Array.from({ length: 100_000 }, (_, i) => `.c${i}{color:red}`).join("")}</style><p>${PARAGRAPH}kept</p>`,
      ),
    keeps: "kept",
  },
};
