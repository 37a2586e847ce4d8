import { sentence } from "../view/pages.js";

/** A blog post with a menu, a related-posts box, reader comments and a footer. */
export const BLOG_POST = `<!DOCTYPE html><html lang="en"><head><title>Rock pools in winter – Shore Notes</title></head><body>
<header><p class="site">Shore Notes</p><nav><ul><li><a href="/">Home</a></li><li><a href="/archive">Archive</a></li><li><a href="/about">About</a></li></ul></nav></header>
<main><article>
<h1>Rock pools in winter</h1>
<p class="byline">Posted by Ada Lind on 3 January 2026</p>
<p>${sentence("Winter storms rearrange the shore")}</p>
<p>${sentence("Cold water holds more oxygen")}</p>
<p>${sentence("Bring a torch and warm gloves")}</p>
<div class="share"><p>Share this post with your friends and family today</p></div>
</article>
<section class="related"><h2>You might also like</h2><p>${sentence("Summer tide tables explained for beginners", 12)}</p></section>
<section class="comments"><h2>2 comments</h2>
<div class="comment"><p>${sentence("Lovely post, we went last weekend", 14)}</p></div>
<div class="comment"><p>${sentence("Which beach was the photo taken on", 12)}</p></div>
</section></main>
<footer><p>© 2026 Shore Notes · Privacy · Contact</p></footer>
</body></html>`;

/** A short page with little text: the model is less sure of it than of the post. */
export const THIN_PAGE = `<html><head><title>Tags</title></head><body><ul><li><a href="/t/a">tides</a></li><li><a href="/t/b">storms</a></li></ul><p>Nothing here yet.</p></body></html>`;
