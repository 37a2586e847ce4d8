import { describe, expect, it } from "vitest";
import { MIN_MISREAD_SEQUENCES, repairMojibake } from "../../src/decode/mojibake.js";
import { decodeText } from "../../src/decode/text-decode.js";
import { extract } from "../../src/extract/extract.js";

/** `text`'s UTF-8 bytes read as windows-1252, as a misconfigured server or crawler does. */
function asWindows1252(text: string): string {
  return decodeText(new TextEncoder().encode(text), "windows-1252");
}

/** `text`'s UTF-8 bytes read as Latin-1 (C1 control characters where windows-1252 has “ or ™). */
function asLatin1(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

describe("repairMojibake", () => {
  const written = "Don’t panic — it’s “only” 20 °C in São Paulo, Привет, 東京 and 🎉.";

  it("gives back UTF-8 text that was read as windows-1252", () => {
    const misread = asWindows1252(written);
    expect(misread).toContain("â€™");
    expect(repairMojibake(misread)).toBe(written);
  });

  it("gives back UTF-8 text that was read as Latin-1", () => {
    const misread = asLatin1(written);
    expect(misread).toContain("â\u0080\u0099");
    expect(repairMojibake(misread)).toBe(written);
  });

  it("turns a misread non-breaking space back into one", () => {
    const misread = asWindows1252("a\u00a0b, c\u00a0d, e\u00a0f");
    expect(misread).toContain("Â\u00a0");
    expect(repairMojibake(misread)).toBe("a\u00a0b, c\u00a0d, e\u00a0f");
  });

  it("leaves a page with fewer sequences than the minimum as it is", () => {
    const twice = `${asWindows1252("don’t")} and ${asWindows1252("won’t")}`;
    expect(MIN_MISREAD_SEQUENCES).toBe(3);
    expect(repairMojibake(twice)).toBe(twice);
  });

  it("leaves real accented text alone, non-breaking spaces and guillemets included", () => {
    const french =
      "Café crème à la façon de Noël, naïve\u00a0: «\u00a0déjà vu\u00a0» à 20\u00a0°C.";
    expect(repairMojibake(french)).toBe(french);
    // "é", a no-break space and "»" are the bytes of a CJK character, three times over; the
    // page's other accented letters show it is French, not misread UTF-8.
    const quotes =
      "Le député a déclaré à la presse\u00a0: « C'est l'été\u00a0», puis « Quel café\u00a0»." +
      " La société a été créée en février, après une année très agitée où l'équipe a préféré" +
      " rester discrète sur les réformes. « Un thé glacé\u00a0», a-t-il ajouté.";
    expect(repairMojibake(quotes)).toBe(quotes);
    const german = "Größe, Übermaß, Straße – für ¼ des Preises.";
    expect(repairMojibake(german)).toBe(german);
  });

  it("reads C1 control characters as the windows-1252 characters of their byte", () => {
    // Windows-1252 text converted to UTF-8 as if it were Latin-1: bullets and quotes become C1.
    expect(repairMojibake("\u0095 Ddos protection \u0095 \u0093quoted\u0094")).toBe(
      "• Ddos protection • “quoted”",
    );
    // The five bytes windows-1252 leaves undefined have no character to become.
    expect(repairMojibake("a\u009db")).toBe("a\u009db");
    // Among other scripts a C1 character is not windows-1252: here it is what the text is about.
    const rustdoc = "assert!('\u009c'.is_control()); // → true";
    expect(repairMojibake(rustdoc)).toBe(rustdoc);
  });

  it("replaces only sequences that are valid UTF-8", () => {
    // "à€€" would be an overlong encoding (E0 80 80): not UTF-8, so not a misreading.
    const text = `${asWindows1252("it’s “fine”")} but à€€ stays`;
    expect(repairMojibake(text)).toBe("it’s “fine” but à€€ stays");
  });

  it("repairs what extract() returns, title and text, from a string or from bytes", () => {
    const html = `<html><head><title>${asWindows1252("Café “Zoë” review")}</title></head><body><article><h1>${asWindows1252(
      "Café “Zoë” review",
    )}</h1><p>${asWindows1252(
      "The crème brûlée was perfect — we’ll be back, and we’d say so to anyone who asks about it.",
    )}</p></article></body></html>`;
    for (const input of [html, new TextEncoder().encode(html)]) {
      const result = extract(input, { html: false });
      expect(result.title).toBe("Café “Zoë” review");
      expect(result.text).toContain("The crème brûlée was perfect — we’ll be back");
      expect(result.text).not.toMatch(/Ã|â€/);
    }
  });
});
