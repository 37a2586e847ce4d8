import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { parseHtml } from "../../src/parse/parse.js";
import { baseUrlOf, safeUrl, whatwgUrlInput } from "../../src/parse/urls.js";

const documentOf = (head: string) =>
  parseHtml(`<html><head>${head}</head><body></body></html>`, 512);
const CANONICAL = '<link rel="canonical" href="https://news.example/2026/story">';

describe("baseUrlOf", () => {
  it("prefers the page URL, resolving <base href> against it", () => {
    expect(baseUrlOf(documentOf(CANONICAL), "https://given.example/a/b")).toBe(
      "https://given.example/a/b",
    );
    expect(baseUrlOf(documentOf('<base href="/root/">'), "https://given.example/a/b")).toBe(
      "https://given.example/root/",
    );
  });

  it("falls back to the page's absolute canonical link, then og:url, without a page URL", () => {
    expect(baseUrlOf(documentOf(CANONICAL), undefined)).toBe("https://news.example/2026/story");
    expect(
      baseUrlOf(documentOf('<meta property="og:url" content="https://og.example/p">'), undefined),
    ).toBe("https://og.example/p");
    expect(baseUrlOf(documentOf('<link rel="canonical" href="/relative">'), undefined)).toBe(
      undefined,
    );
    expect(baseUrlOf(documentOf(""), undefined)).toBe(undefined);
  });

  it("takes the first absolute declaration in document order, and the first <base href>", () => {
    const og = '<meta property="og:url" content="https://og.example/p">';
    expect(baseUrlOf(documentOf(og + CANONICAL), undefined)).toBe("https://og.example/p");
    expect(baseUrlOf(documentOf(CANONICAL + og), undefined)).toBe(
      "https://news.example/2026/story",
    );
    const bases = '<base target="_top"><base href="/first/"><base href="/second/">';
    // (the first <base> with an href; an empty or blank href leaves the page URL)
    expect(baseUrlOf(documentOf(bases), "https://given.example/a")).toBe(
      "https://given.example/first/",
    );
  });
});

describe("baseUrlOf: which declarations count (values by hand)", () => {
  it("takes only rel=canonical among links, as one word of the rel list", () => {
    const link = (rel: string) => `<link rel="${rel}" href="https://declared.example/p">`;
    expect(baseUrlOf(documentOf(link("alternate")), undefined)).toBeUndefined();
    expect(baseUrlOf(documentOf(link("noncanonical")), undefined)).toBeUndefined();
    expect(baseUrlOf(documentOf(link("canonicalish")), undefined)).toBeUndefined();
    expect(baseUrlOf(documentOf(link("alternate canonical")), undefined)).toBe(
      "https://declared.example/p",
    );
    expect(baseUrlOf(documentOf(link("Canonical")), undefined)).toBe("https://declared.example/p");
  });

  it("takes og:url only from a meta property, and only absolute http(s) addresses", () => {
    expect(
      baseUrlOf(documentOf('<meta property="og:title" content="https://t.example/">'), undefined),
    ).toBeUndefined();
    expect(
      baseUrlOf(documentOf('<link property="og:url" href="https://l.example/">'), undefined),
    ).toBeUndefined();
    expect(
      baseUrlOf(documentOf('<meta property="og:url" content="ftp://f.example/p">'), undefined),
    ).toBeUndefined();
    expect(
      baseUrlOf(documentOf('<meta property="og:url" content="x https://x.example/p">'), undefined),
    ).toBeUndefined();
    expect(
      baseUrlOf(documentOf('<meta property="og:url" content="  http://h.example/p  ">'), undefined),
    ).toBe("http://h.example/p");
  });

  it("ignores a blank <base href>, and keeps the page URL when the base cannot be parsed", () => {
    expect(baseUrlOf(documentOf('<base href="   ">'), "https://given.example/a")).toBe(
      "https://given.example/a",
    );
    expect(baseUrlOf(documentOf('<base href="http://[">'), "https://given.example/a")).toBe(
      "https://given.example/a",
    );
    expect(baseUrlOf(documentOf('<base href=" /b/ ">'), "https://given.example/a")).toBe(
      "https://given.example/b/",
    );
  });
});

describe("whatwgUrlInput", () => {
  it("strips C0 controls and spaces at the ends only, tabs and newlines everywhere", () => {
    expect(whatwgUrlInput("\u0001 /a b/c \u0002")).toBe("/a b/c");
    expect(whatwgUrlInput("  /a\tb\nc  ")).toBe("/abc");
  });
});

describe("safeUrl edge cases", () => {
  it("keeps data: only for images of an image type", () => {
    expect(safeUrl("data:text/html;image/png,x", undefined, "image")).toBeUndefined();
    expect(safeUrl("data:image/gif;base64,R0lG", undefined, "image")).toBe(
      "data:image/gif;base64,R0lG",
    );
  });

  it("drops a value that is only blanks", () => {
    expect(safeUrl(" \t ", undefined, "link")).toBeUndefined();
    expect(safeUrl(" \t ", "https://news.example/", "link")).toBeUndefined();
  });
});

describe("extract() of a saved page", () => {
  it("makes relative links absolute against the page's canonical URL", () => {
    const paragraph =
      "The council approved the new bridge after a long debate about its cost and its design.";
    const html = `<html><head>${CANONICAL}</head><body><article><p>${paragraph} <a href="/more">More</a></p><p>${paragraph}</p></article></body></html>`;
    expect(extract(html, { model: "all-text" }).html).toContain('href="https://news.example/more"');
  });
});

describe("safeUrl", () => {
  const BASE = "https://news.example/2026/story";
  const TABS = "\t".repeat(70);

  it.each([
    ["tabs inside the scheme, past its first 64 characters", `java${TABS}script:alert(1)`],
    [
      "C0 controls before the scheme, past its first 64 characters",
      `${"\u0001".repeat(70)}javascript:alert(1)`,
    ],
    ["controls and newlines everywhere", "\u0000 \u001fjav\nasc\rript\t:alert(1)\u0007"],
    ["an upper-case scheme", "JavaScript:alert(1)"],
    ["vbscript", "vbscript:msgbox(1)"],
    ["a non-image data: URL", "data:text/html,<script>alert(1)</script>"],
    ["another protocol", "ftp://files.example/a"],
    ["a broken absolute URL", "http://["],
    [
      "a control character inside the scheme (a relative path no page means)",
      "j\u0001avascript:alert(1)",
    ],
    ["a control character inside a path", "/a\u0001b.html"],
    ["a zero-width space before the scheme", "\u200bjavascript:alert(1)"],
  ])("drops %s, with or without a base", (_, value) => {
    for (const use of ["link", "image"] as const) {
      expect(safeUrl(value, undefined, use)).toBeUndefined();
      expect(safeUrl(value, BASE, use)).toBeUndefined();
    }
  });

  it("writes a relative URL kept without a base with its markup characters percent-encoded", () => {
    const value = ':javascript:text/html,<script>alert(1)</script> "x" `y`';
    const kept = safeUrl(value, undefined, "link");
    expect(kept).toBe(
      ":javascript:text/html,%3Cscript%3Ealert(1)%3C/script%3E%20%22x%22%20%60y%60",
    );
    // The same address a browser resolves from the value as written.
    expect(new URL(kept ?? "", BASE).href).toBe(new URL(value, BASE).href);
    expect(safeUrl("#a <b>", undefined, "link")).toBe("#a%20%3Cb%3E");
    // mailto: and tel: are opaque: the parser leaves their `<` as written.
    expect(safeUrl("tel:1,<script>x</script>", BASE, "link")).toBe(
      "tel:1,%3Cscript%3Ex%3C/script%3E",
    );
  });

  it("writes no entity a Markdown renderer could decode into a scheme", () => {
    // Markdown decodes entities in link destinations: `&#106;avascript:` would read `javascript:`.
    expect(safeUrl("&#106;avascript:alert(1)", undefined, "link")).toBe(
      "%26#106;avascript:alert(1)",
    );
    expect(safeUrl("j&colon;avascript:alert(1)", undefined, "link")).toBe(
      "j%26colon;avascript:alert(1)",
    );
    // After the first segment an `&` cannot make a scheme, and a query keeps its separators.
    expect(safeUrl("/search?q=a&b=c", undefined, "link")).toBe("/search?q=a&b=c");
  });

  it("decides on the resolved URL: a javascript: base makes every relative link unsafe", () => {
    expect(safeUrl("x", "javascript:alert(1)//", "link")).toBeUndefined();
    expect(safeUrl("?q", "javascript:alert(1)//", "link")).toBeUndefined();
  });

  it("keeps http(s), mailto and tel, resolves relative URLs against the base", () => {
    expect(safeUrl(" https://ok.example/a ", undefined, "link")).toBe("https://ok.example/a");
    expect(safeUrl("mailto:desk@news.example", BASE, "link")).toBe("mailto:desk@news.example");
    expect(safeUrl("tel:+441234", undefined, "link")).toBe("tel:+441234");
    expect(safeUrl("/m\tore", BASE, "link")).toBe("https://news.example/more");
    expect(safeUrl("../a.html", undefined, "link")).toBe("../a.html");
    expect(safeUrl("#notes", BASE, "link")).toBe("#notes");
  });

  it("keeps data:image only as an image", () => {
    const pixel = "data:image/png;base64,iVBORw0KGgo";
    expect(safeUrl(pixel, undefined, "image")).toBe(pixel);
    expect(safeUrl(pixel, undefined, "link")).toBeUndefined();
  });
});
