import { DomHandler } from "domhandler";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { parseHtml } from "../../src/parse/parse.js";
import { closeUnterminatedTitle, endStrayCdata, repairedPieces } from "../../src/parse/repair.js";
import { wrapStrayText } from "../../src/parse/stray-text.js";
import { seededRandom } from "../../src/util/random.js";

const blockTexts = (html: string) =>
  segmentBlocks(parseHtml(html, 512)).blocks.map((block) => block.text);

describe("string repairs before parsing", () => {
  it("drops <noscript> so a self-closed iframe inside it cannot swallow the page", () => {
    const html = '<noscript><iframe src="x"/></noscript><p>Visible story text.</p>';
    expect(repairedPieces(html).join("")).toBe("<p>Visible story text.</p>");
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

/** The repairs as they are defined: one string after the other, `<noscript>` by a regex replace. */
function repairedByDefinition(html: string): string {
  const withoutNoscript =
    html.includes("<noscript") || html.includes("<NOSCRIPT")
      ? html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, "")
      : html;
  return closeUnterminatedTitle(endStrayCdata(withoutNoscript));
}

/** Pieces that make every repair act, or not, and meet each other in every order. */
const PIECES = [
  "<noscript><iframe/></noscript>",
  "<NOSCRIPT>x</NOSCRIPT >",
  "<noscript>unclosed",
  "</noscript>",
  "<![CD",
  "ATA[",
  "<![CDATA[ x ]]>",
  "<script>var a = '<![CDATA[ > ';</script>",
  "<title>T",
  "</title>",
  "<p>text &amp; more</p>",
  "<div class='a'>",
  "</div>",
  " > ",
  "\n",
];

/** Long enough that the page is not glued back together after its <noscript> sections go. */
const LONG = `<p>${"x".repeat(64 * 1024)}</p>`;

/** A page of random pieces, long (and titled) half of the time. */
function randomPage(random: () => number): string {
  let html = random() < 0.5 ? `<title>T</title>${LONG}` : "";
  const length = Math.floor(random() * 12);
  for (let i = 0; i < length; i++) html += PIECES[Math.floor(random() * PIECES.length)];
  return html;
}

describe("repairedPieces", () => {
  it("hands over a long page's own text around <noscript> sections when nothing else changes", () => {
    const html = `<title>T</title><noscript>a</noscript>${LONG}<noscript>b</noscript>two`;
    expect(repairedPieces(html)).toEqual(["<title>T</title>", LONG, "two"]);
    const short = "<title>T</title><noscript>a</noscript><p>one</p>";
    expect(repairedPieces(short)).toEqual(["<title>T</title><p>one</p>"]);
  });

  it("repairs a CDATA opening that only forms where a <noscript> section was", () => {
    const html = `<title>T</title>${LONG}<p><![CD<noscript>x</noscript>ATA[ gone ]]>kept</p>`;
    expect(repairedPieces(html)).toEqual([`<title>T</title>${LONG}<p>kept</p>`]);
  });

  it("gives the text its definition gives, for random pages short and long", () => {
    const random = seededRandom(5);
    for (let trial = 0; trial < 2000; trial++) {
      const html = randomPage(random);
      expect(repairedPieces(html).join("")).toBe(repairedByDefinition(html));
    }
  });

  it("parses to the DOM of the repaired page read whole", () => {
    const random = seededRandom(6);
    let readInPieces = 0;
    for (let trial = 0; trial < 300; trial++) {
      const html = randomPage(random);
      if (repairedPieces(html).length > 1) readInPieces++;
      const whole = new DomHandler();
      new Parser(whole, {
        decodeEntities: true,
        lowerCaseTags: true,
        lowerCaseAttributeNames: true,
      }).end(repairedByDefinition(html));
      // Text outside every element is wrapped after parsing, whole or in pieces alike.
      wrapStrayText(whole.root);
      expect(parseHtml(html, 512)).toEqual(whole.root);
    }
    expect(readInPieces).toBeGreaterThan(20);
  });
});
