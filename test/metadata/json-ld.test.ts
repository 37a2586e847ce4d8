import { describe, expect, it } from "vitest";
import { jsonLdNodes, mainItem } from "../../src/metadata/json-ld.js";
import { indexDocument } from "../../src/parse/document-index.js";
import { parseHtml } from "../../src/parse/parse.js";
import { jsonLd, metadataOf } from "./helpers.js";

describe("JSON-LD metadata", () => {
  it("reads author objects, dates, publisher, image, description and language of an article", () => {
    const metadata = metadataOf(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: "H",
        author: [
          { "@type": "Person", name: "Ann Lee" },
          { "@type": "Person", name: "Bo Chan" },
        ],
        datePublished: "2023-11-02T08:15:00-05:00",
        publisher: { "@type": "Organization", name: "The Paper" },
        image: [{ "@type": "ImageObject", url: "/img/lead.jpg" }, "/img/other.jpg"],
        description: "What happened.",
        inLanguage: "fr-CA",
        mainEntityOfPage: { "@id": "https://paper.example/story" },
      }),
      "https://paper.example/x",
    );
    expect(metadata).toEqual({
      author: "Ann Lee, Bo Chan",
      authors: ["Ann Lee", "Bo Chan"],
      published: "2023-11-02T08:15:00-05:00",
      modified: null,
      siteName: "The Paper",
      language: "fr-CA",
      dir: "ltr",
      canonicalUrl: "https://paper.example/story",
      description: "What happened.",
      excerpt: "What happened.",
      image: "https://paper.example/img/lead.jpg",
      tags: [],
      categories: [],
      keywords: [],
    });
  });

  it("follows @graph and @id references, and takes the site name from the WebSite node", () => {
    const metadata = metadataOf(
      jsonLd({
        "@graph": [
          { "@type": "WebSite", "@id": "#site", name: "Graph Site" },
          { "@type": "Person", "@id": "#ann", name: "Ann Graph" },
          {
            "@type": ["Article", "BlogPosting"],
            headline: "G",
            author: { "@id": "#ann" },
            datePublished: "2021-01-05",
          },
        ],
      }),
    );
    expect(metadata.author).toBe("Ann Graph");
    expect(metadata.published).toBe("2021-01-05");
    expect(metadata.siteName).toBe("Graph Site");
  });

  it("flattens top-level arrays, prefers the most specific type and skips invalid scripts", () => {
    const html =
      '<script type="application/ld+json">{ not json</script>' +
      jsonLd([
        { "@type": "WebPage", name: "page" },
        { "@type": "NewsArticle", headline: "news" },
      ]);
    const nodes = jsonLdNodes(indexDocument(parseHtml(html, 512)));
    expect(nodes).toHaveLength(2);
    expect(mainItem(nodes)?.headline).toBe("news");
  });

  it("survives self-referencing and deeply nested structures", () => {
    let deep: unknown = { "@type": "Article", headline: "deep" };
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(jsonLdNodes(indexDocument(parseHtml(jsonLd(deep), 512)))).toEqual([]);
    const loop = metadataOf(jsonLd({ "@type": "Article", "@id": "#a", author: { "@id": "#a" } }));
    expect(loop.author).toBeNull();
  });

  it("unescapes HTML entities sites leave in JSON-LD text, but not in URLs or without a semicolon", () => {
    const metadata = metadataOf(
      jsonLd({
        "@type": "Product",
        name: "Cream",
        description: "Powered by TFC8&reg; that&rsquo;s AT&T &amp; more",
        image: "https://shop.example/i.jpg?a=1&copy=2",
        brand: { "@type": "Brand", name: "B" },
        author: { "@type": "Person", name: "Zo&euml; Smith" },
      }),
    );
    expect(metadata.description).toBe("Powered by TFC8® that’s AT&T & more");
    expect(metadata.author).toBe("Zoë Smith");
    expect(metadata.image).toBe("https://shop.example/i.jpg?a=1&copy=2");
  });

  it("reduces the HTML some sites put in descriptions to its text", () => {
    const description = (value: string) =>
      metadataOf(`<meta name="description" content="${value}">`).description;
    expect(
      description(
        "&lt;p&gt;Sweet dreams are &lt;b&gt;made&lt;/b&gt; on these.&lt;/p&gt;&lt;p&gt;Next&lt;/p&gt;",
      ),
    ).toBe("Sweet dreams are made on these. Next");
    expect(description("&lt;a href=")).toBe(null);
    expect(description("Prices &lt; 5 dollars")).toBe("Prices < 5 dollars");
  });
});

describe("a page's mainEntity", () => {
  it("names the thread starter and the thread's date when a WebPage nests its forum thread", () => {
    const metadata = metadataOf(
      jsonLd({
        "@type": "WebPage",
        mainEntity: {
          "@type": "DiscussionForumPosting",
          headline: "Messages still take space",
          datePublished: "2022-07-09T22:10:31+00:00",
          author: { "@type": "Person", name: "felixen" },
        },
      }) +
        '<article itemscope itemtype="https://schema.org/Comment"><section itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">spikeymike</span></section></article>',
    );
    expect(metadata.authors).toEqual(["felixen"]);
    expect(metadata.published).toBe("2022-07-09T22:10:31+00:00");
  });

  it("names the asker of a QAPage's question", () => {
    const metadata = metadataOf(
      jsonLd({
        "@type": "QAPage",
        mainEntity: {
          "@type": "Question",
          name: "Q",
          author: { "@type": "Person", name: "Matt Brooks" },
        },
      }),
    );
    expect(metadata.authors).toEqual(["Matt Brooks"]);
  });
});
