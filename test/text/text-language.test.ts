import { describe, expect, it } from "vitest";
import { extractMetadata, metadataSources } from "../../src/metadata/metadata.js";
import { parseHtml } from "../../src/parse/parse.js";
import { textLanguage } from "../../src/text/text-language.js";

const TEXTS = {
  en: "The city council said on Tuesday that it would widen the subsidies for public transport, because the mayor wants fewer cars in the centre.",
  de: "Der Stadtrat hat am Dienstag gesagt, dass er die Zuschüsse für den öffentlichen Verkehr erweitern wird, weil der Bürgermeister weniger Autos in der Stadt will.",
  fr: "Le conseil municipal a annoncé mardi qu'il allait élargir les subventions pour les transports publics, car le maire veut moins de voitures dans le centre.",
  es: "El ayuntamiento dijo el martes que ampliará las subvenciones para el transporte público, porque el alcalde quiere menos coches en el centro de la ciudad.",
  zh: "市政府星期二表示，将扩大公共交通的补贴范围，因为市长希望市中心的汽车更少。",
  ja: "市議会は火曜日に、市長が中心部の車を減らしたいので、公共交通機関への補助金を拡大すると発表しました。",
  ko: "시의회는 화요일에 시장이 도심의 자동차를 줄이기를 원하기 때문에 대중교통 보조금을 확대하겠다고 밝혔습니다.",
  el: "Το δημοτικό συμβούλιο ανακοίνωσε την Τρίτη ότι θα επεκτείνει τις επιδοτήσεις για τις δημόσιες συγκοινωνίες.",
  he: "מועצת העיר הודיעה ביום שלישי כי תרחיב את הסבסוד לתחבורה הציבורית, משום שראש העיר רוצה פחות מכוניות במרכז.",
  ru: "Городской совет заявил во вторник, что расширит субсидии на общественный транспорт, потому что мэр хочет меньше машин в центре.",
  ar: "قال مجلس المدينة يوم الثلاثاء إنه سيوسع الدعم للنقل العام، لأن رئيس البلدية يريد عددا أقل من السيارات في وسط المدينة.",
  hi: "नगर परिषद ने मंगलवार को कहा कि वह सार्वजनिक परिवहन के लिए सब्सिडी बढ़ाएगी, क्योंकि महापौर शहर के केंद्र में कम कारें चाहते हैं।",
  pl: "Rada miasta poinformowała we wtorek, że rozszerzy dopłaty do transportu publicznego, ponieważ burmistrz chce mniej samochodów w centrum.",
  th: "สภาเมืองกล่าวเมื่อวันอังคารว่าจะขยายเงินอุดหนุนสำหรับการขนส่งสาธารณะเพราะนายกเทศมนตรีต้องการรถยนต์น้อยลงในใจกลางเมือง",
} as const;

describe("textLanguage", () => {
  it.each(Object.entries(TEXTS))("tells %s", (language, text) => {
    expect(textLanguage(text)).toBe(language);
  });

  it("gives no verdict on short text, or on text the detector cannot tell apart", () => {
    expect(textLanguage("Home About")).toBeUndefined();
    expect(textLanguage("Home About Contact Login Search")).toBeUndefined();
    expect(
      textLanguage("Lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor"),
    ).toBeUndefined();
  });
});

describe("metadata language", () => {
  const metadataOf = (html: string, mainText: string) =>
    extractMetadata(metadataSources(parseHtml(html, 512), undefined), mainText);

  it("is the page's own declaration when it has one, whatever its text", () => {
    expect(metadataOf('<html lang="pt-BR"><p>x</p></html>', TEXTS.de).language).toBe("pt-BR");
  });

  it("puts declared tags in BCP 47's canonical form, and reads 'und' as no declaration", () => {
    const declared = (lang: string) =>
      metadataOf(`<html lang="${lang}"><p>x</p></html>`, TEXTS.de).language;
    expect(declared("EN")).toBe("en");
    expect(declared("en_us")).toBe("en-US");
    expect(declared("zh-hant-tw")).toBe("zh-Hant-TW");
    expect(declared("iw")).toBe("he");
    expect(declared("und")).toBe("de");
  });

  it("is the main text's language when the page declares none, and null when that is unclear", () => {
    expect(metadataOf("<html><p>x</p></html>", TEXTS.ja).language).toBe("ja");
    expect(metadataOf("<html><p>x</p></html>", "Home About").language).toBeNull();
  });
});
