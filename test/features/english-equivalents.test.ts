import { describe, expect, it } from "vitest";
import { englishEquivalents } from "../../src/features/facts/english-equivalents.js";
import { BOILERPLATE_LEXICON } from "../../src/vocabulary/boilerplate-lexicon.js";

describe("englishEquivalents", () => {
  it("maps a label word of the page's language to the English words it stands for", () => {
    expect(englishEquivalents("de", ["teilen"])).toEqual(["share"]);
    expect(englishEquivalents("fr", ["partager"])).toEqual(["share"]);
    expect(englishEquivalents("es", ["compartir"])).toEqual(["share"]);
  });

  it("maps weekday and month names from ICU's data", () => {
    expect(englishEquivalents("de", ["montag"])).toEqual(["monday"]);
    expect(englishEquivalents("pl", ["marca"])).toEqual(["march"]);
  });

  it("reads a whole block that is a phrase of the lexicon, numbers aside", () => {
    expect(englishEquivalents("de", ["auf", "dieser", "seite"])).toEqual(["page"]);
    expect(englishEquivalents("zh", ["分", "享"])).toEqual(["share"]);
  });

  it("reads Norwegian pages by the Bokmål lexicon whichever code they declare", () => {
    expect(englishEquivalents("no", ["del"])).toEqual(englishEquivalents("nb", ["del"]));
    expect(englishEquivalents("no", ["del"])).toEqual(["share"]);
  });

  it("gives each English word once", () => {
    expect(englishEquivalents("de", ["teilen", "teilen"])).toEqual(["share"]);
  });

  it("is the language's own: Danish del (share) is not Spanish del (of the)", () => {
    expect(englishEquivalents("da", ["del"])).toEqual(["share"]);
    expect(englishEquivalents("es", ["del"])).toEqual([]);
  });

  it("gives nothing for English, unknown languages and prose words", () => {
    expect(englishEquivalents("en", ["share"])).toEqual([]);
    expect(englishEquivalents("constructor", ["teilen"])).toEqual([]);
    expect(englishEquivalents("de", ["der", "hund"])).toEqual([]);
  });

  it("has a lexicon for every language of the major web languages the issue names", () => {
    for (const language of ["de", "fr", "es", "pt", "it", "pl", "ru", "zh", "ja", "ar"])
      expect(BOILERPLATE_LEXICON[language]?.split("\n").length ?? 0).toBeGreaterThan(50);
  });
});
