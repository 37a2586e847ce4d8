/**
 * What went wrong, as a stable code programs can test (`error.code === "PITH_TOO_LARGE"`): the
 * messages are for people and may change. JSON error records carry the same code.
 */
export type PithErrorCode =
  | "PITH_INVALID_ARGUMENT"
  | "PITH_EMPTY_INPUT"
  | "PITH_BINARY_INPUT"
  | "PITH_TOO_LARGE"
  | "PITH_CORRUPT_GZIP"
  | "PITH_TIMEOUT"
  | "PITH_HTTP_STATUS"
  | "PITH_NOT_HTML"
  | "PITH_NETWORK"
  | "PITH_UNKNOWN_MODEL"
  | "PITH_UNSUPPORTED"
  | "PITH_OVERLOADED"
  | "PITH_NOT_FOUND"
  | "PITH_INTERNAL"
  | "PITH_PRIVATE_ADDRESS"
  | "PITH_MALFORMED_INPUT"
  | "PITH_UNREADABLE"
  | "PITH_OUTSIDE_INPUT"
  | "PITH_NO_BROWSER";

/** An error of pith's own, with its code. */
export class PithError extends Error {
  constructor(
    readonly code: PithErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "PithError";
  }
}

/** An argument of the wrong type (`extract(null)`): a `TypeError`, coded `PITH_INVALID_ARGUMENT`. */
export class PithTypeError extends TypeError {
  readonly code = "PITH_INVALID_ARGUMENT";

  constructor(message: string) {
    super(message);
    this.name = "PithTypeError";
  }
}

/** A number out of its range (`maxBytes: -1`): a `RangeError`, coded `PITH_INVALID_ARGUMENT`. */
export class PithRangeError extends RangeError {
  readonly code = "PITH_INVALID_ARGUMENT";

  constructor(message: string) {
    super(message);
    this.name = "PithRangeError";
  }
}

/** A web page answered with an HTTP error status; `status` is that status. */
export class HttpStatusError extends PithError {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super("PITH_HTTP_STATUS", `HTTP ${status} ${statusText}`.trimEnd());
    this.name = "HttpStatusError";
  }
}

/** The code of a pith error, or undefined for any other error. */
export function errorCode(error: unknown): PithErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("PITH_") ? (code as PithErrorCode) : undefined;
}
