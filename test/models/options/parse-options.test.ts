import { describe, expect, it } from "vitest";
import { allowedValues } from "../../../src/models/options/allowed-values.js";
import { editDistance, nearestName } from "../../../src/models/options/nearest-name.js";
import type { OptionSpecs } from "../../../src/models/options/option-spec.js";
import { parseOptions } from "../../../src/models/options/parse-options.js";

const SPECS = {
  rate: { kind: "number", above: 0, below: 1, default: 0.5, description: "a share" },
  count: { kind: "number", integer: true, atLeast: 1, default: 3, description: "a count" },
  width: { kind: "number", above: 0, words: ["auto"], default: "auto", description: "a width" },
  verbose: { kind: "boolean", default: false, description: "talk more" },
  name: { kind: "string", default: "svm", description: "a name" },
  mode: { kind: "enum", values: ["fast", "exact"], default: "fast", description: "how" },
  parts: {
    kind: "list",
    values: ["a", "b", "c"],
    default: ["a", "b"],
    description: "which parts",
  },
} as const satisfies OptionSpecs;

describe("parseOptions", () => {
  it("fills every declared default when nothing is given", () => {
    expect(parseOptions("toy", SPECS, {})).toEqual({
      rate: 0.5,
      count: 3,
      width: "auto",
      verbose: false,
      name: "svm",
      mode: "fast",
      parts: ["a", "b"],
    });
  });

  it("parses command-line strings and typed values alike", () => {
    const typed = {
      rate: 0.25,
      count: 7,
      width: 2.5,
      verbose: true,
      name: "crf",
      mode: "exact",
      parts: ["c", "a"],
    };
    const fromStrings = parseOptions("toy", SPECS, {
      rate: "0.25",
      count: "7",
      width: "2.5",
      verbose: "true",
      name: "crf",
      mode: "exact",
      parts: " c , a ",
    });
    expect(fromStrings).toEqual(typed);
    expect(parseOptions("toy", SPECS, typed)).toEqual(typed);
    expect(parseOptions("toy", SPECS, { verbose: "0" }).verbose).toBe(false);
    expect(parseOptions("toy", SPECS, { verbose: "1" }).verbose).toBe(true);
    expect(parseOptions("toy", SPECS, { rate: undefined }).rate).toBe(0.5);
  });

  it("rejects a value outside the declared range, saying the range", () => {
    const bad: [string, unknown, RegExp][] = [
      ["rate", "1", /toy: option "rate" must be a number in \(0, 1\), got "1"/],
      ["rate", 0, /must be a number in \(0, 1\), got 0/],
      ["rate", "abc", /must be a number in \(0, 1\), got "abc"/],
      ["rate", "", /must be a number in \(0, 1\), got ""/],
      ["count", "2.5", /"count" must be a whole number ≥ 1, got "2.5"/],
      ["count", 0, /"count" must be a whole number ≥ 1/],
      ["width", "wide", /"width" must be a number > 0 or "auto", got "wide"/],
      ["width", Number.POSITIVE_INFINITY, /"width" must be a number > 0 or "auto"/],
      ["verbose", "yes", /"verbose" must be true or false, got "yes"/],
      ["name", "", /"name" must be a name/],
      ["mode", "quick", /"mode" must be one of fast, exact, got "quick"/],
      ["parts", "a,d", /"parts" must be a comma-separated list of a, b, c, got "a,d"/],
      ["parts", "a,,b", /"parts" must be a comma-separated list/],
      ["parts", [], /"parts" must be a comma-separated list/],
    ];
    for (const [name, value, message] of bad)
      expect(() => parseOptions("toy", SPECS, { [name]: value }), name).toThrow(message);
  });

  it("rejects an unknown option, naming the nearest spelling and every valid option", () => {
    expect(() => parseOptions("toy", SPECS, { mdoe: "fast" })).toThrow(
      'toy: unknown option "mdoe"; did you mean "mode"? (options: count, mode, name, parts, rate, verbose, width)',
    );
    expect(() => parseOptions("toy", SPECS, { Verbose: "true" })).toThrow(/did you mean "verbose"/);
    // Nothing close: no guess, only the list.
    expect(() => parseOptions("toy", SPECS, { threshold: "0.3" })).toThrow(
      'toy: unknown option "threshold" (options: count, mode, name, parts, rate, verbose, width)',
    );
  });
});

describe("nearestName", () => {
  it("counts insertions, deletions, substitutions and swaps as one edit each", () => {
    expect(editDistance("treshold", "threshold")).toBe(1);
    expect(editDistance("sigam", "sigma")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("suggests only names within a third of the letters", () => {
    expect(nearestName("treshold", ["tolerance", "threshold", "sigma"])).toBe("threshold");
    expect(nearestName("maxiterations", ["maxIterations", "minFeatureCount"])).toBe(
      "maxIterations",
    );
    expect(nearestName("k", ["c", "voting"])).toBe("c");
    expect(nearestName("weight", ["c", "gamma", "scaling"])).toBeUndefined();
  });
});

describe("allowedValues", () => {
  it("says each kind's values in words", () => {
    expect(allowedValues(SPECS.rate)).toBe("a number in (0, 1)");
    expect(allowedValues(SPECS.count)).toBe("a whole number ≥ 1");
    expect(allowedValues({ ...SPECS.rate, below: undefined, atMost: 1 })).toBe(
      "a number in (0, 1]",
    );
    expect(allowedValues({ kind: "number", atMost: 9, default: 1, description: "" })).toBe(
      "a number ≤ 9",
    );
    expect(allowedValues({ kind: "number", default: 1, description: "" })).toBe("a number");
    expect(allowedValues(SPECS.mode)).toBe("one of fast, exact");
    expect(allowedValues({ kind: "list", default: ["x"], description: "" })).toBe(
      "a comma-separated list of names",
    );
  });
});
