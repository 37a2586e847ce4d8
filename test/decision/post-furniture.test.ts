import { describe, expect, it } from "vitest";
import { withoutPostFurniture } from "../../src/decision/post-furniture.js";
import { textsKeptBy } from "./selection-step-texts.js";

const QUESTION =
  "I fitted new front pads last weekend and since then the brakes squeal at low speed in the morning.";
const ANSWER =
  "Put a thin layer of brake grease on the back of the shims and on the slide pins, then bed them in.";

/** A phpBB post: its body in `div.postbody`, the poster's profile beside it. */
const post = (text: string, name: string) =>
  `<div class="post bg2"><div class="postbody"><p>${text}</p></div>` +
  `<dl class="postprofile"><dt>${name}</dt><dd>Posts: 120</dd><dd>Joined: Mon Mar 15, 2021</dd></dl>` +
  `<div class="signature">My car: a 2012 Corolla</div></div>`;

describe("withoutPostFurniture", () => {
  it("leaves the posters' profiles and signatures out of a thread's posts", () => {
    expect(
      textsKeptBy(withoutPostFurniture, post(QUESTION, "kfinch") + post(ANSWER, "gearhead77")),
    ).toEqual([QUESTION, ANSWER]);
  });

  it("keeps furniture words outside any post, and a post's wrapper that a furniture word names", () => {
    const article = `<article><p>${QUESTION}</p><div class="share">Share this story</div></article>`;
    expect(textsKeptBy(withoutPostFurniture, article)).toEqual([QUESTION, "Share this story"]);
    // A theme naming the post's whole inside `…-actions` (more than half the post's words).
    const wrapped =
      `<div class="post"><div class="postbody post-actions-wrap"><p>${QUESTION}</p>` +
      `<span class="likes">2 Likes</span></div></div>`;
    expect(textsKeptBy(withoutPostFurniture, wrapped)).toEqual([QUESTION]);
  });
});
