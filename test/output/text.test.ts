import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";
import { bodyText } from "../../src/output/text.js";

describe("text output", () => {
  it("keeps the lines and indentation of code in <pre>, and folds the white space of prose", () => {
    const html = [
      "<p>Call   it\n  like this:</p>",
      '<pre class="python">\r\n<span>def</span> f(n):\r\n    return n\u00a0+ 1   \r\n\r\n\r\nprint(f(1))\n\n</pre>',
      "<p>Done.</p>",
    ].join("");
    expect(extract(html, { model: "all-text" }).text).toBe(
      "Call it like this:\ndef f(n):\n    return n + 1\n\n\nprint(f(1))\nDone.",
    );
  });

  it("drops the glyphs of permalinks and jump links and zero-width spacers, leaving no empty line", () => {
    const html =
      '<p>Install the package with the tool your system prefers, then open its settings.</p><h2>Setup<a class="headerlink" href="#setup">¶</a></h2><p>Run it.</p><p><a href="#top">↑</a></p>' +
      '<p>See note <a href="#fn1">1</a>.</p><p>\u200d</p><pre>x = 1<a href="#l1">#</a>\n</pre>';
    expect(extract(html, { model: "all-text" }).text).toBe(
      "Install the package with the tool your system prefers, then open its settings.\nSetup\nRun it.\nSee note 1.\nx = 1",
    );
  });

  it("puts a data table's row on one line, cells separated by ' | '", () => {
    const html =
      "<p>Plans:</p><table><tr><th>Day</th><th>Run</th></tr><tr><td>Monday</td><td><b>Rest</b> day</td></tr>" +
      "<tr><td>Tuesday</td><td><p>Intervals.</p><p>Then stretch.</p></td></tr><tr><td>Only one</td></tr></table><p>End.</p>";
    expect(extract(html, { model: "all-text" }).text).toBe(
      [
        "Plans:",
        "Day | Run",
        "Monday | Rest day",
        // A cell of two paragraphs is no data cell: its row keeps a line per block.
        "Tuesday",
        "Intervals.",
        "Then stretch.",
        "Only one",
        "End.",
      ].join("\n"),
    );
  });

  it("keeps a layout table's cells (one row, no header) as blocks", () => {
    const html =
      '<table><tr><td><img src="t.jpg">Photo</td><td><h1>RIM drops BlackBerry</h1></td><td>Shares fell in early trading.</td></tr></table>';
    const result = extract(html, { model: "all-text" });
    // The headline is the title, so the text leaves it out (docs/cli.md, "What `text` holds").
    expect([result.title, result.text]).toEqual([
      "RIM drops BlackBerry",
      "Photo\nShares fell in early trading.",
    ]);
  });

  it("gives each block of a <pre> split by <br> its own lines", () => {
    const html = "<pre>if x:<br>    y()<br>  </pre>";
    expect(extract(html, { model: "all-text" }).text).toBe("if x:\n    y()");
  });
});

describe("what text holds: the body, the headline being the title", () => {
  const page =
    "<html><head><title>Tide tables move to summer hours | Harbour Times</title></head><body>" +
    "<article><h1>Tide tables move to summer hours</h1><p>The harbour office publishes the new tables on Monday, " +
    "with the ferry times beside them.</p><p>Printed copies stay free at the quay.</p></article></body></html>";

  it("leaves out the first line when it repeats the title, and keeps the rest", () => {
    const result = extract(page, { model: "all-text" });
    expect(result.title).toBe("Tide tables move to summer hours");
    expect(result.text).toBe(
      "The harbour office publishes the new tables on Monday, with the ferry times beside them.\n" +
        "Printed copies stay free at the quay.",
    );
  });

  it("compares as a reader would: case, punctuation and spacing aside; near the top only", () => {
    expect(
      bodyText("TIDE  tables — move to summer hours!\nBody.", "Tide tables move to summer hours"),
    ).toBe("Body.");
    expect(bodyText("Email\nPosted Jan. 14, 2008\nTide tables\nBody.", "Tide tables")).toBe(
      "Email\nPosted Jan. 14, 2008\nBody.",
    );
    const intro = "An opening paragraph of the article that runs well past a dateline's few words.";
    expect(bodyText(`${intro}\nTide tables\nBody.`, "Tide tables")).toBe(
      `${intro}\nTide tables\nBody.`,
    );
    expect(bodyText("Tide tables\nBody.", "")).toBe("Tide tables\nBody.");
    expect(bodyText("Tide tables", "Tide tables")).toBe("");
    expect(bodyText("Tide tables and more\nBody.", "Tide tables")).toBe(
      "Tide tables and more\nBody.",
    );
  });
});
