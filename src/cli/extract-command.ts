import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { extract } from "../extract.js";

export function registerExtractCommand(program: Command): void {
  program
    .command("extract")
    .description("extract the main content of HTML pages")
    .argument("<paths...>", "HTML files, directories, or - for stdin")
    .option("--model <name|file>", "baseline name or model file", "simple-mss")
    .action((paths: string[], options: { model: string }) => {
      for (const path of paths) {
        const bytes = readFileSync(path === "-" ? 0 : path);
        process.stdout.write(`${extract(bytes, { model: options.model }).text}\n`);
      }
    });
}
