import { createRequire } from "node:module";
import { Command, type CommanderError, type OutputConfiguration } from "commander";

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

type Register = (program: Command) => void;

/**
 * Each command's module, imported only when that command runs (every one for the overall help
 * or an unknown command): the training and evaluation commands load every learner, which
 * `pith extract` does not need in its main thread.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  extract: async () => (await import("./extract-command.js")).registerExtractCommand,
  train: async () => (await import("./train-command.js")).registerTrainCommand,
  eval: async () => (await import("./eval-command.js")).registerEvalCommand,
  compare: async () => (await import("./compare-command.js")).registerCompareCommand,
  adapt: async () => (await import("./adapt-command.js")).registerAdaptCommand,
  "train-title": async () => (await import("./train-title-command.js")).registerTrainTitleCommand,
  models: async () => (await import("./models-command.js")).registerModelsCommand,
  serve: async () => (await import("./serve-command.js")).registerServeCommand,
  enqueue: async () => (await import("./enqueue-command.js")).registerEnqueueCommand,
  worker: async () => (await import("./worker-command.js")).registerWorkerCommand,
  queue: async () => (await import("./queue-command.js")).registerQueueCommand,
  view: async () => (await import("./view-command.js")).registerViewCommand,
  label: async () => (await import("./label-command.js")).registerLabelCommand,
};

/** How a run that commander ends exits: 0 after --help or --version, 2 for a usage error. */
export function exitStatus(error: CommanderError): number {
  return error.exitCode === 0 ? 0 : 2;
}

/**
 * The `pith` program for the command line `args` (the arguments after the script's name).
 * `exit` is called where commander ends the run (help, version, a usage error) and must not
 * return; `output` replaces where commander writes (standard output and error by default).
 */
export async function createProgram(
  args: readonly string[],
  exit: (error: CommanderError) => never,
  output?: OutputConfiguration,
): Promise<Command> {
  const program = new Command()
    .name("pith")
    .description("Find the main content of web pages: learned models over the page's text blocks.")
    .version(version)
    // A mistake gets its one line and where to look, not the whole help (90 lines for extract).
    .showHelpAfterError("(run the command with --help for usage)")
    .exitOverride(exit);
  // Before the commands are registered: each copies its parent's output at creation.
  if (output !== undefined) program.configureOutput(output);
  for (const name of commandsToRegister(args)) (await COMMANDS[name]())(program);
  return program;
}

/**
 * The commands whose modules the line needs: the one it names, none for `--version` (answered
 * before any is loaded), every one for the overall help or an unknown command.
 */
function commandsToRegister(args: readonly string[]): string[] {
  const named = args[0];
  if (named === "--version" || named === "-V") return [];
  return named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
}
