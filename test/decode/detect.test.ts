import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodePage } from "../../src/decode/decode.js";
import { detectEncoding, nonAsciiRuns } from "../../src/decode/detect.js";

/**
 * Pages that declare no charset (no BOM, no `<meta>`, no transport header), one paragraph of text
 * in a legacy encoding each: `<name>.html`, with the paragraph in UTF-8 beside it in `<name>.txt`.
 */
const FIXTURES = new URL("../fixtures/encodings/", import.meta.url);
const UNDECLARED = [
  { name: "zh-gbk", encoding: "gb18030" },
  { name: "zh-tw-big5", encoding: "Big5" },
  { name: "ja-shift_jis", encoding: "Shift_JIS" },
  { name: "ja-euc-jp", encoding: "EUC-JP" },
  { name: "ko-euc-kr", encoding: "EUC-KR" },
  { name: "ru-windows-1251", encoding: "windows-1251" },
  { name: "ru-koi8-r", encoding: "KOI8-R" },
  { name: "el-iso-8859-7", encoding: "ISO-8859-7" },
  { name: "pl-iso-8859-2", encoding: "ISO-8859-2" },
  { name: "fr-windows-1252", encoding: "windows-1252" },
  { name: "de-windows-1252", encoding: "windows-1252" },
] as const;

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("undeclared legacy encodings", () => {
  it.each(UNDECLARED)("$name is read as $encoding, its text intact", ({ name, encoding }) => {
    const bytes = readFileSync(new URL(`${name}.html`, FIXTURES));
    const text = readFileSync(new URL(`${name}.txt`, FIXTURES), "utf8").trim();
    const page = decodePage(bytes, { maxBytes: 1 << 20 });
    expect(page.encoding).toBe(encoding);
    expect(page.html).toContain(`<p>${text}</p>`);
  });

  it("leaves Western text with little evidence to the windows-1252 fallback", () => {
    for (const html of [
      "<p>caf\xe9</p>",
      "<p>\xa9 2005 Company Inc. All rights reserved</p>",
      "<p>na\xefve r\xe9sum\xe9 fa\xe7ade \xfcber Stra\xdfe</p>",
    ]) {
      expect(detectEncoding(latin1(html))).toBeUndefined();
      expect(decodePage(latin1(html), { maxBytes: 1 << 20 }).encoding).toBe("windows-1252");
    }
  });

  it("has nothing to go on in pure ASCII", () => {
    expect(detectEncoding(latin1("<p>plain text</p>"))).toBeUndefined();
  });
});

describe("nonAsciiRuns", () => {
  const bytes = latin1("ab <p>c\xe9 d</p>\n\xff\xfe x");

  it("keeps only the runs between spaces and brackets that hold a byte ≥ 0x80, one space apart", () => {
    expect(nonAsciiRuns(bytes, 100)).toEqual(latin1("c\xe9 \xff\xfe "));
  });

  it("stops at the limit", () => {
    expect(nonAsciiRuns(bytes, 3)).toEqual(latin1("c\xe9 "));
    expect(nonAsciiRuns(bytes, 2)).toEqual(latin1("c\xe9"));
  });
});
