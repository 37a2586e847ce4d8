#!/usr/bin/env node
import { Command } from "commander";
import { registerExtractCommand } from "./extract-command.js";

const program = new Command()
  .name("pith")
  .description("Find the main content of web pages: learned models over the page's text blocks.")
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : 2);
  });

registerExtractCommand(program);

await program.parseAsync(process.argv);
