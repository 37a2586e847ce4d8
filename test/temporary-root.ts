import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasSharedData, MISSING_DATA_NOTE, SHARED_DATASETS } from "./shared-data-path.js";

/**
 * Vitest global setup: says once when the shared datasets are missing (the tests that read them
 * skip themselves), and gives the whole run gets one temporary directory as `TMPDIR`, removed when it ends.
 * Tests, and the CLI processes they start, make their scratch directories with `os.tmpdir()`; a
 * test that fails before its own clean-up would otherwise leave them behind on the machine.
 */
export default function temporaryRoot(): () => void {
  const root = mkdtempSync(join(tmpdir(), "pith-tests-"));
  process.env.TMPDIR = root;
  // Global setup runs once for each of the config's projects: the note is said once.
  if (!hasSharedData(...SHARED_DATASETS) && process.env.PITH_MISSING_DATA_SAID === undefined) {
    process.env.PITH_MISSING_DATA_SAID = "1";
    console.log(MISSING_DATA_NOTE);
  }
  return () => rmSync(root, { recursive: true, force: true });
}
