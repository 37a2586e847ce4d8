import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { ExtractResult } from "../output/result.js";
import { PithError } from "../util/errors.js";
import { inOrder } from "./in-order.js";
import type {
  ExtractTask,
  ModelLoadOutcome,
  TaskOutcome,
  WorkerExtractOptions,
  WorkerTask,
} from "./task.js";

export interface ExtractPoolOptions {
  /**
   * Most worker threads, 1 to `MAX_JOBS`; each starts when a page needs it. Defaults to the
   * machine's available parallelism.
   */
  readonly jobs?: number;
  /**
   * Time limit per page in milliseconds, 1 to `MAX_TIMEOUT_MS`: a page over it fails and its worker
   * is terminated (and replaced), since `extract()` is synchronous and cannot be interrupted
   * otherwise. Defaults to 30000.
   */
  readonly timeout?: number;
  /** Each worker's V8 heap cap in MB: a page that needs more fails alone. Defaults to 4096. */
  readonly maxHeapMb?: number;
}

export const DEFAULT_POOL_OPTIONS = {
  timeout: 30_000,
  maxHeapMb: 4096,
} as const satisfies ExtractPoolOptions;

/** Most worker threads: each holds a model and a page's DOM, hundreds of MB at worst. */
export const MAX_JOBS = 256;

/** Longest time limit: timers hold a signed 32-bit count of milliseconds (about 24.8 days). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Finished pages that may wait, per worker, for a slower page before them (memory bound). */
export const REORDER_WINDOW_PER_JOB = 16;

/**
 * Young generation of each worker. A page's DOM lives for the whole extraction, longer than V8's
 * default young space lets it, so it was copied and promoted page after page; 64 MB keeps a page's
 * garbage young. All 2808 shared pages, --jobs 2: 154 → 175 pages/s, peak RSS 569 → 634 MB.
 */
const WORKER_YOUNG_GENERATION_MB = 64;

/**
 * `extract()` in worker threads, for many pages at once: pages run in parallel, each under a time
 * limit and a heap cap, so one pathological page fails alone instead of stalling or crashing the
 * batch. Each worker loads its model once. Close the pool when done.
 *
 *   const pool = new ExtractPool({ jobs: 4 });
 *   const results = await Promise.all(pages.map((html) => pool.extract(html, { html: false })));
 *   await pool.close();
 */
export class ExtractPool {
  readonly jobs: number;
  readonly timeout: number;
  readonly #piscina: Piscina<WorkerTask, TaskOutcome | ModelLoadOutcome>;
  /** Tasks given to a worker: at most `jobs`, so a page's clock starts when a worker takes it. */
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(options: ExtractPoolOptions = {}) {
    this.jobs = options.jobs ?? Math.min(availableParallelism(), MAX_JOBS);
    this.timeout = checkedTimeout(options.timeout ?? DEFAULT_POOL_OPTIONS.timeout);
    if (!Number.isInteger(this.jobs) || this.jobs < 1 || this.jobs > MAX_JOBS)
      throw new RangeError(`jobs must be an integer from 1 to ${MAX_JOBS}, not ${this.jobs}`);
    // Each worker pipes its stdout and stderr into the process's, one listener each per worker.
    for (const stream of [process.stdout, process.stderr])
      stream.setMaxListeners(stream.getMaxListeners() + this.jobs);
    this.#piscina = new Piscina({
      // From dist/batch/ as compiled, or dist/cli/ where the build bundles the pool into a command.
      filename: new URL("../batch/worker.js", import.meta.url).href,
      // Workers start as pages arrive and then stay: two pages never start 64 workers.
      minThreads: 1,
      maxThreads: this.jobs,
      idleTimeout: Number.POSITIVE_INFINITY,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxHeapMb ?? DEFAULT_POOL_OPTIONS.maxHeapMb,
        maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
      },
    });
  }

  /**
   * Main content of one page (HTML string or bytes in any encoding, optionally gzipped), computed
   * in a worker. Rejects with the page's error, or when it runs over the time limit.
   */
  async extract(page: string | Uint8Array, options?: WorkerExtractOptions): Promise<ExtractResult> {
    const outcome = await this.run({ page, options });
    if (!outcome.ok)
      throw outcome.code === undefined
        ? new Error(outcome.error)
        : new PithError(outcome.code, outcome.error);
    return outcome.result;
  }

  /**
   * Runs one task and never rejects: a failure, a timeout or a dead worker is an outcome with its
   * error. Besides strings and bytes, a task may name a file for the worker to read (`{ path }`)
   * and ask for the result rendered in an output format. `timeout` overrides the pool's limit for
   * this page.
   */
  async run(
    task: ExtractTask,
    { timeout = this.timeout }: { timeout?: number } = {},
  ): Promise<TaskOutcome> {
    checkedTimeout(timeout);
    await this.#workerFree();
    const started = performance.now();
    try {
      return (await this.#piscina.run(task, {
        signal: AbortSignal.timeout(timeout),
      })) as TaskOutcome;
    } catch (error) {
      const timedOut = (error as Error).name === "AbortError";
      return {
        ok: false,
        error: timedOut
          ? `timed out after ${timeout} ms (worker terminated)`
          : (error as Error).message,
        ...(timedOut ? { code: "PITH_TIMEOUT" as const } : {}),
        ms: performance.now() - started,
      };
    } finally {
      this.#handOver();
    }
  }

  /**
   * Loads a model (built-in name, baseline or file) in a worker, as that worker's first page would;
   * rejects with why it cannot be used (unknown name, unreadable or malformed file). A batch can so
   * stop before its first page without loading the model in the calling thread too. The other
   * workers load it with their first page.
   */
  async loadModel(model: string): Promise<void> {
    await this.#workerFree();
    try {
      const outcome = (await this.#piscina.run({ loadModel: model })) as ModelLoadOutcome;
      if (!outcome.ok) throw new Error(outcome.error);
    } finally {
      this.#handOver();
    }
  }

  /**
   * Every item of `items` through `taskOf` and a worker, streamed: results come in input order,
   * and items are taken from the iterable only as workers free up, so memory stays bounded however
   * many pages flow through (at most 17 per worker in flight or waiting for a slower one).
   *
   *   for await (const { item, outcome } of pool.runEach(readWarc(stream, limits), (entry) => …))
   */
  async *runEach<T>(
    items: AsyncIterable<T> | Iterable<T>,
    taskOf: (item: T) => ExtractTask,
  ): AsyncGenerator<{ item: T; outcome: TaskOutcome }> {
    yield* inOrder(
      toAsync(items),
      async (item: T) => ({ item, outcome: await this.run(taskOf(item)) }),
      this.jobs,
      this.jobs * REORDER_WINDOW_PER_JOB,
    );
  }

  /** Pages waiting for a worker. */
  get queued(): number {
    return this.#waiting.length;
  }

  async #workerFree(): Promise<void> {
    if (this.#running < this.jobs) {
      this.#running++;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** A finished task's worker goes to the next waiting task, if any. */
  #handOver(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#running--;
    else next();
  }

  /** Stops the workers once the pages already given to them are done. */
  async close(): Promise<void> {
    await this.#piscina.close();
    for (const stream of [process.stdout, process.stderr])
      stream.setMaxListeners(stream.getMaxListeners() - this.jobs);
  }
}

/** A time limit timers can hold; anything else would fire at once (with a warning) or never. */
function checkedTimeout(timeout: number): number {
  if (!(timeout >= 1 && timeout <= MAX_TIMEOUT_MS))
    throw new RangeError(`timeout must be from 1 to ${MAX_TIMEOUT_MS} ms, not ${timeout}`);
  return timeout;
}

async function* toAsync<T>(items: AsyncIterable<T> | Iterable<T>): AsyncGenerator<T> {
  yield* items;
}
