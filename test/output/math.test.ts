import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
import { rawFormulas } from "../../src/output/markdown-raw-tex.js";
import { render } from "./helpers.js";

const PAGE =
  '<div><p>Energy is <span class="MathJax_Preview">E</span><span class="MathJax">E=mc2</span>' +
  '<script type="math/tex">E=mc^2</script> as known.</p><div class="MathJax_Display">glyphs</div>' +
  '<script type="math/tex; mode=display">\\int_0^1 x\\,dx</script>' +
  '<p>KaTeX: <span class="katex"><span class="katex-mathml"><math><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow>' +
  '<annotation encoding="application/x-tex">x^2</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true">x2</span></span> here.</p>' +
  '<p>Wiki <span class="mwe-math-element"><span class="mwe-math-mathml-inline" style="display: none;">' +
  '<math alttext="{\\displaystyle a+b}"><mi href="javascript:x">a</mi><mo>+</mo><mi>b</mi></math></span>' +
  '<img src="https://wikimedia.org/api/rest_v1/media/math/render/svg/abc" class="mwe-math-fallback-image-inline" alt="{\\displaystyle a+b}"></span> sum.</p>' +
  '<p>WP <img class="latex" src="https://s0.wp.com/latex.php?latex=y" alt="y < 2x"> line.</p></div>';

describe("math", () => {
  const html = render(PAGE);

  it("keeps formulas as MathML in HTML, once each, without attributes that load or link", () => {
    expect(html).toContain(
      '<math alttext="x^2"><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow></math>',
    );
    expect(html).toContain('<math alttext="E=mc^2"><mtext>E=mc^2</mtext></math>');
    expect(html).toContain(
      '<math alttext="{\\displaystyle a+b}"><mi>a</mi><mo>+</mo><mi>b</mi></math>',
    );
    expect(html).not.toContain("glyphs");
    expect(html).not.toContain("href");
    expect(html.match(/<math/g)).toHaveLength(5);
  });

  it("writes formulas as LaTeX between dollars in Markdown, displayed ones on their own lines", () => {
    expect(htmlToMarkdown(html, "")).toBe(
      "Energy is $E=mc^2$ as known.\n\n$$\n\\int_0^1 x\\,dx\n$$\n\nKaTeX: $x^2$ here.\n\n" +
        "Wiki $a+b$ sum.\n\nWP $y \\lt  2x$ line.",
    );
  });

  it("keeps a displayed KaTeX formula alone in its paragraph between selected blocks", () => {
    const markdown = htmlToMarkdown(
      render(
        '<div><p>In full:</p><p><span class="katex-display"><span class="katex"><span class="katex-mathml">' +
          '<math display="block"><semantics><mrow><msup><mi>E</mi><mn>2</mn></msup></mrow>' +
          '<annotation encoding="application/x-tex">E^2</annotation></semantics></math></span>' +
          '<span class="katex-html" aria-hidden="true">E2</span></span></span></p><p>The rest.</p></div>',
      ),
      "",
    );
    expect(markdown).toBe("In full:\n\n$$\nE^2\n$$\n\nThe rest.");
  });
});

describe("raw TeX in text", () => {
  it("finds \\(…\\), \\[…\\], $$…$$, display environments and Pandoc's $…$, not prices", () => {
    expect(
      rawFormulas("a \\(x_1\\) b \\[y\\] c $$z$$ d $w^2$").map((f) => [f.tex, f.display]),
    ).toEqual([
      ["x_1", false],
      ["y", true],
      ["z", true],
      ["w^2", false],
    ]);
    expect(rawFormulas("\\begin{align*} a &= b \\end{align*}")[0].tex).toBe(
      "\\begin{align*} a &= b \\end{align*}",
    );
    expect(rawFormulas("It cost $5 and then $10, or US$3 to $4.")).toEqual([]);
    expect(rawFormulas("Set $HOME/$USER in the shell")).toEqual([]);
    expect(rawFormulas("Price tiers: $$$ and $$$$.")).toEqual([]);
  });

  it("writes them as Markdown math, and leaves code alone", () => {
    expect(
      htmlToMarkdown(
        "<p>Let \\(a_1 &lt; b\\) hold:</p><p>\\[ a_1 + b_1 \\]</p><pre><code>echo \\(x_1\\)</code></pre>",
        "",
      ),
    ).toBe("Let $a_1 \\lt  b$ hold:\n\n$$\na_1 + b_1\n$$\n\n```\necho \\(x_1\\)\n```");
  });
});

describe("MathML without TeX", () => {
  const tex = (mathml: string) => htmlToMarkdown(`<p>${mathml}</p>`, "");
  it("converts scripts, fractions, roots, accents and symbols to TeX", () => {
    expect(
      tex(
        "<math><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mfrac><mn>1</mn><mi>n</mi></mfrac><mo>≤</mo><msqrt><mi>α</mi></msqrt></math>",
      ),
    ).toBe("$x^2 + \\frac{1}{n} \\le \\sqrt{\\alpha}$");
    expect(
      tex(
        "<math><munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><msub><mover><mi>x</mi><mo>^</mo></mover><mi>i</mi></msub><mi>sin</mi><mi>θ</mi></math>",
      ),
    ).toBe("$\\sum_{i = 1}^n{\\hat{x}}_i\\sin \\theta$");
  });
});

describe("formula sources", () => {
  it("reads an image whose alt is TeX as a formula wherever the image is served from", () => {
    const html = render(
      '<div><p>Mean <img src="/eq1.png" alt="\\bar{x} = \\frac{1}{n}"> and <img src="/cat.jpg" alt="A cat"> here.</p></div>',
    );
    expect(htmlToMarkdown(html, "")).toBe(
      "Mean $\\bar{x} = \\frac{1}{n}$ and ![A cat](/cat.jpg) here.",
    );
  });

  it("reads TeX from data-math and data-tex attributes, not flags", () => {
    const html = render(
      '<div><p>Let <span data-math="x^2">x2</span> be.</p><div class="math-block" data-tex="y">y</div><p data-math="true">Plain text here.</p></div>',
    );
    expect(htmlToMarkdown(html, "")).toBe("Let $x^2$ be.\n\n$$\ny\n$$\n\nPlain text here.");
  });
});

describe("LaTeXML (arXiv) papers", () => {
  it("an equation table row as one displayed formula with its number; an inline note as a footnote", () => {
    const html = render(
      '<div><p>We solve<span id="footnote1" class="ltx_note ltx_role_footnote"><sup class="ltx_note_mark">1</sup>' +
        '<span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">1</sup>' +
        '<span class="ltx_tag ltx_tag_note">1</span>A note.</span></span></span> this:</p>' +
        '<table class="ltx_equationgroup ltx_eqn_eqnarray ltx_eqn_table"><tr class="ltx_equation ltx_eqn_row">' +
        '<td class="ltx_eqn_cell"><math alttext="\\displaystyle a"><mi>a</mi></math></td>' +
        '<td class="ltx_eqn_cell"><math alttext="\\displaystyle\\leq"><mo>≤</mo></math></td>' +
        '<td class="ltx_eqn_cell"><math alttext="\\displaystyle b."><mi>b</mi></math></td>' +
        '<td class="ltx_eqn_cell ltx_eqn_eqno"><span class="ltx_tag ltx_tag_equation">(2)</span></td></tr></table></div>',
    );
    expect(htmlToMarkdown(html, "")).toBe(
      "We solve[^1] this:\n\n$$\na \\leq b. \\tag{2}\n$$\n\n[^1]: A note.",
    );
  });
});
