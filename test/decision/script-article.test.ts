import { describe, expect, it } from "vitest";
import { scriptArticleParagraphs } from "../../src/decision/script-article.js";
import { extract } from "../../src/extract/extract.js";
import { parseHtml } from "../../src/parse/parse.js";

const FIRST =
  "The harbour was closed on Tuesday as a storm brought strong winds to the coast, and the ferries stayed in port.";
const SECOND =
  "Residents were asked to stay away from the sea front until the storm had passed, the harbour master said.";
const ARTICLE = `<p>${FIRST}</p><p>${SECOND}</p>`;
/** A Next.js flight payload's text row: the article's HTML in a JavaScript string, escaped. */
const flightRow = (html: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(html).replace(/</g, "\\u003c").replace(/>/g, "\\u003e")}])</script>`;
const scriptRendered = (title: string, scripts: string) =>
  `<html><head><title>${title}</title></head><body><div id="root"></div>${scripts}<footer>News © 2026</footer></body></html>`;
const paragraphsOf = (html: string) => scriptArticleParagraphs(parseHtml(html, 512));

describe("scriptArticleParagraphs", () => {
  it("reads the article HTML a flight payload carries, escaped in a script string", () => {
    const page = scriptRendered("Storm closes harbour", flightRow(ARTICLE));
    expect(paragraphsOf(page)).toEqual([FIRST, SECOND]);
  });

  it("takes the longest of several, in a state object's field too", () => {
    const teaser = `<p>${FIRST}</p><p>More news from the harbour.</p>`;
    const state = `<script>window.__STATE__ = {"body":${JSON.stringify(`${ARTICLE}<p>${SECOND}</p>`)}}</script>`;
    const page = scriptRendered("Storm closes harbour", flightRow(teaser) + state);
    expect(paragraphsOf(page)).toEqual([FIRST, SECOND, SECOND]);
  });

  it("needs two paragraphs, enough words and a word of the title", () => {
    const one = `<p>${FIRST} ${SECOND}</p>`;
    expect(paragraphsOf(scriptRendered("Storm closes harbour", flightRow(one)))).toBeUndefined();
    const short = "<p>Storm warning for the harbour today.</p><p>Ferries stay in port.</p>";
    expect(paragraphsOf(scriptRendered("Storm closes harbour", flightRow(short)))).toBeUndefined();
    expect(
      paragraphsOf(scriptRendered("Election results tonight", flightRow(ARTICLE))),
    ).toBeUndefined();
    expect(paragraphsOf(scriptRendered("", flightRow(ARTICLE)))).toEqual([FIRST, SECOND]);
  });

  it("skips scripts loaded from elsewhere and strings JSON cannot read", () => {
    const external = `<script src="/app.js">${JSON.stringify(ARTICLE)}</script>`;
    expect(paragraphsOf(scriptRendered("Storm closes harbour", external))).toBeUndefined();
    const jsOnly = `<script>var a = "${ARTICLE.replace(/ /g, "\\x20")}";</script>`;
    expect(paragraphsOf(scriptRendered("Storm closes harbour", jsOnly))).toBeUndefined();
  });

  it("gives extract() the article of a page whose markup holds none", () => {
    const result = extract(scriptRendered("Storm closes harbour", flightRow(ARTICLE)), {});
    expect(result.text).toBe(`${FIRST}\n${SECOND}`);
  });
});
