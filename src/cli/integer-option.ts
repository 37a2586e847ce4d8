import { InvalidArgumentError } from "commander";

/** A commander parser for an integer option from `min` to `max`; anything else is a usage error. */
export function integerFrom(min: number, max: number): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (value.trim() === "" || !Number.isInteger(number) || number < min || number > max)
      throw new InvalidArgumentError(`expected an integer from ${min} to ${max}`);
    return number;
  };
}
