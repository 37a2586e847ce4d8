import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { dateWordsOf } from "../../src/features/facts/date-words.js";
import { relativeTimesOf } from "../../src/features/facts/relative-times.js";
import {
  bodyDates,
  type DateReading,
  leadHoldsByline,
  splitBylines,
  withBylines,
} from "../../src/output/byline-lines.js";

/** How a page in `language` writes dates (month names and relative times of ICU). */
const datesOf =
  (language: string): DateReading =>
  () => ({ dateWords: dateWordsOf(language), relativeTimes: relativeTimesOf(language) });
const ENGLISH = datesOf("en");
const body =
  "The council voted on Tuesday to raise ferry fares by a tenth from May, citing fuel costs and a fall in passengers.";

describe("byline and dateline lines above the body", () => {
  it("moves a byline and a dateline out of the text, in page order", () => {
    const text = `By Jane Doe\nPublished Monday, November 18, 2019 8:22AM EST\n${body}`;
    expect(splitBylines(text, ENGLISH)).toEqual({
      text: body,
      byline: "By Jane Doe\nPublished Monday, November 18, 2019 8:22AM EST",
    });
  });

  it("leaves a byline under a section name or a standfirst in the text", () => {
    const text = `World news\nBy Jane Doe\n3:59 PM\n${body}`;
    expect(splitBylines(text, ENGLISH)).toEqual({ text, byline: null });
    expect(leadHoldsByline(text, ENGLISH)).toBe(true);
    expect(leadHoldsByline(`${body}\nBy Jane Doe`, ENGLISH)).toBe(false);
  });

  it("moves an author card out of the text: name, outlet, role, label, handle, e-mail, date", () => {
    const card =
      "Jane Doe\nThe Guardian\nBiography\n@janedoe\njane.doe@theguardian.com\nMon 3 Mar 2024 10.00 GMT";
    expect(splitBylines(`${card}\n${body}`, ENGLISH)).toEqual({ text: body, byline: card });
    for (const top of [
      "Amy Gibbons Political Correspondent\n16 September 2024 9:33pm",
      "By Tom Krisher\nAP Auto Writer",
      "Yasmine Hassan · CBC News · Posted: Aug 08, 2024 4:00 AM EDT | Last Updated: August 8",
      "Zimbili Vilakazi|Published 15 hours ago",
      "World News\nBy Jane Doe\n3:59 PM",
    ]) {
      expect(splitBylines(`${top}\n${body}`, ENGLISH)).toEqual({ text: body, byline: top });
    }
  });

  it("leaves names, labels and menus without a role, contact or date in the text", () => {
    for (const top of [
      "Jane Doe",
      "Key Points",
      "Home | About | Contact",
      "Contact",
      "Jane Doe\nBiography",
    ]) {
      const text = `${top}\n${body}`;
      expect(splitBylines(text, ENGLISH)).toEqual({ text, byline: null });
    }
    const menu =
      "Email Article\nPrint Version\nSearch\nMost Emailed\nMost Read\nWednesday, January 09, 2008";
    expect(leadHoldsByline(`${menu}\n${body}`, ENGLISH)).toBe(true);
    expect(splitBylines(`By Jane Doe\nThe Guardian\n${body}`, ENGLISH)).toEqual({
      text: `The Guardian\n${body}`,
      byline: "By Jane Doe",
    });
  });

  it("gives the text as shown back with withBylines", () => {
    for (const text of [`By Jane Doe\n3:59 PM\n${body}`, "By Jane Doe", body, ""]) {
      const split = splitBylines(text, ENGLISH);
      expect(withBylines(split.text, split.byline)).toBe(text);
    }
  });

  it("moves a line naming the page's declared authors, alone or joined, in any language", () => {
    const standfirst = "Fares will rise by a tenth from May, the council decided.";
    for (const [line, authors] of [
      ["Mark Sigetty", ["Mark Sigetty"]],
      ["Von Anna Martel und Lea Wagner, Nairobi", ["Anna Martel", "Lea Wagner"]],
      [
        "Trine Juncher Jørgensen og Tôrtia Reimer-Johansen",
        ["Trine Juncher Jørgensen", "Tôrtia Reimer-Johansen"],
      ],
      ["Marco Pizzorno 4 Febbraio 2025 - 14:41", ["Marco Pizzorno"]],
    ] as const) {
      // Opening the body, and under a standfirst: given back above it.
      expect(splitBylines(`${line}\n${body}`, ENGLISH, authors)).toEqual({
        text: body,
        byline: line,
      });
      expect(splitBylines(`${standfirst}\n${line}\n${body}`, ENGLISH, authors)).toEqual({
        text: `${standfirst}\n${body}`,
        byline: line,
      });
      // Without the declared names, a name alone stays.
      if (line === "Mark Sigetty")
        expect(splitBylines(`${line}\n${body}`, ENGLISH).byline).toBeNull();
    }
    // A card line that mentions the author under a standfirst goes, with the card lines after it.
    const card = "Yasmine Hassan · CBC News · Posted: Aug 08, 2024 4:00 AM EDT\nSocial Sharing";
    expect(splitBylines(`${standfirst}\n${card}\n${body}`, ENGLISH, ["Yasmine Hassan"])).toEqual({
      text: `${standfirst}\n${body}`,
      byline: card,
    });
  });

  it("leaves lines that only hold a declared name among other words", () => {
    const standfirst = "Fares will rise by a tenth from May, the council decided.";
    for (const [line, authors] of [
      // A heading or a product holding the name: the name is not most of the line.
      ["The Together AI Platform", ["Together AI"]],
      ["Ridge Wallet", ["Ridge"]],
      // A sentence about the author, a quote's header in a forum post.
      ["Sir Tony Blair (left) being interviewed by Dylan Jones", ["Dylan Jones"]],
      ["On 8/26/2024 at 5:29 PM, Jane Doe said:", ["Jane Doe"]],
    ] as const) {
      for (const text of [`${line}\n${body}`, `${standfirst}\n${line}\n${body}`])
        expect(splitBylines(text, ENGLISH, authors)).toEqual({ text, byline: null });
    }
    // Only the first lines: a name further down is the body's.
    const late = `${standfirst}\n${standfirst}\n${standfirst}\n${standfirst}\nMark Sigetty\n${body}`;
    expect(splitBylines(late, ENGLISH, ["Mark Sigetty"]).byline).toBeNull();
  });

  it("reads sentences that open with 'By' as body", () => {
    for (const line of ["By 2030, the city plans more", "By car: 20 minutes from the port"]) {
      const text = `${line}\n${body}`;
      expect(splitBylines(text, ENGLISH)).toEqual({ text, byline: null });
    }
  });

  it("takes at most four lines", () => {
    const five = "By Jane Doe\nMarch 3, 2024\n3:59 PM\nUpdated 4:10 PM\nMarch 4, 2024";
    expect(splitBylines(`${five}\n${body}`, ENGLISH)).toEqual({
      text: `March 4, 2024\n${body}`,
      byline: "By Jane Doe\nMarch 3, 2024\n3:59 PM\nUpdated 4:10 PM",
    });
  });

  it("reads no date into a long line or a line without a date", () => {
    const long = "On 3 March 2024 the port reopened after a storm had closed it for a week";
    expect(splitBylines(`${long}\n${body}`, ENGLISH).byline).toBeNull();
    expect(splitBylines(`Ferry fares\n${body}`, ENGLISH).byline).toBeNull();
  });

  it("reads datelines with the month names of the page's language", () => {
    const text = `opublikowano: 14 marca 2024\n${body}`;
    expect(splitBylines(text, ENGLISH).byline).toBeNull();
    expect(splitBylines(text, datesOf("pl")).byline).toBe("opublikowano: 14 marca 2024");
    expect(splitBylines(`Autor: Jan Kowalski\n${body}`, ENGLISH).byline).toBe(
      "Autor: Jan Kowalski",
    );
  });

  it("takes the page's language from <html lang>, else from the body's stop words", () => {
    const polish = parseDocument('<html lang="pl"><body></body></html>');
    expect(bodyDates(polish, "")().dateWords.has("marca")).toBe(true);
    expect(bodyDates(polish, "")().relativeTimes.has("# godz. temu")).toBe(true);
    const undeclared = parseDocument("<html><body></body></html>");
    expect(bodyDates(undeclared, "the port and the ferry")().dateWords.has("marca")).toBe(false);
  });

  it("reads a dateline that says how long ago, in the page's language or English", () => {
    for (const line of ["5 days ago", "Published 4 hours ago", "Updated: 1 hour ago", "14h ago"])
      expect(splitBylines(`${line}\n${body}`, ENGLISH)).toEqual({ text: body, byline: line });
    const german = `vor 5 Stunden\n${body}`;
    expect(splitBylines(german, ENGLISH).byline).toBeNull();
    expect(splitBylines(german, datesOf("de")).byline).toBe("vor 5 Stunden");
    expect(splitBylines(`3小时前\n${body}`, datesOf("zh")).byline).toBe("3小时前");
    // Only the whole line: a sentence or a heading that mentions a time stays.
    for (const line of ["5 days ago the council met", "Ferries 5 days ago", "in 5 days"])
      expect(splitBylines(`${line}\n${body}`, ENGLISH).byline).toBeNull();
  });
});

describe("bylines of CJK pages", () => {
  it("reads an author label with a full-width colon or a space, not a word that starts alike", () => {
    const body = "市议会周二投票决定从五月起将渡轮票价提高十分之一，理由是燃料成本上升和乘客减少。";
    const noDates = () => ({ dateWords: new Set<string>(), relativeTimes: new Set<string>() });
    expect(splitBylines(`作者：张三\n${body}`, noDates).byline).toBe("作者：张三");
    expect(splitBylines(`记者 李四\n${body}`, noDates).byline).toBe("记者 李四");
    expect(splitBylines(`作者们的故事\n${body}`, noDates).byline).toBeNull();
  });
});

describe("a byline label on a line of its own", () => {
  const body =
    "The council voted on Tuesday to raise ferry fares by a tenth from May, citing fuel costs and a fall in passengers.";
  it("takes the label and the names on the next line", () => {
    const text = `Written by\nThe Team, edited by Walter\n${body}`;
    expect(splitBylines(text, ENGLISH)).toEqual({
      text: body,
      byline: "Written by\nThe Team, edited by Walter",
    });
  });

  it("reads a line after anything else as before", () => {
    const text = `Harbour news\nThe Team, edited by Walter\n${body}`;
    expect(splitBylines(text, ENGLISH).byline).toBeNull();
  });
});
