import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebServer } from "../input/web-server.js";
import { jsonLines, runPithAsync } from "./run-pith.js";

const EXAMPLE = readFileSync(new URL("../../examples/article.html", import.meta.url));
/** The example page without its canonical link, so only the fetched address can resolve links. */
const PAGE = EXAMPLE.toString().replace(/<link rel="canonical"[^>]*>/, "");

let server: Awaited<ReturnType<typeof startWebServer>>;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "pith-web-"));
  server = await startWebServer({
    "/science/tide-pools": (_, response) =>
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE),
    "/old-link": (_, response) =>
      response.writeHead(301, { location: "/science/tide-pools" }).end(),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

describe("pith extract <web address>", () => {
  it("reads the page from the web and resolves its links against where it ended up", async () => {
    const run = await runPithAsync([
      "extract",
      // The test server listens on loopback, refused by default (issue 56).
      "--allow-private-addresses",
      `${server.origin}/old-link`,
      "--format",
      "json",
      "--html",
    ]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const record = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(record.source).toBe(`${server.origin}/old-link`);
    expect(record.url).toBe(`${server.origin}/science/tide-pools`);
    expect(record.title).toBe("Why Tide Pools Matter");
    expect(record.text).toContain("tide pool");
    expect(record.html).toContain(`${server.origin}/`);
  });

  it("gives a page that cannot be fetched its error record, and the others theirs", async () => {
    const out = join(work, "pages.jsonl");
    const run = await runPithAsync([
      "extract",
      // The test server listens on loopback, refused by default (issue 56).
      "--allow-private-addresses",
      `${server.origin}/science/tide-pools`,
      `${server.origin}/missing`,
      "--out",
      out,
      "--quiet",
    ]);
    expect(run.status).toBe(0);
    const records = jsonLines(readFileSync(out, "utf8"));
    expect(records.map((record) => record.error)).toEqual([undefined, "HTTP 404 Not Found"]);
    expect(records[0].title).toBe("Why Tide Pools Matter");
  });

  it("writes each page under its host and path with --out-dir", async () => {
    const dir = join(work, "md");
    const run = await runPithAsync([
      "extract",
      // The test server listens on loopback, refused by default (issue 56).
      "--allow-private-addresses",
      `${server.origin}/science/tide-pools`,
      `${server.origin}/old-link`,
      "--format",
      "markdown",
      "--out-dir",
      dir,
      "--quiet",
    ]);
    expect(run.status).toBe(0);
    const host = new URL(server.origin).host.replace(":", "_");
    expect(readFileSync(join(dir, host, "science", "tide-pools.md"), "utf8")).toMatch(
      /^# Why Tide Pools Matter/,
    );
    expect(readFileSync(join(dir, host, "old-link.md"), "utf8")).toMatch(
      /^# Why Tide Pools Matter/,
    );
  });
});
