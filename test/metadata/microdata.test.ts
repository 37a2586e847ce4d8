import { describe, expect, it } from "vitest";
import { metadataOf } from "./helpers.js";

describe("microdata and plain HTML metadata", () => {
  it("reads itemprop author (nested name), datePublished (time datetime) and image", () => {
    const metadata = metadataOf(
      '<article itemscope itemtype="https://schema.org/Article">' +
        '<span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Mia Data</span></span>' +
        '<time itemprop="datePublished" datetime="2020-02-29">Feb 29</time><img itemprop="image" src="pic.jpg"></article>',
      "https://micro.example/a/",
    );
    expect(metadata.author).toBe("Mia Data");
    expect(metadata.published).toBe("2020-02-29");
    expect(metadata.image).toBe("https://micro.example/a/pic.jpg");
  });

  it("reads <html lang>, an absolute canonical link, rel=author and <time pubdate>", () => {
    const metadata = metadataOf(
      '<html lang="en-GB"><head><link rel="canonical" href="/canon"></head><body>' +
        '<a rel="author" href="/u">By Rae Link</a><time pubdate datetime="2018-05-06T07:08:09Z">x</time></body></html>',
      "https://plain.example/page?x=1",
    );
    expect(metadata.language).toBe("en-GB");
    expect(metadata.canonicalUrl).toBe("https://plain.example/canon");
    expect(metadata.author).toBe("Rae Link");
    expect(metadata.published).toBe("2018-05-06T07:08:09Z");
  });

  it("says null for everything on a page without metadata, and rejects malformed language tags", () => {
    expect(metadataOf('<html lang="not a language!"><p>x</p></html>')).toEqual({
      author: null,
      published: null,
      siteName: null,
      language: null,
      canonicalUrl: null,
      description: null,
      image: null,
    });
  });
});
