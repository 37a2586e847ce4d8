import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PITH, runPith } from "../cli/run-pith.js";
import { BLOG_POST } from "./pages.js";

/** `pith label DIR --port 0 …` until it prints its first line; resolves with that line and stderr. */
function firstLine(args: readonly string[]): Promise<{ line: string; stderr: string }> {
  const child = spawn(process.execPath, [PITH, "label", ...args, "--port", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.includes("\n")) {
        child.kill("SIGKILL");
        resolve({ line: stdout.split("\n")[0], stderr });
      }
    });
    child.on("exit", (status) => reject(new Error(`pith label exited ${status}: ${stderr}`)));
  });
}

describe("pith label's dataset directory (issue 58, part 4)", () => {
  it("is DIR.pith-labels beside DIR by default, so DIR holds only the pages", async () => {
    const parent = mkdtempSync(join(tmpdir(), "pith-label-cli-"));
    const dir = join(parent, "site");
    mkdirSync(dir);
    writeFileSync(join(dir, "post.html"), BLOG_POST);
    const { line } = await firstLine([dir]);
    expect(line).toContain(`labels saved to ${dir}.pith-labels`);
    expect(existsSync(join(`${dir}.pith-labels`, "pages"))).toBe(true);
    expect(existsSync(join(dir, "pith-labels"))).toBe(false);
  }, 60_000);

  it("says where an earlier version's labels are, and warns of --out inside DIR", async () => {
    const parent = mkdtempSync(join(tmpdir(), "pith-label-cli-"));
    const dir = join(parent, "site");
    mkdirSync(join(dir, "pith-labels"), { recursive: true });
    writeFileSync(join(dir, "post.html"), BLOG_POST);
    writeFileSync(join(dir, "pith-labels", "gold.jsonl"), "");
    const earlier = await firstLine([dir]);
    expect(earlier.stderr).toContain(`give --out ${join(dir, "pith-labels")} to go on with them`);
    const inside = await firstLine([dir, "--out", join(dir, "labels")]);
    expect(inside.stderr).toContain("will read the saved pages too");
  }, 60_000);

  it("is what --help names, with the site flow train checks (train --base, not a model from scratch)", () => {
    const help = runPith(["label", "--help"]).stdout;
    expect(help.replace(/\s+/g, " ")).toContain("(default: DIR.pith-labels)");
    expect(help).toContain(
      "pith train --base default --data DIR.pith-labels --out my-site.json.gz",
    );
    expect(help).not.toContain("--model crf");
    const train = runPith(["train", "--help"]).stdout;
    expect(train).toContain("pith train --base default --data pages.pith-labels");
  });
});
