import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PageInput } from "../../src/input/page-input.js";
import { walkInputs } from "../../src/input/walk-inputs.js";

const dir = mkdtempSync(join(tmpdir(), "pith-walk-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function walk(paths: string[], followLinks = false): Promise<PageInput[]> {
  const inputs: PageInput[] = [];
  for await (const input of walkInputs(paths, { force: false, followLinks })) inputs.push(input);
  return inputs;
}

describe("walkInputs: links and special files (issue 56)", () => {
  const root = join(dir, "tree");
  const pages = join(root, "pages");
  mkdirSync(join(pages, "sub"), { recursive: true });
  writeFileSync(join(root, "outside.html"), "<p>outside</p>");
  writeFileSync(join(pages, "a.html"), "<p>a</p>");
  symlinkSync("a.html", join(pages, "inside.html"));
  symlinkSync("../a.html", join(pages, "sub", "up.html"));
  symlinkSync(join(root, "outside.html"), join(pages, "out.html"));
  symlinkSync("/dev/null", join(pages, "null.html"));
  symlinkSync("missing.html", join(pages, "broken.html"));
  symlinkSync("/etc/hostname", join(pages, "ignored.txt"));

  it("reads links inside the directory, refuses those that leave it, each with a code", async () => {
    const inputs = await walk([pages]);
    expect(inputs.map((input) => [input.relativePath, input.code])).toEqual([
      ["a.html", undefined],
      ["broken.html", "PITH_NOT_FOUND"],
      ["inside.html", undefined],
      ["null.html", "PITH_OUTSIDE_INPUT"],
      ["out.html", "PITH_OUTSIDE_INPUT"],
      [join("sub", "up.html"), undefined],
    ]);
  });

  it("with followLinks reads links that leave it, but never a device", async () => {
    const inputs = await walk([pages], true);
    const codes = Object.fromEntries(inputs.map((input) => [input.relativePath, input.code]));
    expect(codes["out.html"]).toBeUndefined();
    expect(codes["null.html"]).toBe("PITH_UNSUPPORTED");
  });

  it("refuses a device named on the command line, with its code", async () => {
    const [input] = await walk(["/dev/zero"]);
    expect(input?.code).toBe("PITH_UNSUPPORTED");
    expect(input?.error).toMatch(/character device/);
  });
});
