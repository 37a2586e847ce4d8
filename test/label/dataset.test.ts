import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../src/eval/corpus.js";
import { loadDataset } from "../../src/eval/dataset.js";
import { DatasetStore } from "../../src/label/dataset-store.js";
import { goldRecordOf, labelOfClass } from "../../src/label/gold-record.js";
import { LabelSession } from "../../src/label/label-session.js";
import { pageFiles } from "../../src/label/page-directory.js";
import { BLOCK_LABELS, type BlockLabel } from "../../src/view/block-labels.js";
import { HOSTILE_ARTICLE } from "../view/pages.js";
import { BLOG_POST, THIN_PAGE } from "./pages.js";

const fresh = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** A directory of pages: name → HTML. */
function pagesDir(pages: Record<string, string>): string {
  const dir = fresh("pith-label-pages-");
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  return dir;
}

describe("goldRecordOf", () => {
  it("writes one segment per block in page order, content as text, comments apart", () => {
    const record = goldRecordOf(
      { id: "p", page: "pages/p.html.gz", url: "https://www.shore.example/a" },
      [{ text: "Menu" }, { text: "Title" }, { text: "Body" }, { text: "A comment" }],
      ["boilerplate", "title", "body", "comment"],
    );
    expect(record).toEqual({
      id: "p",
      page: "pages/p.html.gz",
      url: "https://www.shore.example/a",
      site: "shore.example",
      title: "Title",
      text: "Title\nBody",
      comments: "A comment",
      segments: [
        { type: "related", text: "Menu" },
        { type: "headline", text: "Title" },
        { type: "fulltext", text: "Body" },
        { type: "comments", text: "A comment" },
      ],
    });
  });
});

describe("pageFiles", () => {
  it("takes HTML files, gzipped or not, with ids safe as file names and unique", () => {
    const dir = pagesDir({
      "a b.html": "",
      "a b.htm.gz": "",
      "notes.txt": "",
      "c.XHTML": "",
      "story.html": "",
    });
    expect(pageFiles(dir).map(({ id, gzipped }) => [id, gzipped])).toEqual([
      ["a_b-e1c50679", true],
      ["a_b-f1a00813", false],
      ["c-8b736d05", false],
      ["story", false],
    ]);
  });

  it("gives a file the same id whatever other files come or go (issue 56, row 6)", () => {
    const ids = (names: string[]) =>
      new Map(
        pageFiles(pagesDir(Object.fromEntries(names.map((n) => [n, ""])))).map((f) => [
          f.path.replace(/.*\//, ""),
          f.id,
        ]),
      );
    const before = ids(["a.htm", "a.xhtml", "b.html"]);
    const after = ids(["a.HTM", "a.htm", "a.html", "a.xhtml", "b.html"]);
    for (const [name, id] of before) expect([name, after.get(name)]).toEqual([name, id]);
    expect(new Set(after.values()).size).toBe(after.size);
  });
});

describe("the labels pith label saves", () => {
  it("come back as the same block labels when the gold is projected, as pith train reads it", () => {
    const dir = pagesDir({ "post.html": BLOG_POST, "article.html": HOSTILE_ARTICLE });
    const out = join(dir, "dataset");
    const session = new LabelSession(dir, new DatasetStore(out), "default");
    const chosen = new Map<string, BlockLabel[]>();
    for (const { id } of session.pages) {
      // Every label somewhere on the page, in runs and alone.
      const labels = session
        .labelsOf(id)
        .labels.map((_, i) => BLOCK_LABELS[(i * 7 + (i >> 2)) % BLOCK_LABELS.length]);
      session.save(id, labels);
      chosen.set(id, labels);
    }
    const corpus = loadCorpus([out]);
    expect(corpus.map((page) => page.record.id).sort()).toEqual(["article", "post"]);
    for (const page of corpus) {
      const labels = chosen.get(page.record.id) ?? [];
      const classes = page.projection?.labelled.classes ?? [];
      const withWords = (page.page?.blocks ?? []).filter((block) => block.wordCount > 0);
      expect(withWords.length).toBeGreaterThanOrEqual(10);
      for (const block of withWords)
        expect([block.index, labelOfClass(classes[block.index])]).toEqual([
          block.index,
          labels[block.index],
        ]);
      expect(page.projection?.labelled.labelsComments).toBe(true);
    }
  });

  it("are saved at once, atomically: whole files, no temporary ones left, and read back on restart", () => {
    const dir = pagesDir({ "post.html": BLOG_POST, "thin.html": THIN_PAGE });
    const out = join(dir, "dataset");
    const first = new LabelSession(dir, new DatasetStore(out), "default");
    const labels = first.labelsOf("post").labels.map((): BlockLabel => "body");
    first.save("post", labels);
    expect(readdirSync(out).sort()).toEqual(["gold.jsonl", "pages"]);
    expect(readdirSync(join(out, "pages"))).toEqual(["post.html.gz"]);
    expect(gunzipSync(readFileSync(join(out, "pages/post.html.gz"))).toString()).toBe(BLOG_POST);
    expect(loadDataset(out).records.map((record) => record.id)).toEqual(["post"]);

    const again = new LabelSession(dir, new DatasetStore(out), "default");
    expect(again.done).toBe(1);
    expect(again.labelsOf("post")).toMatchObject({ saved: true, labels });
    expect(again.labelsOf("thin").saved).toBe(false);
  });

  it("belong to the page they were made on: a file replaced by another page starts unlabelled (issue 56, row 6)", () => {
    const dir = pagesDir({ "post.html": BLOG_POST });
    const out = fresh("pith-label-out-");
    const first = new LabelSession(dir, new DatasetStore(out), "default");
    first.save(
      "post",
      first.labelsOf("post").labels.map((): BlockLabel => "body"),
    );
    writeFileSync(join(dir, "post.html"), HOSTILE_ARTICLE);
    const again = new LabelSession(dir, new DatasetStore(out), "default");
    expect(again.done).toBe(0);
    const shown = again.labelsOf("post");
    expect(shown.saved).toBe(false);
    expect(shown.labels).not.toEqual(shown.labels.map(() => "body"));
    again.save("post", shown.labels);
    expect(again.done).toBe(1);
    expect(gunzipSync(readFileSync(join(out, "pages/post.html.gz"))).toString()).toBe(
      HOSTILE_ARTICLE,
    );
    const record = loadDataset(out).records[0];
    expect(record.text).toContain("Why Tide Pools Matter"); // the new page, not the old
    expect(record.text).not.toContain("Rock pools in winter");
  });

  it("refuse labels that do not fit the page's blocks", () => {
    const dir = pagesDir({ "post.html": BLOG_POST });
    const session = new LabelSession(dir, new DatasetStore(join(dir, "dataset")), "default");
    expect(() => session.save("post", ["body"])).toThrow(/one label .* per block: 16/);
    expect(() => session.save("post", new Array(16).fill("content"))).toThrow(RangeError);
    expect(session.done).toBe(0);
  });
});

describe("LabelSession", () => {
  it("offers the pages least confident first", () => {
    const dir = pagesDir({
      "a-post.html": BLOG_POST,
      "b-thin.html": THIN_PAGE,
      "c-empty.html": "",
    });
    const session = new LabelSession(dir, new DatasetStore(join(dir, "dataset")), "default");
    expect(session.pages.map((page) => page.id)).toEqual(["b-thin", "a-post", "c-empty"]);
    expect(session.pages[0].confidence ?? 1).toBeLessThan(session.pages[1].confidence ?? 0);
    expect(session.pages[2]).toMatchObject({
      confidence: null,
      error: expect.stringMatching(/empty/),
    });
  });
});
