import { EmptyInputError } from "../decode/decode.js";
import { PithRangeError, PithTypeError } from "../util/errors.js";

/**
 * The arguments of `extract()` and `segmentPage()` as JavaScript callers may pass them, checked
 * before use: an error naming the argument, not a crash deep inside. An empty string is an empty
 * input, as empty bytes are.
 */
export function checkExtractArguments(input: unknown, options: unknown): void {
  if (typeof input !== "string" && !(input instanceof Uint8Array))
    throw new PithTypeError(`input must be a string or a Uint8Array, not ${describe(input)}`);
  if (input.length === 0) throw new EmptyInputError();
  if (options === undefined) return;
  if (typeof options !== "object" || options === null)
    throw new PithTypeError(`options must be an object, not ${describe(options)}`);
  const { maxBytes, maxDepth, url } = options as Record<string, unknown>;
  checkCount("options.maxBytes", maxBytes);
  checkCount("options.maxDepth", maxDepth);
  if (url !== undefined && typeof url !== "string")
    throw new PithTypeError(`options.url must be a string, not ${describe(url)}`);
}

/** A limit, when given, is a whole number of at least 1. */
function checkCount(name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== "number")
    throw new PithTypeError(`${name} must be a number, not ${describe(value)}`);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new PithRangeError(`${name} must be a positive integer, not ${value}`);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "object") return value.constructor?.name ?? "an object";
  return typeof value === "string" ? JSON.stringify(value) : `${typeof value} ${String(value)}`;
}
