/**
 * `npm run build`: compiles src/ into dist/, marks the CLI executable and writes
 * dist/default-model.json (the shipped model's JSON uncompressed: the package exports it as
 * `pith/models/default.json`, so a bundler can take the default model into a browser build of
 * pith/core, which has no gunzip). The new tree is built beside dist/ and swapped in whole, so a
 * `pith` started during a build (a test, a second build) finds the old tree or the new one,
 * never half of one.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

const fresh = `dist.building-${process.pid}`;
const stale = `dist.old-${process.pid}`;
const tsc = spawnSync(
  process.execPath,
  ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json", "--outDir", fresh],
  { stdio: "inherit" },
);
if (tsc.status !== 0) {
  rmSync(fresh, { recursive: true, force: true });
  process.exit(tsc.status ?? 1);
}
chmodSync(join(fresh, "cli", "main.js"), 0o755);
writeFileSync(
  join(fresh, "default-model.json"),
  gunzipSync(readFileSync("models/default.json.gz")),
);
try {
  renameSync("dist", stale);
} catch {
  // no dist yet: a fresh clone
}
renameSync(fresh, "dist");
rmSync(stale, { recursive: true, force: true });
