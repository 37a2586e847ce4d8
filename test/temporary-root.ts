import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Vitest global setup: the whole run gets one temporary directory as `TMPDIR`, removed when it ends.
 * Tests, and the CLI processes they start, make their scratch directories with `os.tmpdir()`; a
 * test that fails before its own clean-up would otherwise leave them behind on the machine.
 */
export default function temporaryRoot(): () => void {
  const root = mkdtempSync(join(tmpdir(), "pith-tests-"));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
