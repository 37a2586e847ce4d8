import type { NumberOptionSpec, OptionSpec } from "./option-spec.js";

/** What an option accepts, in words: the parser's error messages and the help text both say it. */
export function allowedValues(spec: OptionSpec): string {
  switch (spec.kind) {
    case "number":
      return numberRange(spec);
    case "boolean":
      return "true or false";
    case "string":
      return "a name";
    case "enum":
      return `one of ${spec.values.join(", ")}`;
    case "list":
      return spec.values === undefined
        ? "a comma-separated list of names"
        : `a comma-separated list of ${spec.values.join(", ")}`;
  }
}

function numberRange(spec: NumberOptionSpec): string {
  const noun = spec.integer ? "a whole number" : "a number";
  const low = spec.above ?? spec.atLeast;
  const high = spec.below ?? spec.atMost;
  let range = "";
  if (low !== undefined && high !== undefined) {
    range = ` in ${spec.above !== undefined ? "(" : "["}${low}, ${high}${spec.below !== undefined ? ")" : "]"}`;
  } else if (low !== undefined) {
    range = ` ${spec.above !== undefined ? ">" : "≥"} ${low}`;
  } else if (high !== undefined) {
    range = ` ${spec.below !== undefined ? "<" : "≤"} ${high}`;
  }
  const words = (spec.words ?? []).map((word) => ` or "${word}"`).join("");
  return `${noun}${range}${words}`;
}
