import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distinctNames } from "../../src/cli/extract/inputs.js";

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
