import { type Handler, Parser, type ParserOptions } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { ScanningTokenizer } from "../../src/parse/scanning-tokenizer.js";
import { seededRandom } from "../../src/util/random.js";

const OPTIONS: ParserOptions = {
  decodeEntities: true,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
};

/** Every parser event, in order, with its data and source positions. */
function events(chunks: readonly string[], scanning: boolean): string[] {
  const seen: string[] = [];
  let parser: Parser | undefined;
  const log =
    (kind: string) =>
    (...args: unknown[]): void => {
      seen.push(JSON.stringify([kind, parser?.startIndex, parser?.endIndex, ...args]));
    };
  const handler: Partial<Handler> = {
    onopentagname: log("opentagname"),
    onattribute: log("attribute"),
    onopentag: log("opentag"),
    ontext: log("text"),
    onclosetag: log("closetag"),
    oncomment: log("comment"),
    oncdatastart: log("cdata"),
    onprocessinginstruction: log("instruction"),
  };
  parser = new Parser(handler, scanning ? { ...OPTIONS, Tokenizer: ScanningTokenizer } : OPTIONS);
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return seen;
}

/** Pieces that exercise every state the scanning tokenizer changes, and those next to them. */
const PIECES = [
  "<p>",
  "</p>",
  "plain text ",
  "a &amp; b",
  "&lt;",
  "&notanentity; ",
  "&amp",
  "&#x41;&#66;",
  "&",
  "<",
  "< not a tag",
  '<a href="x?a=1&amp;b=2" title="it&#39;s">',
  "<a href='single &quot;quoted&quot;' data-x='&'>",
  "<img alt=unquoted&amp;value src=x>",
  // Many entities before the closing quote or `<`: each search must resume from the last one's find.
  '<div data-json="{&quot;a&quot;:&quot;b&amp;c&quot;,&quot;d&quot;:[&quot;&lt;&quot;]}">',
  "<p data-x='&#39;x&#39; &apos;y&apos; &amp'>",
  "x &amp; y &amp; z &lt; w &gt; v &amp ",
  '<div class="">',
  '<input value="&" disabled>',
  "</a>",
  "</div>",
  "<script>if (a < b && c > d) { x = '</scr' + 'ipt>'; }</script>",
  "<style>a > b { content: '&amp;' }</style>",
  "<title>A &amp; B < C</title>",
  "<textarea>x &lt; y</textarea>",
  "<!-- a comment with -- dashes and <tags> -->",
  "<!--->",
  "<![CDATA[ x > y ]]>",
  "<!DOCTYPE html>",
  "<?xml version='1.0'?>",
  "</ close>",
  "<br/>",
  "<svg><path d='M0 0'/></svg>",
  "é — ünïcödé ",
  "😀 astral ",
  "\n\t  ",
];

function randomPage(random: () => number, pieces: number): string {
  let page = "";
  for (let i = 0; i < pieces; i++) page += PIECES[Math.floor(random() * PIECES.length)];
  return page;
}

/** `page` cut into chunks at random places (entities, tags and quotes split across writes). */
function randomChunks(random: () => number, page: string): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < page.length; ) {
    const length = 1 + Math.floor(random() * 40);
    chunks.push(page.slice(at, at + length));
    at += length;
  }
  return chunks;
}

describe("ScanningTokenizer", () => {
  it("emits the stock tokenizer's events on each piece alone", () => {
    for (const piece of PIECES) expect(events([piece], true)).toEqual(events([piece], false));
  });

  it("emits the stock tokenizer's events on random pages, whole and written in chunks", () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 300; trial++) {
      const page = randomPage(random, 1 + Math.floor(random() * 30));
      expect(events([page], true)).toEqual(events([page], false));
      const chunks = randomChunks(random, page);
      expect(events(chunks, true)).toEqual(events(chunks, false));
    }
  });

  it("decodes an entity after a long run of text and attribute value without one", () => {
    const page = `<p title="${"v".repeat(500)}&amp;${"w".repeat(500)}">${"t".repeat(1000)}&gt;x</p>`;
    const seen = events([page], true);
    expect(seen).toEqual(events([page], false));
    expect(
      seen.some((event) => event.includes(`"title","${"v".repeat(500)}&${"w".repeat(500)}"`)),
    ).toBe(true);
  });

  it("replaces the stock methods it is built on (a renamed htmlparser2 internal fails here)", () => {
    const internals = ScanningTokenizer.prototype as unknown as Record<string, unknown>;
    const base = Object.getPrototypeOf(ScanningTokenizer.prototype) as Record<string, unknown>;
    for (const name of [
      "fastForwardTo",
      "stateText",
      "stateInAttributeValueDoubleQuotes",
      "stateInAttributeValueSingleQuotes",
    ]) {
      expect(typeof base[name]).toBe("function");
      expect(internals[name]).not.toBe(base[name]);
    }
  });
});
