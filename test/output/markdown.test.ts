import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
import { render } from "./helpers.js";

describe("htmlToMarkdown", () => {
  it("puts the title on top and drops a leading heading that repeats it", () => {
    const markdown = htmlToMarkdown("<div><h1>My Title!</h1><p>Body text.</p></div>", "My title");
    expect(markdown.startsWith("# My title\n\nBody text.")).toBe(true);
    expect(markdown.match(/My title/gi)).toHaveLength(1);
  });

  it("recognises the repeated heading when a line break splits it", () => {
    const markdown = htmlToMarkdown(
      "<div><h1>Storm hits<br>the coast</h1><p>Body text.</p></div>",
      "Storm hits the coast",
    );
    expect(markdown.match(/Storm hits/g)).toHaveLength(1);
  });

  it("unwraps links and emphasis around blocks, so a wrapped heading repeating the title goes too", () => {
    const markdown = htmlToMarkdown(
      '<div><a href="https://blog.example/post"><h1>Ford Launches Hybrid</h1></a><p>By Steve.</p>' +
        '<a href="https://blog.example/more"><div><p>More posts</p></div></a><b><h3>Zoo news</h3></b></div>',
      "Ford Launches Hybrid",
    );
    expect(markdown).toBe("# Ford Launches Hybrid\n\nBy Steve.\n\nMore posts\n\n## Zoo news");
  });

  it("leaves blank lines blank and single, but code as it is", () => {
    const markdown = htmlToMarkdown(
      "<div>The CD is old.<br><br><div>&lt;1&gt;<br></div><br>Think how amazing.</div>" +
        "<pre><code>a\n  \n\n\nb</code></pre>",
      "",
    );
    expect(markdown).toBe("The CD is old.\n\n<1>\n\nThink how amazing.\n\n```\na\n  \n\n\nb\n```");
  });

  it("ends lines without stray white space, but keeps a hard break", () => {
    const markdown = htmlToMarkdown(
      "<ul><li>At a licensed pharmacy.&nbsp;&nbsp;</li><li>Ask your doctor.</li></ul>" +
        "<p>Line one<br>line two&nbsp;</p>",
      "",
    );
    expect(markdown).toBe("- At a licensed pharmacy.\n- Ask your doctor.\n\nLine one  \nline two");
  });

  it("writes GFM pipe tables, promoting a header-less first row", () => {
    const withHeader = htmlToMarkdown(
      "<table><thead><tr><th>a</th><th>b</th></tr></thead><tr><td>1</td><td>2</td></tr></table>",
      "",
    );
    expect(withHeader).toContain("| a | b |");
    expect(withHeader).toContain("| 1 | 2 |");
    const headerless = htmlToMarkdown(
      "<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>",
      "",
    );
    expect(headerless).toContain("| a | b |\n| --- | --- |\n| 1 | 2 |");
  });

  it("converts tables without rows to their content instead of failing the page", () => {
    expect(htmlToMarkdown("<table></table><p>After the table.</p>", "")).toBe("After the table.");
    expect(htmlToMarkdown("<table><caption>Prices in 2024</caption></table>", "")).toBe(
      "Prices in 2024",
    );
    // A table straight inside a table (htmlparser2 keeps it there; an HTML parser empties the
    // outer one): the inner table still converts.
    const nested = htmlToMarkdown(
      "<table><table><tr><th>Year</th></tr><tr><td>2024</td></tr></table></table>",
      "",
    );
    expect(nested).toContain("| Year |\n| --- |\n| 2024 |");
  });

  it("writes one-column layout tables as their cells' blocks, not as pipe tables", () => {
    const markdown = htmlToMarkdown(
      '<table><tr><td><img src="https://x.example/cell1.jpg"></td></tr><tr><td>click to enlarge</td></tr></table>' +
        "<table><tr><td>Name</td><td>Age</td></tr><tr><td>Ann</td><td>41</td></tr></table>",
      "",
    );
    expect(markdown).toBe(
      "![](https://x.example/cell1.jpg)\n\nclick to enlarge\n\n| Name | Age |\n| --- | --- |\n| Ann | 41 |",
    );
  });

  it("writes one-row layout tables as blocks, and a data table's cell on one line", () => {
    const markdown = htmlToMarkdown(
      '<table><tr><td><img src="https://x.example/t.jpg"></td><td><h1>RIM drops BlackBerry</h1></td>' +
        "<td><div><br>By Thea</div></td></tr></table>" +
        "<table><tr><th>Phone</th><th>Notes</th></tr>" +
        "<tr><td>Bold 9900</td><td><p>Keyboard.</p><ul><li>Touch</li><li>NFC</li></ul>Old<br>OS</td></tr></table>",
      "",
    );
    expect(markdown).toBe(
      "![](https://x.example/t.jpg)\n\n# RIM drops BlackBerry\n\nBy Thea\n\n" +
        "| Phone | Notes |\n| --- | --- |\n| Bold 9900 | Keyboard. Touch NFC Old OS |",
    );
  });

  it("writes a menu laid out in a table with empty spacer columns (texinfo's) as blocks, a data table without its empty column", () => {
    const menu =
      '<table class="menu"><tr><td>• <a href="#Intro">Introduction</a></td><td>&nbsp;&nbsp;</td><td>\n</td></tr>' +
      '<tr><td>• <a href="#Basics">Basic Elements</a></td><td>&nbsp;&nbsp;</td><td>\n</td></tr></table>';
    const data =
      "<table><tr><th>Name</th><th></th><th>Age</th></tr><tr><td>Ann</td><td></td><td>41</td></tr></table>";
    expect(htmlToMarkdown(render(`<div><p>Chapters:</p>${menu}${data}</div>`), "")).toBe(
      "Chapters:\n\n• [Introduction](#Intro)\n\n• [Basic Elements](#Basics)\n\n" +
        "| Name | Age |\n| --- | --- |\n| Ann | 41 |",
    );
  });

  it("repeats spanning cells as empty cells, so columns stay aligned, and writes no raw HTML", () => {
    const markdown = htmlToMarkdown(
      '<table><tr><td colspan="2">wide</td></tr><tr><td rowspan="2">1</td><td>2</td></tr><tr><td>3</td></tr></table>',
      "",
    );
    expect(markdown).toBe("| wide |  |\n| --- | --- |\n| 1 | 2 |\n|  | 3 |");
  });

  it("escapes pipes in cells, pads short rows, keeps the caption above and one header row", () => {
    const markdown = htmlToMarkdown(
      "<table><caption>Operators</caption><thead><tr><th>Op</th><th>Means</th></tr><tr><th>x</th><th>y</th></tr></thead>" +
        "<tr><td><code>a | b</code></td><td>or<br>else</td></tr><tr><td>only</td></tr></table>",
      "",
    );
    expect(markdown).toBe(
      "Operators\n\n| Op | Means |\n| --- | --- |\n| x | y |\n| `a \\| b` | or else |\n| only |  |",
    );
  });

  it("flattens a nested table into its cell rather than keeping HTML", () => {
    const markdown = htmlToMarkdown(
      "<table><tr><th>Team</th><th>Players</th></tr><tr><td>Reds</td>" +
        "<td><table><tr><td>Ann</td></tr><tr><td>Bo</td></tr></table></td></tr></table>",
      "",
    );
    expect(markdown).toBe("| Team | Players |\n| --- | --- |\n| Reds | Ann Bo |");
    expect(markdown).not.toContain("<");
  });

  it("fences code blocks labelled with their language", () => {
    const markdown = htmlToMarkdown(
      '<pre><code class="language-js">let x = 1;\nx++;</code></pre>',
      "",
    );
    expect(markdown).toContain("```js\nlet x = 1;\nx++;\n```");
  });

  it("writes links, images and emphasis", () => {
    const markdown = htmlToMarkdown(
      '<p>See <a href="https://a.example/">this</a> <strong>now</strong> <img src="https://a.example/i.png" alt="pic"></p>',
      "",
    );
    expect(markdown).toBe("See [this](https://a.example/) **now** ![pic](https://a.example/i.png)");
  });

  it("puts the content's top heading level under the title, with no level skipped", () => {
    expect(
      htmlToMarkdown("<h3>Setup</h3><p>A.</p><h5>Linux</h5><p>B.</p><h3>Use</h3>", "Guide"),
    ).toBe("# Guide\n\n## Setup\n\nA.\n\n### Linux\n\nB.\n\n## Use");
    expect(htmlToMarkdown("<h1>Part</h1><h2>Step</h2><h4>Detail</h4>", "Guide")).toBe(
      "# Guide\n\n## Part\n\n### Step\n\n#### Detail",
    );
    // Without a title, only the gaps close.
    expect(htmlToMarkdown("<h2>A</h2><h4>B</h4>", "")).toBe("## A\n\n### B");
  });

  it("writes headings without the bold many sites wrap them in", () => {
    expect(
      htmlToMarkdown(
        "<h2><strong>Protein</strong> <b>everything</b></h2><p>Text <b>bold</b>.</p>",
        "",
      ),
    ).toBe("## Protein everything\n\nText **bold**.");
  });

  it("gives just the title for empty content, and nothing for nothing", () => {
    expect(htmlToMarkdown("", "Only title")).toBe("# Only title");
    expect(htmlToMarkdown("", "")).toBe("");
  });
});

describe("htmlToMarkdown: figures, definition lists and options", () => {
  it("writes a figure's caption as an emphasised paragraph under its picture", () => {
    expect(
      htmlToMarkdown(
        '<figure><img src="https://x.example/b.png" alt="b"><figcaption>The <em>big</em>\none</figcaption></figure>',
        "",
      ),
    ).toBe("![b](https://x.example/b.png)\n\n*The _big_ one*");
    expect(htmlToMarkdown("<figure><figcaption>Plain caption</figcaption></figure>", "")).toBe(
      "_Plain caption_",
    );
  });

  it("writes definition lists as terms and ': definition' lines", () => {
    expect(
      htmlToMarkdown(
        "<dl><dt>Term</dt><dd>First</dd><dd>Second</dd><dt>Other</dt><dd>Def</dd></dl>",
        "",
      ),
    ).toBe("Term\n: First\n: Second\n\nOther\n: Def");
  });

  it("writes links as their text and leaves images out when asked", () => {
    const html =
      '<p>A <a href="https://x.example/">link</a> <img src="https://x.example/a.png" alt="a"></p>';
    expect(htmlToMarkdown(html, "", { noLinks: true })).toBe(
      "A link ![a](https://x.example/a.png)",
    );
    expect(htmlToMarkdown(html, "", { noImages: true })).toBe("A [link](https://x.example/)");
  });
});
