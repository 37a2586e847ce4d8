import { describe, expect, it } from "vitest";
import { withoutHiddenPrompts } from "../../src/decision/hidden-prompts.js";
import { textsKeptBy } from "./selection-step-texts.js";

const STORY =
  "The council voted on Tuesday to widen the bridge over the river before the spring floods arrive.";
const PROMPT =
  "Unlimited online access to the Harbour Times and fifteen news sites with one account.";

describe("withoutHiddenPrompts", () => {
  it("leaves out a subscription or sign-in prompt that a class hides", () => {
    for (const prompt of [
      `<div class="intro-body__premium hidden"><p>${PROMPT}</p></div>`,
      `<div class="newsletter-signup d-none"><p>${PROMPT}</p></div>`,
      `<section id="register-wall" class="is-hidden"><p>${PROMPT}</p></section>`,
    ])
      expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${prompt}`)).toEqual([STORY]);
  });

  it("keeps hidden text that is no prompt, and a prompt shown again at a breakpoint", () => {
    // An FAQ's answer hidden until its question is clicked: golds keep it.
    const faq = `<div class="faq-answer hidden"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${faq}`)).toHaveLength(2);
    const shown = `<div class="newsletter hidden md:block"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${shown}`)).toHaveLength(2);
    // A prompt no class hides is the model's to judge.
    const visible = `<div class="newsletter-signup"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${visible}`)).toHaveLength(2);
  });

  it("leaves out a prompt named for the signed-out reader, hidden or not, when it is short", () => {
    for (const prompt of [
      `<div class="intro-body__anonymous"><ul><li>${PROMPT}</li></ul></div>`,
      `<div class="notLoggedIn"><p>${PROMPT}</p></div>`,
      `<div class="forum_anon"><p>${PROMPT}</p></div>`,
      `<div id="logged-out-pitch"><p>${PROMPT}</p></div>`,
      `<div class="ArticleNoteBox Logout Lite"><p>${PROMPT}</p></div>`,
    ])
      expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${prompt}`)).toEqual([STORY]);
  });

  it("keeps a service named anonymous, and a long element naming the reader (Drupal's body class)", () => {
    const chat = `<section id="section-anonymous-chat"><p>${PROMPT}</p></section>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${chat}`)).toHaveLength(2);
    const article = Array.from({ length: 12 }, () => `<p>${STORY}</p>`).join("");
    const page = `<h1>Bridge</h1><p>${STORY}</p><div class="page not-logged-in">${article}</div>`;
    expect(textsKeptBy(withoutHiddenPrompts, page)).toHaveLength(14);
    const wrapper = `<div id="content" class="logged-out"><h1>Catalogs</h1><p>${STORY}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${wrapper}`)).toHaveLength(3);
  });

  it("leaves out a tooltip's popup and keeps its trigger", () => {
    const popup = `<div class="container js-tooltip-content"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${popup}`)).toEqual([STORY]);
    const badge = `<div class="icon-tooltip"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${badge}`)).toHaveLength(2);
  });

  it("leaves out a dropdown's popup and keeps its toggle", () => {
    const popup = `<div class="lmd-dropdown__content"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${popup}`)).toEqual([STORY]);
    const toggle = `<div class="dropdown-toggle"><p>${PROMPT}</p></div>`;
    expect(textsKeptBy(withoutHiddenPrompts, `<p>${STORY}</p>${toggle}`)).toHaveLength(2);
  });
});
