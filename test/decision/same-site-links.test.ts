import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { linkTarget, pageAddress } from "../../src/decision/same-site-links.js";

const link = (href: string) => ({ attribs: { href } }) as unknown as Element;
const page = pageAddress("https://www.news.example/town/bridge-vote");

describe("linkTarget", () => {
  it("gives the path and query of a link to another page of the site", () => {
    expect(linkTarget(link("/town/ferry"), page)).toBe("/town/ferry");
    expect(linkTarget(link("https://news.example/town/ferry?id=2#top"), page)).toBe(
      "/town/ferry?id=2",
    );
    expect(linkTarget(link("//www.news.example/sport/cup"), page)).toBe("/sport/cup");
  });

  it("gives nothing for other sites, fragments, the page itself and the front page", () => {
    for (const href of [
      "https://other.example/town/ferry",
      "#comments",
      "/town/bridge-vote",
      "https://news.example/town/bridge-vote#comments",
      "https://news.example/",
      "/",
      "",
    ])
      expect(linkTarget(link(href), page)).toBeUndefined();
  });

  it("takes relative links as the site's when the page declares no address", () => {
    const unknown = pageAddress(undefined);
    expect(linkTarget(link("/town/ferry"), unknown)).toBe("/town/ferry");
    expect(linkTarget(link("https://news.example/town/ferry"), unknown)).toBeUndefined();
  });
});
