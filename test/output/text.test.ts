import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/extract.js";

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
      '<h2>Setup<a class="headerlink" href="#setup">¶</a></h2><p>Run it.</p><p><a href="#top">↑</a></p>' +
      '<p>See note <a href="#fn1">1</a>.</p><p>\u200d</p><pre>x = 1<a href="#l1">#</a>\n</pre>';
    expect(extract(html, { model: "all-text" }).text).toBe("Setup\nRun it.\nSee note 1.\nx = 1");
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
      '<table><tr><td><img src="t.jpg">Photo</td><td><h1>RIM drops BlackBerry</h1></td><td>By Thea</td></tr></table>';
    expect(extract(html, { model: "all-text" }).text).toBe("Photo\nRIM drops BlackBerry\nBy Thea");
  });

  it("gives each block of a <pre> split by <br> its own lines", () => {
    const html = "<pre>if x:<br>    y()<br>  </pre>";
    expect(extract(html, { model: "all-text" }).text).toBe("if x:\n    y()");
  });
});
