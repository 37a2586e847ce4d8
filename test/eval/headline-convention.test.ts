import { describe, expect, it } from "vitest";
import { goldRepeatsHeadline, textAsGoldReadsIt } from "../../src/eval/headline-convention.js";

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
