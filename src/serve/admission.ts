/**
 * The bounded queue in front of the worker pool: at most `jobs` pages extracting and `maxQueue`
 * waiting. A request enters or is turned away at once (503), so a burst cannot pile up bodies in
 * memory or wait longer than clients will. Counted here, not asked of the pool, so that entering
 * and counting happen in the same synchronous step.
 */
export class Admission {
  readonly jobs: number;
  readonly maxQueue: number;
  #inFlight = 0;

  constructor(jobs: number, maxQueue: number) {
    this.jobs = jobs;
    this.maxQueue = maxQueue;
  }

  /** Takes a place for one page, or returns false when every worker is busy and the queue full. */
  tryEnter(): boolean {
    if (this.#inFlight >= this.jobs + this.maxQueue) return false;
    this.#inFlight++;
    return true;
  }

  /** Gives back a place taken by `tryEnter`. */
  leave(): void {
    if (this.#inFlight > 0) this.#inFlight--;
  }

  /** Pages admitted and not finished: extracting or waiting. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Pages admitted and waiting for a worker. */
  get waiting(): number {
    return Math.max(0, this.#inFlight - this.jobs);
  }
}

/**
 * Seconds a turned-away client should wait (`Retry-After`): the time the pages ahead of it take
 * at the recent mean time per page, at least 1 and at most 60.
 */
export function retryAfterSeconds(admission: Admission, meanSeconds: number): number {
  const ahead = (admission.inFlight / admission.jobs) * meanSeconds;
  return Math.min(60, Math.max(1, Math.ceil(Number.isFinite(ahead) ? ahead : 1)));
}
