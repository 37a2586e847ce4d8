import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The built CLI, as users run it: `npm test` builds dist/ first (`npm run build` by hand). */
export const PITH = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));

export interface PithRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `pith <args>` to completion; a run that hangs fails the test instead of the suite. */
export function runPith(
  args: readonly string[],
  options: { stdin?: Uint8Array | string; cwd?: string } = {},
): PithRun {
  if (!existsSync(PITH)) throw new Error(`${PITH} is missing: run npm run build first`);
  const result = spawnSync(process.execPath, [PITH, ...args], {
    input: options.stdin ?? "",
    cwd: options.cwd,
    encoding: "utf8",
    timeout: 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function jsonLines(text: string): Array<Record<string, unknown>> {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
