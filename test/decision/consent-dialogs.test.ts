import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutConsentDialogs } from "../../src/decision/consent-dialogs.js";

const ARTICLE =
  "The council voted on Tuesday to widen the bridge over the river before next summer's floods.";
const COOKIES =
  "These cookies are necessary for the website to function and cannot be switched off in our systems.";
const pageOf = (dialog: string) =>
  segmentHtml(`<html><body><article><p>${ARTICLE}</p></article>${dialog}</body></html>`, 512);
const all = (page: ReturnType<typeof pageOf>) => Uint8Array.from(page.blocks, () => 1);
const texts = (page: ReturnType<typeof pageOf>, kept: Uint8Array) =>
  page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);

describe("withoutConsentDialogs", () => {
  it("leaves out a consent manager's dialog, by its id or a class name's prefix, in any case", () => {
    for (const dialog of [
      `<div id="onetrust-consent-sdk"><div class="ot-pc-content"><p>${COOKIES}</p></div></div>`,
      `<div class="x CybotCookiebotDialog-body"><p>${COOKIES}</p></div>`,
      `<div id="didomi-host"><p>${COOKIES}</p></div>`,
    ]) {
      const page = pageOf(dialog);
      expect(texts(page, withoutConsentDialogs(page, all(page)))).toEqual([ARTICLE]);
    }
  });

  it("keeps a site's own cookie or consent markup: an article about cookies, a forum", () => {
    const page = pageOf(`<div class="cookie-banner consent"><p>${COOKIES}</p></div>`);
    const selected = all(page);
    expect(withoutConsentDialogs(page, selected)).toBe(selected);
  });

  it("keeps the selection when the dialog is all it holds", () => {
    const page = segmentHtml(
      `<html><body><div id="onetrust-banner-sdk"><p>${COOKIES}</p></div></body></html>`,
      512,
    );
    const selected = Uint8Array.from(page.blocks, () => 1);
    expect(withoutConsentDialogs(page, selected)).toBe(selected);
  });
});
