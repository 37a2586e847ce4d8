/**
 * A learner's options, declared once: the one parser (parse-options.ts), the help text
 * (options-help.ts) and `pith models --json` all read these declarations.
 */
interface OptionBase {
  /** One line saying what the option does (shown by `pith train --help`). */
  readonly description: string;
}

export interface NumberOptionSpec extends OptionBase {
  readonly kind: "number";
  readonly default: number | string;
  readonly integer?: boolean;
  /** Inclusive lower bound. */
  readonly atLeast?: number;
  /** Exclusive lower bound. */
  readonly above?: number;
  /** Inclusive upper bound. */
  readonly atMost?: number;
  /** Exclusive upper bound. */
  readonly below?: number;
  /** Words accepted instead of a number (e.g. the SVM's `gamma=scale`). */
  readonly words?: readonly string[];
}

export interface BooleanOptionSpec extends OptionBase {
  readonly kind: "boolean";
  readonly default: boolean;
}

export interface StringOptionSpec extends OptionBase {
  readonly kind: "string";
  readonly default: string;
}

export interface EnumOptionSpec<V extends string = string> extends OptionBase {
  readonly kind: "enum";
  readonly values: readonly V[];
  readonly default: V;
}

/** Comma-separated on the command line, an array from code or a model file. */
export interface ListOptionSpec extends OptionBase {
  readonly kind: "list";
  readonly default: readonly string[];
  /** The items allowed, when the list draws from a fixed set. */
  readonly values?: readonly string[];
}

export type OptionSpec =
  | NumberOptionSpec
  | BooleanOptionSpec
  | StringOptionSpec
  | EnumOptionSpec
  | ListOptionSpec;

/** A learner's options by name; declare them `as const satisfies OptionSpecs` to keep literal types. */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The parsed value an option declaration yields. */
export type OptionValue<S extends OptionSpec> = S extends NumberOptionSpec
  ? S extends { readonly words: readonly (infer W)[] }
    ? number | W
    : number
  : S extends BooleanOptionSpec
    ? boolean
    : S extends EnumOptionSpec<infer V>
      ? V
      : S extends ListOptionSpec
        ? readonly string[]
        : string;

/** Every declared option with its parsed value (defaults filled in). */
export type OptionValues<S extends OptionSpecs> = { readonly [K in keyof S]: OptionValue<S[K]> };

/**
 * The random seed every learner receives (`pith train` / `pith eval` set it from `--seed`);
 * `fallback` is the seed of a library call that gives none.
 */
export function seedOption(fallback: number, description: string): NumberOptionSpec {
  return { kind: "number", default: fallback, integer: true, atLeast: 0, description };
}
