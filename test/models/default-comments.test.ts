import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { itWithData, sharedData } from "../shared-data.js";

// An L3S-GN1 blog post whose gold separates five reader comments from the article.
const PAGE = sharedData("l3s-gn1", "pages", "055c4531-068a-4c10-8d43-5316c874f7ef.html.gz");

describe("the shipped default model and user comments", () => {
  itWithData("l3s-gn1")("returns the comments apart and keeps them out of the text", () => {
    const result = extract(readFileSync(PAGE), { comments: true, html: false });
    expect(result.comments).toContain("Posted by Tom, Manhattan Beach");
    expect(result.text).not.toContain("Posted by Tom");
    expect(result.text.length).toBeGreaterThan(500);
  });
});
