import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readTarFile } from "../../scripts/data/archive.js";
import { compareVersions, l3sSegments } from "../../scripts/data/convert.js";
import { type Artifact, type FetchLike, lfsPointer, obtain } from "../../scripts/data/fetch.js";
import { goldLine, idOrder, siteOf } from "../../scripts/data/layout.js";
import { run } from "../../scripts/data/main.js";
import { SOURCES } from "../../scripts/data/sources.js";

/**
 * `npm run data` offline: each converter on a small synthetic copy of its source in the original
 * format (archives made here with tar, xz and git archive, as the sources make theirs), with a
 * fetch that serves them from memory, so nothing reaches the network.
 */

const root = mkdtempSync(join(tmpdir(), "pith-data-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let counter = 0;
const scratch = (): string => {
  const dir = join(root, `t${counter++}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** Writes files under `dir` (string or bytes). */
function writeTree(dir: string, files: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** A tar archive of `files` (compression by `flag`: z for gzip, J for xz), as bytes. */
function tarOf(files: Record<string, string | Uint8Array>, flag: "z" | "J"): Buffer {
  const dir = scratch();
  writeTree(join(dir, "tree"), files);
  const out = join(dir, flag === "z" ? "a.tar.gz" : "a.tar.xz");
  execFileSync("tar", [`-c${flag}f`, out, "-C", join(dir, "tree"), ...Object.keys(files)]);
  return readFileSync(out);
}

/** A throwaway repository's settings, whatever the machine's git configuration says. */
const GIT_SETTINGS = [
  "-c",
  "user.name=t",
  "-c",
  "user.email=t@example.org",
  "-c",
  "commit.gpgsign=false",
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "init.defaultBranch=main",
];

/** A GitHub-style repository tarball (git archive: pax global header with the commit id). */
function githubTarball(files: Record<string, string | Uint8Array>): {
  bytes: Buffer;
  commit: string;
} {
  const dir = scratch();
  writeTree(dir, files);
  const git = (...args: string[]) =>
    execFileSync("git", [...GIT_SETTINGS, ...args], {
      cwd: dir,
      encoding: "utf8",
    });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "data");
  const commit = git("rev-parse", "HEAD").trim();
  const bytes = execFileSync(
    "git",
    ["archive", "--format=tar.gz", "--prefix=repo-abc123/", "HEAD"],
    {
      cwd: dir,
    },
  );
  return { bytes, commit };
}

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** A fetch serving `routes` (URL → bytes, a status, or a function), recording what was asked. */
function fakeFetch(
  routes: Record<string, Uint8Array | number | ((init?: RequestInit) => Response)>,
): FetchLike & { asked: string[] } {
  const asked: string[] = [];
  const fake = (async (url: string, init?: RequestInit) => {
    asked.push(url);
    const route = routes[url];
    if (route === undefined) throw new TypeError("fetch failed", { cause: new Error("ENOTFOUND") });
    if (typeof route === "number") return new Response("no", { status: route });
    if (typeof route === "function") return route(init);
    return new Response(route as unknown as BodyInit);
  }) as FetchLike & { asked: string[] };
  fake.asked = asked;
  return fake;
}

const lfsBatch = (repo: string) => `https://github.com/${repo}.git/info/lfs/objects/batch`;

function lfsAnswer(oid: string, href: string): (init?: RequestInit) => Response {
  return (init) => {
    const request = JSON.parse(String(init?.body)) as { objects: { oid: string }[] };
    expect(request.objects[0].oid).toBe(oid);
    return Response.json({
      objects: [{ oid, size: 1, actions: { download: { href, header: { authorization: "x" } } } }],
    });
  };
}

function goldOf(dir: string): Record<string, unknown>[] {
  return readFileSync(join(dir, "gold.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const quiet = (lines: string[]) => (line: string) => lines.push(line);
const hasXz = (() => {
  try {
    execFileSync("xz", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();

describe("the tar reader", () => {
  it("reads long paths, keeps only the wanted files and gives GitHub's commit id", async () => {
    const long = `${"deep/".repeat(30)}page.html`;
    const { bytes, commit } = githubTarball({ [long]: "<p>x</p>", "other.txt": "no" });
    const path = join(scratch(), "repo.tar.gz");
    writeFileSync(path, bytes);
    const { files, info } = await readTarFile(path, (name) => name.endsWith(".html"));
    expect([...files.keys()]).toEqual([`repo-abc123/${long}`]);
    expect(new TextDecoder().decode(files.get(`repo-abc123/${long}`))).toBe("<p>x</p>");
    expect(info.comment).toBe(commit);
  });

  it("refuses a file that is no tar archive", async () => {
    const path = join(scratch(), "bad.tar.gz");
    writeFileSync(path, gzipSync(Buffer.alloc(1024, 7)));
    await expect(readTarFile(path, () => true)).rejects.toThrow(/not a tar archive/);
  });
});

describe("downloading", () => {
  it("fetches a Git LFS object through the batch API and verifies it", async () => {
    const body = Buffer.from("the archive");
    const artifact: Artifact = {
      file: "raw.tar.xz",
      lfs: { repo: "o/r", oid: sha256(body), size: body.length },
    };
    const fetch = fakeFetch({
      [lfsBatch("o/r")]: lfsAnswer(sha256(body), "https://lfs.example/object"),
      "https://lfs.example/object": body,
    });
    const cacheDir = scratch();
    const got = await obtain(artifact, { cacheDir, fetch, log: () => {} });
    expect(got).toMatchObject({ sha256: sha256(body), size: body.length, verified: true });
    expect(readFileSync(join(cacheDir, "raw.tar.xz"))).toEqual(body);
    // A second time it comes from the cache, without a request.
    const again = await obtain(artifact, { cacheDir, fetch, log: () => {} });
    expect(again.from).toBe("cache");
    expect(fetch.asked).toHaveLength(2);
  });

  it("follows a raw file that is an LFS pointer to its object", async () => {
    const body = Buffer.from("pages");
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(body)}\nsize ${body.length}\n`;
    expect(lfsPointer(Buffer.from(pointer))).toEqual({ oid: sha256(body), size: body.length });
    const raw = "https://raw.githubusercontent.com/own/repo/HEAD/data.tar.gz";
    const fetch = fakeFetch({
      [raw]: Buffer.from(pointer),
      [lfsBatch("own/repo")]: lfsAnswer(sha256(body), "https://lfs.example/o"),
      "https://lfs.example/o": body,
    });
    const got = await obtain(
      { file: "data.tar.gz", urls: [raw] },
      { cacheDir: scratch(), fetch, log: () => {} },
    );
    expect(got).toMatchObject({ size: body.length, verified: true });
  });

  it("tries the mirrors in turn and says every failure and where to put the file", async () => {
    const cacheDir = scratch();
    const fetch = fakeFetch({ "http://a.example/f.tgz": 404 });
    const artifact = { file: "f.tgz", urls: ["http://a.example/f.tgz", "http://b.example/f.tgz"] };
    await expect(obtain(artifact, { cacheDir, fetch, log: () => {} })).rejects.toThrow(
      /http:\/\/a\.example\/f\.tgz: HTTP 404\n.*http:\/\/b\.example\/f\.tgz: fetch failed \(ENOTFOUND\)\n.*f\.tgz and run again/s,
    );
    expect(existsSync(join(cacheDir, "f.tgz.part"))).toBe(false);
    // A file fetched by hand into the cache is used as it is (no checksum known: not verified).
    writeFileSync(join(cacheDir, "f.tgz"), "by hand");
    const got = await obtain(artifact, { cacheDir, fetch, log: () => {} });
    expect(got).toMatchObject({ from: "cache", verified: false, size: 7 });
  });

  it("rejects a download whose checksum differs", async () => {
    const fetch = fakeFetch({ "https://x.example/f": Buffer.from("tampered") });
    const artifact = { file: "f", urls: ["https://x.example/f"], sha256: "0".repeat(64) };
    await expect(obtain(artifact, { cacheDir: scratch(), fetch, log: () => {} })).rejects.toThrow(
      /SHA-256 [0-9a-f]{64}, expected 0{64}/,
    );
  });
});

const L3S_ID = "01ccc7c5-a1d1-46e1-a5f7-43310df16575";
const L3S_ANNOTATED = `<html><head><title>t</title><script>var x = "<span class='x-nc-sel2'>no</span>";</script></head><body>
<div><span class="x-nc-sel0">Home</span> <span class="x-nc-sel1">No agreement reached on   Kosovo?s future</span></div>
<p><span class="x-nc-sel3">16 January 2008 ?</span></p>
<p><span class="x-nc-sel2">The Security Council today &amp; yesterday
discussed   Kosovo.</span></p>
<p><span class="x-nc-sel2">Belgrade and Pristina.</span><span class="x-nc-sel4">Related: more</span></p>
<div class="x-nc-sel5">5 comments so far...<br><span>1.</span></div>
</body></html>`;

describe("L3S-GN1", () => {
  it("reads boilerpipe's labels in page order", () => {
    expect(l3sSegments(Buffer.from(L3S_ANNOTATED))).toEqual([
      { type: "headline", text: "No agreement reached on Kosovo?s future" },
      { type: "supplemental", text: "16 January 2008 ?" },
      { type: "fulltext", text: "The Security Council today & yesterday\ndiscussed Kosovo." },
      { type: "fulltext", text: "Belgrade and Pristina." },
      { type: "related", text: "Related: more" },
      { type: "comments", text: "5 comments so far...1." },
    ]);
  });

  it.skipIf(!hasXz)("converts the benchmark's raw.tar.xz", async () => {
    const original = "<html><body>original page bytes \xe9</body></html>";
    const archive = tarOf(
      {
        [`raw/l3s-gn1/original/${L3S_ID}.html`]: Buffer.from(original, "latin1"),
        [`raw/l3s-gn1/annotated/${L3S_ID}.html`]: L3S_ANNOTATED,
        "raw/l3s-gn1/url-mapping.txt": `<urn:uuid:${L3S_ID}> http://www.un.org/apps/news/story.asp?NewsID=25318\n`,
        "raw/dragnet/HTML/1.html": "<p>other dataset</p>",
      },
      "J",
    );
    const path = join(scratch(), "raw.tar.xz");
    writeFileSync(path, archive);
    const conversion = await SOURCES["l3s-gn1"].convert([
      { path, sha256: "", size: 0, from: "cache", verified: false },
    ]);
    expect(conversion.pages).toHaveLength(1);
    const [page] = conversion.pages;
    expect(Buffer.from(page.html).toString("latin1")).toBe(original);
    expect(page.record).toMatchObject({
      id: L3S_ID,
      url: "http://www.un.org/apps/news/story.asp?NewsID=25318",
      site: "un.org",
      title: "No agreement reached on Kosovo?s future",
      text: "No agreement reached on Kosovo?s future\n16 January 2008 ?\nThe Security Council today & yesterday\ndiscussed Kosovo.\nBelgrade and Pristina.",
      comments: "5 comments so far...1.",
    });
  });

  it("will not build from an archive whose checksum is not the published one", async () => {
    const out = scratch();
    const { oid } = SOURCES["l3s-gn1"].artifacts[0].lfs as { oid: string };
    const fetch = fakeFetch({
      [lfsBatch("chatnoir-eu/web-content-extraction-benchmark")]: lfsAnswer(
        oid,
        "https://lfs.example/raw",
      ),
      "https://lfs.example/raw": Buffer.from("not the archive"),
    });
    const lines: string[] = [];
    expect(await run(["--only", "l3s-gn1", "--out", out], { fetch, log: quiet(lines) })).toBe(1);
    expect(lines.join("\n")).toMatch(
      /l3s-gn1: failed: could not download .*15 bytes, expected 69590140/s,
    );
    expect(readdirSync(out).filter((name) => !name.startsWith("."))).toEqual([]);
  });
});

/** Synthetic copies of the other four sources, served at the URLs the real sources name. */
function sources(): {
  routes: Record<string, Uint8Array | number>;
  commit: { wcxb: string; fundus: string };
} {
  const [dragnetHtml, dragnetCorrected] = SOURCES.dragnet.artifacts.map(
    (a) => (a.urls as string[])[0],
  );
  const [leedsOriginal, trentoOriginal] = SOURCES["cleaneval-dev"].artifacts[0].urls as string[];
  const [leedsCleaned, trentoCleaned] = SOURCES["cleaneval-dev"].artifacts[1].urls as string[];
  const wcxb = githubTarball({
    "dev/ground-truth/0002.json": JSON.stringify({
      schema_version: "2.0",
      url: "https://www.scratchculinary.com/2025/fall",
      file_id: "0002",
      _internal: { page_type: { primary: "article" } },
      ground_truth: {
        title: "Fall trends",
        author: "Andrew King",
        publish_date: "2025-09-04",
        main_content: "Fall isn't just pumpkin spice.\n\nAt Scratch  Culinary, we cook.",
        with: ["Fall isn't"],
        without: ["Home", "Login"],
        main_content_markdown:
          "Fall isn't just pumpkin spice.\n\nAt **Scratch Culinary**, we cook.",
      },
    }),
    "dev/html/0002.html.gz": gzipSync("<html><body>wcxb two</body></html>"),
    "dev/ground-truth/0010.json": JSON.stringify({
      ground_truth: {
        title: "Building Department",
        author: null,
        page_type: "government",
        main_content: "",
      },
      _internal: { page_type: { primary: "service" } },
    }),
    "dev/html/0010.html.gz": gzipSync('<link rel="canonical" href="https://www.portagein.gov/b">'),
    "test/ground-truth/0003.json": "{}",
    "test/html/0003.html.gz": gzipSync("test split"),
  });
  const waz = (title: string, paragraph: string) => ({
    authors: ["A. Writer", "B. Writer"],
    body: {
      summary: [`Lead of ${title}.`],
      sections: [
        { headline: [], paragraphs: [paragraph] },
        { headline: ["A  subheading"], paragraphs: ["Last paragraph."] },
      ],
    },
    images: [],
    publishing_date: "2024-03-08 10:00:00+01:00",
    title,
    topics: [],
  });
  const testData = "tests/resources/parser/test_data";
  const fundus = githubTarball({
    [`${testData}/de/WAZ.json`]: JSON.stringify({
      V1_1: waz("Newer", "Second."),
      V1: waz("Older", "First."),
    }),
    [`${testData}/de/WAZ_2023_06_29.html.gz`]: gzipSync("<html>waz 2023</html>"),
    [`${testData}/de/WAZ_2024_03_08.html.gz`]: gzipSync("<html>waz 2024</html>"),
    [`${testData}/de/MDR.json`]: JSON.stringify({ V1: { ...waz("MDR", "p"), authors: [] } }),
    [`${testData}/de/MDR_2023_04_28.html.gz`]: gzipSync("<html>mdr</html>"),
    [`${testData}/us/Example.json`]: JSON.stringify({ V1: waz("One", "p"), V2: waz("Two", "p") }),
    [`${testData}/us/Example_2024_01_02.html.gz`]: gzipSync("<html>one page</html>"),
    [`${testData}/de/meta.info`]: JSON.stringify({
      "MDR_2023_04_28.html.gz": { url: "https://www.mdr.de/n", crawl_date: "2023-04-28 20:22:36" },
      "WAZ_2023_06_29.html.gz": { url: "https://www.waz.de/a", crawl_date: "2023-06-29 17:12:11" },
      "WAZ_2024_03_08.html.gz": { url: "https://www.waz.de/b", crawl_date: "2024-03-08 09:00:00" },
    }),
    [`${testData}/__init__.py`]: "",
  });
  return {
    routes: {
      [dragnetHtml]: tarOf(
        {
          "HTML/R1.html":
            '<html><head><link rel="canonical" href="http://www.cbsnews.com/a?x=1&amp;y=2"></head></html>',
          "HTML/10.html": "<html>ten</html>",
          "HTML/9.html": "<html>nine</html>",
          "HTML/77.html": "<html>no gold</html>",
        },
        "z",
      ),
      [dragnetCorrected]: tarOf(
        {
          "Corrected/R1.html.corrected.txt":
            "Headline\n\n  The   article.\n!@#$%^&*()  COMMENTS\nFirst comment.\n",
          "Corrected/10.html.corrected.txt": "Ten.\n!@#$%^&*() COMMENTS\n\nA comment.",
          "Corrected/9.html.corrected.txt": Buffer.from("Caf\xe9 nine.", "latin1"),
        },
        "z",
      ),
      [leedsOriginal]: 404,
      [trentoOriginal]: tarOf(
        {
          "en-original/2.html":
            '<text id="http://216.31.193.173/ewsoe/4_4.htm" title="Caf&eacute; &amp; co" encoding="iso-8859-1">\n<p>two</p>\n</text>\n',
          "en-original/10.html": "<html><title>ten</title></html>",
        },
        "z",
      ),
      [leedsCleaned]: 404,
      [trentoCleaned]: tarOf(
        {
          "en-cleaned/2.txt":
            "URL: http://216.31.193.173/ewsoe/4_4.htm\n<h>A heading\n<p>A paragraph\nthat goes on.\n<l>* an item\n<l>\n",
          "en-cleaned/10.txt": "URL: http://www.1-las-vegas.com/homes/\n<p>Ten.\n",
        },
        "z",
      ),
      [(SOURCES.wcxb.artifacts[0].urls as string[])[0]]: wcxb.bytes,
      [(SOURCES.fundus.artifacts[0].urls as string[])[0]]: fundus.bytes,
    },
    commit: { wcxb: wcxb.commit, fundus: fundus.commit },
  };
}

describe("npm run data on synthetic sources", () => {
  const out = scratch();
  const { routes, commit } = sources();
  const fetch = fakeFetch(routes);
  const lines: string[] = [];
  const built = run(["--out", out, "--only", "dragnet,cleaneval-dev,wcxb,fundus"], {
    fetch,
    log: quiet(lines),
    today: "2026-12-07",
  });

  it("builds the four datasets and exits 0", async () => {
    expect(await built, lines.join("\n")).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      ".downloads",
      "cleaneval-dev",
      "dragnet",
      "fundus",
      "wcxb",
    ]);
  });

  it("converts Dragnet: comments apart, URL from the canonical link, ids sorted as text", async () => {
    await built;
    const dir = join(out, "dragnet");
    const lines = readFileSync(join(dir, "gold.jsonl"), "utf8").trim().split("\n");
    expect(lines[2]).toBe(
      '{"id": "R1", "url": "http://www.cbsnews.com/a?x=1&y=2", "site": "cbsnews.com", "title": null, "text": "Headline\\nThe article.", "comments": "First comment.", "segments": null, "page": "pages/R1.html.gz"}',
    );
    expect(goldOf(dir).map((record) => [record.id, record.text, record.url])).toEqual([
      ["10", "Ten.", null],
      ["9", "Café nine.", null],
      ["R1", "Headline\nThe article.", "http://www.cbsnews.com/a?x=1&y=2"],
    ]);
    expect(goldOf(dir).map((record) => record.comments)).toEqual([
      "A comment.",
      null,
      "First comment.",
    ]);
    expect(gunzipSync(readFileSync(join(dir, "pages/9.html.gz"))).toString()).toBe(
      "<html>nine</html>",
    );
    const readme = readFileSync(join(dir, "README.md"), "utf8");
    expect(readme).toMatch(/^# Dragnet \(3 pages, 1 sites\)/);
    expect(readme).toContain("no published checksum: not verified");
    expect(readme).toContain("1 pages without both HTML and Corrected file left out");
  });

  it("converts CleanEval's development set from the mirror that answers", async () => {
    await built;
    expect(fetch.asked.filter((url) => url.includes("cleaneval"))).toHaveLength(4);
    const [two, ten] = goldOf(join(out, "cleaneval-dev"));
    expect(two).toEqual({
      id: "2",
      url: "http://216.31.193.173/ewsoe/4_4.htm",
      site: "216.31.193.173",
      title: "Café & co",
      text: "A heading\nA paragraph that goes on.\n* an item",
      comments: null,
      segments: [
        { type: "heading", text: "A heading" },
        { type: "paragraph", text: "A paragraph that goes on." },
        { type: "list", text: "* an item" },
      ],
      page: "pages/2.html.gz",
    });
    expect(ten).toMatchObject({ id: "10", url: "http://www.1-las-vegas.com/homes/", title: null });
    // The page keeps its bytes, wrapper and all.
    expect(gunzipSync(readFileSync(join(out, "cleaneval-dev/pages/2.html.gz"))).toString()).toMatch(
      /^<text id=/,
    );
  });

  it("converts WCXB's development split with its own fields", async () => {
    await built;
    const records = goldOf(join(out, "wcxb"));
    expect(records.map((record) => record.id)).toEqual(["0002", "0010"]);
    expect(records[0]).toEqual({
      id: "0002",
      url: "https://www.scratchculinary.com/2025/fall",
      site: "scratchculinary.com",
      title: "Fall trends",
      text: "Fall isn't just pumpkin spice.\n\nAt Scratch  Culinary, we cook.",
      comments: null,
      segments: null,
      page_type: "article",
      with: ["Fall isn't"],
      without: ["Home", "Login"],
      author: "Andrew King",
      published: "2025-09-04",
      markdown: "Fall isn't just pumpkin spice.\n\nAt **Scratch Culinary**, we cook.",
      page: "pages/0002.html.gz",
    });
    expect(records[1]).toMatchObject({
      url: null,
      site: "portagein.gov",
      page_type: "service",
      text: "",
    });
    expect(readFileSync(join(out, "wcxb/README.md"), "utf8")).toContain(commit.wcxb);
  });

  it("converts Fundus: every test page, versions paired with pages by date", async () => {
    await built;
    const records = goldOf(join(out, "fundus"));
    expect(records.map((record) => [record.id, record.title, record.author])).toEqual([
      ["de-MDR-2023_04_28", "MDR", null],
      ["de-WAZ-2023_06_29", "Older", "A. Writer, B. Writer"],
      ["de-WAZ-2024_03_08", "Newer", "A. Writer, B. Writer"],
    ]);
    expect(records[2]).toEqual({
      id: "de-WAZ-2024_03_08",
      url: "https://www.waz.de/b",
      site: "waz.de",
      title: "Newer",
      text: "Lead of Newer.\nSecond.\nA subheading\nLast paragraph.",
      comments: null,
      segments: null,
      country: "de",
      author: "A. Writer, B. Writer",
      published: "2024-03-08 10:00:00+01:00",
      page: "pages/de-WAZ-2024_03_08.html.gz",
    });
    const readme = readFileSync(join(out, "fundus/README.md"), "utf8");
    expect(readme).toContain(commit.fundus);
    // A publisher whose pages and parser versions do not pair is the only one left out, and named.
    expect(readme).toContain("us/Example: 1 pages for 2 parser versions: left out");
    expect(readme.match(/^- .*left out$/gm)).toHaveLength(1);
  });

  it("keeps what exists: no argument reports, --only refuses, --force rebuilds", async () => {
    await built;
    const asked = fetch.asked.length;
    const report: string[] = [];
    // l3s-gn1 is missing here; an empty fake fetch makes its download fail (exit 1), the rest is reported.
    expect(await run(["--out", out], { fetch: fakeFetch({}), log: quiet(report) })).toBe(1);
    expect(report.filter((line) => /^\w[\w-]* +\d+ pages {2}/.test(line))).toHaveLength(4);
    const refused: string[] = [];
    expect(await run(["--out", out, "--only", "dragnet"], { fetch, log: quiet(refused) })).toBe(1);
    expect(refused.join("\n")).toContain("is not overwritten (--force rebuilds it)");
    expect(fetch.asked.length).toBe(asked);
    const rebuilt: string[] = [];
    expect(
      await run(["--out", out, "--only", "dragnet", "--force"], {
        fetch,
        log: quiet(rebuilt),
      }),
    ).toBe(0);
    // Downloads come from the cache the first build filled.
    expect(fetch.asked.length).toBe(asked);
    expect(goldOf(join(out, "dragnet"))).toHaveLength(3);
  });
});

describe("the command line", () => {
  it("--check says what is found and missing, and never downloads", async () => {
    const out = scratch();
    writeTree(out, { "wcxb/gold.jsonl": '{"id": "1"}\n{"id": "2"}\n' });
    const lines: string[] = [];
    const fetch = fakeFetch({});
    expect(await run(["--check", "--out", out], { fetch, log: quiet(lines) })).toBe(1);
    expect(lines[3]).toBe(`wcxb               2 pages  ${join(out, "wcxb")}`);
    expect(lines.join("\n")).toContain("4 of 5 missing");
    expect(fetch.asked).toEqual([]);
    expect(await run(["--check", "--out", out, "--only", "wcxb"], { fetch, log: () => {} })).toBe(
      0,
    );
  });

  it("--out defaults to $PITH_DATA", async () => {
    const out = scratch();
    writeTree(out, { "fundus/gold.jsonl": "{}\n" });
    const lines: string[] = [];
    await run(["--check", "--only", "fundus"], { env: { PITH_DATA: out }, log: quiet(lines) });
    expect(lines).toEqual([`fundus             1 pages  ${join(out, "fundus")}`]);
  });

  it("rejects unknown arguments and dataset names with status 2", async () => {
    const lines: string[] = [];
    expect(await run(["--only", "nope"], { log: quiet(lines) })).toBe(2);
    expect(lines[0]).toContain("unknown dataset nope");
    expect(await run(["--download-everything"], { log: () => {} })).toBe(2);
    expect(await run(["--fundus-all"], { log: () => {} })).toBe(2);
  });
});

describe("layout helpers", () => {
  it("names sites without www., orders ids and versions as the sources number them", () => {
    expect(siteOf("http://www.un.org/x")).toBe("un.org");
    expect(siteOf("http://news.xinhuanet.com/x")).toBe("news.xinhuanet.com");
    expect(siteOf("ftp://example.org/")).toBeNull();
    expect(siteOf(null)).toBeNull();
    const mixed = ["10", "R1", "9", "100", "R10"];
    expect(mixed.sort(idOrder(mixed))).toEqual(["10", "100", "9", "R1", "R10"]);
    const numbers = ["10", "2", "1", "60"];
    expect(numbers.sort(idOrder(numbers))).toEqual(["1", "2", "10", "60"]);
    expect(["V2", "V1_1", "V10", "V1"].sort(compareVersions)).toEqual(["V1", "V1_1", "V2", "V10"]);
    expect(
      goldLine({
        id: "a",
        url: null,
        site: null,
        title: "Ü",
        text: "",
        comments: null,
        segments: [],
        extra: { country: "de" },
      }),
    ).toBe(
      '{"id": "a", "url": null, "site": null, "title": "Ü", "text": "", "comments": null, "segments": [], "country": "de", "page": "pages/a.html.gz"}',
    );
  });
});
