import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CommanderError } from "commander";
import { createProgram, exitStatus } from "../../src/cli/program.js";

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

/** Where commander ended an in-process run: the status `pith` would have exited with. */
class Exit extends Error {
  constructor(readonly status: number) {
    super(`pith would exit with status ${status}`);
  }
}

/**
 * `runPith` in this process, for command lines that commander ends itself: `--help`,
 * `--version`, and usage errors found before a command does any work (a bad option value, a
 * flag that does not fit the format, an output that would overwrite an input). The same program
 * as `main.ts`'s, with the same statuses; its output goes to strings, not this process's streams.
 * A command line that commander lets run fails the test: its command would have done its work.
 */
export async function runPithInProcess(args: readonly string[]): Promise<PithRun> {
  let stdout = "";
  let stderr = "";
  const exit = (error: CommanderError): never => {
    throw new Exit(exitStatus(error));
  };
  const program = await createProgram(args, exit, {
    writeOut: (text) => {
      stdout += text;
    },
    writeErr: (text) => {
      stderr += text;
    },
    // As through a pipe: no terminal width, no colours.
    getOutHelpWidth: () => 80,
    getErrHelpWidth: () => 80,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  });
  const exitCode = process.exitCode;
  try {
    await program.parseAsync([...args], { from: "user" });
  } catch (error) {
    if (error instanceof Exit) return { status: error.status, stdout, stderr };
    throw error;
  } finally {
    process.exitCode = exitCode;
  }
  throw new Error(`pith ${args.join(" ")} ran its command: not a usage error, --help or --version`);
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
