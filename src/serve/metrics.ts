/** Upper bounds, in seconds, of the latency histogram's buckets (`+Inf` is added). */
export const LATENCY_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
] as const;

/** What the server is doing right now, for the gauges. */
export interface ServeGauges {
  readonly workers: number;
  readonly queued: number;
  readonly inFlight: number;
}

/**
 * The service's counters and latency histogram, rendered in Prometheus' text exposition format
 * (version 0.0.4) by `render`: pages extracted, failed pages by `PITH_*` code, requests turned away,
 * the time from admission to answer of each page, and the gauges given at render time.
 */
export class Metrics {
  #pages = 0;
  readonly #errors = new Map<string, number>();
  #rejected = 0;
  readonly #buckets: number[] = LATENCY_BUCKETS.map(() => 0);
  #count = 0;
  #sum = 0;
  /** Recent mean seconds per page (exponentially weighted), for `Retry-After`. */
  #recentMean = Number.NaN;

  /** One page answered (extracted or failed) after `seconds`; `code` for a failure. */
  observe(seconds: number, failure?: { readonly code?: string }): void {
    this.#pages++;
    if (failure !== undefined) {
      const code = failure.code ?? "unknown";
      this.#errors.set(code, (this.#errors.get(code) ?? 0) + 1);
    }
    LATENCY_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) this.#buckets[index]++;
    });
    this.#count++;
    this.#sum += seconds;
    this.#recentMean = Number.isNaN(this.#recentMean)
      ? seconds
      : 0.9 * this.#recentMean + 0.1 * seconds;
  }

  /** One request turned away because the queue was full (503). */
  reject(): void {
    this.#rejected++;
  }

  get recentMeanSeconds(): number {
    return this.#recentMean;
  }

  render(gauges: ServeGauges): string {
    const lines: string[] = [];
    const metric = (name: string, type: string, help: string, samples: string[]) =>
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples);
    metric(
      "pith_pages_total",
      "counter",
      "Pages answered by POST /extract, failed ones included.",
      [`pith_pages_total ${this.#pages}`],
    );
    metric(
      "pith_page_errors_total",
      "counter",
      "Pages that failed, by PITH_* error code.",
      [...this.#errors].map(([code, count]) => `pith_page_errors_total{code="${code}"} ${count}`),
    );
    metric("pith_rejected_total", "counter", "Requests answered 503 because the queue was full.", [
      `pith_rejected_total ${this.#rejected}`,
    ]);
    // Each observation counted in every bucket it fits: the counts are cumulative already.
    const buckets = LATENCY_BUCKETS.map(
      (bound, index) => `pith_page_duration_seconds_bucket{le="${bound}"} ${this.#buckets[index]}`,
    );
    metric(
      "pith_page_duration_seconds",
      "histogram",
      "Seconds from admission to answer of a page (queue wait and extraction).",
      [
        ...buckets,
        `pith_page_duration_seconds_bucket{le="+Inf"} ${this.#count}`,
        `pith_page_duration_seconds_sum ${this.#sum}`,
        `pith_page_duration_seconds_count ${this.#count}`,
      ],
    );
    metric("pith_queue_depth", "gauge", "Pages waiting for a worker.", [
      `pith_queue_depth ${gauges.queued}`,
    ]);
    metric("pith_in_flight", "gauge", "Pages admitted and not yet answered.", [
      `pith_in_flight ${gauges.inFlight}`,
    ]);
    metric("pith_workers", "gauge", "Worker threads extracting pages (at most).", [
      `pith_workers ${gauges.workers}`,
    ]);
    return `${lines.join("\n")}\n`;
  }
}
