import { DEFAULT_POOL_OPTIONS, type ExtractPool } from "../batch/extract-pool.js";

/** How `createServer` sets up `pith serve`. Every default lives in `DEFAULT_SERVE_OPTIONS`. */
export interface ServeOptions {
  /** Worker threads extracting pages, 1 to `MAX_JOBS`. Defaults to the available parallelism. */
  readonly jobs?: number;
  /** Time limit per page in milliseconds: over it, the page fails with `PITH_TIMEOUT`. */
  readonly timeout?: number;
  /**
   * Pages that may wait for a worker: one more and the request is answered 503 with `Retry-After`
   * (0: only as many pages as workers). Defaults to 64.
   */
  readonly maxQueue?: number;
  /** Largest request body in bytes: a larger one is answered 413. Defaults to 32 MiB. */
  readonly maxBody?: number;
  /**
   * Time to receive a whole request, headers and body, in milliseconds: a client still sending
   * after it is cut off (408), so an upload that trickles cannot hold its place (or memory) for
   * ever. Defaults to 60000.
   */
  readonly requestTimeout?: number;
  /** The model every page is extracted with (built-in name, baseline or file). Defaults to `default`. */
  readonly model?: string;
  /**
   * Fastify's logger: true for JSON lines on standard output (pino), false for none, or pino
   * options. Defaults to false (the library is silent; `pith serve` turns it on).
   */
  readonly logger?: boolean | { readonly level?: string };
  /** No log line per request (startup, shutdown and errors are still logged). Defaults to false. */
  readonly quiet?: boolean;
}

export const DEFAULT_SERVE_OPTIONS = {
  timeout: DEFAULT_POOL_OPTIONS.timeout,
  maxQueue: 64,
  maxBody: 32 * 1024 * 1024,
  requestTimeout: 60_000,
  model: "default",
} as const satisfies ServeOptions;

/** Largest `maxQueue`: waiting requests hold their bodies in memory. */
export const MAX_QUEUE = 100_000;

/** Longest `requestTimeout`: 1 hour. */
export const MAX_REQUEST_TIMEOUT = 3_600_000;

/** Largest `maxBody`: 1 GiB. */
export const MAX_BODY = 2 ** 30;

/** What the server extracts with: the parts of `ExtractPool` it uses. */
export type PagePool = Pick<ExtractPool, "jobs" | "queued" | "run" | "loadModel" | "close">;

/** What tests may put in place of the real thing. */
export interface ServeDependencies {
  /** The pool pages go to (default: a new `ExtractPool` from the options), closed with the server. */
  readonly pool?: PagePool;
}
