import { describe, expect, it } from "vitest";
import { modelForPage } from "../../src/extract/site-models.js";

const SITES = {
  "example.com": "example.json",
  "news.example.com": "news.json",
  "www.b.org": "b.json",
};

describe("modelForPage", () => {
  it("gives a page its host's site model, ignoring www. and case", () => {
    expect(modelForPage("https://www.Example.com/a", "default", SITES)).toBe("example.json");
    expect(modelForPage("http://b.org/x", "default", SITES)).toBe("b.json");
  });

  it("covers subdomains, the longest matching host winning", () => {
    expect(modelForPage("https://blog.example.com/", "default", SITES)).toBe("example.json");
    expect(modelForPage("https://live.news.example.com/", "default", SITES)).toBe("news.json");
  });

  it("falls back to the model elsewhere, without an address, or with a bad one", () => {
    expect(modelForPage("https://notexample.com/", "default", SITES)).toBe("default");
    expect(modelForPage(undefined, "default", SITES)).toBe("default");
    expect(modelForPage("not a url", "default", SITES)).toBe("default");
    expect(modelForPage("https://example.com/", "default", {})).toBe("default");
  });
});
