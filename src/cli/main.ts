#!/usr/bin/env node
import { createProgram, exitStatus } from "./program.js";

const program = await createProgram(process.argv.slice(2), (error) =>
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
