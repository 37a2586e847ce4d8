import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The built CLI, as users run it: `npm test` builds dist/ first (`npm run build` by hand). */
export const PITH = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));

/** A run that takes longer has hung. */
const RUN_TIMEOUT_MS = 60_000;

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
  checkBuilt();
  const result = spawnSync(process.execPath, [PITH, ...args], {
    input: options.stdin ?? "",
    cwd: options.cwd,
    encoding: "utf8",
    timeout: RUN_TIMEOUT_MS,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `runPith` without blocking this process: for tests that serve the CLI pages themselves. */
export function runPithAsync(args: readonly string[]): Promise<PithRun> {
  checkBuilt();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PITH, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill(), RUN_TIMEOUT_MS);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

function checkBuilt(): void {
  if (!existsSync(PITH)) throw new Error(`${PITH} is missing: run npm run build first`);
}

export function jsonLines(text: string): Array<Record<string, unknown>> {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
