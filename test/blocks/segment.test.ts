import { describe, expect, it } from "vitest";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { parseHtml } from "../../src/parse/parse.js";

const segment = (html: string) => segmentBlocks(parseHtml(html, 512));

describe("segmentBlocks (Gibson et al. §5)", () => {
  it("splits at non-inline tags and keeps inline runs together", () => {
    const page = segment("<div>One <b>two</b> <a href=x>three</a><p>Four five.</p>Six</div>");
    expect(page.blocks.map((block) => block.text)).toEqual(["One two three", "Four five.", "Six"]);
    expect(page.blocks[0].inlineTags).toBe(4);
    expect(page.blocks[0].linkWordCount).toBe(1);
    expect(page.blocks[1].element.name).toBe("p");
    expect(page.blocks[1].ancestors.map((element) => element.name)).toEqual(["div", "p"]);
  });

  it("drops scripts, styles, comments, templates and hidden elements but keeps the title aside", () => {
    const page = segment(
      "<title> My  page </title><script>var x = 1;</script><style>p{}</style><!-- note -->" +
        "<template>t</template><div hidden>secret</div><p style='display: none'>gone</p><p>kept</p>",
    );
    expect(page.blocks.map((block) => block.text)).toEqual(["kept"]);
    expect(page.titleText).toBe("My page");
  });

  it("counts the tags between blocks and the tokens before each block", () => {
    const page = segment("<p>a b</p><div><p>c, d</p></div>");
    expect(page.blocks[0].tagsBefore).toBe(1);
    expect(page.blocks[1].tagsBefore).toBe(3); // </p> <div> <p>
    expect(page.blocks[1].tokens).toEqual(["c", ",", "d"]);
    expect(page.blocks[1].tokenOffset).toBe(2);
    expect(page.tagsAfter).toBe(2);
  });

  it("attributes a block to its nearest block-level ancestor, not an inline one", () => {
    const page = segment("<section><a href=x>link first</a> then text</section>");
    expect(page.blocks[0].element.name).toBe("section");
  });

  it("gives text under inline elements only to its parent", () => {
    const page = segment("<div><span><i>x</i></span>y</div><div>z</div>");
    expect(page.blocks.map((block) => block.text)).toEqual(["xy", "z"]);
    expect(page.blocks[0].element.name).toBe("div");
    const inlineOnly = segment("<p>a</p><span><i>x</i></span>");
    expect(inlineOnly.blocks[1].element.name).toBe("i");
    expect(inlineOnly.blocks[1].ancestors.map((element) => element.name)).toEqual(["span", "i"]);
  });

  it("reads text outside every element inside a <body> of its own, as browsers show it", () => {
    const page = segment("<span><i>x</i></span>y<div>z</div>");
    expect(page.blocks.map((block) => block.text)).toEqual(["xy", "z"]);
    expect(page.blocks[0].ancestors.map((element) => element.name)).toEqual(["body"]);
    expect(segment("root text<p>para</p>").blocks.map((block) => block.text)).toEqual([
      "root text",
      "para",
    ]);
  });

  it("lists a block's ancestors from the outermost, shared by the blocks of one element", () => {
    const page = segment("<div><section>a<br>b</section></div><p>c</p>");
    expect(page.blocks[0].ancestors.map((element) => element.name)).toEqual(["div", "section"]);
    expect(page.blocks[1].ancestors).toBe(page.blocks[0].ancestors);
    expect(page.blocks[2].ancestors.map((element) => element.name)).toEqual(["p"]);
  });

  it("walks 100k-deep nesting without recursion", () => {
    const html = `${"<div>".repeat(100_000)}deep${"</div>".repeat(100_000)}`;
    const page = segment(html);
    expect(page.blocks.map((block) => block.text)).toEqual(["deep"]);
    expect(page.blocks[0].ancestors.length).toBeLessThanOrEqual(513);
  });

  it("closes an unterminated <title> so the body stays visible", () => {
    const page = segment("<html><head><title>Broken title\n<body><p>Body text here.</p></body>");
    expect(page.titleText).toBe("Broken title");
    expect(page.blocks.map((block) => block.text)).toEqual(["Body text here."]);
  });
});
