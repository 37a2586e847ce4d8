import { describe, expect, it } from "vitest";
import { decodePage } from "../../src/decode/decode.js";
import { sniffEncoding } from "../../src/decode/sniff.js";

/** Text in each legacy encoding family, as bytes produced once with Python's codecs. */
const FAMILIES = [
  {
    label: "windows-1252",
    encoding: "windows-1252",
    text: "café – naïve “quotes”",
    hex: "63 61 66 e9 20 96 20 6e 61 ef 76 65 20 93 71 75 6f 74 65 73 94",
  },
  {
    label: "iso-8859-2",
    encoding: "ISO-8859-2",
    text: "Zażółć gęślą jaźń",
    hex: "5a 61 bf f3 b3 e6 20 67 ea b6 6c b1 20 6a 61 bc f1",
  },
  {
    label: "koi8-r",
    encoding: "KOI8-R",
    text: "Привет, мир",
    hex: "f0 d2 c9 d7 c5 d4 2c 20 cd c9 d2",
  },
  {
    label: "shift_jis",
    encoding: "Shift_JIS",
    text: "日本語のテキスト",
    hex: "93 fa 96 7b 8c ea 82 cc 83 65 83 4c 83 58 83 67",
  },
  {
    label: "euc-jp",
    encoding: "EUC-JP",
    text: "日本語のテキスト",
    hex: "c6 fc cb dc b8 ec a4 ce a5 c6 a5 ad a5 b9 a5 c8",
  },
  { label: "gbk", encoding: "GBK", text: "中文文本", hex: "d6 d0 ce c4 ce c4 b1 be" },
  {
    label: "gb18030",
    encoding: "gb18030",
    text: "中文文本€",
    hex: "d6 d0 ce c4 ce c4 b1 be a2 e3",
  },
  { label: "big5", encoding: "Big5", text: "繁體中文", hex: "c1 63 c5 e9 a4 a4 a4 e5" },
  {
    label: "euc-kr",
    encoding: "EUC-KR",
    text: "한국어 텍스트",
    hex: "c7 d1 b1 b9 be ee 20 c5 d8 bd ba c6 ae",
  },
] as const;

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const hexBytes = (hex: string): number[] => hex.split(" ").map((byte) => Number.parseInt(byte, 16));

/** `<html><head>{head}</head><body><p>{body bytes}</p></body></html>`, built byte by byte. */
function page(head: string, body: number[]): Uint8Array {
  return Uint8Array.from([
    ...ascii(`<html><head>${head}<title>t</title></head><body><p>`),
    ...body,
    ...ascii("</p></body></html>"),
  ]);
}

const decode = (bytes: Uint8Array, transportCharset?: string) =>
  decodePage(bytes, { maxBytes: 1 << 20, transportCharset });

describe("decodePage: one fixture per encoding family, declared three ways", () => {
  describe.each(FAMILIES)("$label", ({ label, encoding, text, hex }) => {
    const body = hexBytes(hex);

    it("via <meta charset>", () => {
      const decoded = decode(page(`<meta charset="${label}">`, body));
      expect(decoded.encoding).toBe(encoding);
      expect(decoded.html).toContain(`<p>${text}</p>`);
    });

    it("via <meta http-equiv=Content-Type>", () => {
      const meta = `<meta http-equiv="Content-Type" content="text/html; charset=${label}">`;
      const decoded = decode(page(meta, body));
      expect(decoded.encoding).toBe(encoding);
      expect(decoded.html).toContain(`<p>${text}</p>`);
    });

    it("via the transport charset, which outranks a contradicting <meta>", () => {
      const decoded = decode(page('<meta charset="utf-8">', body), label);
      expect(decoded.encoding).toBe(encoding);
      expect(decoded.html).toContain(`<p>${text}</p>`);
    });
  });
});

describe("decodePage: Unicode", () => {
  const html = "<p>Grüße — 日本</p>";

  it("UTF-8 without BOM or declaration (valid UTF-8 is taken as UTF-8)", () => {
    const decoded = decode(new TextEncoder().encode(html));
    expect(decoded).toEqual({ html, encoding: "UTF-8" });
  });

  it("UTF-8 with BOM, which outranks both transport charset and <meta>", () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(`<meta charset=koi8-r>${html}`),
    ]);
    const decoded = decode(bytes, "windows-1252");
    expect(decoded.encoding).toBe("UTF-8");
    expect(decoded.html).toBe(`<meta charset=koi8-r>${html}`);
  });

  /** "<p>é€</p>" in UTF-16, code unit by code unit. */
  const units = [0x3c, 0x70, 0x3e, 0xe9, 0x20ac, 0x3c, 0x2f, 0x70, 0x3e];

  it("UTF-16LE with BOM", () => {
    const bytes = [0xff, 0xfe, ...units.flatMap((unit) => [unit & 0xff, unit >> 8])];
    expect(decode(Uint8Array.from(bytes))).toEqual({ html: "<p>é€</p>", encoding: "UTF-16LE" });
  });

  it("UTF-16BE with BOM", () => {
    const bytes = [0xfe, 0xff, ...units.flatMap((unit) => [unit >> 8, unit & 0xff])];
    expect(decode(Uint8Array.from(bytes))).toEqual({ html: "<p>é€</p>", encoding: "UTF-16BE" });
  });

  it("a <meta> claiming UTF-16 on BOM-less bytes means UTF-8 (WHATWG prescan rule)", () => {
    const bytes = new TextEncoder().encode(`<meta charset="utf-16">${html}`);
    expect(decode(bytes).encoding).toBe("UTF-8");
  });
});

describe("sniffEncoding: fallbacks and the documented departures", () => {
  const latin1Cafe = page("", hexBytes("63 61 66 e9"));

  it("nothing declared and not valid UTF-8: windows-1252", () => {
    expect(sniffEncoding(latin1Cafe).encoding).toBe("windows-1252");
    expect(decode(latin1Cafe).html).toContain("<p>café</p>");
  });

  it("a bogus charset label is ignored, like browsers do, and sniffing falls back", () => {
    const bogus = page('<meta charset="no-such-charset">', hexBytes("63 61 66 e9"));
    expect(sniffEncoding(bogus).encoding).toBe("windows-1252");
    expect(sniffEncoding(page('<meta charset="x-bogus">', [0xc3, 0xa9])).encoding).toBe("UTF-8");
    expect(sniffEncoding(latin1Cafe, "bogus-transport").encoding).toBe("windows-1252");
  });

  it("a stale single-byte <meta> on multi-byte UTF-8 bytes: UTF-8", () => {
    const resaved = page('<meta charset="iso-8859-1">', [0x63, 0x61, 0x66, 0xc3, 0xa9]);
    expect(sniffEncoding(resaved).encoding).toBe("UTF-8");
    expect(decode(resaved).html).toContain("<p>café</p>");
  });

  it("a stale double-byte <meta> on multi-byte UTF-8 bytes: UTF-8", () => {
    // 中文 as UTF-8 under a GB2312 <meta>: read as GBK it would be 涓枃.
    const resaved = page('<meta charset="gb2312">', [0xe4, 0xb8, 0xad, 0xe6, 0x96, 0x87]);
    expect(sniffEncoding(resaved).encoding).toBe("UTF-8");
    expect(decode(resaved).html).toContain("<p>中文</p>");
    for (const label of ["big5", "shift_jis", "euc-kr"])
      expect(sniffEncoding(page(`<meta charset="${label}">`, [0xe2, 0x80, 0x99])).encoding).toBe(
        "UTF-8",
      );
  });

  it("double-byte text as declared is not valid UTF-8, so it keeps its charset", () => {
    for (const family of FAMILIES.filter((f) =>
      ["GBK", "Big5", "EUC-KR", "Shift_JIS", "EUC-JP"].includes(f.encoding),
    )) {
      const declared = page(`<meta charset="${family.label}">`, hexBytes(family.hex));
      expect(sniffEncoding(declared).encoding).toBe(family.encoding);
      expect(decode(declared).html).toContain(`<p>${family.text}</p>`);
    }
  });

  it("hands over the text it decoded to recognise UTF-8, the same as decoding the bytes again", () => {
    const undeclared = page("", [0x63, 0x61, 0x66, 0xc3, 0xa9]);
    const sniffed = sniffEncoding(undeclared);
    expect(sniffed.text).toBe(new TextDecoder("utf-8").decode(undeclared));
    expect(sniffed.text).toContain("<p>café</p>");
    expect(decode(undeclared).html).toBe(sniffed.text);
    expect(sniffEncoding(latin1Cafe).text).toBeUndefined();
  });

  it("a single-byte <meta> on pure ASCII is kept as declared", () => {
    expect(sniffEncoding(page('<meta charset="iso-8859-1">', ascii("cafe"))).encoding).toBe(
      "windows-1252",
    );
  });
});
