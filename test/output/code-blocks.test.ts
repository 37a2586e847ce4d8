import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
import { render } from "./helpers.js";

const markdownOf = (html: string) => htmlToMarkdown(render(html), "");

describe("code blocks", () => {
  it.each([
    ['<pre><code class="lang-ruby">puts 1</code></pre>', "ruby"],
    ['<div class="highlight highlight-source-python"><pre>print(1)</pre></div>', "python"],
    [
      '<div class="highlight-python3 notranslate"><div class="highlight"><pre>print(1)</pre></div></div>',
      "python3",
    ],
    [
      '<div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code>puts 1</code></pre></div></div>',
      "ruby",
    ],
    ['<pre class="brush: php">echo 1;</pre>', "php"],
    ['<pre><code data-lang="go">x := 1</code></pre>', "go"],
  ])("labels the fence with the language the page names: %s", (html, language) => {
    expect(markdownOf(`<p>Some prose before the code.</p>${html}`)).toMatch(
      new RegExp(`\`\`\`${language}\\n`),
    );
  });

  it("names no language for a highlighter's 'default'", () => {
    expect(markdownOf('<p>Prose.</p><div class="highlight-default"><pre>x</pre></div>')).toContain(
      "```\nx\n```",
    );
  });

  it("leaves out line-number gutters and copy buttons, and keeps per-line blocks as lines", () => {
    const markdown = markdownOf(
      "<p>Install it like this.</p>" +
        '<table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1\n2</pre></div></td>' +
        '<td class="code"><div class="highlight"><pre><span class="n">npm</span> install\nnpm test</pre></div></td></tr></table>' +
        '<div class="code-block"><span class="copy-button">Copy</span><pre class="language-sh"><code>' +
        '<div class="line"><span class="ln">1</span>make</div><div class="line"><span class="ln">2</span>make test</div></code></pre></div>',
    );
    expect(markdown).toBe(
      "Install it like this.\n\n```\nnpm install\nnpm test\n```\n\n```sh\nmake\nmake test\n```",
    );
  });

  it("keeps a code block's <code> without its controls (rustdoc's Run link, a flavour toggle)", () => {
    expect(
      markdownOf(
        '<p>The entry point.</p><pre><a class="run" href="https://play.example/?code=x">Run</a>' +
          '<code class="language-rust">fn main() {\n}</code></pre>',
      ),
    ).toBe("The entry point.\n\n```rust\nfn main() {\n}\n```");
  });

  it("puts several <code> of one <pre> (Node.js's ES module and CommonJS flavours) a blank line apart", () => {
    expect(
      markdownOf(
        '<p>It can be accessed using:</p><pre><input class="js-flavor-toggle" type="checkbox">' +
          "<code class=\"language-js mjs\">import path from 'node:path';</code>" +
          "<code class=\"language-js cjs\">const path = require('node:path');</code>" +
          '<button class="copy-button">copy</button></pre>',
      ),
    ).toBe(
      "It can be accessed using:\n\n```js\nimport path from 'node:path';\n\nconst path = require('node:path');\n```",
    );
  });

  it("keeps a listing as a code block when its text, alone selected, is a block inside <pre><code> (an <xmp>)", () => {
    const listing =
      '<pre class="line-numbers"><code class="language-yaml"><xmp>a: 1\nb: 2</xmp></code></pre>';
    expect(markdownOf(listing)).toBe("```yaml\na: 1\nb: 2\n```");
    expect(htmlToMarkdown(render(`<p>Prose.</p>${listing}`, ["a: 1 b: 2"]), "")).toBe(
      "```yaml\na: 1\nb: 2\n```",
    );
  });
});
