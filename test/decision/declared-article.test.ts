import { describe, expect, it } from "vitest";
import { declaredArticleParagraphs } from "../../src/decision/declared-article.js";
import { extract } from "../../src/extract/extract.js";
import { metadataSources } from "../../src/metadata/metadata.js";
import { parseHtml } from "../../src/parse/parse.js";

const LONG =
  "The harbour was closed on Tuesday as a storm brought strong winds to the coast, and the ferries and fishing boats stayed in port all day long.";
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
/** A page its scripts would render: nothing in the body but an empty root. */
const scriptRendered = (ld: string) =>
  `<html><head><title>Storm closes harbour</title>${ld}</head><body><div id="root"></div><script src="/app.js"></script></body></html>`;

const paragraphsOf = (html: string) =>
  declaredArticleParagraphs(metadataSources(parseHtml(html, 512), undefined));

describe("declaredArticleParagraphs", () => {
  it("takes the main item's articleBody, split into paragraphs at line breaks", () => {
    const ld = jsonLd({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", name: "News", articleBody: "not this one" },
        {
          "@type": "NewsArticle",
          headline: "Storm",
          articleBody: `${LONG}\n\n  Residents   were asked to stay away.  `,
        },
      ],
    });
    expect(paragraphsOf(scriptRendered(ld))).toEqual([LONG, "Residents were asked to stay away."]);
  });

  it("reads a body written as HTML by its blocks", () => {
    const ld = jsonLd({
      "@type": "Article",
      articleBody: `Lead text.<p>${LONG}</p><p>Second <b>part</b> &amp; more.</p>`,
    });
    expect(paragraphsOf(scriptRendered(ld))).toEqual(["Lead text.", LONG, "Second part & more."]);
  });

  it("is undefined without a body of 30 words", () => {
    expect(
      paragraphsOf(
        scriptRendered(jsonLd({ "@type": "Article", articleBody: "A short teaser only." })),
      ),
    ).toBeUndefined();
    expect(
      paragraphsOf(scriptRendered(jsonLd({ "@type": "Article", headline: "No body" }))),
    ).toBeUndefined();
    expect(paragraphsOf("<html><body><p>No JSON-LD</p></body></html>")).toBeUndefined();
  });
});

describe("extract() on pages whose scripts render the article", () => {
  const body = `${LONG}\nResidents were asked to avoid the sea front & the pier (wind > 100 km/h).`;
  const page = scriptRendered(
    jsonLd({ "@type": "NewsArticle", headline: "Storm closes harbour", articleBody: body }),
  );

  it("gives the declared article as text and as escaped paragraphs", () => {
    const result = extract(page);
    expect(result.text).toBe(body);
    expect(result.html).toBe(
      `<div><p>${LONG}</p><p>Residents were asked to avoid the sea front &amp; the pier (wind &gt; 100 km/h).</p></div>`,
    );
    expect(result.title).toBe("Storm closes harbour");
  });

  it("keeps what the model found on a page with content, and never overrides site rules", () => {
    const rendered = page.replace(
      '<div id="root"></div>',
      `<article><h1>Storm closes harbour</h1><p>${LONG} Boats stayed in port and the harbour master spoke to reporters.</p></article>`,
    );
    expect(extract(rendered).text).not.toContain("the sea front");
    expect(extract(page, { exclude: ["nav"] }).text).toBe("");
  });
});
