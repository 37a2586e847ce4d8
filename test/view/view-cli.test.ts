import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PITH, runPith } from "../cli/run-pith.js";
import { HOSTILE_ARTICLE } from "./pages.js";

const directory = mkdtempSync(join(tmpdir(), "pith-view-cli-"));
const page = join(directory, "article.html");
writeFileSync(page, HOSTILE_ARTICLE);

/** `pith view` with an environment of its own (the browser it finds). */
function viewWith(env: NodeJS.ProcessEnv, args: readonly string[]) {
  return spawnSync(process.execPath, [PITH, "view", ...args], { env, encoding: "utf8" });
}

describe("pith view", () => {
  it("writes one self-contained document to --out, or to standard output", () => {
    const out = join(directory, "view.html");
    const written = runPith(["view", page, "--out", out]);
    expect(written.status).toBe(0);
    const document = readFileSync(out, "utf8");
    expect(document).toMatch(/^<!DOCTYPE html>/);
    expect(document).toContain('<aside id="pith-panel"><template shadowrootmode="open">');
    expect(runPith(["view", "-"], { stdin: HOSTILE_ARTICLE }).stdout).toBe(document);
  });

  it("exits 1 for a page it cannot read and 2 for an unknown model, saying which", () => {
    const missing = runPith(["view", join(directory, "missing.html")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^pith view: .*missing\.html: no such file \(give a page file/);
    expect(missing.stderr).not.toContain("ENOENT");
    const folder = runPith(["view", directory]);
    expect(folder.status).toBe(1);
    expect(folder.stderr).toContain("is a directory");
    const model = runPith(["view", page, "--model", "no-such-model"]);
    expect(model.status).toBe(2);
    expect(model.stderr).toContain('unknown model "no-such-model"');
  });

  it("--open hands a temporary file to $BROWSER", () => {
    const opened = join(directory, "opened.txt");
    const browser = join(directory, "browser.sh");
    writeFileSync(browser, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
    chmodSync(browser, 0o755);
    const run = viewWith({ BROWSER: browser }, [page, "--open"]);
    expect(run.status).toBe(0);
    // The opener runs detached: wait for its file.
    const deadline = Date.now() + 5000;
    let target = "";
    while (target === "" && Date.now() < deadline) {
      try {
        target = readFileSync(opened, "utf8");
      } catch {
        spawnSync("sleep", ["0.05"]);
      }
    }
    expect(target).toMatch(/pith-view-.*\/article\.html$/);
    expect(readFileSync(target, "utf8")).toContain('<aside id="pith-panel">');
  });

  it("--open without any browser says so and what to do, and exits 1", () => {
    const run = viewWith({ PATH: directory, DISPLAY: ":9" }, [
      page,
      "--open",
      "--out",
      join(directory, "v.html"),
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("xdg-open was not found");
    expect(run.stderr).toContain(`open ${join(directory, "v.html")} yourself`);
  });

  it("--open without a display, or with an opener that fails, fails loudly (issue 58)", () => {
    const out = join(directory, "no-display.html");
    const headless = viewWith({ PATH: process.env.PATH }, [page, "--open", "--out", out]);
    expect(headless.status).toBe(1);
    expect(headless.stderr).toContain("cannot open a browser: there is no display");
    expect(headless.stderr).toContain(`open ${out} yourself`);
    expect(headless.stderr).not.toContain("opened");
    const failing = join(directory, "failing-browser.sh");
    writeFileSync(failing, "#!/bin/sh\nexit 3\n");
    chmodSync(failing, 0o755);
    const failed = viewWith({ BROWSER: failing }, [page, "--open", "--out", out]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("failed (exit status 3)");
  });

  it("refuses an --out that is the page itself, and leaves the page as it was (issue 56, row 8)", () => {
    const own = join(directory, "own.html");
    writeFileSync(own, HOSTILE_ARTICLE);
    const linked = join(directory, "own-link.html");
    symlinkSync(own, linked);
    for (const out of [own, linked]) {
      const run = runPith(["view", own, "--out", out]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("would overwrite the input");
      expect(readFileSync(own, "utf8")).toBe(HOSTILE_ARTICLE);
    }
  });
});
