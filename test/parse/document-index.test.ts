import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { documentIndex, indexDocument } from "../../src/parse/document-index.js";
import { parseHtml } from "../../src/parse/parse.js";

const PAGE =
  '<html><head><meta name="a" content="1"><link rel="canonical" href="/c"><base href="/b/">' +
  '<script type="application/ld+json">{}</script><script>var x;</script></head><body>' +
  '<div><meta property="og:url" content="https://x.example/"><a href="/no-rel">n</a>' +
  '<a rel="author" id="first">A</a><p><a rel="nofollow author" id="second">B</a></p></div>' +
  '<time id="t1">x</time><section><time id="t2" pubdate datetime="2020-01-01">y</time></section>' +
  '<link rel="stylesheet" href="/s.css"></body></html>';

/** `tag#id` of each element, to compare lists by eye. */
const labels = (elements: readonly Element[]) =>
  elements.map((element) => `${element.name}${element.attribs.id ? `#${element.attribs.id}` : ""}`);

describe("indexDocument", () => {
  it("gathers base, link and meta in document order, wherever they are", () => {
    const index = indexDocument(parseHtml(PAGE, 512));
    expect(labels(index.headElements)).toEqual(["meta", "link", "base", "meta", "link"]);
    expect(index.headElements[3].attribs.property).toBe("og:url");
    expect(index.headElements[4].attribs.rel).toBe("stylesheet");
  });

  it("gathers every script, <a> only with a rel, and every <time>, in document order", () => {
    const index = indexDocument(parseHtml(PAGE, 512));
    expect(index.scripts.map((script) => script.attribs.type ?? "")).toEqual([
      "application/ld+json",
      "",
    ]);
    expect(labels(index.relAnchors)).toEqual(["a#first", "a#second"]);
    expect(labels(index.times)).toEqual(["time#t1", "time#t2"]);
  });

  it("lists itemprops depth first, so an item's properties follow its element", () => {
    const index = indexDocument(
      parseHtml(
        '<div itemscope><span itemprop="author" itemscope id="outer">' +
          '<span itemprop="affiliation" itemscope id="inner"><b itemprop="name" id="n1">Org</b></span>' +
          '<i itemprop="name" id="n2">Ann</i></span><em itemprop="headline" id="h">H</em></div>',
        512,
      ),
    );
    expect(labels(index.itemprops)).toEqual(["span#outer", "span#inner", "b#n1", "i#n2", "em#h"]);
  });

  it("reaches elements at any depth, keeping document order", () => {
    const deep = `${"<div>".repeat(300)}<meta name="deep" content="d">${"</div>".repeat(300)}`;
    const page = `<meta name="top" content="t">${deep}<meta name="last" content="l">`;
    const index = indexDocument(parseHtml(page, 512));
    expect(index.headElements.map((element) => element.attribs.name)).toEqual([
      "top",
      "deep",
      "last",
    ]);
  });

  it("indexes an empty document to empty lists", () => {
    expect(indexDocument(parseHtml("", 512))).toEqual({
      headElements: [],
      scripts: [],
      itemprops: [],
      relAnchors: [],
      times: [],
      commentAnchors: [],
    });
  });

  it("gathers elements whose id or name is a comment-section word, in any case, whole values only", () => {
    const index = indexDocument(
      parseHtml(
        '<div id="Comments"><a name="comments"></a><h3 id="comment-12">x</h3></div>' +
          '<ol id="commentlist"></ol><div id="recent-comments"></div><textarea name="comment"></textarea>',
        512,
      ),
    );
    expect(labels(index.commentAnchors)).toEqual([
      "div#Comments",
      "a",
      "ol#commentlist",
      "textarea",
    ]);
  });
});

describe("documentIndex", () => {
  it("builds a document's index once and keeps one per document", () => {
    const document = parseHtml(PAGE, 512);
    const other = parseHtml(PAGE, 512);
    expect(documentIndex(document)).toBe(documentIndex(document));
    expect(documentIndex(other)).not.toBe(documentIndex(document));
    expect(documentIndex(document)).toEqual(indexDocument(document));
  });

  it("is gathered while parsing, and equals a walk's even where the parser rearranges the tree", () => {
    const nested = `${"<div><span itemprop='x'>".repeat(400)}<meta name="deep">${"</span></div>".repeat(400)}`;
    const implied =
      "<p><time>a<p><a rel=author>b</a><table><tr><td><meta name='cell'></table></p></p>";
    const document = parseHtml(`${PAGE}${nested}${implied}<script>x</script>`, 64);
    const index = documentIndex(document);
    expect(index).toEqual(indexDocument(document));
    expect(index.itemprops.length).toBe(400);
    expect(index.headElements.map((element) => element.attribs.name ?? "")).toContain("cell");
  });

  it("leaves the document as it was: an indexed document equals a fresh parse", () => {
    const document = parseHtml(PAGE, 512);
    documentIndex(document);
    expect(document).toEqual(parseHtml(PAGE, 512));
    expect(Object.keys(document)).toEqual(Object.keys(parseHtml(PAGE, 512)));
  });
});
