import { describe, expect, it } from "vitest";
import { datelineDate, writtenDateIn } from "../../src/metadata/dateline.js";
import { dateInUrl } from "../../src/metadata/dates.js";
import { extractMetadata, metadataSources } from "../../src/metadata/metadata.js";
import { parseHtml } from "../../src/parse/parse.js";
import { MONTH_NUMBERS } from "../../src/vocabulary/month-names.js";
import { jsonLd } from "./helpers.js";

const metadataOf = (html: string, url?: string, mainText = "") =>
  extractMetadata(metadataSources(parseHtml(html, 512), url), mainText);

describe("dateInUrl", () => {
  it.each([
    ["https://news.example/2024/03/14/city-council-votes", "2024-03-14"],
    ["https://news.example/2024/3/4/", "2024-03-04"],
    ["https://blog.example/2024-03-14-city-council-votes", "2024-03-14"],
    ["https://news.example/politics/20240314/council.html", "2024-03-14"],
  ])("reads %s", (url, day) => {
    expect(dateInUrl(url)).toBe(day);
  });

  it.each([
    "https://news.example/2024/03/city-council",
    "https://news.example/2024/02/30/impossible",
    "https://news.example/1990/03/14/too-early",
    "https://shop.example/item/12345678",
    "not a url",
  ])("finds no day in %s", (url) => {
    expect(dateInUrl(url)).toBeUndefined();
  });
});

describe("datelineDate", () => {
  it.each([
    ["Council votes\nPublished March 14, 2024", "2024-03-14"],
    ["By Jane Doe · Mar. 14th 2024", "2024-03-14"],
    ["Veröffentlicht am 14. März 2024", "2024-03-14"],
    ["Publié le 14 mars 2024", "2024-03-14"],
    ["Publicado el 14 de marzo de 2024", "2024-03-14"],
    ["14 marca 2024", "2024-03-14"],
    ["Опубликовано 14 марта 2024 г.", "2024-03-14"],
    ["2024年3月14日 10:00", "2024-03-14"],
  ])("reads %j", (text, day) => {
    expect(datelineDate(text)).toBe(day);
  });

  it("skips an update's date, and dates below the top of the text", () => {
    expect(datelineDate("Updated March 20, 2024\nPublished March 14, 2024")).toBe("2024-03-14");
    expect(datelineDate(`${"Long paragraph. ".repeat(40)}\nMarch 14, 2024`)).toBeUndefined();
    expect(datelineDate("In March 2024, 14 people came")).toBeUndefined();
  });

  it("maps month names and their inflections in several languages to their month", () => {
    expect(MONTH_NUMBERS.get("mars")).toBe(3);
    expect(MONTH_NUMBERS.get("mai")).toBe(5);
    expect(MONTH_NUMBERS.get("listopada")).toBe(11);
    expect(MONTH_NUMBERS.get("декабря")).toBe(12);
  });
});

describe("published and modified", () => {
  it("reads the modified date from JSON-LD and meta tags", () => {
    expect(
      metadataOf(jsonLd({ "@type": "NewsArticle", dateModified: "2024-03-15T09:00:00Z" })).modified,
    ).toBe("2024-03-15T09:00:00Z");
    expect(
      metadataOf('<meta property="og:updated_time" content="2024-03-16T10:00:00+01:00">').modified,
    ).toBe("2024-03-16T10:00:00+01:00");
  });

  it("prefers structured dates over the address and the dateline", () => {
    const metadata = metadataOf(
      '<meta property="article:published_time" content="2024-03-13">',
      "https://news.example/2024/03/14/story",
      "Published March 14, 2024",
    );
    expect(metadata.published).toBe("2024-03-13");
  });

  it("takes the address's day or the dateline's when nothing structured exists", () => {
    expect(metadataOf("<p>x</p>", "https://news.example/2024/03/14/story").published).toBe(
      "2024-03-14",
    );
    expect(metadataOf("<p>x</p>", undefined, "Published March 14, 2024").published).toBe(
      "2024-03-14",
    );
    expect(
      metadataOf(
        '<article><header><time datetime="2024-03-14T08:00:00Z">Thursday</time></header></article>',
      ).published,
    ).toBe("2024-03-14T08:00:00Z");
  });

  it("drops unstructured days that disagree or come after the modified date", () => {
    expect(
      metadataOf("<p>x</p>", "https://news.example/2024/03/14/story", "Published May 2, 2023")
        .published,
    ).toBeNull();
    expect(
      metadataOf(
        '<meta property="article:modified_time" content="2024-03-10">',
        "https://news.example/2024/03/14/story",
      ).published,
    ).toBeNull();
  });
});

describe("datelines in digits", () => {
  it.each([
    ["23.07.2025 · 6 min read", "2025-07-23"],
    ["Essay - Published: 2025.12.17", "2025-12-17"],
    ["Updated: 10/31/2024", "2024-10-31"],
    ["31/10/2024", "2024-10-31"],
    ["2025/4/29", "2025-04-29"],
  ])("reads %j", (line, day) => {
    expect(writtenDateIn(line)?.day).toBe(day);
  });

  it("reads no day whose month and day could swap, nor a version number", () => {
    expect(writtenDateIn("03/04/2024")).toBeUndefined();
    expect(writtenDateIn("Release 1.2.2024.5")).toBeUndefined();
  });
});
