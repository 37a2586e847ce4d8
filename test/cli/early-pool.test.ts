import { join } from "node:path";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { EXTRACT_FLAGS, EXTRACT_VALUE_OPTIONS, onePagePlan } from "../../src/cli/early-pool.js";
import { registerExtractCommand } from "../../src/cli/extract-command.js";

const PAGE = join(import.meta.dirname, "..", "..", "examples", "article.html");
const DIRECTORY = join(import.meta.dirname, "..", "..", "examples");

describe("onePagePlan", () => {
  it("knows every option of pith extract: which take a value and which are flags", () => {
    const program = new Command();
    registerExtractCommand(program);
    const extract = program.commands.find((command) => command.name() === "extract");
    const takesValue = new Set<string>();
    const flags = new Set<string>();
    for (const option of extract?.options ?? []) {
      const names = [option.short, option.long].filter((name) => name !== undefined);
      for (const name of names) (option.required || option.optional ? takesValue : flags).add(name);
    }
    expect([...EXTRACT_VALUE_OPTIONS].sort()).toEqual([...takesValue].sort());
    // The flags it leaves out make more than one page (--jsonl) or no run at all (--help).
    expect([...EXTRACT_FLAGS, "--jsonl"].sort()).toEqual([...flags].sort());
  });

  it("plans one page: an HTML file, an address, standard input", () => {
    expect(onePagePlan([PAGE])).toEqual({ model: "default", timeout: 30_000 });
    expect(onePagePlan(["https://example.com/story"])).toEqual({
      model: "default",
      timeout: 30_000,
    });
    expect(onePagePlan([])).toEqual({ model: "default", timeout: 30_000 });
    expect(onePagePlan(["-", "--markdown"])).toEqual({ model: "default", timeout: 30_000 });
    expect(
      onePagePlan([PAGE, "-m", "simple-mss", "--timeout", "500", "--json", "--url=https://a.b/"]),
    ).toEqual({ model: "simple-mss", timeout: 500 });
    expect(onePagePlan(["--model=site.json.gz", "--timeout=9", PAGE])).toEqual({
      model: "site.json.gz",
      timeout: 9,
    });
  });

  it("plans nothing for several pages, a directory, an archive or what it does not know", () => {
    for (const args of [
      [PAGE, PAGE],
      [DIRECTORY],
      [join(DIRECTORY, "crawl.warc.gz")],
      [join(DIRECTORY, "missing.html")],
      ["-", "--jsonl"],
      [PAGE, "--help"],
      [PAGE, "-qv"],
      [PAGE, "-j4"],
      [PAGE, "--timeout", "soon"],
      [PAGE, "--timeout"],
      [PAGE, "--new-option"],
      ["--", PAGE],
    ])
      expect(onePagePlan(args), args.join(" ")).toBeUndefined();
  });
});
