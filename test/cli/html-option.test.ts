import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { formatResult } from "../../src/output/format.js";

// What `pith extract` relies on to skip HTML rebuilding for text and JSON records.
const page =
  "<html><head><title>Tides | Courier</title></head><body><nav><a href=/>Home</a></nav>" +
  `<article><h1>Tides</h1><p>${"The sea pulls back twice a day and leaves small worlds behind. ".repeat(4)}` +
  `See <a href="/maps">the maps</a>. ${"Pools hold crabs, snails and weed in a few inches of water. ".repeat(4)}</p></article>` +
  "<footer>Copyright</footer></body></html>";

describe("extract() html option", () => {
  it("is on by default: result.html holds the rebuilt content", () => {
    expect(extract(page).html).toContain('<a href="/maps">the maps</a>');
  });

  it("off: no html field, every other field unchanged", () => {
    const { html, ...withoutHtml } = extract(page);
    expect(html).not.toBeUndefined();
    const textOnly = extract(page, { html: false });
    expect(textOnly).not.toHaveProperty("html");
    expect(textOnly).toEqual(withoutHtml);
  });

  it("formats that need the HTML say so instead of printing nothing", () => {
    const textOnly = extract(page, { html: false });
    expect(formatResult(textOnly, "text")).toBe(`${textOnly.title}\n\n${textOnly.text}`);
    expect(() => formatResult(textOnly, "markdown")).toThrow(/needs result\.html/);
    expect(() => formatResult(textOnly, "html")).toThrow(/needs result\.html/);
  });
});
