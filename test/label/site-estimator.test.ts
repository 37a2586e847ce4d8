import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DatasetStore } from "../../dist/label/dataset-store.js";
import { createLabelServer } from "../../dist/label/label-server.js";
import { LabelSession } from "../../dist/label/label-session.js";
import { estimateOf, SiteEstimator } from "../../dist/label/site-estimator.js";
import { BLOG_POST } from "./pages.js";

const LINE =
  "pith train: on the 6 labelled pages, each page left out in turn: base 0.931 → site model 0.962 (+0.031; better on 2, worse on 0); better: train would write it";

/** A stand-in for `pith train --dry-run`: prints `stderr`, exits `status`. */
function fakeTrain(stderr: string, status = 0): [string, ...string[]] {
  return [
    process.execPath,
    "-e",
    `process.stderr.write(${JSON.stringify(`${stderr}\n`)}); process.exit(${status})`,
  ];
}

async function settled(estimator: SiteEstimator): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { state, text } = estimator.current;
    if (state === "done" || state === "failed") return `${state}: ${text}`;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no estimate");
}

describe("pith label's site model estimate (issue 58)", () => {
  it("reads pith train --dry-run's line as the app shows it", () => {
    expect(estimateOf(LINE).text).toBe(
      "with these 6 pages: 0.931 → 0.962 (+0.031) on pages left out; better: train would write it",
    );
    expect(estimateOf("pith train: 1 labelled page: leaving one page out needs two\n").text).toBe(
      "1 labelled page: leaving one page out needs two",
    );
  });

  it("runs after a save, in a process of its own, and says when it cannot", async () => {
    const estimator = new SiteEstimator(fakeTrain(LINE), 10);
    expect(estimator.current.state).toBe("none");
    estimator.changed();
    expect(estimator.current.state).toBe("waiting");
    expect(await settled(estimator)).toContain("done: with these 6 pages: 0.931 → 0.962");
    const failing = new SiteEstimator(fakeTrain("pith train: unknown model", 2), 10);
    failing.changed();
    expect(await settled(failing)).toBe("failed: cannot estimate: unknown model");
  });

  it("is what the server answers, and a save starts one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pith-label-estimate-"));
    writeFileSync(join(dir, "post.html"), BLOG_POST);
    const session = new LabelSession(dir, new DatasetStore(join(dir, "dataset")), "default");
    const estimator = new SiteEstimator(fakeTrain(LINE), 10);
    const app = createLabelServer(session, estimator);
    const local = { host: "127.0.0.1:8765" };
    expect((await app.inject({ url: "/api/estimate", headers: local })).json()).toEqual({
      state: "none",
      text: "",
    });
    const { labels } = (await app.inject({ url: "/api/pages/post", headers: local })).json();
    const saved = await app.inject({
      method: "PUT",
      url: "/api/pages/post/labels",
      headers: { ...local, "content-type": "application/json" },
      payload: { labels },
    });
    expect(saved.statusCode).toBe(200);
    expect(await settled(estimator)).toContain("with these 6 pages");
    const answer = (await app.inject({ url: "/api/estimate", headers: local })).json();
    expect(answer.text).toContain("0.931 → 0.962");
  });
});
