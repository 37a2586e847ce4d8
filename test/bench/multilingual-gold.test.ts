import { describe, expect, it } from "vitest";
import { goldText } from "../../bench/multilingual.js";

describe("multilingual bench golds", () => {
  const publican =
    '<html><body><div id="banner"><a>Download the ebook</a></div><p id="title"><a>Site</a></p>' +
    '<ul class="docnav top"><li>Poprzedni</li><li>Następny</li></ul>' +
    '<div class="section"><h2>4.3. Po pierwszym uruchomieniu</h2><div class="para">Użytkownik może się zalogować.</div>' +
    '<div class="sidebar"><p>SŁOWNICTWO</p></div></div><ul class="docnav"><li>Spis treści</li></ul>' +
    "<script>track()</script></body></html>";

  it("reads a Publican page's body without its banner, title links and navigation lists", () => {
    const words = goldText(publican, "publican").split(/\s+/).filter(Boolean);
    expect(words).toEqual([
      "4.3.",
      "Po",
      "pierwszym",
      "uruchomieniu",
      "Użytkownik",
      "może",
      "się",
      "zalogować.",
      "SŁOWNICTWO",
    ]);
  });

  it("keeps the navigation lists where the gold is DocBook's, which names its own", () => {
    expect(goldText(publican, "docbook")).toContain("Spis treści");
  });
});
