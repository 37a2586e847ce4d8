import { describe, expect, it } from "vitest";
import { microdataValues } from "../../src/metadata/microdata.js";
import { indexDocument } from "../../src/parse/document-index.js";
import { parseHtml } from "../../src/parse/parse.js";
import { metadataOf } from "./helpers.js";

const microdataOf = (html: string) => microdataValues(indexDocument(parseHtml(html, 512)));

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

  it("takes an item's value from the first name inside it, never from one after it", () => {
    const values = microdataOf(
      '<div itemprop="author" itemscope><span itemprop="jobTitle">Editor</span></div>' +
        '<span itemprop="name">Outside</span>' +
        '<div itemprop="creator publisher" itemscope><i>x</i><b itemprop="Name">First</b>' +
        '<b itemprop="name">Second</b></div>',
    );
    expect(values.get("author")).toBeUndefined();
    expect(values.get("jobtitle")).toBe("Editor");
    expect(values.get("name")).toBe("Outside");
    expect(values.get("creator")).toBe("First");
    expect(values.get("publisher")).toBe("First");
  });

  it("follows a name that is itself an item, and the first value of a property wins", () => {
    const values = microdataOf(
      '<div itemprop="author" itemscope><div itemprop="name" itemscope>' +
        '<span itemprop="givenName">Ada</span><span itemprop="name">Ada Lovelace</span></div></div>' +
        '<span itemprop="author">Later Author</span>',
    );
    expect(values.get("author")).toBe("Ada Lovelace");
    expect(values.get("givenname")).toBe("Ada");
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
      authors: [],
      published: null,
      modified: null,
      siteName: null,
      language: null,
      dir: null,
      canonicalUrl: null,
      description: null,
      excerpt: null,
      image: null,
      tags: [],
      categories: [],
      keywords: [],
    });
  });
});
