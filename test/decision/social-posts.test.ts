import { describe, expect, it } from "vitest";
import { withoutSocialPosts } from "../../src/decision/social-posts.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const POST =
  "Big night for the bridge! Thanks to everyone who came out to speak at the council tonight.";

const keptTexts = (html: string) => textsKeptBy(withoutSocialPosts, `<article>${html}</article>`);

describe("withoutSocialPosts", () => {
  it("leaves out a post embedded by a social network's embed code", () => {
    for (const embed of ["twitter-tweet", "instagram-media", "tiktok-embed", "bluesky-embed"])
      expect(
        keptTexts(
          `<p>${FIRST}</p><blockquote class="${embed}"><p>${POST}</p></blockquote><p>${SECOND}</p>`,
        ),
      ).toEqual([FIRST, SECOND]);
  });

  it("keeps a quotation and a class that only mentions a network", () => {
    expect(
      keptTexts(`<p>${FIRST}</p><blockquote><p>${POST}</p></blockquote><p>${SECOND}</p>`),
    ).toEqual([FIRST, POST, SECOND]);
    expect(
      keptTexts(`<p>${FIRST}</p><div class="twitter-share"><p>${POST}</p></div><p>${SECOND}</p>`),
    ).toEqual([FIRST, POST, SECOND]);
  });
});
