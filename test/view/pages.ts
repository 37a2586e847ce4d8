/** Pages the view and labelling tests share. */

/** Filler words, so a paragraph reads as content. */
export const sentence = (stem: string, count = 30): string =>
  Array.from({ length: count }, (_, i) => `${stem}${i % 7 === 0 ? "." : ""} word${i}`).join(" ");

/** An article with a menu, a sidebar, comments and everything a view must not let run or load. */
export const HOSTILE_ARTICLE = `<!DOCTYPE html><html lang="en"><head><title>Tide pools | Courier</title>
<script src="https://evil.example/head.js"></script>
<link rel="stylesheet" href="https://evil.example/style.css">
<style>@import url(https://evil.example/import.css); body{background:url(https://evil.example/bg.png)}
@font-face{font-family:x;src:url(https://evil.example/font.woff)} .sidebar{float:right;width:30%}
p{color:#222}</style>
</head><body onload="fetch('https://evil.example/onload')">
<nav><ul><li><a href="/news">News</a></li><li><a href="/science">Science</a></li><li><a href="/sport">Sport</a></li></ul></nav>
<aside class="sidebar"><h3>Most read</h3><p>Harbour dredging to begin in spring, council says.</p></aside>
<article>
<h1>Why Tide Pools Matter</h1>
<p onmouseover="fetch('https://evil.example/handler')">${sentence("Twice a day the sea pulls back")}
<a href="javascript:fetch('https://evil.example/js')">a scripted link</a>.</p>
<img src="https://cdn.example/picture.png" alt="Sea anemones" width="300" height="120" onerror="fetch('https://evil.example/onerror')">
<p style="background:url(https://evil.example/inline.png);color:#333">${sentence("Biologists have long used them")}</p>
<iframe src="https://evil.example/frame"></iframe><object data="https://evil.example/o.swf"></object>
<svg><image href="https://evil.example/svg.png"/></svg>
<video src="https://evil.example/v.mp4" poster="https://evil.example/poster.png"></video>
<script>fetch("https://evil.example/inline")</script>
<p>${sentence("Trampling by visitors and warmer summers")}</p>
</article>
<footer><p>Copyright The Courier. All rights reserved.</p></footer>
</body></html>`;
