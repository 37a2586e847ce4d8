#!/usr/bin/env node
import { Command } from "commander";
import { registerAdaptCommand } from "./adapt-command.js";
import { registerCompareCommand } from "./compare-command.js";
import { registerEvalCommand } from "./eval-command.js";
import { registerExtractCommand } from "./extract-command.js";
import { registerModelsCommand } from "./models-command.js";
import { registerTrainCommand } from "./train-command.js";

const program = new Command()
  .name("pith")
  .description("Find the main content of web pages: learned models over the page's text blocks.")
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : 2);
  });

registerExtractCommand(program);
registerTrainCommand(program);
registerEvalCommand(program);
registerCompareCommand(program);
registerAdaptCommand(program);
registerModelsCommand(program);

await program.parseAsync(process.argv);
