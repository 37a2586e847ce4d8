import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonLines, PITH, runPith } from "./run-pith.js";

const EXAMPLE = readFileSync(new URL("../../examples/article.html", import.meta.url), "utf8");

/** Page `n` of the stream: the example article under its own title. */
const pageHtml = (n: number) =>
  EXAMPLE.replaceAll("Why Tide Pools Matter", `Tide pools, part ${n}`);

/** Page `n` as a JSON line, with its own address. */
function pageLine(n: number): string {
  return JSON.stringify({ url: `https://courier.example/tide-pools/${n}`, html: pageHtml(n) });
}

const PAGES = Array.from({ length: 8 }, (_, index) => pageLine(index + 1));

const hasParallel = spawnSync("parallel", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasParallel)
  console.warn(
    "GNU parallel is not installed (.ci/run installs Debian's parallel): its recipe test is skipped",
  );

describe("pith extract --jsonl - (a pipe for batch engines)", () => {
  it("reads JSON Lines on stdin and writes one record per page line, in input order", () => {
    const input = [PAGES[0], "", "not json", PAGES[1], '{"html": 3}', PAGES[2]].join("\n");
    const run = runPith(["extract", "--jsonl", "-", "--jobs", "2"], { stdin: `${input}\n` });
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(
      records.map((record) => [record.source, record.url ?? null, record.error ?? null]),
    ).toEqual([
      ["-:1", "https://courier.example/tide-pools/1", null],
      ["-:3", null, expect.stringMatching(/^not JSON/)],
      ["-:4", "https://courier.example/tide-pools/2", null],
      ["-:5", null, 'no string field "html"'],
      ["-:6", "https://courier.example/tide-pools/3", null],
    ]);
    expect(records[2]).toMatchObject({ jsonl: { file: "-", line: 4 } });
    const direct = JSON.parse(
      runPith(["extract", "-", "--format", "json"], { stdin: pageHtml(1) }).stdout,
    ) as Record<string, unknown>;
    expect(records[0].text).toBe(direct.text);
    expect(run.stderr).toMatch(/5 pages, 2 errors/);
  });

  it("keeps - as one HTML page without --jsonl, and refuses --jsonl without -", () => {
    const page = runPith(["extract", "-", "--format", "json"], { stdin: EXAMPLE });
    expect(JSON.parse(page.stdout)).toMatchObject({ source: "-", title: "Why Tide Pools Matter" });
    const refused = runPith(["extract", "--jsonl", "examples/article.html"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("--jsonl reads standard input as JSON Lines");
  });

  it.skipIf(!hasParallel)(
    "runs the GNU parallel recipe of docs/scale.md: chunks of lines through several pith processes, order kept (skipped without Debian's parallel)",
    () => {
      const run = spawnSync(
        "parallel",
        [
          "--pipe",
          "-k",
          "-N",
          "3",
          "-j",
          "2",
          process.execPath,
          PITH,
          "extract",
          "--jsonl",
          "-",
          "-q",
          "--jobs",
          "1",
        ],
        { input: `${PAGES.join("\n")}\n`, encoding: "utf8", timeout: 60_000 },
      );
      expect(run.status).toBe(0);
      const records = jsonLines(run.stdout);
      expect(records.map((record) => record.url)).toEqual(
        PAGES.map((_, index) => `https://courier.example/tide-pools/${index + 1}`),
      );
      expect(records.map((record) => record.title)).toEqual(
        PAGES.map((_, index) => `Tide pools, part ${index + 1}`),
      );
      // Each chunk is a stream of its own: lines are numbered within it.
      expect(records.map((record) => record.source)).toEqual([
        "-:1",
        "-:2",
        "-:3",
        "-:1",
        "-:2",
        "-:3",
        "-:1",
        "-:2",
      ]);
    },
  );
});
