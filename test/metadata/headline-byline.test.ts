import { describe, expect, it } from "vitest";
import { headlineByline } from "../../src/metadata/headline-byline.js";
import { headlineLines } from "../../src/metadata/headline-lines.js";
import { parseHtml } from "../../src/parse/parse.js";
import { metadataOf } from "./helpers.js";

const bylineOf = (html: string) => headlineByline(headlineLines(parseHtml(html, 512)));

describe("headlineByline", () => {
  it("names a forum thread's starter after its label, on the line or the next", () => {
    expect(
      bylineOf(
        '<h1>Best closed headphones</h1><ul><li><span class="u-srOnly">Thread starter</span> <a href="/members/futurebsd.1/">FutureBSD</a></li><li>Start date Jul 2, 2024</li></ul>',
      ),
    ).toBe("FutureBSD");
    expect(
      bylineOf("<h1>Budget</h1><dl><dt><div>Topic Author</div><a>changingtimes</a></dt></dl>"),
    ).toBe("changingtimes");
    expect(
      bylineOf(
        "<h2>AI in forums</h2><h1>How is everyone using AI?</h1><p>Started by Biology Forums, June 04, 2024, 11:23:55 AM</p>",
      ),
    ).toBe("Biology Forums");
  });

  it("names the person after the By that opens a short line under the headline", () => {
    expect(bylineOf("<h1>Council votes</h1><p>By Jane van Doe · March 14, 2024</p>")).toBe(
      "Jane van Doe",
    );
    expect(
      bylineOf("<h1>Council votes</h1><p>By Angela Kaye Carpenter Updated May 3, 2025</p>"),
    ).toBe("Angela Kaye Carpenter");
  });

  it("names the person after a By that follows a separator or an opening date", () => {
    expect(
      bylineOf("<h1>Graphic design</h1><p>March 15, 2022 · 3 min read · By Ann Online</p>"),
    ).toBe("Ann Online");
    expect(bylineOf("<h1>Consulting</h1><p>Dec 17, 2025 by Agatha Caleo, Candidate</p>")).toBe(
      "Agatha Caleo",
    );
  });

  it("names the person on the line after a byline's label", () => {
    expect(
      bylineOf("<h1>Catering trends</h1><div><p>Written by</p><p>Edzel Tabing</p></div>"),
    ).toBe("Edzel Tabing");
  });

  it("names nobody in a sentence that starts with By, or without a headline", () => {
    expect(
      bylineOf("<h1>Sign up</h1><p>By signing up, you agree to our terms</p>"),
    ).toBeUndefined();
    expect(bylineOf("<h2>Council votes</h2><p>By Jane Doe</p>")).toBeUndefined();
  });
});

describe("authors from the headline's byline", () => {
  it("come before microdata, whose first author is a reply's on forum pages", () => {
    const html =
      '<h1>Early symptoms</h1><div><span>Thread starter</span> <a>lulug30</a></div><article itemscope itemtype="https://schema.org/Comment"><div itemprop="author" itemscope><span itemprop="name">ShiftKicker</span></div></article>';
    expect(metadataOf(html).authors).toEqual(["lulug30"]);
  });
});
