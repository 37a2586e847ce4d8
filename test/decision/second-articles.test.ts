import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutSecondArticles } from "../../src/decision/second-articles.js";

const paragraph = (topic: string) =>
  `<p>${Array.from({ length: 30 }, (_, i) => `${topic} word${i}`).join(" ")}.</p>`;
const story = (headline: string, topic: string) =>
  `<article><h1>${headline}</h1>${paragraph(topic)}${paragraph(topic)}${paragraph(topic)}</article>`;

function keptTopics(title: string, body: string): string[] {
  const page = segmentHtml(
    `<html><head><title>${title}</title></head><body>${body}</body></html>`,
    512,
  );
  const kept = withoutSecondArticles(
    page,
    Uint8Array.from(page.blocks, () => 1),
  );
  return [
    ...new Set(
      page.blocks
        .filter((block) => kept[block.index] === 1)
        .map((block) => block.text.split(" ")[0]),
    ),
  ];
}

describe("withoutSecondArticles", () => {
  const first = story("Bridge over the river opens in spring", "bridge");
  const second = story("Ferry service ends after ninety years", "ferry");

  it("keeps the story the title names and drops the whole stories after it", () => {
    expect(
      keptTopics("Bridge over the river opens in spring – Harbour Times", first + second),
    ).toEqual(["Bridge", "bridge"]);
    // The page's story need not come first.
    expect(keptTopics("Ferry service ends after ninety years", first + second)).toEqual([
      "Ferry",
      "ferry",
    ]);
  });

  it("keeps every story when the title names none of them (a blog's index of whole posts)", () => {
    expect(keptTopics("Industry News", first + second)).toHaveLength(4);
  });

  it("keeps teaser cards, however they mark their headlines", () => {
    const teaser = `<article><h1>Ferry service ends after ninety years</h1><p>The last ferry sails on Friday.</p></article>`;
    expect(keptTopics("Bridge over the river opens in spring", first + teaser)).toContain("The");
  });
});
