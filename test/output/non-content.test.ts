import { describe, expect, it } from "vitest";
import { render } from "./helpers.js";

describe("contentHtml: page machinery inside selected content", () => {
  it("drops share, follow, print and e-mail buttons with their icons and counters", () => {
    const html = render(
      "<div><p>The council voted on Tuesday.</p>" +
        '<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u=x"><img src="/i/facebook-icon.png"></a>' +
        '<a href="https://twitter.com/intent/tweet?url=x"><img src="/i/twitter-icon.png"></a>' +
        '<a href="javascript:window.print()"><img src="/i/print.png" alt="Print this"></a>' +
        '<a href="mailto:?subject=Vote"><img src="/i/email_btn.gif"></a><span class="count">0</span></div>' +
        '<p>Turnout was low.</p><div class="stats">12 shares</div><p><img src="/photos/council.jpg" alt="The council"></p><p>Ends.</p></div>',
    );
    expect(html).toBe(
      '<div><p>The council voted on Tuesday.</p><p>Turnout was low.</p><img src="/photos/council.jpg" alt="The council"><p>Ends.</p></div>',
    );
  });

  it("drops Jetpack's sharing buttons (?share= links) with their heading, whatever the networks' names", () => {
    const html = render(
      '<div><p>Happy practicing!</p><div class="sharedaddy sd-sharing-enabled"><div class="sd-block sd-social sd-sharing">' +
        '<h3 class="sd-title">Share this:</h3><ul><li><a href="https://blog.example/post/?share=bluesky&amp;nb=1">Bluesky</a></li>' +
        '<li><a href="https://blog.example/post/?share=jetpack-whatsapp">WhatsApp</a></li><li><a href="#">More</a></li></ul></div></div>' +
        "<p>The end.</p></div>",
    );
    expect(html).toBe("<div><p>Happy practicing!</p><p>The end.</p></div>");
  });

  it("drops a table of contents that a script fills in (only its title in the HTML)", () => {
    const html = render(
      '<div><p>Updated on November 18, 2025</p><section id="toc" class="toc"><div class="toc-banner">' +
        '<span class="toc-banner__text">Table of Contents</span></div><ul id="toc-list" class="toc-list"></ul></section>' +
        "<p>Good platforms offer lessons.</p></div>",
    );
    expect(html).toBe(
      "<div><p>Updated on November 18, 2025</p><p>Good platforms offer lessons.</p></div>",
    );
  });

  it("drops a documentation page's 'Edit on GitHub' link, keeps other links to GitHub", () => {
    const html = render(
      '<div><ul><li class="edit_on_github"><a href="https://github.com/nodejs/node/edit/main/doc/api/os.md">Edit on GitHub</a></li></ul>' +
        '<p>The <a href="https://github.com/nodejs/node/blob/main/lib/os.js">os source</a> provides utilities.</p></div>',
    );
    expect(html).not.toContain("Edit on GitHub");
    expect(html).toContain("os source");
  });

  it("keeps a wrapper that carries a share class but holds the article", () => {
    const html = render('<div class="social-article"><p>The council voted on Tuesday.</p></div>');
    expect(html).toContain("The council voted on Tuesday.");
  });

  it("drops tracking pixels and avatars", () => {
    const html = render(
      '<div><p>By Ann <img class="author-avatar" src="/a/ann.jpg"></p><p>Text of the story.</p>' +
        '<img src="https://stats.example/pixel.gif?id=1"><img src="/x.gif" width="1" height="1">' +
        '<img src="https://secure.gravatar.com/avatar/abc?s=96"><img src="/big.jpg" width="640"><p>The end.</p></div>',
    );
    expect(html).toBe(
      '<div><p>By Ann </p><p>Text of the story.</p><img src="/big.jpg" width="640"><p>The end.</p></div>',
    );
  });

  it("drops section edit links, skip links and a generated table of contents", () => {
    const html = render(
      '<div><a href="#content">Skip to content</a><p>Intro to the topic.</p>' +
        '<div id="toc" class="toc"><div class="toctitle"><h2>Contents</h2></div><ul>' +
        '<li><a href="#History">1 History</a></li><li><a href="#Use">2 Use</a></li></ul></div>' +
        '<h2 id="History">History<span class="mw-editsection"><span>[</span>' +
        '<a href="/w/index.php?title=T&amp;action=edit&amp;section=1">edit</a><span>]</span></span></h2>' +
        '<p>Old times.</p><h2>Use <a href="/w/index.php?title=T&amp;action=edit&amp;section=2">[edit]</a></h2>' +
        "<p>Today.</p></div>",
    );
    expect(html).toBe(
      "<div><p>Intro to the topic.</p><h2>History</h2><p>Old times.</p><h2>Use </h2><p>Today.</p></div>",
    );
  });

  it("keeps a list of same-page links that is not marked as contents", () => {
    const html = render(
      '<div><p>See the parts:</p><ul><li><a href="#a">Part A</a></li><li><a href="#b">Part B</a></li></ul></div>',
    );
    expect(html).toContain("Part A");
  });

  it("drops a generated table of contents whose links all name one file (DocBook's div.toc), keeps a manual's contents", () => {
    const toc = (first: string, second: string) =>
      `<div><p>Intro to the chapter.</p><div class="toc"><p><b>Table of Contents</b></p><dl class="toc">` +
      `<dt><a href="${first}">2.1. What it does</a></dt><dt><a href="${second}">2.2. Getting started</a></dt></dl></div>` +
      "<p>The chapter's text.</p></div>";
    expect(render(toc("core.html#what", "core.html#start"))).toBe(
      "<div><p>Intro to the chapter.</p><p>The chapter's text.</p></div>",
    );
    expect(render(toc("intro.html#what", "core.html#start"))).toContain("2.2. Getting started");
  });

  it("drops a navigation table of previous / up / next links (accesskey or rel) around the manual's name", () => {
    const header =
      '<table class="nav"><tr><td><a accesskey="p" href="intro.html"><img src="prev.png" alt="Prev"></a></td>' +
      '<td><a accesskey="u" href="manual.html"><img src="up.png" alt="Up"></a></td>' +
      '<th>Valgrind User Manual</th><td><a rel="next" href="advanced.html">Next</a></td></tr></table>';
    expect(render(`<div>${header}<h1>2. The core</h1><p>The chapter's text.</p></div>`)).toBe(
      "<div><h1>2. The core</h1><p>The chapter's text.</p></div>",
    );
    const dataTable =
      '<table><tr><td><a rel="next" href="b.html">Part B</a></td><td><a rel="prev" href="a.html">Part A</a></td>' +
      "<td>Both parts describe the same experiment with different samples and longer runs, " +
      "which the table compares side by side for the reader.</td></tr></table>";
    expect(render(`<div><p>Compare:</p>${dataTable}</div>`)).toContain("Part B");
  });
});
