import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DatasetStore } from "../../dist/label/dataset-store.js";
import { createLabelServer } from "../../dist/label/label-server.js";
import { LabelSession } from "../../dist/label/label-session.js";
import { SHORTCUTS } from "../../dist/label/shortcuts.js";
import { HOSTILE_ARTICLE } from "../view/pages.js";
import { BLOG_POST, THIN_PAGE } from "./pages.js";

const dir = mkdtempSync(join(tmpdir(), "pith-label-server-"));
writeFileSync(join(dir, "post.html"), BLOG_POST);
writeFileSync(join(dir, "thin.html"), THIN_PAGE);
writeFileSync(join(dir, "hostile.html"), HOSTILE_ARTICLE);
const session = new LabelSession(dir, new DatasetStore(join(dir, "dataset")), "default");
const app = createLabelServer(session);
const local = { host: "127.0.0.1:8765" };

describe("the pith label server", () => {
  it("lists the pages least confident first with the counter", async () => {
    const answer = await app.inject({ url: "/api/pages", headers: local });
    expect(answer.statusCode).toBe(200);
    const { pages, done, total } = answer.json();
    expect([done, total]).toEqual([0, 3]);
    expect(pages[0]).toMatchObject({ id: "thin", done: false });
    const confidences = pages.map((page: { confidence: number }) => page.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
  });

  it("serves the app with its shortcuts listed, under a policy that allows its own script only", async () => {
    const answer = await app.inject({ url: "/", headers: local });
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self'");
    for (const { keys, help } of SHORTCUTS) {
      for (const key of keys) expect(answer.body).toContain(`<kbd>${key}</kbd>`);
      expect(answer.body).toContain(help);
    }
    expect(answer.body).toContain('sandbox="allow-same-origin"');
  });

  it("serves a page sanitised, its blocks marked, under a policy that runs and loads nothing", async () => {
    const answer = await app.inject({ url: "/pages/hostile", headers: local });
    expect(answer.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    expect(answer.body).not.toMatch(/<script|evil\.example|cdn\.example|\son\w+=/);
    const { labels } = (await app.inject({ url: "/api/pages/hostile", headers: local })).json();
    const marks = new Set(
      [...answer.body.matchAll(/data-block="(\d+)"/g)].map((match) => match[1]),
    );
    expect(marks.size).toBe(labels.length);
  });

  it("saves labels sent as JSON and counts the page done", async () => {
    const { labels } = (await app.inject({ url: "/api/pages/post", headers: local })).json();
    const relabelled = labels.map((label: string, i: number) => (i === 0 ? "title" : label));
    const saved = await app.inject({
      method: "PUT",
      url: "/api/pages/post/labels",
      headers: local,
      payload: { labels: relabelled },
    });
    expect(saved.json()).toEqual({ done: 1, total: 3 });
    const back = (await app.inject({ url: "/api/pages/post", headers: local })).json();
    expect(back).toMatchObject({ saved: true, labels: relabelled });
  });

  it("refuses other hosts, other content types, wrong labels and unknown pages", async () => {
    const rebound = await app.inject({ url: "/api/pages", headers: { host: "evil.example:8765" } });
    expect(rebound.statusCode).toBe(403);
    const form = await app.inject({
      method: "PUT",
      url: "/api/pages/thin/labels",
      headers: { ...local, "content-type": "text/plain" },
      payload: JSON.stringify({ labels: ["body", "body", "body"] }),
    });
    expect(form.statusCode).toBe(415);
    const wrong = await app.inject({
      method: "PUT",
      url: "/api/pages/thin/labels",
      headers: local,
      payload: { labels: ["body"] },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await app.inject({ url: "/api/pages/nope", headers: local })).statusCode).toBe(404);
    expect(session.done).toBe(1);
  });
});
