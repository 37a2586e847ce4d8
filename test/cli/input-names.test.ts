import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distinctNames, webPagePath } from "../../src/input/walk-inputs.js";

describe("distinctNames", () => {
  it("names each path by its last folder when that tells them apart", () => {
    const names = distinctNames(["/data/site", "/other/blog"]);
    expect(names.get("/data/site")).toBe("site");
    expect(names.get("/other/blog")).toBe("blog");
  });

  it("adds the folders above only where names collide", () => {
    const names = distinctNames(["/x/a/pages", "/x/b/pages", "/y/docs"]);
    expect(names.get("/x/a/pages")).toBe(join("a", "pages"));
    expect(names.get("/x/b/pages")).toBe(join("b", "pages"));
    expect(names.get("/y/docs")).toBe("docs");
  });

  it("gives a path repeated on the command line one name, and relative paths their real names", () => {
    const names = distinctNames(["/x/pages", "/x/pages", "."]);
    expect(names.get("/x/pages")).toBe("pages");
    expect(names.get(".")).toBe(process.cwd().split("/").pop());
    expect(names.size).toBe(2);
  });
});

describe("webPagePath", () => {
  const path = (address: string) => webPagePath(new URL(address));

  it("names a web page after its host and path, index for a directory", () => {
    expect(path("https://example.com/news/story.html")).toBe("example.com/news/story.html");
    expect(path("https://example.com/news/")).toBe("example.com/news/index");
    expect(path("https://example.com")).toBe("example.com/index");
    expect(path("http://localhost:8080/a")).toBe("localhost_8080/a");
  });

  it("keeps the query and makes every part safe as a file name", () => {
    expect(path("https://example.com/search?q=tide pools&page=2")).toBe(
      "example.com/search_q_tide_20pools_page_2",
    );
    expect(path("https://example.com/a%2F..%2Fb/c")).toBe("example.com/a_2F.._2Fb/c");
    expect(path(`https://example.com/${"x".repeat(300)}`).length).toBeLessThan(150);
  });
});
