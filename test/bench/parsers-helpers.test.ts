import { isTag, isText } from "domhandler";
import { describe, expect, it } from "vitest";
import { parserNamed } from "../../bench/parsers/parsers.js";

const summary = (parser: string, html: string) => parserNamed(parser).parse(html).summarise();

describe("tree summaries", () => {
  it("count elements without the wrappers parse5 implies, so a well-formed page matches", () => {
    const html =
      "<html><head><title>T</title></head><body><table><tr><td>a</td></tr></table><p>b</p></body></html>";
    // table, tr, td, p and title (tbody, html, head, body are not counted)
    expect(summary("parse5", html)).toMatchObject({ elements: 5, text: "a b" });
    expect(summary("htmlparser2", html)).toMatchObject({ elements: 5, text: "a b" });
  });

  it("show parse5 foster-parenting stray table text and htmlparser2 leaving it in place", () => {
    const html = "<table>stray<tr><td>cell</td></tr></table>";
    expect(summary("parse5", html).text).toBe("stray cell");
    expect(summary("htmlparser2", html).text).toBe("stray cell");
    const html2 = "<table><tr><td>cell</td></tr>after</table>";
    expect(summary("parse5", html2).text).toBe("after cell");
    expect(summary("htmlparser2", html2).text).toBe("cell after");
  });

  it("show an unclosed <title> hiding the page from both parsers but not from pith's repair", () => {
    const html = "<html><head><title>Headline\n<body><p>Story text</p></body></html>";
    expect(summary("parse5", html).text).toBe("");
    expect(summary("htmlparser2", html).text).toBe("");
    expect(summary("pith-parse", html).text).toBe("Story text");
  });
});

describe("parse5 trees as domhandler trees", () => {
  it("keep tags, attributes, text and parent / sibling links", () => {
    const document = parserNamed("parse5").parse('<p class="x">one<b>two</b></p>').asDomhandler();
    const html = document.children.filter(isTag)[0];
    const body = html.children.filter(isTag)[1];
    expect([html.name, body.name]).toEqual(["html", "body"]);
    const paragraph = body.children.filter(isTag)[0];
    expect(paragraph).toMatchObject({ name: "p", attribs: { class: "x" } });
    expect(paragraph.parent).toBe(body);
    const [text, bold] = paragraph.children;
    expect(isText(text) && text.data).toBe("one");
    expect(isTag(bold) && bold.name).toBe("b");
    expect(bold.prev).toBe(text);
    expect(text.next).toBe(bold);
  });
});
