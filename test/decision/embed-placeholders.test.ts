import { describe, expect, it } from "vitest";
import { withoutEmbedPlaceholders } from "../../src/decision/embed-placeholders.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const PROMPT = "Your privacy settings prevent loading external content from this provider here.";
const CAPTION = "The old bridge seen from the east bank, where the new lane will be built.";

const keptTexts = (html: string) =>
  textsKeptBy(withoutEmbedPlaceholders, `<article>${html}</article>`);

describe("withoutEmbedPlaceholders", () => {
  it("leaves out a placeholder that keeps its embed's HTML in a data-embed attribute", () => {
    const deferred = "&lt;iframe src=&quot;https://video.example/embed/1&quot;&gt;&lt;/iframe&gt;";
    expect(
      keptTexts(
        `<p>${FIRST}</p><div class="box" data-embed-content="${deferred}"><h3>External content</h3><p>${PROMPT}</p></div><p>${SECOND}</p>`,
      ),
    ).toEqual([FIRST, SECOND]);
  });

  it("leaves out a placeholder whose class pairs placeholder with what it stands for", () => {
    expect(
      keptTexts(
        `<p>${FIRST}</p><div class="c-oembed-placeholder"><p>${PROMPT}</p></div><p>${SECOND}</p>`,
      ),
    ).toEqual([FIRST, SECOND]);
    // A video player's stand-in: the next video's title and duration until the player loads.
    expect(
      keptTexts(
        `<p>${FIRST}</p><div class="player-placeholder-video-ui"><h3>Some worry the appointment could stall the talks</h3><div>Duration 1:30</div></div><p>${SECOND}</p>`,
      ),
    ).toEqual([FIRST, SECOND]);
  });

  it("keeps an embed's type without markup, and other placeholders (a picture's)", () => {
    expect(
      keptTexts(
        `<p>${FIRST}</p><div data-embed-type="youtube"><p>${CAPTION}</p></div><div class="image-placeholder"><p>${SECOND}</p></div>`,
      ),
    ).toEqual([FIRST, CAPTION, SECOND]);
  });

  it("leaves out a player's failure notice, and keeps an embed's fallback (the embedded post)", () => {
    const notice = `<div class="video-fallback"><div>We apologize, but this video has failed to load.</div><div>Try refreshing your browser.</div></div>`;
    expect(keptTexts(`<p>${FIRST}</p>${notice}<p>${SECOND}</p>`)).toEqual([FIRST, SECOND]);
    const post = `<div class="embed-fallback"><blockquote><p>${CAPTION}</p></blockquote></div>`;
    expect(keptTexts(`<p>${FIRST}</p>${post}<p>${SECOND}</p>`)).toEqual([FIRST, CAPTION, SECOND]);
  });
});
