import { describe, expect, it } from "vitest";
import { jsonLd, metadataOf } from "./helpers.js";

describe("OpenGraph and <meta> metadata", () => {
  it("reads OpenGraph and article:* properties", () => {
    const metadata = metadataOf(
      '<meta property="og:site_name" content="OG Site"><meta property="og:image" content="/og.png">' +
        '<meta property="og:description" content="OG description"><meta property="article:published_time" content="2022-07-14T10:00:00Z">' +
        '<meta property="og:locale" content="pt_BR"><meta property="og:url" content="https://og.example/a">',
      "https://og.example/a?utm=1",
    );
    expect(metadata).toEqual({
      author: null,
      authors: [],
      published: "2022-07-14T10:00:00Z",
      modified: null,
      siteName: "OG Site",
      language: "pt-BR",
      dir: "ltr",
      canonicalUrl: "https://og.example/a",
      description: "OG description",
      excerpt: "OG description",
      image: "https://og.example/og.png",
      tags: [],
      categories: [],
      keywords: [],
    });
  });

  it("reads name=author, Dublin Core and description, skipping profile URLs as author names", () => {
    const metadata = metadataOf(
      '<meta property="article:author" content="https://facebook.com/someone"><meta name="DC.creator" content="Dee Core">' +
        '<meta name="DC.date" content="2019-03-04"><meta name="description" content="  Plain   description ">',
    );
    expect(metadata.author).toBe("Dee Core");
    expect(metadata.published).toBe("2019-03-04");
    expect(metadata.description).toBe("Plain description");
  });

  it("prefers JSON-LD over meta tags", () => {
    const metadata = metadataOf(
      '<meta name="author" content="Meta Author"><script type="application/ld+json">{"@type":"Article","author":"LD Author"}</script>',
    );
    expect(metadata.author).toBe("LD Author");
  });

  it("takes a person's name, never an account handle nor a link's label", () => {
    const handle = '<meta name="twitter:creator" content="@lancewhit">';
    expect(metadataOf(handle).author).toBeNull();
    expect(metadataOf(`${handle}<a rel="author" href="/u/lance">Lance Whitney</a>`).author).toBe(
      "Lance Whitney",
    );
    expect(
      metadataOf(`${handle}<a rel="author" href="/u/lance">View more posts</a>`).author,
    ).toBeNull();
    expect(
      metadataOf(
        '<script type="application/ld+json">{"@type":"BlogPosting","author":{"@type":"Person","name":"http://www.blogger.com/profile/0635"}}</script><a rel="author" href="/p">Peter</a>',
      ).author,
    ).toBe("Peter");
  });

  it("never gives a URL as the site's name", () => {
    expect(
      metadataOf('<meta property="og:site_name" content="http://ibnlive.in.com/">').siteName,
    ).toBe(null);
    expect(
      metadataOf(
        '<meta property="og:site_name" content="http://ibnlive.in.com/"><meta name="application-name" content="IBNLive">',
      ).siteName,
    ).toBe("IBNLive");
  });
});

describe("authors that are no person", () => {
  it("leaves out a JSON-LD author typed as an organisation, also by reference", () => {
    const org = { "@type": "Organization", "@id": "#org", name: "The Social Shepherd Ltd" };
    const article = (author: unknown) =>
      jsonLd({
        "@graph": [
          { "@type": "WebSite", name: "Social Media Blog" },
          org,
          { "@type": "BlogPosting", headline: "H", author },
        ],
      });
    expect(metadataOf(article({ "@id": "#org" })).authors).toEqual([]);
    expect(
      metadataOf(article([{ "@id": "#org" }, { "@type": "Person", name: "Jack Shepherd" }]))
        .authors,
    ).toEqual(["Jack Shepherd"]);
  });
});
