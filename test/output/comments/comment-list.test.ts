import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../../src/blocks/segment-html.js";
import { commentList } from "../../../src/output/comments/comment-list.js";

/** The comments of `html` when every block inside `#thread` is labelled a comment. */
function commentsOf(html: string) {
  const page = segmentHtml(`<html><body><p>The article.</p>${html}</body></html>`, 512);
  const selection = new Uint8Array(page.blocks.length);
  for (const block of page.blocks)
    if (block.ancestors.some((ancestor) => ancestor.attribs.id === "thread"))
      selection[block.index] = 1;
  return commentList(page, selection);
}

describe("commentList", () => {
  it("WordPress: one comment per li.comment, a reply apart from its parent, fn and time read, header and Reply left out", () => {
    const comment = (id: number, name: string, when: string, text: string, replies = "") =>
      `<li class="comment even depth-1" id="comment-${id}"><article id="div-comment-${id}" class="comment-body">` +
      `<footer class="comment-meta"><div class="comment-author vcard"><img class="avatar" src="a.png"><b class="fn">${name}</b> <span class="says">says:</span></div>` +
      `<div class="comment-metadata"><a href="#c"><time datetime="${when}">March 14, 2024 at 10:02 am</time></a></div></footer>` +
      `<div class="comment-content">${text}</div><div class="reply"><a class="comment-reply-link" href="#r">Reply</a></div></article>${replies}</li>`;
    const html =
      '<div id="thread" class="comments-area"><h2 class="comments-title">3 thoughts on “Storms”</h2><ol class="comment-list">' +
      comment(
        1,
        "Jane Doe",
        "2024-03-14T10:02:00+00:00",
        "<p>Great post.</p><p>Thanks!</p>",
        `<ol class="children">${comment(2, "Rob", "2024-03-15T08:00:00+00:00", "<p>Agreed.</p>")}</ol>`,
      ) +
      comment(3, "Ann", "2024-03-16", "<p>Not sure.</p>") +
      '</ol><div id="respond" class="comment-respond"><h3>Leave a Reply</h3><p>Your email address will not be published.</p></div></div>';
    expect(commentsOf(html)).toEqual([
      { author: "Jane Doe", published: "2024-03-14T10:02:00+00:00", text: "Great post.\nThanks!" },
      { author: "Rob", published: "2024-03-15T08:00:00+00:00", text: "Agreed." },
      { author: "Ann", published: "2024-03-16", text: "Not sure." },
    ]);
  });

  it("older WordPress themes: the name before the date in the meta line, a dt/dd pair as one comment", () => {
    const metaLine =
      '<div id="thread"><div class="comment" id="comment-340"><div class="comment-body"><p>I have met a few.</p>' +
      '<p class="comment-meta">by james on January 31, 2011 at 9:59 am. <a href="#r">Reply</a></p></div></div></div>';
    expect(commentsOf(metaLine)).toEqual([
      { author: "james", published: "2011-01-31", text: "I have met a few." },
    ]);
    const pair =
      '<dl id="thread"><dt class="comment even" id="comment-1"><span class="comment_num">1</span> <span class="comment_author"><a href="http://x.example">hernan zenteno</a></span> <span class="comment_time">November 12, 2012 at 1:43 pm</span></dt>' +
      '<dd class="comment even"><div class="format_text"><p>The video is blocked.</p><p class="reply"><a href="#r">Reply</a></p></div></dd></dl>';
    expect(commentsOf(pair)).toEqual([
      { author: "hernan zenteno", published: "2012-11-12", text: "The video is blocked." },
    ]);
  });

  it("schema.org Comment microdata: author's name and dateCreated", () => {
    const item = (name: string, date: string, text: string) =>
      `<div itemprop="comment" itemscope itemtype="https://schema.org/Comment">` +
      `<div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${name}</span></div>` +
      `<meta itemprop="dateCreated" content="${date}"><p itemprop="text">${text}</p></div>`;
    const html = `<section id="thread">${item("Mia Chen", "2023-05-02T09:30:00Z", "Worked for me.")}${item("Tom", "2023-05-03", "Not for me.")}</section>`;
    expect(commentsOf(html)).toEqual([
      { author: "Mia Chen", published: "2023-05-02T09:30:00Z", text: "Worked for me." },
      { author: "Tom", published: "2023-05-03", text: "Not for me." },
    ]);
  });

  it("a forum-like thread without comment classes: the repeated posts, a username and a dateline", () => {
    const post = (user: string, when: string, text: string) =>
      `<div class="post"><div class="postheader"><a class="username" href="/u">${user}</a><span class="postdate">Posted ${when}</span></div><div class="postbody"><p>${text}</p></div></div>`;
    const html =
      '<div id="thread"><h2>Re: Kernel panic on boot</h2>' +
      post("tux42", "14 March 2024, 10:02", "Same here since the update.") +
      post("penguin", "2024-03-15", "Boot with nomodeset.") +
      "</div>";
    expect(commentsOf(html)).toEqual([
      { author: "tux42", published: "2024-03-14", text: "Same here since the update." },
      { author: "penguin", published: "2024-03-15", text: "Boot with nomodeset." },
    ]);
  });

  it("comments without authors or dates: each repeated item is a comment, text only", () => {
    const html =
      '<div id="thread"><h3>Reader comments</h3><ul><li>Lovely photos.</li><li>Where was this taken?</li><li><p>In Oslo.</p><p>Last May.</p></li></ul></div>';
    expect(commentsOf(html)).toEqual([
      { author: null, published: null, text: "Lovely photos." },
      { author: null, published: null, text: "Where was this taken?" },
      { author: null, published: null, text: "In Oslo.\nLast May." },
    ]);
  });

  it("a name inline before the comment leaves the comment's line, joining words and all", () => {
    const html =
      '<section id="thread"><h3>3 comments</h3><div class="comment"><span class="user">gullwatcher</span> Great article, thanks!</div>' +
      '<div class="comment"><span class="user">rocky_shore</span> says: We need that ranger post.</div></section>';
    expect(commentsOf(html)).toEqual([
      { author: "gullwatcher", published: null, text: "Great article, thanks!" },
      { author: "rocky_shore", published: null, text: "We need that ranger post." },
    ]);
  });

  it("a header line opening with the date names the commenter after it; a byline-like first line names them", () => {
    const html =
      '<ol id="thread"><li class="comment"><div class="comment-head">11. Jul, 2012 / The Young Bigmouth says:</div><div class="comment-entry"><p>Take care.</p></div></li>' +
      '<li class="comment"><div class="details">by garaged (579941)</div><div class="commentBody"><p>I can build a computer!</p></div></li></ol>';
    expect(commentsOf(html)).toEqual([
      { author: "The Young Bigmouth", published: "2012-07-11", text: "Take care." },
      { author: "garaged", published: null, text: "I can build a computer!" },
    ]);
  });

  it("a title line before the header: the byline and date of the second block name the commenter; a third block is prose", () => {
    const html =
      '<ul id="thread"><li class="comment"><h4>Not me! (Score:2, Funny)</h4><div class="details">by garaged (579941) on July 23, 2012</div><div class="commentBody"><p>I can build a computer!</p></div></li>' +
      '<li class="comment"><h4>Re: (Score:3)</h4><div class="commentBody"><p>Agreed entirely.</p></div><p>by the way, see you on June 2, 2012</p></li></ul>';
    expect(commentsOf(html)).toEqual([
      {
        author: "garaged",
        published: "2012-07-23",
        text: "Not me! (Score:2, Funny)\nI can build a computer!",
      },
      {
        author: null,
        published: null,
        text: "Re: (Score:3)\nAgreed entirely.\nby the way, see you on June 2, 2012",
      },
    ]);
  });

  it("blocks with no repeating layout are one comment; no comment blocks, no comments", () => {
    expect(
      commentsOf('<div id="thread"><p>First thought.</p><div>Second thought.</div></div>'),
    ).toEqual([{ author: null, published: null, text: "First thought.\nSecond thought." }]);
    expect(commentsOf("<div><p>Nothing here.</p></div>")).toEqual([]);
  });

  it("reads no ambiguous numeric date; a one-line comment keeps its words beside the name; a <cite> in prose is no author", () => {
    const html =
      '<ol id="thread"><li class="comment"><cite>Perry</cite> <span class="datetime">10/2/12 2:05 PM</span> Nice!</li>' +
      '<li class="comment"><p>As <cite>Hamlet</cite> says, words.</p><p class="meta">Posted March 3, 2024</p></li></ol>';
    expect(commentsOf(html)).toEqual([
      { author: "Perry", published: null, text: "10/2/12 2:05 PM Nice!" },
      { author: null, published: "2024-03-03", text: "As Hamlet says, words." },
    ]);
  });

  it("a newspaper blog: number and date in li#comment-N, the text in div.comment inside it, the sign-off as author", () => {
    const comment = (id: number, day: string, text: string, by: string) =>
      `<li class="clearfix" id="comment-${id}"><div class="index">${id}.</div>` +
      `<div class="commentmetadata">December ${day}th,<br>2007<br><a href="#comment-${id}">7:51 pm</a></div>` +
      `<div class="comment"><p>${text}</p><p><cite>— Posted by ${by}</cite></p></div></li>`;
    const html =
      '<div id="thread"><h3 id="comments">2 comments so far...</h3><ul class="commentlist">' +
      comment(
        1,
        "27",
        "That is beautiful, and I have waited on lines like it.",
        "Tom, Manhattan Beach CA",
      ) +
      comment(2, "28", "I am a dedicated fan of all things Apple.", "Doug Johnston") +
      "</ul></div>";
    expect(commentsOf(html)).toEqual([
      {
        author: "Tom",
        published: "2007-12-27",
        text: "That is beautiful, and I have waited on lines like it.",
      },
      {
        author: "Doug Johnston",
        published: "2007-12-28",
        text: "I am a dedicated fan of all things Apple.",
      },
    ]);
  });
});
