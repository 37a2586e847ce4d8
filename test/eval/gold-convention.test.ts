import { describe, expect, it } from "vitest";
import {
  goldKeepsBylines,
  goldRepeatsHeadline,
  textAsGoldReadsIt,
} from "../../src/eval/gold-convention.js";

describe("scoring by each gold's convention for the headline", () => {
  const extracted = { title: "Ferry fares rise", text: "Fares rise by a tenth in May." };

  it("reads title and text together where the gold starts with its own title", () => {
    const gold = {
      title: "Ferry fares rise",
      text: "Ferry fares rise\nFares rise by a tenth in May.",
    };
    expect(goldRepeatsHeadline(gold, "anything")).toBe(true);
    expect(textAsGoldReadsIt(gold, extracted)).toBe(
      "Ferry fares rise\nFares rise by a tenth in May.",
    );
  });

  it("reads the text alone where the gold leaves the headline out", () => {
    const gold = { title: "Ferry fares rise", text: "Fares rise by a tenth in May." };
    expect(goldRepeatsHeadline(gold, extracted.title)).toBe(false);
    expect(textAsGoldReadsIt(gold, extracted)).toBe(extracted.text);
  });

  it("reads a gold without a title by the extracted one, case and punctuation aside", () => {
    const gold = { title: null, text: "FERRY FARES RISE!\nFares rise by a tenth in May." };
    expect(goldRepeatsHeadline(gold, "Ferry fares rise")).toBe(true);
    expect(goldRepeatsHeadline(gold, "Harbour news")).toBe(false);
    expect(textAsGoldReadsIt(gold, { title: "Harbour news", text: "x" })).toBe("x");
  });

  it("gives the title alone for an empty text, and the text alone without a title", () => {
    const gold = { title: "Ferry fares rise", text: "Ferry fares rise\nMore." };
    expect(textAsGoldReadsIt(gold, { title: "Ferry fares rise", text: "" })).toBe(
      "Ferry fares rise",
    );
    expect(textAsGoldReadsIt(gold, { title: "", text: "More." })).toBe("More.");
  });
});

describe("an extractor that keeps the headline in its content", () => {
  it("is not given the title twice", () => {
    const gold = { title: "Ferry fares rise", text: "Ferry fares rise\nFares rise in May." };
    expect(
      textAsGoldReadsIt(gold, {
        title: "Ferry fares rise",
        text: "FERRY FARES RISE\nFares rise in May.",
      }),
    ).toBe("FERRY FARES RISE\nFares rise in May.");
  });
});

describe("scoring by each gold's convention for the byline", () => {
  const body =
    "The council voted on Tuesday to raise ferry fares by a tenth from May, citing fuel costs.";
  const extracted = { title: "Ferry fares rise", text: body, byline: "By Jane Doe" };

  it("puts the byline back above the body where the gold keeps one", () => {
    const gold = { title: "Ferry fares rise", text: `By Jane Doe\n${body}` };
    expect(goldKeepsBylines(gold, extracted.title)).toBe(true);
    expect(textAsGoldReadsIt(gold, extracted)).toBe(`By Jane Doe\n${body}`);
  });

  it("reads the gold's byline under its headline", () => {
    const gold = { title: "Ferry fares rise", text: `Ferry fares rise\nMarch 3, 2024\n${body}` };
    expect(goldKeepsBylines(gold, extracted.title)).toBe(true);
    expect(textAsGoldReadsIt(gold, extracted)).toBe(`Ferry fares rise\nBy Jane Doe\n${body}`);
  });

  it("scores the body alone where the gold has no byline", () => {
    const gold = { title: "Ferry fares rise", text: body };
    expect(goldKeepsBylines(gold, extracted.title)).toBe(false);
    expect(textAsGoldReadsIt(gold, extracted)).toBe(body);
  });

  it("gives the byline alone when the text is empty", () => {
    const gold = { title: null, text: `By Jane Doe\n${body}` };
    expect(textAsGoldReadsIt(gold, { title: "", text: "", byline: "By Jane Doe" })).toBe(
      "By Jane Doe",
    );
  });

  it("puts the byline back where the gold has it: after the line before it there", () => {
    const standfirst = "Fares rise by a tenth.";
    const gold = { title: null, text: `${standfirst}\nMark Sigetty\n${body}` };
    const split = {
      title: "Ferry fares rise",
      text: `${standfirst}\n${body}`,
      byline: "Mark Sigetty",
    };
    // "Mark Sigetty" alone is no byline by the line rules: the gold holds pith's byline line.
    expect(goldKeepsBylines(gold, split.title)).toBe(false);
    expect(goldKeepsBylines(gold, split.title, split.byline)).toBe(true);
    expect(textAsGoldReadsIt(gold, split)).toBe(gold.text);
  });

  it("reads a gold line cut short or longer than pith's byline line as the same line", () => {
    const gold = { title: null, text: `By Tim Manley info\n${body}` };
    expect(textAsGoldReadsIt(gold, { title: "", text: body, byline: "By Tim Manley" })).toBe(
      `By Tim Manley\n${body}`,
    );
    // Too short a shared start to be one line: the gold's line is its own.
    const other = { title: null, text: `Mark Sigetty reports\n${body}` };
    expect(goldKeepsBylines(other, "", "Mark Sigetty reports")).toBe(true);
    expect(goldKeepsBylines(other, "", "Mark")).toBe(false);
  });
});
