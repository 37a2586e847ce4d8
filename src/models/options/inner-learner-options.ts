import type { Learner } from "../learner.js";
import type { OptionSpecs, OptionValues, StringOptionSpec } from "./option-spec.js";
import { parseOptions, rejectUnknownOptions } from "./parse-options.js";

/** What a learner that wraps another (`inner`) learner is given, split and checked. */
export interface InnerLearnerSettings<S extends OptionSpecs> {
  readonly options: OptionValues<S>;
  readonly learner: Learner;
  /** The options meant for the inner learner, checked by it. */
  readonly innerOptions: Readonly<Record<string, unknown>>;
}

/**
 * Splits `raw` into the wrapping learner `owner`'s options (`specs`, which declare `inner`) and
 * the inner learner's; a name both declare goes to both. Unknown names and unknown or
 * self-referring inner learners throw. `resolve` looks learners up lazily (the registry holds
 * the wrapper too).
 */
export function innerLearnerSettings<S extends OptionSpecs & { readonly inner: StringOptionSpec }>(
  owner: string,
  specs: S,
  raw: Readonly<Record<string, unknown>>,
  resolve: (name: string) => Learner | undefined,
): InnerLearnerSettings<S> {
  const options = parseOptions(owner, specs, pick(raw, Object.keys(specs)));
  const learner = innerLearner(owner, options.inner as string, resolve);
  const innerNames = Object.keys(learner.options);
  rejectUnknownOptions(owner, [...Object.keys(specs), ...innerNames], raw);
  const innerOptions = pick(raw, innerNames);
  learner.checkOptions(innerOptions);
  return { options, learner, innerOptions };
}

/** The learner named `name`, which must exist and not be `owner` itself. */
export function innerLearner(
  owner: string,
  name: string,
  resolve: (name: string) => Learner | undefined,
): Learner {
  const learner = resolve(name);
  if (learner === undefined || name === owner)
    throw new Error(`${owner}: option inner: unknown block learner "${name}"`);
  return learner;
}

/** The entries of `raw` named in `names`. */
function pick(
  raw: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([name]) => names.includes(name)));
}
