import type { Command } from "commander";
import { type BuiltinModelInfo, describeBuiltinModels } from "../extract/builtin-models.js";
import { LEARNERS } from "../models/learners.js";
import { learnerOptionsHelp } from "../models/options/options-help.js";
import { BASELINES } from "../models/registry.js";

export function registerModelsCommand(program: Command): void {
  program
    .command("models")
    .description("list the built-in models (training data, scores), baselines and learners")
    .option("--json", "print one JSON object instead of text", false)
    .option("--learners", "list only the learners with their options", false)
    .action((options: { json: boolean; learners: boolean }) => {
      const output = options.json
        ? JSON.stringify(modelsJSON(options.learners))
        : options.learners
          ? learnerOptionsHelp(LEARNERS.values())
          : renderModels(describeBuiltinModels());
      process.stdout.write(`${output}\n`);
    });
}

/** The option declarations are plain data (kind, default, description, range or values). */
function modelsJSON(onlyLearners: boolean): object {
  const learners = [...LEARNERS.values()].map(({ name, description, options }) => ({
    name,
    description,
    options,
  }));
  if (onlyLearners) return { learners };
  return { builtin: describeBuiltinModels(), baselines: [...BASELINES.keys()], learners };
}

function renderModels(builtin: readonly BuiltinModelInfo[]): string {
  const lines = ["Built-in models (use with --model NAME):"];
  for (const model of builtin) {
    lines.push(`  ${model.name}  ${model.description}`);
    if (model.header === undefined) {
      lines.push(`    (missing: ${model.path} — run npm run train-default)`);
      continue;
    }
    const { learner, features, training, options } = model.header;
    lines.push(`    learner ${learner}; features ${features.families.join(", ")}`);
    const settings = Object.entries(options ?? {})
      .filter(([key]) => key !== "features")
      .map(([key, value]) => `${key}=${value}`);
    if (settings.length > 0) lines.push(`    options ${settings.join(" ")}`);
    lines.push(
      `    trained on ${training.pages} pages, ${training.blocks} blocks, ${training.sources} sites` +
        (training.datasets ? ` (${training.datasets.join(", ")})` : ""),
    );
    if (model.scores !== undefined) {
      const scores = Object.entries(model.scores.datasets)
        .map(([dataset, score]) => `${dataset} ${score.shingleF1.toFixed(3)}`)
        .join(", ");
      lines.push(`    shingle F1, ${model.scores.split}: ${scores}`);
      lines.push(`    measured with: ${model.scores.command}`);
    }
  }
  lines.push("", `Baselines: ${[...BASELINES.keys()].join(", ")}`);
  lines.push("", learnerOptionsHelp(LEARNERS.values()));
  return lines.join("\n");
}
