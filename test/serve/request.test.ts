import { describe, expect, it } from "vitest";
import { formatFromAccept, readExtractRequest } from "../../dist/serve/request.js";

const html = (headers: Record<string, string> = {}, query: Record<string, unknown> = {}) =>
  readExtractRequest({ body: Buffer.from("<p>x</p>"), query, headers });

describe("formatFromAccept", () => {
  it("picks the first known media type by quality, none for wildcards", () => {
    expect(formatFromAccept(undefined)).toBeUndefined();
    expect(formatFromAccept("*/*")).toBeUndefined();
    expect(formatFromAccept("text/markdown")).toBe("markdown");
    expect(formatFromAccept("image/png, text/plain;q=0.5, text/html;q=0.9")).toBe("html");
    expect(formatFromAccept("Text/Markdown; charset=utf-8")).toBe("markdown");
    expect(formatFromAccept("text/plain;q=0, application/json")).toBe("json");
  });
});

describe("readExtractRequest", () => {
  it("keeps an HTML body as bytes, with the transport charset and ?url=", () => {
    const request = html(
      { "content-type": "text/html; charset=ISO-8859-1" },
      { url: "https://a.example/x" },
    );
    expect(request.page).toBeInstanceOf(Uint8Array);
    expect(request.format).toBe("json");
    expect(request.options).toEqual({
      html: false,
      url: "https://a.example/x",
      transportCharset: "windows-1252",
    });
  });

  it("rebuilds the content HTML only for markdown and html", () => {
    expect(html({ accept: "text/markdown" }).options.html).toBe(true);
    expect(html({}, { format: "html" }).options.html).toBe(true);
    expect(html({ accept: "text/plain" }).options.html).toBe(false);
  });

  it("prefers the JSON body's format over ?format= over Accept", () => {
    const request = readExtractRequest({
      body: { html: "<p>x</p>", format: "text", options: { include: "main", comments: true } },
      query: { format: "markdown" },
      headers: { accept: "text/html" },
    });
    expect(request.format).toBe("text");
    expect(request.options).toEqual({ html: false, include: ["main"], comments: true });
  });

  it("refuses a body neither bytes nor an object, and a url given twice", () => {
    for (const body of ["<p>x</p>", null, [1]])
      expect(() => readExtractRequest({ body, query: {}, headers: {} })).toThrow(/expected/);
    expect(() => html({}, { url: ["https://a.example/", "https://b.example/"] })).toThrow(
      /more than once/,
    );
  });
});
