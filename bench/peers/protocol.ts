/** Messages between the race's supervisor and the child process that runs one system. */

export interface PageRequest {
  readonly type: "page";
  readonly index: number;
  readonly dataset: string;
  readonly datasetDir: string;
  readonly id: string;
  readonly page: string;
  readonly url: string | null;
}

/** `empty`: the system ran and said "no article" (or returned no text); `error`: it threw. */
export type Outcome = "ok" | "empty" | "error" | "timeout" | "crash";

export interface PageReply {
  readonly type: "result";
  readonly index: number;
  readonly outcome: Outcome;
  readonly text: string;
  /** Wall time of the system's own call, DOM building included, in milliseconds. */
  readonly ms: number;
  readonly error?: string;
  /** `process.resourceUsage().maxRSS` of the child so far, KiB. */
  readonly maxRssKiB: number;
  /** V8 heap in use right after the page, bytes (sampled peak). */
  readonly heapUsedBytes: number;
}

export type ChildMessage = { readonly type: "ready" } | PageReply;
export type ParentMessage = PageRequest | { readonly type: "finish" };
