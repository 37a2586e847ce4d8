import { describe, expect, it } from "vitest";
import { declaresProduct } from "../../src/metadata/declared-product.js";
import { indexDocument } from "../../src/parse/document-index.js";
import { parseHtml } from "../../src/parse/parse.js";

const declares = (head: string, body = "<p>Text</p>") =>
  declaresProduct(
    indexDocument(parseHtml(`<html><head>${head}</head><body>${body}</body></html>`, 512)),
  );
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe("a page that declares a product", () => {
  it("reads a JSON-LD Product, at the top level or in a @graph", () => {
    expect(
      declares(jsonLd({ "@context": "https://schema.org", "@type": "Product", name: "Mug" })),
    ).toBe(true);
    expect(
      declares(jsonLd({ "@graph": [{ "@type": "WebSite" }, { "@type": ["ProductGroup"] }] })),
    ).toBe(true);
    expect(declares(jsonLd({ "@type": "WebPage", name: "About us" }))).toBe(false);
    expect(declares("")).toBe(false);
  });

  it("is not an article, a review or a list about products", () => {
    expect(declares(jsonLd([{ "@type": "Product" }, { "@type": "BlogPosting" }]))).toBe(false);
    expect(declares(jsonLd({ "@type": "Review", itemReviewed: { "@type": "Product" } }))).toBe(
      false,
    );
    expect(
      declares(
        jsonLd({ "@type": "ItemList" }),
        '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Mug</span></div>',
      ),
    ).toBe(false);
  });

  it("reads a microdata Product item and og:type product", () => {
    const item = (type: string) =>
      `<div itemscope itemtype="${type}"><h1 itemprop="name">Mug</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">9</span></div></div>`;
    expect(declares("", item("http://schema.org/Product"))).toBe(true);
    expect(declares("", item("https://schema.org/Event"))).toBe(false);
    // The price's nearest item is the Offer; the name's is the Product. The type word is whole.
    expect(declares("", item("https://schema.org/ProductModel"))).toBe(false);
    expect(declares('<meta property="og:type" content="product">')).toBe(true);
    expect(declares('<meta property="og:type" content="og:product">')).toBe(true);
    expect(declares('<meta property="og:type" content="article">')).toBe(false);
  });
});
