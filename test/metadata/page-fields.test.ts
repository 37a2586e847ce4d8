import { describe, expect, it } from "vitest";
import { firstParagraphExcerpt } from "../../src/metadata/excerpt.js";
import { extractMetadata, metadataSources } from "../../src/metadata/metadata.js";
import { parseHtml } from "../../src/parse/parse.js";
import { jsonLd, metadataOf } from "./helpers.js";

describe("authors", () => {
  it("lists JSON-LD authors given as strings, objects or a list, each once", () => {
    const metadata = metadataOf(
      jsonLd({
        "@type": "NewsArticle",
        author: [{ "@type": "Person", name: "Ann Lee" }, "Bo Chan and Cy Diaz", "ann lee"],
      }),
    );
    expect(metadata.authors).toEqual(["Ann Lee", "Bo Chan", "Cy Diaz"]);
    expect(metadata.author).toBe("Ann Lee, Bo Chan, Cy Diaz");
  });

  it("drops e-mails, URLs, desks and the site's name", () => {
    const metadata = metadataOf(
      '<meta property="og:site_name" content="City News">' +
        jsonLd({
          "@type": "NewsArticle",
          author: [
            "jane@city.example",
            "https://city.example/jane",
            "Staff",
            "City News",
            "Jane Doe",
          ],
        }),
    );
    expect(metadata.authors).toEqual(["Jane Doe"]);
  });

  it("drops a job title beside a name: 'AP Auto Writer' is no author; a desk named alone is one", () => {
    expect(
      metadataOf('<meta name="author" content="Tom Krisher, AP Auto Writer">').authors,
    ).toEqual(["Tom Krisher"]);
    expect(
      metadataOf(
        jsonLd({ "@type": "NewsArticle", author: ["Amy Gibbons", "Political Correspondent"] }),
      ).authors,
    ).toEqual(["Amy Gibbons"]);
    expect(
      metadataOf('<meta name="author" content="Paul Steinhauser, CNN Political Editor">').authors,
    ).toEqual(["Paul Steinhauser"]);
    expect(
      metadataOf('<meta name="author" content="Trine Jørgensen og Tôrtia Reimer">').authors,
    ).toEqual(["Trine Jørgensen", "Tôrtia Reimer"]);
    expect(metadataOf('<meta name="author" content="Podium Staff">').authors).toEqual([
      "Podium Staff",
    ]);
  });

  it("keeps the site's name where the page declares it its author and names nobody else", () => {
    const site = '<meta property="og:site_name" content="Sam Bossley">';
    expect(metadataOf(`${site}<meta name="author" content="Sam Bossley">`).authors).toEqual([
      "Sam Bossley",
    ]);
    expect(
      metadataOf(
        `${site}<meta name="author" content="Sam Bossley"><h1>Zig</h1><p>By Holly Wilgus</p>`,
      ).authors,
    ).toEqual(["Holly Wilgus"]);
    expect(metadataOf(`${site}<h1>Zig</h1><p>By Sam Bossley</p>`).authors).toEqual([]);
  });

  it("reads a byline element, without its 'By' and what follows a separator", () => {
    const metadata = metadataOf(
      '<article><h1>Title</h1><div class="post-byline">By Jane Doe | March 14, 2024</div>' +
        '<div class="comment-author">Troll</div><p>Text</p></article>',
    );
    expect(metadata.authors).toEqual(["Jane Doe"]);
  });

  it("reads a byline element's first line, after a label, without its role or a glued By", () => {
    const authorsOf = (byline: string) =>
      metadataOf(`<article><h2>Title</h2><div class="author">${byline}</div></article>`).authors;
    expect(authorsOf("<span>Posted by</span>Damien Walter")).toEqual(["Damien Walter"]);
    expect(authorsOf("Posted byDamien Walter")).toEqual(["Damien Walter"]);
    expect(authorsOf("Text by Hunter Dukes")).toEqual(["Hunter Dukes"]);
    expect(authorsOf("<a>Keith Barry</a><div>Senior Autos Reporter</div>")).toEqual([
      "Keith Barry",
    ]);
    expect(authorsOf("<div>Written by</div><div>Edzel Tabing</div>")).toEqual(["Edzel Tabing"]);
    expect(authorsOf("Byron Smith")).toEqual(["Byron Smith"]);
  });

  it("looks inside an element classed by its author that holds the whole post", () => {
    // TypePad: the entry's class names its author; its first line is the post's heading.
    const entry = (inside: string) =>
      metadataOf(
        `<div class="entry-author-eddie_ross entry"><h3 class="entry-header">Going...Going...Gone!</h3>${inside}<p>Most of the pieces in my tag sale have sold already, but several chic items remain: rare candlesticks, stylish lamps and vintage lithographs in gold leaf frames. Check it out.</p></div>`,
      ).authors;
    expect(entry("")).toEqual([]);
    expect(entry('<span class="post-author">By Eddie Ross</span>')).toEqual(["Eddie Ross"]);
    // An author box with the name in a heading is a byline.
    expect(
      metadataOf(
        '<div class="blog-author"><img src="a.webp"><div><h4>Bence Kovács</h4><div class="social-links"><a href="#">in</a></div></div></div>',
      ).authors,
    ).toEqual(["Bence Kovács"]);
    // A byline element of up to six lines is read; a longer one is a container.
    const lines = (count: number) =>
      metadataOf(
        `<div class="author">${Array.from({ length: count }, (_, i) => `<div>${i === 0 ? "Jane Doe" : `line ${i}`}</div>`).join("")}</div>`,
      ).authors;
    expect(lines(6)).toEqual(["Jane Doe"]);
    expect(lines(7)).toEqual([]);
  });

  it("drops the marks around a name, and what has no letter or is a template's field", () => {
    const authorsOf = (author: string) =>
      metadataOf(jsonLd({ "@type": "NewsArticle", headline: "H", author })).authors;
    expect(authorsOf('"David Kim"')).toEqual(["David Kim"]);
    expect(authorsOf("Angela Holliday-Bell*")).toEqual(["Angela Holliday-Bell"]);
    expect(authorsOf("✉")).toEqual([]);
    expect(authorsOf("page.head.extra.author")).toEqual([]);
    expect(authorsOf("{{ author.name }}")).toEqual([]);
    expect(authorsOf("sara.r.peter")).toEqual(["sara.r.peter"]);
  });

  it("names a forum thread's first poster from the forum software's username class", () => {
    const thread =
      '<h2>Topic</h2><div class="post"><dl class="postprofile"><dt><a class="username">b.scherer42</a></dt></dl><p>Question</p></div>' +
      '<div class="post"><dl class="postprofile"><dt><a class="username">helper</a></dt></dl></div>';
    expect(metadataOf(thread).authors).toEqual(["b.scherer42"]);
  });

  it("skips comment authors and author bios", () => {
    const metadata = metadataOf(
      '<div class="comment-author">Troll</div><div class="author-bio">Jane writes about cities.</div>',
    );
    expect(metadata.authors).toEqual([]);
    expect(metadata.author).toBeNull();
  });
});

describe("tags, categories and keywords", () => {
  it("lists every article:tag, the section, and keywords split at commas, each once", () => {
    const metadata = metadataOf(
      '<meta property="article:tag" content="Transit"><meta property="article:tag" content="City Hall">' +
        '<meta property="article:section" content="Local"><meta name="keywords" content="transit, buses ,  , Transit">' +
        jsonLd({
          "@type": "NewsArticle",
          articleSection: ["Local", "Politics"],
          keywords: ["budget"],
        }),
    );
    expect(metadata.tags).toEqual(["Transit", "City Hall"]);
    expect(metadata.categories).toEqual(["Local", "Politics"]);
    expect(metadata.keywords).toEqual(["transit", "buses", "budget"]);
  });
});

describe("dir", () => {
  it("is the dir the page declares on <html> or <body>", () => {
    expect(metadataOf('<html dir="RTL"><body><p>x</p></body></html>').dir).toBe("rtl");
    expect(metadataOf('<html lang="ar"><body dir="ltr"><p>x</p></body></html>').dir).toBe("ltr");
  });

  it("is the language's direction when the page declares none", () => {
    expect(metadataOf('<html lang="ar-EG"><p>x</p></html>').dir).toBe("rtl");
    expect(metadataOf('<html lang="he"><p>x</p></html>').dir).toBe("rtl");
    expect(metadataOf('<html lang="de"><p>x</p></html>').dir).toBe("ltr");
    const arabicText =
      "قال مجلس المدينة يوم الثلاثاء إنه سيوسع الدعم للنقل العام، لأن رئيس البلدية يريد عددا أقل من السيارات في وسط المدينة.";
    const detected = extractMetadata(
      metadataSources(parseHtml("<html><p>x</p></html>", 512), undefined),
      arabicText,
    );
    expect(detected.language).toBe("ar");
    expect(detected.dir).toBe("rtl");
  });
});

describe("excerpt", () => {
  const paragraph =
    "The city council voted on Tuesday to widen the subsidies for public transport across the region.";

  it("is the declared description when there is one", () => {
    const sources = metadataSources(
      parseHtml('<meta name="description" content="Declared.">', 512),
      undefined,
    );
    expect(extractMetadata(sources, paragraph).excerpt).toBe("Declared.");
  });

  it("is the first paragraph of the text otherwise, past headings and bylines", () => {
    expect(firstParagraphExcerpt(`Council votes\nBy Jane Doe\n${paragraph}\nMore.`)).toBe(
      paragraph,
    );
    expect(firstParagraphExcerpt("Home\nAbout")).toBeNull();
  });

  it("ends at a sentence under 300 characters, or at a word with an ellipsis", () => {
    const long = `${paragraph} ${paragraph} ${paragraph} ${paragraph}`;
    const excerpt = firstParagraphExcerpt(long) ?? "";
    expect(excerpt.length).toBeLessThanOrEqual(300);
    expect(excerpt.endsWith("region.")).toBe(true);
    const unpunctuated = firstParagraphExcerpt("word ".repeat(100)) ?? "";
    expect(unpunctuated.endsWith("word…")).toBe(true);
    expect(unpunctuated.length).toBeLessThanOrEqual(301);
  });
});

describe("siteName", () => {
  it("skips handles and addresses for the next source's name", () => {
    const metadata = metadataOf(
      '<meta property="og:site_name" content="@citynews"><meta name="application-name" content="City News">',
    );
    expect(metadata.siteName).toBe("City News");
  });

  it("keeps a host name only when no source gives a name", () => {
    expect(metadataOf('<meta property="og:site_name" content="citynews.com">').siteName).toBe(
      "citynews.com",
    );
    expect(
      metadataOf(
        '<meta property="og:site_name" content="citynews.com"><meta name="application-name" content="City News">',
      ).siteName,
    ).toBe("City News");
    expect(metadataOf('<meta name="twitter:site" content="@citynews">').siteName).toBeNull();
  });
});
