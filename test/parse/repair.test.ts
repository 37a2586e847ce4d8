import { describe, expect, it } from "vitest";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { parseHtml } from "../../src/parse/parse.js";
import { endStrayCdata, removeNoscript } from "../../src/parse/repair.js";

const blockTexts = (html: string) =>
  segmentBlocks(parseHtml(html, 512)).blocks.map((block) => block.text);

describe("string repairs before parsing", () => {
  it("drops <noscript> so a self-closed iframe inside it cannot swallow the page", () => {
    const html = '<noscript><iframe src="x"/></noscript><p>Visible story text.</p>';
    expect(removeNoscript(html)).toBe("<p>Visible story text.</p>");
    expect(blockTexts(html)).toEqual(["Visible story text."]);
  });

  it("ends a stray CDATA section at its first '>' as browsers do", () => {
    const html = "<div><![CDATA[ junk ]]></div><p>Body paragraph.</p>";
    expect(endStrayCdata(html)).toBe("<div></div><p>Body paragraph.</p>");
    expect(blockTexts(html)).toContain("Body paragraph.");
  });

  it("leaves CDATA inside scripts alone", () => {
    const html = "<script>//<![CDATA[\nvar a = 1 > 0;\n//]]></script><p>Text.</p>";
    expect(endStrayCdata(html)).toBe(html);
  });

  it("tells raw text from markup section by section, whatever the tags' case", () => {
    const html =
      "<SCRIPT type=x>//<![CDATA[ a > b //]]></Script><div><![CDATA[ one ]]></div>" +
      "<style>/*<![CDATA[*/ p > a {} /*]]>*/</STYLE><p><![CDATA[ two ]]>kept</p><![CDATA[ no end";
    expect(endStrayCdata(html)).toBe(
      "<SCRIPT type=x>//<![CDATA[ a > b //]]></Script><div></div>" +
        "<style>/*<![CDATA[*/ p > a {} /*]]>*/</STYLE><p>kept</p><![CDATA[ no end",
    );
  });

  it("treats an unclosed script as raw text to the end of the page", () => {
    const html = "<p><![CDATA[ cut ]]>a</p><script>x<![CDATA[ y > z";
    expect(endStrayCdata(html)).toBe("<p>a</p><script>x<![CDATA[ y > z");
  });
});
