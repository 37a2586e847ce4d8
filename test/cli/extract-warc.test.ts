import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  httpResponse,
  requestRecord,
  warcFile,
  warcinfoRecord,
  warcRecord,
} from "../input/warc-bytes.js";
import { jsonLines, type PithRun, runPith } from "./run-pith.js";

const MSGTYPE = "application/http; msgtype=response";
const EXAMPLE = readFileSync(new URL("../../examples/article.html", import.meta.url));
/** A page with no `<meta charset>`, in ISO-8859-1: only the HTTP header names its charset. */
const LATIN1_PAGE = Buffer.from(
  "<html><head><title>Caf\xe9s of the harbour</title></head><body><nav><a href=/>Home</a></nav>" +
    `<article><h1>Caf\xe9s of the harbour</h1><p>${"The caf\xe9 by the pier serves cr\xe8me br\xfbl\xe9e every morning. ".repeat(8)}</p>` +
    '<p><a href="menu.html">See the menu</a> for the whole list of dishes and drinks served all day long.</p></article></body></html>',
  "latin1",
);

function crawl(): Buffer[] {
  return [
    warcinfoRecord(),
    requestRecord("https://courier.example/science/tide-pools"),
    warcRecord({
      type: "response",
      uri: "https://courier.example/science/tide-pools",
      id: "00000000-0000-0000-0000-00000000000a",
      contentType: MSGTYPE,
      block: httpResponse("200 OK", { "Content-Type": "text/html; charset=utf-8" }, EXAMPLE),
    }),
    warcRecord({
      type: "response",
      uri: "https://cafe.example/food/harbour.html",
      contentType: MSGTYPE,
      block: httpResponse(
        "200 OK",
        { "Content-Type": "text/html; charset=iso-8859-1" },
        LATIN1_PAGE,
      ),
    }),
    warcRecord({
      type: "response",
      uri: "https://cafe.example/logo.png",
      contentType: MSGTYPE,
      block: httpResponse("200 OK", { "Content-Type": "image/png" }, "\x89PNG"),
    }),
    warcRecord({
      type: "response",
      uri: "https://cafe.example/gone",
      contentType: MSGTYPE,
      block: httpResponse(
        "404 Not Found",
        { "Content-Type": "text/html" },
        "<html>Not found</html>",
      ),
    }),
  ];
}

let dir: string;
let archive: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pith-warc-"));
  archive = join(dir, "crawl.warc.gz");
  writeFileSync(archive, warcFile(crawl(), true));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `pith extract` with one worker: these tests check records and files, not the pool. */
const extract = (...args: string[]) => runPith(["extract", ...args, "--jobs", "1"]);

/** Runs that tests share: each checks its own things about the same command line. */
const shared = new Map<string, PithRun>();
function once(name: string, run: () => PithRun): PithRun {
  const done = shared.get(name) ?? run();
  shared.set(name, done);
  return done;
}
/** The archive with the default format (JSON Lines), the content's HTML included. */
const archiveRun = () => once("archive", () => extract(archive, "--html"));
/** A directory holding an archive and, as a file, the archive's first page. */
const treeRun = () =>
  once("tree", () => {
    const tree = join(dir, "tree");
    mkdirSync(tree);
    writeFileSync(join(tree, "a.warc"), warcFile(crawl(), false));
    writeFileSync(join(tree, "b.html"), EXAMPLE);
    return extract(tree);
  });

describe("pith extract on WARC archives", () => {
  it("gives one JSON line per HTML response, with its URL, charset and where its record is", () => {
    const run = archiveRun();
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    const offsets = [3, 4].map((records) => warcFile(crawl().slice(0, records - 1), true).length);
    expect(records.map((record) => [record.source, record.url])).toEqual([
      [`${archive}@${offsets[0]}`, "https://courier.example/science/tide-pools"],
      [`${archive}@${offsets[1]}`, "https://cafe.example/food/harbour.html"],
    ]);
    expect(records[0].warc).toEqual({
      file: archive,
      offset: offsets[0],
      recordId: "<urn:uuid:00000000-0000-0000-0000-00000000000a>",
      date: "2024-03-01T12:00:00Z",
      status: 200,
    });
    // The same page as a file gives the same extraction.
    const expected = jsonLines(treeRun().stdout)[2];
    expect(expected.source).toBe(join(dir, "tree", "b.html"));
    expect(records[0].text).toBe(expected.text);
    expect(records[0].title).toBe(expected.title);
    // The HTTP header's charset decodes a page that declares none itself.
    expect(records[1].encoding).toBe("windows-1252");
    expect(records[1].text).toContain("The café by the pier serves crème brûlée");
    expect(run.stderr).toMatch(
      /2 pages, 0 errors in .*; WARC records skipped: 2 other record type, 1 not HTML, 1 HTTP status not 2xx/,
    );
  });

  it("resolves links against the record's URL", () => {
    const cafe = jsonLines(archiveRun().stdout)[1];
    expect(cafe.html).toContain('href="https://cafe.example/food/menu.html"');
  });

  it("--out-dir writes one file per page under the archive's name", () => {
    const out = join(dir, "md");
    const run = extract(archive, "--format", "markdown", "--out-dir", out, "--quiet");
    expect(run.status).toBe(0);
    const files = readdirSync(join(out, "crawl")).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^\d+\.md$/.test(name))).toBe(true);
    const markdown = files.map((name) => readFileSync(join(out, "crawl", name), "utf8"));
    expect(markdown.some((text) => text.startsWith("# Why Tide Pools Matter"))).toBe(true);
  });

  it("reads archives found in directories, next to HTML files", () => {
    const tree = join(dir, "tree");
    const run = treeRun();
    expect(jsonLines(run.stdout).map((record) => record.url ?? record.source)).toEqual([
      "https://courier.example/science/tide-pools",
      "https://cafe.example/food/harbour.html",
      join(tree, "b.html"),
    ]);
  });

  it("a cut archive keeps its readable pages and ends with an error record", () => {
    const whole = warcFile(crawl(), true);
    const cut = join(dir, "cut.warc.gz");
    writeFileSync(cut, whole.subarray(0, warcFile(crawl().slice(0, 4), true).length + 40));
    const run = extract(cut);
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => record.error === undefined)).toEqual([true, true, false]);
    expect(records[2].error).toMatch(/cut short/);
    expect(run.stderr).toMatch(/2 pages?, 1 error|3 pages, 1 error/);
  });

  it("reads the bundled example crawl (examples/crawl.warc.gz, from bench/example-crawl.ts)", () => {
    const run = extract("examples/crawl.warc.gz");
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => [record.url, record.title])).toEqual([
      ["https://courier.example/science/tide-pools", "Why Tide Pools Matter"],
      ["https://harbour.example/guide/cafes", "Cafés of the harbour"],
    ]);
    expect(run.stderr).toContain(
      "WARC records skipped: 5 other record type, 1 not HTML, 1 HTTP status not 2xx",
    );
  });

  it("exits 1 when an archive holds no page, and refuses --url for an archive", () => {
    const empty = join(dir, "requests.warc");
    writeFileSync(empty, warcFile(crawl().slice(0, 2), false));
    expect(extract(empty).status).toBe(1);
    const withUrl = runPith(["extract", archive, "--url", "https://x.example/"]);
    expect(withUrl.status).toBe(2);
    expect(withUrl.stderr).toContain("--url applies to a single page");
  });
});
