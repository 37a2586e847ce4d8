import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../src/output/markdown.js";
import { render } from "./helpers.js";

const between = (embed: string) =>
  `<div><p>First paragraph of the story.</p>${embed}<p>Last paragraph of the story.</p></div>`;
const selected = ["First paragraph of the story.", "Last paragraph of the story."];

describe("embedded players as links", () => {
  it("a YouTube, Vimeo or Dailymotion iframe: a paragraph linking to the video's page", () => {
    const html = render(
      between(
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0" title="A song"></iframe>' +
          '<div><iframe src="https://player.vimeo.com/video/76979871"></iframe></div>' +
          '<iframe src="https://www.dailymotion.com/embed/video/x8abc"></iframe>' +
          '<iframe src="https://ads.example/frame" title="Ad"></iframe>',
      ),
      selected,
    );
    expect(html).toBe(
      "<div><p>First paragraph of the story.</p>" +
        '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">A song</a></p>' +
        '<p><a href="https://vimeo.com/76979871">Video</a></p>' +
        '<p><a href="https://www.dailymotion.com/video/x8abc">Video</a></p>' +
        "<p>Last paragraph of the story.</p></div>",
    );
    expect(htmlToMarkdown(html, "")).toContain(
      "[A song](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n\n[Video](https://vimeo.com/76979871)",
    );
  });

  it("video and audio: a link to the file, bare inside a shown paragraph; unsafe sources dropped, background videos left to the picture rules", () => {
    const html = render(
      between(
        '<video controls poster="p.jpg"><source src="/media/clip.mp4" type="video/mp4"></video>' +
          '<p>Listen: <audio src="talk.mp3" title="The talk"></audio></p>' +
          '<video src="javascript:alert(1)"></video>' +
          '<video autoplay muted loop playsinline src="/hero.mp4"><img src="/poster.jpg" alt="Poster"></video>',
      ),
      [...selected, "Listen:"],
      { baseUrl: "https://news.example/a/story" },
    );
    expect(html).toBe(
      "<div><p>First paragraph of the story.</p>" +
        '<p><a href="https://news.example/media/clip.mp4">Video</a></p>' +
        '<p>Listen: <a href="https://news.example/a/talk.mp3">The talk</a></p>' +
        '<img src="https://news.example/poster.jpg" alt="Poster">' +
        "<p>Last paragraph of the story.</p></div>",
    );
  });

  it("a tweet's blockquote keeps its text and its link", () => {
    const html = render(
      '<div><p>Before the tweet.</p><blockquote class="twitter-tweet"><p lang="en">Just setting up my twttr</p>' +
        '&mdash; jack (@jack) <a href="https://twitter.com/jack/status/20">March 21, 2006</a></blockquote>' +
        '<script src="https://platform.twitter.com/widgets.js"></script></div>',
    );
    expect(htmlToMarkdown(html, "")).toBe(
      "Before the tweet.\n\n> Just setting up my twttr\n>\n> — jack (@jack) [March 21, 2006](https://twitter.com/jack/status/20)",
    );
  });
});
