import { describe, expect, it } from "vitest";
import { dateWordsOf } from "../../src/features/facts/date-words.js";
import { countEntities } from "../../src/features/facts/entities.js";
import { wordAndSymbolTokens } from "../../src/text/tokenize.js";
import { DATE_WORDS } from "../../src/vocabulary/entity-words.js";

const entitiesIn = (text: string, language: string) =>
  countEntities(wordAndSymbolTokens(text), dateWordsOf(language));

describe("date words of a page's language", () => {
  it("are the hand-written list alone on English pages", () => {
    expect(dateWordsOf("en")).toBe(DATE_WORDS);
  });

  it("make the numbers of a Polish or Russian dateline dates", () => {
    expect(countEntities(wordAndSymbolTokens("14 marca 2024"))).toMatchObject({
      dates: 0,
      numbers: 2,
    });
    expect(entitiesIn("14 marca 2024", "pl")).toMatchObject({ dates: 2, numbers: 0 });
    expect(entitiesIn("опубликовано 14 марта 2024", "ru")).toMatchObject({ dates: 2, numbers: 0 });
  });

  it("read a Japanese date by its 年 月 日", () => {
    expect(entitiesIn("2024年3月14日", "ja").dates).toBe(3);
    expect(entitiesIn("2024年3月14日", "en").dates).toBe(0);
  });

  it("leave out two-letter abbreviations and per-month Han numerals", () => {
    const german = dateWordsOf("de");
    expect(german.has("mär")).toBe(true);
    expect(german.has("so")).toBe(false);
    const chinese = dateWordsOf("zh");
    expect(chinese.has("月")).toBe(true);
    expect(chinese.has("一")).toBe(false);
  });

  it("are the hand-written list for a language ICU does not know", () => {
    expect([...dateWordsOf("zz-unknown")]).toEqual([...DATE_WORDS]);
  });
});
