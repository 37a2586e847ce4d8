import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";

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

  it("keeps tables with spanning cells as HTML rather than misaligning them", () => {
    const markdown = htmlToMarkdown(
      '<table><tr><td colspan="2">wide</td></tr><tr><td>1</td><td>2</td></tr></table>',
      "",
    );
    expect(markdown).toContain("<table>");
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
