import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type AlignedString, buildLexicon, pairKeys } from "../../scripts/lexicon/build.js";
import { lexiconModule } from "../../scripts/lexicon/module.js";
import {
  alignByKey,
  allPairs,
  docusaurusPairs,
  flattenStrings,
  icuDatePairs,
  pithLanguages,
  shariffPairs,
  tarteaucitronPairs,
} from "../../scripts/lexicon/sources.js";

const pair = (language: string, english: string, translation: string): AlignedString => ({
  source: "test",
  language,
  english,
  translation,
});

describe("lexicon keys of one translated string", () => {
  it("gives a word key for a label with one word that is no stop word", () => {
    expect(pairKeys(pair("de", "Share", "Teilen"))).toEqual([
      { key: "teilen", english: ["share"] },
    ]);
    expect(pairKeys(pair("de", "Edit this page", "Diese Seite bearbeiten"))).toEqual([
      { key: "diese seite bearbeiten", english: ["edit", "page"] },
    ]);
  });

  it("keeps the English string's content words only", () => {
    expect(pairKeys(pair("de", "On this page", "Auf dieser Seite"))).toEqual([
      { key: "seite", english: ["page"] },
      { key: "auf dieser seite", english: ["page"] },
    ]);
  });

  it("drops placeholders and numbers, and splits nothing else", () => {
    expect(pairKeys(pair("de", "{count} minutes", "{count} Minuten"))).toEqual([
      { key: "minuten", english: ["minutes"] },
    ]);
  });

  it("gives nothing for an untranslated string or a word that is its English self", () => {
    expect(pairKeys(pair("de", "Toggle word wrap", "Toggle word wrap"))).toEqual([]);
    expect(pairKeys(pair("de", "1 minute", "1 Minute"))).toEqual([]);
  });

  it("gives no word key for a sentence, and no phrase key past five words", () => {
    const keys = pairKeys(
      pair("de", "This service does not use cookie.", "Dieser Dienst nutzt keine Cookies heute."),
    );
    expect(keys).toEqual([]);
  });

  it("gives CJK labels phrase keys only (each character is a word)", () => {
    expect(pairKeys(pair("zh", "Share", "分享"))).toEqual([{ key: "分 享", english: ["share"] }]);
    expect(pairKeys(pair("zh", "Mandatory cookies", "必要 cookie"))).toEqual([
      { key: "必 要 cookie", english: ["mandatory", "cookies"] },
    ]);
  });
});

describe("buildLexicon", () => {
  it("keeps the English words at least half of a key's strings name, the most named first", () => {
    const lexicon = buildLexicon([
      pair("de", "Previous", "Zurück"),
      pair("de", "Back", "Zurück"),
      pair("de", "Back", "Zurück"),
      pair("fr", "Share", "Partager"),
    ]);
    expect(lexicon).toEqual({ de: ["zurück=back"], fr: ["partager=share"] });
    const tie = buildLexicon([
      pair("de", "Dismiss", "Schließen"),
      pair("de", "Close", "Schließen"),
    ]);
    expect(tie).toEqual({ de: ["schließen=close dismiss"] });
  });

  it("leaves out a key whose strings agree on no word", () => {
    const lexicon = buildLexicon([
      pair("zh", "March 14", "3月14日"),
      pair("zh", "April 14", "4月14日"),
      pair("zh", "May 14", "5月14日"),
    ]);
    expect(lexicon).toEqual({ zh: [] });
  });

  it("is the same whatever order the strings come in", () => {
    const pairs = [pair("de", "Share", "Teilen"), pair("de", "Print", "Drucken")];
    expect(buildLexicon(pairs)).toEqual(buildLexicon([...pairs].reverse()));
    expect(buildLexicon(pairs).de).toEqual(["drucken=print", "teilen=share"]);
  });
});

describe("lexicon sources", () => {
  it("names languages by pith's codes", () => {
    expect(pithLanguages("pt-BR")).toEqual(["pt"]);
    expect(pithLanguages("zh-Hant")).toEqual(["zh"]);
    expect(pithLanguages("cn")).toEqual(["zh"]);
    expect(pithLanguages("se")).toEqual(["sv"]);
    expect(pithLanguages("no")).toEqual(["nb"]);
    expect(pithLanguages("nb-NO")).toEqual(["nb"]);
    expect(pithLanguages("tk")).toEqual([]);
    expect(pithLanguages("en")).toEqual([]);
  });

  it("aligns strings by key path, plural forms form by form", () => {
    expect(flattenStrings({ a: "x", b: { c: "y" } })).toEqual(
      new Map([
        ["a", "x"],
        ["b.c", "y"],
      ]),
    );
    const pairs = alignByKey(
      "test",
      "de",
      new Map([["posts", "One post|{count} posts"]]),
      new Map([
        ["posts", "Ein Post|{count} Posts"],
        ["missing", "Fehlt"],
      ]),
    );
    expect(pairs.map((p) => [p.english, p.translation])).toEqual([
      ["One post", "Ein Post"],
      ["{count} posts", "{count} Posts"],
    ]);
  });

  it("reads the installed packages' translations", () => {
    const has = (pairs: AlignedString[], language: string, english: string, translation: string) =>
      pairs.some(
        (p) => p.language === language && p.english === english && p.translation === translation,
      );
    expect(has(shariffPairs(), "de", "share", "teilen")).toBe(true);
    expect(has(tarteaucitronPairs(), "de", "Deny", "Ablehnen")).toBe(true);
    expect(has(docusaurusPairs(), "fr", "Next", "Suivant")).toBe(true);
    expect(has(icuDatePairs(), "de", "Monday", "Montag")).toBe(true);
  });
});

describe("the committed lexicon module", () => {
  const committed = readFileSync("src/vocabulary/boilerplate-lexicon.ts", "utf8");
  const icu = /ICU ([\d.]+) \(CLDR ([\d.]+)\)/.exec(committed);
  const sameIcu =
    icu !== null && icu[1] === process.versions.icu && icu[2] === process.versions.cldr;

  it("records the ICU it was built with", () => {
    expect(icu).not.toBeNull();
  });

  // Its date names come from the runtime's ICU: another Node's ICU would write some differently.
  it.skipIf(!sameIcu)("is what npm run lexicon builds from the locked sources", () => {
    expect(lexiconModule(allPairs())).toBe(committed);
  });
});
