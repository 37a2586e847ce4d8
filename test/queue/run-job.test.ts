import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ExtractPool } from "../../src/batch/extract-pool.js";
import { runPageJob } from "../../src/queue/run-job.js";

const dir = mkdtempSync(join(tmpdir(), "pith-run-job-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("runPageJob on special files (issue 56, row 3)", () => {
  it("fails a job whose input is a FIFO or a device for good, without reading it", async () => {
    const fifo = join(dir, "shard.jsonl");
    const inputs = ["/dev/zero"];
    if (spawnSync("mkfifo", [fifo]).status === 0) inputs.push(fifo);
    const options = {
      outDir: dir,
      format: "jsonl" as const,
      task: { options: { maxBytes: 1000 } },
      htmlField: "html",
      urlField: "url",
    };
    for (const input of inputs)
      await expect(
        runPageJob({} as ExtractPool, "job", { input, kind: "jsonl" }, options),
      ).rejects.toMatchObject({ name: "UnrecoverableError", message: /not a regular file/ });
  });
});
