import { Document, Element, Text } from "domhandler";
import { describe, expect, it } from "vitest";
import { DomWalk } from "../../src/parse/dom-walk.js";
import { parseHtml } from "../../src/parse/parse.js";

/** The walk as a list: `<tag`, `tag>` on leaving, text as is; `skip` elements are not descended. */
function visits(html: string, skip: readonly string[] = []): string[] {
  const seen: string[] = [];
  const walk = new DomWalk(parseHtml(html, 512));
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (node.type === "text") seen.push((node as Text).data);
    if (node.type !== "tag") continue;
    const name = (node as Element).name;
    if (walk.exit) seen.push(`${name}>`);
    else {
      seen.push(`<${name}`);
      if (!skip.includes(name)) walk.descend(node as Element);
    }
  }
  return seen;
}

describe("DomWalk", () => {
  it("visits nodes in document order and each descended element again on leaving it", () => {
    expect(visits("<div>a<b>b</b><i></i></div><p>c</p>")).toEqual([
      "<div",
      "a",
      "<b",
      "b",
      "b>",
      "<i",
      "i>",
      "div>",
      "<p",
      "c",
      "p>",
    ]);
  });

  it("skips the children and the exit of elements it does not descend into", () => {
    expect(visits("<div>a<b>b</b></div><p>c</p>", ["div"])).toEqual(["<div", "<p", "c", "p>"]);
  });

  it("walks 100k-deep nesting without recursion", () => {
    let node: Element | Text = new Text("x");
    for (let depth = 0; depth < 100_000; depth++) node = new Element("span", {}, [node]);
    const walk = new DomWalk(new Document([node]));
    let visited = 0;
    for (let next = walk.next(); next !== undefined; next = walk.next()) {
      visited++;
      if (next.type === "tag" && !walk.exit) walk.descend(next as Element);
    }
    expect(visited).toBe(2 * 100_000 + 1);
  });
});
