import { readFileSync } from "node:fs";
import { francAll } from "franc-min";
import { describe, expect, it } from "vitest";
import { rankLanguages } from "../../src/text/trigram-languages.js";
import { ISO_639_1_BY_639_3 } from "../../src/vocabulary/language-codes.js";
import { itWithData, sharedData } from "../shared-data.js";

const DETECTABLE = [...ISO_639_1_BY_639_3.keys()];

const SAMPLES = [
  "The city council said on Tuesday that it would widen the subsidies for public transport.",
  "Der Stadtrat hat am Dienstag gesagt, dass er die Zuschüsse für den Verkehr erweitern wird.",
  "Городской совет заявил во вторник, что расширит субсидии на общественный транспорт.",
  "قال مجلس المدينة يوم الثلاثاء إنه سيوسع الدعم للنقل العام، لأن رئيس البلدية يريد",
  "नगर परिषद ने मंगलवार को कहा कि वह सार्वजनिक परिवहन के लिए सब्सिडी बढ़ाएगी, क्योंकि",
  "市政府星期二表示，将扩大公共交通的补贴范围，因为市长希望市中心的汽车更少。",
  "市議会は火曜日に、市長が中心部の車を減らしたいので、公共交通機関への補助金を拡大すると発表しました。",
  "시의회는 화요일에 시장이 도심의 자동차를 줄이기를 원하기 때문에 대중교통 보조금을 확대하겠다고",
  "Το δημοτικό συμβούλιο ανακοίνωσε την Τρίτη ότι θα επεκτείνει τις επιδοτήσεις.",
  "สภาเมืองกล่าวเมื่อวันอังคารว่าจะขยายเงินอุดหนุนสำหรับการขนส่งสาธารณะเพราะนายกเทศมนตรี",
  // Astral characters: pairs some expressions match (CJK extension B, Tangut marks), emoji none do.
  "𠀀𠀁𠀂 rare Han 𠀃𠀄 with emoji 😀😀 and words around them, then 𖿢𖿣 and 🈀 once more",
  // Lone surrogates, as broken pages carry them.
  "a lone \ud840 high and a lone \udc00 low surrogate in otherwise English words, read as they are",
  "1234567890 !!! ??? --- 2026-11-29 12:00 $5 %% &&& *** ((( ))) +++ === ,,, ... ;;; @@@",
  "Home About Contact Login Search",
  "",
];

const DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb"];

/** Every 50th gold text of the shared datasets, whole and from its middle: real pages' text. */
function sharedTexts(): string[] {
  const texts: string[] = [];
  for (const dataset of DATASETS) {
    const lines = readFileSync(sharedData(dataset, "gold.jsonl"), "utf8").split("\n");
    for (let i = 0; i < lines.length; i += 50) {
      if (lines[i] === "") continue;
      const text = (JSON.parse(lines[i]) as { text: string }).text.slice(0, 1000);
      texts.push(text, text.slice(Math.floor(text.length / 2)));
    }
  }
  return texts;
}

describe("rankLanguages", () => {
  it("scores every sample as francAll does, with and without a list of allowed languages", () => {
    for (const text of SAMPLES)
      for (const only of [DETECTABLE, []]) {
        expect(rankLanguages(text, 10, only)).toEqual(francAll(text, { minLength: 10, only }));
        expect(rankLanguages(text, 50, only)).toEqual(francAll(text, { minLength: 50, only }));
      }
  });

  itWithData(...DATASETS)("scores the shared pages' texts as francAll does", () => {
    const texts = sharedTexts();
    expect(texts.length).toBeGreaterThan(120);
    for (const text of texts)
      expect(rankLanguages(text, 50, DETECTABLE)).toEqual(
        francAll(text, { minLength: 50, only: DETECTABLE }),
      );
  });

  it("answers only from the allowed languages", () => {
    const [best] = rankLanguages(SAMPLES[0], 10, ["deu", "fra"]);
    expect(["deu", "fra"]).toContain(best[0]);
    expect(rankLanguages(SAMPLES[0], 10, ["deu", "fra"])).toHaveLength(2);
  });
});
