import createDOMPurify from "dompurify";
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { marked } from "marked";
import { afterAll, describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { formatResult } from "../../src/output/format.js";
import { safeUrl } from "../../src/parse/urls.js";

/**
 * Property-based checks of what the output may contain, on generated hostile input: the oracle for
 * URLs is the WHATWG URL parser (`new URL`, as browsers read links), for HTML a differential check
 * against DOMPurify on the same input, and for Markdown the HTML a common renderer (marked) makes
 * of it. Run counts stay small so the file runs in seconds; the seed is printed on failure.
 */

const { window } = new JSDOM("");
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
const tried = { urls: 0, html: 0, markdown: 0 };

afterAll(() => {
  // How much was tried, for the record: `npx vitest run test/output/hostile-properties.test.ts`.
  console.info(`hostile properties: generated inputs tried ${JSON.stringify(tried)}`);
});

const BASES = [undefined, "https://news.example/2026/story", "javascript:alert(1)//"];
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
/** What GFM renderers make links of in plain text, besides the safe protocols. */
const MARKDOWN_AUTOLINK_PROTOCOLS = new Set([...SAFE_PROTOCOLS, "ftp:"]);

/** Characters browsers drop from or around URLs, or that hide a scheme from a naive check. */
const noise = fc.constantFrom(
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u0001",
  "\u001f",
  "\u00a0",
  "\u200b",
  "%0a",
  "&#9;",
  "&#x0A;",
  "&Tab;",
  "&NewLine;",
  "&colon;",
  "&#58;",
  "&#1;",
  "\\",
  "/",
  "\t".repeat(70),
  "&#1;".repeat(70),
);
const scheme = fc.constantFrom(
  "javascript",
  "JaVaScRiPt",
  "vbscript",
  "data",
  "http",
  "https",
  "mailto",
  "tel",
  "ftp",
  "file",
  "blob",
  "",
);
const payload = fc.constantFrom(
  "alert(1)",
  "//example.com/a",
  "text/html,<script>alert(1)</script>",
  "image/svg+xml,<svg onload=alert(1)>",
  "image/png;base64,iVBORw0KGgo=",
  "x@example.com",
  "",
);

/** A URL as a page may write it: a scheme with noise inserted anywhere, a colon, a payload. */
const hostileUrl = fc
  .tuple(scheme, fc.array(fc.tuple(fc.nat(12), noise), { maxLength: 4 }), payload)
  .map(([name, insertions, rest]) => {
    let text = name === "" ? rest : `${name}:${rest}`;
    for (const [at, inserted] of insertions) {
      const position = Math.min(at, text.length);
      text = text.slice(0, position) + inserted + text.slice(position);
    }
    return text;
  });

/** What an attribute value decodes to, for `safeUrl` (which receives decoded values). */
function decodedAttribute(value: string): string {
  const element = window.document.createElement("a");
  element.innerHTML = `<a href="${value.replaceAll('"', "&quot;")}"></a>`;
  return element.firstElementChild?.getAttribute("href") ?? "";
}

describe("safeUrl against the WHATWG URL parser", () => {
  it("never returns a URL a browser would read with an unsafe scheme", () => {
    fc.assert(
      fc.property(
        hostileUrl,
        fc.constantFrom(...BASES),
        fc.constantFrom("link", "image"),
        (written, base, use) => {
          tried.urls++;
          const value = decodedAttribute(written);
          const kept = safeUrl(value, base, use as "link" | "image");
          if (kept === undefined) return;
          // As a browser resolves it in the output: against the base, or any http(s) document.
          const url = new URL(kept, base?.startsWith("http") ? base : "https://output.example/");
          const imageData =
            use === "image" && url.protocol === "data:" && /^image\//i.test(url.pathname);
          expect(
            SAFE_PROTOCOLS.has(url.protocol) || imageData,
            `${JSON.stringify(value)} → ${kept}`,
          ).toBe(true);
        },
      ),
      { numRuns: 600 },
    );
  });
});

/**
 * Elements that run, load or submit something. MathML is not among them: pith keeps formulas, as
 * DOMPurify does, and their attributes are checked as every element's are.
 */
const ACTIVE_ELEMENTS = [
  "script",
  "iframe",
  "frame",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "base",
  "meta",
  "link",
  "style",
  "svg",
  "template",
  "noscript",
  "textarea",
  "select",
  "video",
  "audio",
  "source",
];
const URL_ATTRIBUTES = [
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "poster",
  "background",
  "data",
  "cite",
];

const attribute = fc.oneof(
  fc.tuple(fc.constantFrom(...URL_ATTRIBUTES), hostileUrl),
  fc.tuple(
    fc.constantFrom("onclick", "onerror", "onload", "ONMOUSEOVER", "srcdoc"),
    fc.constant("alert(1)"),
  ),
  fc.tuple(
    fc.constantFrom("style"),
    fc.constantFrom("color:red", "background:url(javascript:alert(1))", "x:expression(alert(1))"),
  ),
  fc.tuple(
    fc.constantFrom("class", "title", "id", "alt"),
    fc.constantFrom("lead", 'x" onmouseover="alert(1)'),
  ),
);
const tagName = fc.constantFrom(
  ...ACTIVE_ELEMENTS,
  "a",
  "img",
  "p",
  "div",
  "span",
  "b",
  "table",
  "td",
  "pre",
  "code",
  "details",
  "foreignObject",
  "mtext",
  "title",
);
const text = fc.constantFrom(
  "Plain words of the story.",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&lt;img src=x onerror=alert(1)&gt;",
  "[link](javascript:alert(1))",
  "<!-- comment -->",
  "</p><script>alert(1)</script>",
  "&amp;lt;b&amp;gt;",
);

/** Random HTML: nested elements with hostile attributes, text and stray markup. */
const { html: hostileHtml } = fc.letrec((tie) => ({
  html: fc.oneof(
    { depthSize: "small" },
    text,
    fc
      .tuple(
        tagName,
        fc.array(attribute, { maxLength: 3 }),
        fc.array(tie("html"), { maxLength: 3 }),
      )
      .map(([name, attributes, children]) => {
        const written = attributes
          .map(([attributeName, value]) => ` ${attributeName}="${value.replaceAll('"', "&quot;")}"`)
          .join("");
        return `<${name}${written}>${(children as string[]).join("")}</${name}>`;
      }),
  ),
}));

/** What could run or load active content in a document: the features pith must never output. */
function executableFeatures(
  html: string,
  base: string | undefined,
  safeProtocols: ReadonlySet<string> = SAFE_PROTOCOLS,
): Set<string> {
  const parser = new (window as unknown as typeof globalThis).DOMParser();
  const document = parser.parseFromString(html, "text/html");
  const found = new Set<string>();
  for (const element of document.body.querySelectorAll("*")) {
    const name = element.localName;
    if (ACTIVE_ELEMENTS.includes(name)) found.add(`element:${name}`);
    for (const { name: attributeName, value } of element.attributes) {
      if (attributeName.startsWith("on") || attributeName === "srcdoc")
        found.add(`attribute:${attributeName}`);
      if (!URL_ATTRIBUTES.includes(attributeName)) continue;
      let url: URL;
      try {
        url = new URL(value, base?.startsWith("http") ? base : "https://output.example/");
      } catch {
        continue;
      }
      const image = name === "img" && attributeName === "src" && /^image\//i.test(url.pathname);
      if (!safeProtocols.has(url.protocol) && !(url.protocol === "data:" && image))
        found.add(`url:${attributeName}=${url.protocol}`);
    }
  }
  return found;
}

const extraction = fc.record({
  body: hostileHtml,
  url: fc.constantFrom(undefined, "https://news.example/2026/story"),
  keepStyle: fc.boolean(),
});

describe("HTML output against DOMPurify", () => {
  it("keeps nothing executable that DOMPurify removes from the same input", () => {
    fc.assert(
      fc.property(extraction, ({ body, url, keepStyle }) => {
        tried.html++;
        const page = `<html><body><p>Lead words.</p>${body}</body></html>`;
        const output = extract(page, { model: "all-text", url, keepStyle }).html ?? "";
        const purified = purify.sanitize(page, { WHOLE_DOCUMENT: true });
        const allowed = executableFeatures(purified, url);
        const extra = [...executableFeatures(output, url)].filter(
          (feature) => !allowed.has(feature),
        );
        expect(extra, output).toEqual([]);
        // What DOMPurify would still remove from pith's output: never an element or handler.
        purify.sanitize(output);
        const removed = purify.removed.filter(
          (entry) => "element" in entry || /^on|href|src|action/i.test(entry.attribute?.name ?? ""),
        );
        expect(
          removed.map((entry) =>
            "element" in entry ? entry.element.nodeName : entry.attribute?.name,
          ),
          output,
        ).toEqual([]);
      }),
      { numRuns: 250 },
    );
  });
});

describe("Markdown output rendered by marked", () => {
  it("renders to HTML with nothing executable", () => {
    fc.assert(
      fc.property(extraction, ({ body, url }) => {
        tried.markdown++;
        const page = `<html><head><title>A &lt;b&gt; title</title></head><body><p>Lead words.</p>${body}</body></html>`;
        const markdown = formatResult(extract(page, { model: "all-text", url }), "markdown");
        const rendered = marked.parse(markdown, { async: false });
        // marked links the text "ftp://…" itself (GFM autolinks): a renderer's choice, and inert.
        expect(
          [...executableFeatures(rendered, url, MARKDOWN_AUTOLINK_PROTOCOLS)],
          markdown,
        ).toEqual([]);
      }),
      { numRuns: 250 },
    );
  });
});
