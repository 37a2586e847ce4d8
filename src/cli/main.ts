#!/usr/bin/env node
import type { CommanderError } from "commander";

const args = process.argv.slice(2);
// One page: its worker starts, and loads the model, while the rest of the command loads.
if (args[0] === "extract") (await import("./early-pool.js")).startEarlyPool(args.slice(1));
const { createProgram, exitStatus } = await import("./program.js");

const program = await createProgram(args, (error: CommanderError) =>
  process.exit(exitStatus(error)),
);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // A failure pith expected (a missing optional package, a port in use…) is one line with its
  // code, status 1; anything else is a bug, and its stack is what a report needs.
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string" || !code.startsWith("PITH_")) throw error;
  process.stderr.write(`${(error as Error).message} (${code})\n`);
  process.exitCode = 1;
}
