import type { Learner } from "../learner.js";
import { allowedValues } from "./allowed-values.js";
import { nearestName } from "./nearest-name.js";
import type { NumberOptionSpec, OptionSpec, OptionSpecs, OptionValues } from "./option-spec.js";

/**
 * The one parser of learner options, from code, the command line (every value a string) or a
 * model file. Unknown names and out-of-range values are errors naming `owner` (the learner):
 * a misspelt option must never fall back to its default silently.
 */
export function parseOptions<S extends OptionSpecs>(
  owner: string,
  specs: S,
  raw: Readonly<Record<string, unknown>>,
): OptionValues<S> {
  rejectUnknownOptions(owner, Object.keys(specs), raw);
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = raw[name];
    values[name] = value === undefined ? spec.default : parseValue(spec, value, owner, name);
  }
  return values as OptionValues<S>;
}

/** Throws for the first name of `raw` not in `known`, suggesting the nearest known spelling. */
export function rejectUnknownOptions(
  owner: string,
  known: readonly string[],
  raw: Readonly<Record<string, unknown>>,
): void {
  const unknown = Object.keys(raw).find((name) => !known.includes(name));
  if (unknown === undefined) return;
  const nearest = nearestName(unknown, known);
  const hint = nearest === undefined ? "" : `; did you mean "${nearest}"?`;
  throw new Error(
    `${owner}: unknown option "${unknown}"${hint} (options: ${[...new Set(known)].sort().join(", ")})`,
  );
}

function parseValue(spec: OptionSpec, value: unknown, owner: string, name: string): unknown {
  const parsed = parsedValue(spec, value);
  if (parsed === undefined) {
    throw new Error(
      `${owner}: option "${name}" must be ${allowedValues(spec)}, got ${JSON.stringify(value)}`,
    );
  }
  return parsed;
}

/** The value as the declaration's type, or undefined when it is not a valid one. */
function parsedValue(spec: OptionSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "number":
      return parsedNumber(spec, value);
    case "boolean":
      // "1"/"0" too: the SVM-family learners always took them.
      if (value === true || value === "true" || value === "1") return true;
      if (value === false || value === "false" || value === "0") return false;
      return undefined;
    case "string":
      return typeof value === "string" && value !== "" ? value : undefined;
    case "enum":
      return typeof value === "string" && spec.values.includes(value) ? value : undefined;
    case "list": {
      const items = typeof value === "string" ? value.split(",").map((item) => item.trim()) : value;
      const valid =
        Array.isArray(items) &&
        items.length > 0 &&
        items.every(
          (item) =>
            typeof item === "string" &&
            item !== "" &&
            (spec.values === undefined || spec.values.includes(item)),
        );
      return valid ? items : undefined;
    }
  }
}

function parsedNumber(spec: NumberOptionSpec, value: unknown): number | string | undefined {
  if (typeof value === "string" && spec.words?.includes(value)) return value;
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return undefined;
  const inRange =
    (!spec.integer || Number.isInteger(number)) &&
    (spec.atLeast === undefined || number >= spec.atLeast) &&
    (spec.above === undefined || number > spec.above) &&
    (spec.atMost === undefined || number <= spec.atMost) &&
    (spec.below === undefined || number < spec.below);
  return inRange ? number : undefined;
}

/** A learner's `options` and `checkOptions` for options that `specs` alone decide. */
export function declaredOptions(
  owner: string,
  specs: OptionSpecs,
): Pick<Learner, "options" | "checkOptions"> {
  return {
    options: specs,
    checkOptions(raw) {
      parseOptions(owner, specs, raw);
    },
  };
}
