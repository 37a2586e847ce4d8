#!/usr/bin/env node
import { createProgram, exitStatus } from "./program.js";

const program = await createProgram(process.argv.slice(2), (error) =>
  process.exit(exitStatus(error)),
);

await program.parseAsync(process.argv);
