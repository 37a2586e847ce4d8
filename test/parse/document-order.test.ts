import type { Element, Text } from "domhandler";
import { findAll, findOne } from "domutils";
import { describe, expect, it } from "vitest";
import { followsOutside } from "../../src/parse/document-order.js";
import { parseHtml } from "../../src/parse/parse.js";

const document = parseHtml(
  `<div id="story"><p>before</p><a name="comments"></a><b>Jane</b><br>after<h3 id="heading">Two <i>responses</i></h3></div><p>later</p>`,
  512,
);
const byId = (id: string) =>
  findOne(
    (element) => element.attribs.id === id || element.attribs.name === id,
    document.children,
  ) as Element;
const textOf = (data: string) =>
  findAll(() => true, document.children)
    .flatMap((element) => element.children)
    .find((node) => node.type === "text" && (node as Text).data === data) as Text;

describe("followsOutside", () => {
  it("places text nodes themselves, also inside the container that holds the reference", () => {
    const anchor = byId("comments");
    expect(followsOutside(textOf("Jane"), anchor)).toBe(true);
    expect(followsOutside(textOf("after"), anchor)).toBe(true);
    expect(followsOutside(textOf("later"), anchor)).toBe(true);
    expect(followsOutside(textOf("before"), anchor)).toBe(false);
    // The container starts before the anchor: it does not follow it.
    expect(followsOutside(byId("story"), anchor)).toBe(false);
  });

  it("what is inside the reference, the reference itself and another document do not follow it", () => {
    const heading = byId("heading");
    expect(followsOutside(textOf("responses"), heading)).toBe(false);
    expect(followsOutside(heading, heading)).toBe(false);
    expect(followsOutside(textOf("later"), heading)).toBe(true);
    const other = parseHtml("<p>elsewhere</p>", 512);
    expect(followsOutside(other.children[0] as Element, heading)).toBe(false);
  });
});
