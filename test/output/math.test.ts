import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
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
