import type { Learner } from "../learner.js";
import { allowedValues } from "./allowed-values.js";
import type { OptionSpec, OptionSpecs } from "./option-spec.js";

/** Width of the `name=default` column; longer entries put their description on the next line. */
const NAME_COLUMN = 28;

/**
 * Every learner with its options, defaults, allowed values and descriptions, from the learners'
 * declarations: `pith train --help`, `pith eval --help` and `pith models` print this. Learners
 * sharing one declaration (crf, memm, maxent) are listed together above it.
 */
export function learnerOptionsHelp(learners: Iterable<Learner>): string {
  const groups = new Map<OptionSpecs, Learner[]>();
  for (const learner of learners) {
    const group = groups.get(learner.options) ?? [];
    group.push(learner);
    groups.set(learner.options, group);
  }
  const lines = [
    "Learners (--model NAME) and their options (--option name=value, defaults shown):",
    "(--features sets features; --seed sets seed, whose default here is a library call's)",
  ];
  for (const [specs, group] of groups) {
    lines.push("");
    for (const learner of group) lines.push(`  ${learner.name}: ${learner.description}`);
    for (const [name, spec] of Object.entries(specs)) lines.push(...optionLines(name, spec));
  }
  return lines.join("\n");
}

function optionLines(name: string, spec: OptionSpec): string[] {
  const entry = `    ${name}=${formatDefault(spec.default)}`;
  const text = `${spec.description} [${allowedValues(spec)}]`;
  if (entry.length + 2 <= NAME_COLUMN) return [`${entry.padEnd(NAME_COLUMN)}${text}`];
  return [entry, `${" ".repeat(NAME_COLUMN)}${text}`];
}

function formatDefault(value: OptionSpec["default"]): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}
