import { describe, expect, it } from "vitest";
import { featuresOfBlock } from "./helpers.js";

const MARKUP = ["markup"];

describe("markup landmarks", () => {
  const html =
    '<article><p>Body text here</p></article><nav><a href="/">Home</a></nav><aside role="complementary"><p>Side</p></aside>';

  it("flags HTML5 sectioning ancestors and ARIA roles", () => {
    expect(featuresOfBlock(html, MARKUP, "Body text here").get("markup:in-article")).toBe(1);
    expect(featuresOfBlock(html, MARKUP, "Home").get("markup:in-nav")).toBe(1);
    const side = featuresOfBlock(html, MARKUP, "Side");
    expect(side.get("markup:in-aside")).toBe(1);
    expect(side.get("markup:role=complementary")).toBe(1);
    expect(side.has("markup:in-article")).toBe(false);
  });

  it("flags schema.org itemprop ancestors", () => {
    const features = featuresOfBlock(
      '<div itemprop="articleBody"><p>Story</p></div>',
      MARKUP,
      "Story",
    );
    expect(features.get("markup:itemprop=articlebody")).toBe(1);
  });
});

describe("markup class and id vocabularies", () => {
  it("matches boilerplate words anywhere above the block and on its own element", () => {
    const html =
      '<div class="comments-section"><p id="commentList">Nice post</p></div><div class="x"><p>Plain</p></div>';
    const comment = featuresOfBlock(html, MARKUP, "Nice post");
    expect(comment.get("markup:boilerplate-class=comment")).toBe(1);
    expect(comment.get("markup:own-boilerplate-class=comment")).toBe(1);
    expect(
      [...featuresOfBlock(html, MARKUP, "Plain").keys()].some((name) => name.includes("class=")),
    ).toBe(false);
  });

  it("matches content words", () => {
    const features = featuresOfBlock(
      '<div class="post-content"><p>Words</p></div>',
      MARKUP,
      "Words",
    );
    expect(features.get("markup:content-class=article")).toBe(1);
    expect(features.get("markup:content-class=body")).toBe(1);
    expect(features.has("markup:own-content-class=body")).toBe(false);
  });
});

describe("markup JSON-LD", () => {
  const body =
    "The council voted on Tuesday to approve the new park after a long debate about costs and trees in the city";
  const html = `<script type="application/ld+json">{"@graph":[{"@type":"NewsArticle","articleBody":"${body}"}]}</script>
    <p>The council voted on Tuesday to approve</p><p>Subscribe to our newsletter today</p>`;

  it("measures the share of a block's word pairs found in the declared articleBody", () => {
    expect(
      featuresOfBlock(html, MARKUP, "The council voted on Tuesday to approve").get(
        "markup:jsonld-overlap",
      ),
    ).toBe(1);
    const other = featuresOfBlock(html, MARKUP, "Subscribe to our newsletter today");
    expect(other.has("markup:jsonld-overlap")).toBe(false);
    expect(other.get("markup:has-jsonld-body")).toBe(1);
  });

  it("ignores broken JSON-LD and pages without it", () => {
    const broken = '<script type="application/ld+json">{"articleBody": </script><p>Text here</p>';
    expect(featuresOfBlock(broken, MARKUP, "Text here").has("markup:has-jsonld-body")).toBe(false);
  });
});
