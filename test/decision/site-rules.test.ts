import { describe, expect, it } from "vitest";
import { applySelectors } from "../../src/decision/site-rules.js";
import { extract } from "../../src/extract/extract.js";
import { segment } from "../output/helpers.js";

const HTML =
  '<div id="main"><p>Alpha paragraph.</p><div class="share">Share this</div></div>' +
  '<aside><p>Beta sidebar.</p><img src="s.png"></aside>';

describe("include / exclude selectors", () => {
  it("forces blocks in and out on top of the model's selection, exclusion winning", () => {
    const page = segment(HTML);
    const none = new Uint8Array(page.blocks.length);
    const { selected } = applySelectors(page, none, ["#main", "aside"], [".share"]);
    expect(Array.from(selected)).toEqual([1, 0, 1]);
  });

  it("leaves the selection untouched without selectors", () => {
    const page = segment(HTML);
    const model = Uint8Array.of(0, 1, 0);
    expect(applySelectors(page, model, [], []).selected).toBe(model);
  });

  it("removes excluded subtrees, pictures included, from every output", () => {
    const result = extract(HTML, { model: "all-text", exclude: ["aside", ".share"] });
    expect(result.text).toBe("Alpha paragraph.");
    expect(result.html).toBe("<p>Alpha paragraph.</p>");
  });

  it("names the option and the selector css-select cannot parse", () => {
    expect(() => extract(HTML, { include: ["div[["] })).toThrow(
      /invalid include selector "div\[\["/,
    );
    expect(() => extract(HTML, { exclude: [">>"] })).toThrow(/invalid exclude selector ">>"/);
  });
});
