import { describe, expect, it } from "vitest";
import { type LineEntry, readJsonLines } from "../../src/input/json-lines.js";
import { chunked } from "./warc-bytes.js";

const FIELDS = { htmlField: "html", urlField: "url", maxBytes: 1 << 20 };

async function read(text: string, options = FIELDS, chunkSize = 7): Promise<LineEntry[]> {
  const entries: LineEntry[] = [];
  for await (const entry of readJsonLines(chunked(Buffer.from(text), chunkSize), options))
    entries.push(entry);
  return entries;
}

describe("readJsonLines", () => {
  it("yields each line's page with its number, across chunk boundaries and CRLF endings", async () => {
    const text =
      '{"url": "https://a.example/", "html": "<p>Caf\\u00e9</p>"}\r\n\r\n' +
      '{"html": "<p>two</p>", "url": ""}\n{"html": "<p>three</p>", "url": 7}';
    expect(await read(text)).toEqual([
      { kind: "page", line: 1, html: "<p>Café</p>", url: "https://a.example/" },
      { kind: "page", line: 3, html: "<p>two</p>" },
      { kind: "page", line: 4, html: "<p>three</p>" },
    ]);
  });

  it("reads the fields it is told to", async () => {
    const text = '{"content": "<p>x</p>", "link": "https://b.example/"}\n';
    expect(await read(text, { ...FIELDS, htmlField: "content", urlField: "link" })).toEqual([
      { kind: "page", line: 1, html: "<p>x</p>", url: "https://b.example/" },
    ]);
  });

  it("turns every line that holds no page into a problem in its place", async () => {
    const text = 'not json\n[1, 2]\n{"html": 3}\n{"html": "<p>ok</p>"}\n';
    const entries = await read(text);
    expect(entries.map((entry) => [entry.kind, entry.line])).toEqual([
      ["error", 1],
      ["error", 2],
      ["error", 3],
      ["page", 4],
    ]);
    expect(entries.slice(0, 3).map((entry) => entry.kind === "error" && entry.message)).toEqual([
      expect.stringMatching(/^not JSON: /),
      "not a JSON object",
      'no string field "html"',
    ]);
    // Each with its code, as every error record has (issue 56).
    expect(entries.slice(0, 3).map((entry) => entry.kind === "error" && entry.code)).toEqual([
      "PITH_MALFORMED_INPUT",
      "PITH_MALFORMED_INPUT",
      "PITH_MALFORMED_INPUT",
    ]);
  });

  it("refuses a line over the limit without holding it, and goes on", async () => {
    const long = JSON.stringify({ html: `<p>${"word ".repeat(100)}</p>` });
    const text = `${long}\n{"html": "<p>short</p>"}\n${long}`;
    expect(await read(text, { ...FIELDS, maxBytes: 100 })).toEqual([
      {
        kind: "error",
        line: 1,
        message: "line exceeds the limit of 100 bytes",
        code: "PITH_TOO_LARGE",
      },
      { kind: "page", line: 2, html: "<p>short</p>" },
      {
        kind: "error",
        line: 3,
        message: "line exceeds the limit of 100 bytes",
        code: "PITH_TOO_LARGE",
      },
    ]);
  });

  it("yields nothing for an empty file", async () => {
    expect(await read("")).toEqual([]);
    expect(await read("\n\n")).toEqual([]);
  });
});
