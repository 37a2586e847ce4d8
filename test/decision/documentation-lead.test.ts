import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../src/blocks/block.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withDocumentationLead } from "../../src/decision/documentation-lead.js";

const refentry =
  '<html><body><div class="navheader"><a href="/">Home</a> <a href="/next">Next</a></div>' +
  '<div class="refentry"><h2>SELECT</h2><p>SELECT — retrieve rows from a table or view</p>' +
  '<h2>Synopsis</h2><pre class="synopsis">SELECT [ ALL | DISTINCT ] expression FROM from_item</pre>' +
  "<h2>Description</h2><p>SELECT retrieves rows from zero or more tables.</p>" +
  "<p>All queries in the WITH list are computed.</p></div></body></html>";

function flagsFor(page: SegmentedPage, from: string): Uint8Array {
  const start = page.blocks.findIndex((block) => block.text === from);
  return Uint8Array.from(page.blocks, (block) => (block.index >= start ? 1 : 0));
}

function textsOf(page: SegmentedPage, flags: Uint8Array): string[] {
  return page.blocks.filter((block) => flags[block.index] === 1).map((block) => block.text);
}

describe("withDocumentationLead", () => {
  it("brings back a reference page's name, summary and synopsis before its selected description", () => {
    const page = segmentHtml(refentry, 512);
    expect(textsOf(page, withDocumentationLead(page, flagsFor(page, "Description")))).toEqual([
      "SELECT",
      "SELECT — retrieve rows from a table or view",
      "Synopsis",
      "SELECT [ ALL | DISTINCT ] expression FROM from_item",
      "Description",
      "SELECT retrieves rows from zero or more tables.",
      "All queries in the WITH list are computed.",
    ]);
  });

  it("adds nothing outside the element that holds the selection, nor a lead of links", () => {
    const page = segmentHtml(
      '<html><body><div class="refentry"><h2><a href="/a">Related page</a></h2><p>Body text.</p><p>More body.</p></div></body></html>',
      512,
    );
    const selected = flagsFor(page, "Body text.");
    expect(withDocumentationLead(page, selected)).toBe(selected);
  });

  it("adds nothing without a pre before the selection: an article's headline and byline stay out", () => {
    const page = segmentHtml(
      "<html><body><article><h1>Headline</h1><p>Posted on Monday</p><p>Body text.</p><p>More body.</p></article></body></html>",
      512,
    );
    const selected = flagsFor(page, "Body text.");
    expect(withDocumentationLead(page, selected)).toBe(selected);
  });
});
