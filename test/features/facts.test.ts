import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { BitVocabulary, flagBits } from "../../src/features/facts/bit-vocabulary.js";
import { initialCase, upperCaseRatio } from "../../src/features/facts/block-text.js";
import { classTokens } from "../../src/features/facts/class-tokens.js";
import { inheritedFact } from "../../src/features/facts/inherit.js";
import { BoundedMemo, NameCache } from "../../src/features/facts/name-cache.js";
import { indexTitle, titleMatch } from "../../src/features/facts/title-match.js";
import { NamedFeatureRow } from "../../src/features/feature-row.js";
import { logQuotient, logScale } from "../../src/features/scale.js";
import {
  languageByStopWords,
  pageLanguage,
  stopWordsOf,
} from "../../src/text/stop-word-language.js";
import { wordTokens } from "../../src/text/tokenize.js";
import { DECLARED_ONLY_STOP_WORDS, STOP_WORDS } from "../../src/vocabulary/stop-words.js";
import { pageOf } from "./helpers.js";

describe("class and id tokens", () => {
  it("splits at punctuation, digits and camelCase humps, lowercased, without one-letter pieces", () => {
    const [block] = pageOf('<p class="post-body commentList2 x" id="main_Text">t</p>').blocks;
    expect(classTokens(block.element)).toEqual(["post", "body", "comment", "list", "main", "text"]);
  });

  it("keeps each word once, and ends words at letters beyond a-z", () => {
    const [block] = pageOf('<p class="café café-menu menu navItem" id="nav">t</p>').blocks;
    expect(classTokens(block.element)).toEqual(["caf", "menu", "nav", "item"]);
  });

  it("leaves out class names that say an element has or allows comments, not that it holds them", () => {
    const [article] = pageOf(
      '<div class="None comments-enabled" id="article"><p class="Has-Comments body">t</p></div>',
    ).blocks;
    expect(classTokens(article.element)).toEqual(["body"]);
    expect(classTokens(article.element.parent as Element)).toEqual(["none", "article"]);
    const [notice] = pageOf('<p class="comments-closed has-no-comments">t</p>').blocks;
    expect(classTokens(notice.element)).toEqual(["comments", "closed"]);
  });
});

describe("inherited facts", () => {
  it("combines an element's own fact with its ancestors', visiting each element once", () => {
    const page = pageOf(
      '<div class="a"><section class="b"><p class="c">x</p></section><p>y</p></div>',
    );
    let visits = 0;
    const own = (element: Element) => {
      visits++;
      return element.attribs.class ?? "";
    };
    const memo = new Map<Element, string>();
    const [x, y] = page.blocks;
    expect(inheritedFact(x.element, memo, own, (a, b) => a + b)).toBe("abc");
    expect(inheritedFact(y.element, memo, own, (a, b) => a + b)).toBe("a");
    const visitsAfterFirstPass = visits;
    inheritedFact(x.element, memo, own, (a, b) => a + b);
    expect(visits).toBe(visitsAfterFirstPass);
  });
});

describe("bounded memo", () => {
  it("makes each value once, and starts over when full", () => {
    const made: string[] = [];
    const memo = new BoundedMemo((key) => {
      made.push(key);
      return [key];
    }, 2);
    const a = memo.get("a");
    expect(memo.get("a")).toBe(a);
    memo.get("b");
    memo.get("c"); // full: forgets a and b
    expect(memo.get("a")).not.toBe(a);
    expect(memo.get("a")).toEqual(["a"]);
    expect(made).toEqual(["a", "b", "c", "a"]);
  });

  it("names with a prefix", () => {
    const names = new NameCache("tag=");
    expect([names.name("p"), names.name("div"), names.name("p")]).toEqual([
      "tag=p",
      "tag=div",
      "tag=p",
    ]);
  });
});

describe("bit vocabularies", () => {
  it("round-trips names through masks and refuses more than 31 names", () => {
    const vocabulary = new BitVocabulary(["a", "b", "c"]);
    const row = new NamedFeatureRow("");
    flagBits(row, vocabulary.bit("a") | vocabulary.bit("c"), vocabulary.prefixedNames("x="));
    expect(row.names).toEqual(["x=a", "x=c"]);
    expect(vocabulary.bit("zzz")).toBe(0);
    expect(() => new BitVocabulary(Array.from({ length: 32 }, (_, i) => `n${i}`))).toThrow(/31/);
  });

  it("flags every set bit up to the 31st, lowest first", () => {
    const vocabulary = new BitVocabulary(Array.from({ length: 31 }, (_, i) => `n${i}`));
    const row = new NamedFeatureRow("");
    flagBits(
      row,
      vocabulary.bit("n30") | vocabulary.bit("n0") | vocabulary.bit("n7"),
      vocabulary.names,
    );
    expect(row.names).toEqual(["n0", "n7", "n30"]);
    expect(row.values).toEqual([1, 1, 1]);
  });
});

describe("page language", () => {
  it("picks the language with the most stop words, English when nothing matches", () => {
    expect(
      languageByStopWords([["de", "kat", "zit", "op", "het", "dak", "en", "een", "hond"]]),
    ).toBe("nl");
    expect(languageByStopWords([["el", "perro", "y", "los", "gatos", "con", "una", "casa"]])).toBe(
      "es",
    );
    expect(languageByStopWords([["xyzzy"]])).toBe("en");
    expect(languageByStopWords([[..."这是我的书"]])).toBe("zh");
    expect(languageByStopWords([[..."私の本を読みました"]])).toBe("ja");
  });

  it("takes a declared language by its primary subtag, and no key of Object.prototype", () => {
    const declaring = (lang: string) => pageOf(`<html lang="${lang}"><p>x</p></html>`).document;
    expect(pageLanguage(declaring("zh-Hant-TW"), [])).toBe("zh");
    expect(pageLanguage(declaring("constructor"), [["le", "chat", "et", "la", "souris"]])).toBe(
      "fr",
    );
  });

  it("takes the declared-only lists (stopword's) when a page declares their language, never by vote", () => {
    const polish = pageOf('<html lang="pl-PL"><p>x</p></html>').document;
    expect(pageLanguage(polish, [])).toBe("pl");
    expect(stopWordsOf("pl").has("się")).toBe(true);
    expect(stopWordsOf("ru").has("что")).toBe(true);
    // Undeclared Polish prose votes among the hand lists only: Polish is not among them.
    expect(languageByStopWords([["nie", "się", "jest", "że", "na", "do", "to"]])).not.toBe("pl");
  });

  it("has clean stop lists: each entry one lowercase word as blocks read words", () => {
    for (const words of [
      ...Object.values(STOP_WORDS),
      ...Object.values(DECLARED_ONLY_STOP_WORDS),
    ]) {
      for (const word of words) {
        expect(wordTokens(word)).toEqual([word]);
        expect(word.toLowerCase()).toBe(word);
      }
    }
  });
});

describe("title match", () => {
  it("needs two consecutive title words and takes the longest run", () => {
    const title = indexTitle(["a", "b", "c", "d"]);
    expect(titleMatch(["x", "b", "c", "y", "a", "b", "c", "d"], title)).toBe(1);
    expect(titleMatch(["d", "c", "b", "a"], title)).toBe(0);
    expect(titleMatch(["c", "d", "z"], title)).toBe(0.5);
  });
});

describe("scaling", () => {
  it("keeps counts and quotients within [-1, 1]", () => {
    expect(logScale(0, 10)).toBe(0);
    expect(logScale(10, 10)).toBe(1);
    expect(logScale(1e6, 10)).toBe(1);
    expect(logQuotient(5, 5, 64)).toBe(0);
    expect(logQuotient(1e6, 0, 64)).toBe(1);
    expect(logQuotient(0, 63, 64)).toBeCloseTo(-1);
  });
});

describe("upper-case ratio", () => {
  /** Its definition, character by character (code unit by code unit) with Unicode properties. */
  const byRegex = (text: string) => {
    let letters = 0;
    let upper = 0;
    for (let i = 0; i < text.length; i++) {
      if (!/\p{L}/u.test(text[i])) continue;
      letters++;
      if (/\p{Lu}/u.test(text[i])) upper++;
    }
    return letters > 0 ? upper / letters : 0;
  };

  it("counts upper-case letters among letters, in any script", () => {
    expect(upperCaseRatio("NASA said: ok")).toBe(4 / 10);
    expect(upperCaseRatio("ÉTÉ Ωμέγα 123")).toBe(4 / 8);
    expect(upperCaseRatio("123 — !")).toBe(0);
  });

  it("classifies every UTF-16 code unit as the Unicode-property regexes do", () => {
    const differing: number[] = [];
    for (let unit = 0; unit < 0x10000; unit++) {
      const text = `a${String.fromCharCode(unit)}B`;
      if (upperCaseRatio(text) !== byRegex(text)) differing.push(unit);
    }
    expect(differing).toEqual([]);
  });
});

describe("initial case", () => {
  /** Its definition: the category of the word's first code point. */
  const byRegex = (word: string) => (/^\p{Lu}/u.test(word) ? 1 : /^\p{Ll}/u.test(word) ? -1 : 0);

  it("tells capitalised, lower-case and other words apart, astral letters included", () => {
    expect(["Word", "Éte", "Ωmega", "𝐀bc"].map(initialCase)).toEqual([1, 1, 1, 1]);
    expect(["word", "éte", "ωmega", "𝐚bc"].map(initialCase)).toEqual([-1, -1, -1, -1]);
    expect(["", "9am", "中文", "ǅ", "\ud835", "\udc00x"].map(initialCase)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });

  it("classifies words starting with each UTF-16 code unit as the regexes do", () => {
    const differing: number[] = [];
    for (let unit = 0; unit < 0x10000; unit++) {
      const word = `${String.fromCharCode(unit)}x`;
      if (initialCase(word) !== byRegex(word)) differing.push(unit);
    }
    expect(differing).toEqual([]);
  });
});
