import { describe, expect, it } from "vitest";
import { render } from "./helpers.js";

describe("contentHtml: sanitisation", () => {
  it("drops scripts, styles, frames and form controls with their content", () => {
    const html = render(
      "<div><p>Keep this.</p><script>alert(1)</script><style>p{}</style><iframe src=x></iframe>" +
        "<form><input value=v><button>Go</button></form><object data=x></object><embed src=y><p>And this.</p></div>",
    );
    expect(html).toBe("<div><p>Keep this.</p><p>And this.</p></div>");
  });

  it("keeps the content of a form that wraps the page (ASP.NET), without its controls", () => {
    const html = render(
      '<form id="aspnetForm"><p>First paragraph.</p><input name="q"><button>Go</button><p>Second one.</p></form>',
    );
    expect(html).toBe("<div><p>First paragraph.</p><p>Second one.</p></div>");
  });

  it("keeps content that no one element holds (a page of top-level elements, without <html>)", () => {
    expect(render("<div><p>First paragraph.</p></div><div><p>Second one.</p></div>")).toBe(
      "<p>First paragraph.</p><p>Second one.</p>",
    );
  });

  it("keeps content a broken page leaves in <head>, without the head's own elements", () => {
    expect(
      render(
        "<head><title>T</title><meta charset=utf-8><table><tr><td><h1>Story</h1><p>Body text.</p></td></tr></table>",
      ),
      // A table of one cell is layout: its content without the table.
    ).toBe("<div><h1>Story</h1><p>Body text.</p></div>");
  });

  it("gives a picture rescued from a table row a row and cell of its own", () => {
    const html = render(
      '<p>Before the figure.</p><table><tr><td><a href="big.jpg"><img src="a.jpg"></a></td></tr>' +
        "<tr><td>Hit rate by cache size.</td></tr></table><p>After the figure.</p>",
    );
    expect(html).toContain(
      '<table><tr><td><img src="a.jpg"></td></tr><tr><td>Hit rate by cache size.</td></tr></table>',
    );
  });

  it("removes event handlers and javascript:, vbscript: and non-image data: URLs", () => {
    const html = render(
      '<p onclick="steal()" onmouseover="x()">Text <a href="javascript:alert(1)">bad</a> ' +
        '<a href=" java\tscript:alert(1)">tab</a> <a href="vbscript:x">vb</a> <a href="data:text/html,<b>">data</a> ' +
        '<a href="https://ok.example/" onclick="x()">good</a></p>',
    );
    expect(html).toBe('<p>Text bad tab vb data <a href="https://ok.example/">good</a></p>');
  });

  it("keeps data:image sources but strips class, id and style unless keepStyle", () => {
    const picture = `data:image/png;base64,${"iVBORw0KGgo".repeat(30)}`;
    const source = `<p id="a" class="lead" style="color:red">Hi <img class="i" src="${picture}"></p>`;
    expect(render(source)).toBe(`<p>Hi <img src="${picture}"></p>`);
    expect(render(source, undefined, { keepStyle: true })).toBe(
      `<p id="a" class="lead" style="color:red">Hi <img class="i" src="${picture}"></p>`,
    );
  });

  it("drops spacer and placeholder images (tiny data: URLs) unless a lazy attribute holds the picture", () => {
    const pixel = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
    expect(render(`<p>x <img alt="Like" src="${pixel}"></p>`)).toBe("<p>x </p>");
    expect(render(`<p>x <img src="${pixel}" data-src="real.jpg"></p>`)).toBe(
      '<p>x <img src="real.jpg"></p>',
    );
  });

  it("drops permalink and jump glyphs and zero-width spacers, keeps same-page links with words", () => {
    const html = render(
      '<div><h2>Setup<a class="headerlink" href="#setup">¶</a></h2>' +
        '<p>See <a href="#notes">the notes</a> and note <a href="#fn1">1</a>.</p><p>\u200d</p></div>',
    );
    expect(html).toBe(
      '<div><h2>Setup</h2><p>See <a href="#notes">the notes</a> and note <a href="#fn1">1</a>.</p></div>',
    );
  });

  it("unwraps headings' links to the page itself, keeps their other links", () => {
    const html = render(
      '<div><h2 id="setup"><a class="header" href="#setup">Setup</a></h2><p>Run it.</p>' +
        '<h3>Read <a href="https://example.com/more">more</a></h3><p>And so on.</p></div>',
    );
    expect(html).toBe(
      '<div><h2>Setup</h2><p>Run it.</p><h3>Read <a href="https://example.com/more">more</a></h3><p>And so on.</p></div>',
    );
  });

  it("unwraps styling spans without keepStyle and keeps them with it", () => {
    const source = '<p>A <span class="hl">marked</span> word</p>';
    expect(render(source)).toBe("<p>A marked word</p>");
    expect(render(source, undefined, { keepStyle: true })).toBe(
      '<p>A <span class="hl">marked</span> word</p>',
    );
  });
});

describe("contentHtml: URLs and images", () => {
  it("resolves relative links and images against the base URL", () => {
    const html = render(
      '<p><a href="../a.html">rel</a> <img src="i.png"> <a href="#top">frag</a></p>',
      undefined,
      {
        baseUrl: "https://ex.example/dir/page.html",
      },
    );
    expect(html).toBe(
      '<p><a href="https://ex.example/a.html">rel</a> <img src="https://ex.example/dir/i.png"> <a href="#top">frag</a></p>',
    );
  });

  it("uses lazy-loading attributes and the largest srcset candidate", () => {
    expect(render('<p>x <img src="blank.gif" data-src="real.jpg"></p>')).toBe(
      '<p>x <img src="real.jpg"></p>',
    );
    expect(render('<p>x <img src="p.gif" data-lazy-src="lazy.jpg"></p>')).toBe(
      '<p>x <img src="lazy.jpg"></p>',
    );
    expect(render('<p>x <img src="s.jpg" srcset="s.jpg 1x, l.jpg 2x"></p>')).toBe(
      '<p>x <img src="l.jpg"></p>',
    );
    expect(render('<p>x <img data-srcset="a.jpg 300w,b.jpg 900w,c.jpg 600w"></p>')).toBe(
      '<p>x <img src="b.jpg"></p>',
    );
  });

  it("takes an unlisted lazy loader's data-*src(set) when src is a data: placeholder, not otherwise", () => {
    const blank = `data:image/png;base64,${"A".repeat(2000)}`;
    expect(
      render(
        `<p>x <img src="${blank}" data-lzl-src="real.png" data-lzl-srcset="s.png 300w, l.png 900w"></p>`,
      ),
    ).toBe('<p>x <img src="l.png"></p>');
    expect(render(`<p>x <img src="${blank}" data-ll-src="real.png"></p>`)).toBe(
      '<p>x <img src="real.png"></p>',
    );
    expect(render('<p>x <img data-ll-src="real.png"></p>')).toBe('<p>x <img src="real.png"></p>');
    expect(render('<p>x <img src="photo.jpg" data-thumb-src="thumb.jpg"></p>')).toBe(
      '<p>x <img src="photo.jpg"></p>',
    );
  });

  it("drops images without a usable source", () => {
    expect(render('<p>x <img alt="none"> <img src="javascript:alert(1)"></p>')).toBe("<p>x  </p>");
  });

  it("drops images the page declares icon-sized, keeps the rest", () => {
    expect(
      render(
        '<p>x <img src="share.svg" width="22" height="24"> <img src="photo.jpg" width="640" height="24"> <img src="unsized.jpg"></p>',
      ),
    ).toBe('<p>x  <img src="photo.jpg" width="640" height="24"> <img src="unsized.jpg"></p>');
  });
});

describe("contentHtml: selection to structure", () => {
  it("keeps a list with only its selected items", () => {
    const html = render(
      "<div><p>Intro text.</p><ul><li>one</li><li>menu</li><li>two</li></ul></div>",
      ["Intro text.", "one", "two"],
    );
    expect(html).toBe("<div><p>Intro text.</p><ul><li>one</li><li>two</li></ul></div>");
  });

  it("widens a selection inside one list to the list itself", () => {
    expect(render("<ul><li>one</li><li>two</li></ul>", ["one", "two"])).toBe(
      "<ul><li>one</li><li>two</li></ul>",
    );
  });

  it("keeps a table row whole, with its header row, when one cell is selected", () => {
    const html = render(
      "<table><thead><tr><th>name</th><th>value</th></tr></thead><tbody>" +
        "<tr><td>alpha</td><td>1</td></tr><tr><td>beta</td><td>2</td></tr></tbody></table>",
      ["alpha"],
    );
    expect(html).toBe(
      "<table><thead><tr><th>name</th><th>value</th></tr></thead><tbody><tr><td>alpha</td><td>1</td></tr></tbody></table>",
    );
  });

  it("keeps figures between selected blocks but not pictures outside them", () => {
    const html = render(
      '<div><img src="logo.png"><p>First paragraph.</p><div class="w"><figure><img src="f.jpg">' +
        '<figcaption>Caption.</figcaption></figure></div><p>Second paragraph.</p><img src="ad.png"></div>',
      ["First paragraph.", "Second paragraph."],
    );
    expect(html).toBe(
      '<div><p>First paragraph.</p><figure><img src="f.jpg"><figcaption>Caption.</figcaption></figure><p>Second paragraph.</p></div>',
    );
  });

  it("keeps an embedded social post between selected blocks, whole, though it is not selected", () => {
    const tweet =
      '<blockquote class="twitter-tweet"><p>Big night for the library.</p>— Jane (@jane) ' +
      '<a href="https://twitter.com/jane/status/1">May 6, 2025</a></blockquote>';
    const html = render(`<div><p>First paragraph.</p>${tweet}<p>Second paragraph.</p></div>`, [
      "First paragraph.",
      "Second paragraph.",
    ]);
    expect(html).toBe(
      `<div><p>First paragraph.</p>${tweet.replace(' class="twitter-tweet"', "")}<p>Second paragraph.</p></div>`,
    );
  });

  it("does not take pictures from a wordy unselected box between selected blocks", () => {
    const box = `<div class="related">${"Another story to read now. ".repeat(8)}<img src="thumb.jpg"></div>`;
    const html = render(`<div><p>First paragraph.</p>${box}<p>Second paragraph.</p></div>`, [
      "First paragraph.",
      "Second paragraph.",
    ]);
    expect(html).toBe("<div><p>First paragraph.</p><p>Second paragraph.</p></div>");
  });

  it("keeps <pre> code with its language and turns <br> into newlines", () => {
    expect(render('<pre class="lang-py">a = 1<br>b = 2</pre>')).toBe(
      '<pre><code class="language-py">a = 1\nb = 2</code></pre>',
    );
    expect(render('<pre><code class="language-js">x()</code></pre>')).toBe(
      '<pre><code class="language-js">x()</code></pre>',
    );
  });

  it("renders nothing when nothing is selected", () => {
    expect(render("<p>text</p>", [])).toBe("");
  });
});

describe("issue 57: listings, code spans, emoji and forms in HTML output", () => {
  it("a code table left with one <pre> once its gutter is gone is that <pre>", () => {
    const html = render(
      '<div><p>Run it:</p><table class="lntable"><tr><td class="lntd"><pre><code><span class="lnt">1\n</span><span class="lnt">2\n</span></code></pre></td>' +
        '<td class="lntd"><pre><code class="language-go">a := 1\nb := 2\n</code></pre></td></tr></table></div>',
    );
    expect(html).toBe(
      '<div><p>Run it:</p><pre><code class="language-go">a := 1\nb := 2\n</code></pre></div>',
    );
  });

  it("a table's columns empty in every row leave; a table left with one cell is that cell's content", () => {
    expect(
      render(
        '<div><p>Menu:</p><table><tr><td>• <a href="#a">Intro</a></td><td>&nbsp;&nbsp;</td><td>\n</td></tr>' +
          '<tr><td>• <a href="#b">Basics</a></td><td>&nbsp;&nbsp;</td><td></td></tr></table></div>',
      ),
    ).toBe(
      '<div><p>Menu:</p><table><tr><td>• <a href="#a">Intro</a></td></tr><tr><td>• <a href="#b">Basics</a></td></tr></table></div>',
    );
    expect(
      render(
        '<div><p>Manual:</p><table><tr><td><a href="i.html"><img src="i.png" width="18" height="21"></a></td>' +
          "<th>The <b>Valgrind</b> manual</th></tr></table></div>",
      ),
    ).toBe("<div><p>Manual:</p><div>The <b>Valgrind</b> manual</div></div>");
  });

  it("keeps the empty cells of a table with a spanning cell, where columns do not line up", () => {
    const html = render(
      '<div><p>Plan:</p><table><tr><td colspan="2">Week 1</td></tr><tr><td>Mon</td><td></td></tr></table></div>',
    );
    expect(html).toContain("<td>Mon</td><td></td>");
  });

  it("touching inline code spans get a space between; an emoji picture is its character", () => {
    expect(
      render(
        '<div><p>See <code>U+00DF</code><code>0xC3 0x9F</code> here <img class="emoji" alt="🚀" src="https://s.w.org/images/core/emoji/15.0.3/svg/1f680.svg">.</p></div>',
      ),
    ).toBe("<p>See <code>U+00DF</code> <code>0xC3 0x9F</code> here 🚀.</p>");
  });

  it("a form's status messages and a text field's label leave; a choice's label stays", () => {
    const html = render(
      '<div><p>A linen apron.</p><form><label for="e">Notify me when back in stock</label><input id="e" type="email">' +
        '<label><input type="radio" name="c">Oat</label></form>' +
        '<div class="w-form-done"><div>Thank you! Your submission has been received!</div></div>' +
        '<div class="w-form-fail"><div>Oops! Something went wrong.</div></div></div>',
    );
    expect(html).toContain("Oat");
    expect(html).not.toContain("Notify me");
    expect(html).not.toContain("Thank you");
    expect(html).not.toContain("Oops");
  });
});
