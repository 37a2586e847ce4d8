import { Presets, SingleBar } from "cli-progress";
import type { SkipReason } from "../../input/warc.js";

/**
 * Progress and the final summary on stderr. The bar shows only on a terminal, for many pages, and
 * only once the inputs are counted: a bar drawn before would stand full at "0/0 pages".
 */
export class ExtractProgress {
  readonly #started = performance.now();
  readonly #bar: SingleBar | undefined;
  #total = 0;
  #pages = 0;
  #errors = 0;
  #stopped = false;
  readonly #skipped = new Map<SkipReason, number>();

  constructor(showBar: boolean) {
    this.#bar = showBar
      ? new SingleBar(
          {
            stream: process.stderr,
            format: "{bar} {value}/{total} pages | {errors} errors | {rate} pages/s",
            hideCursor: true,
            clearOnComplete: true,
          },
          Presets.shades_classic,
        )
      : undefined;
  }

  /** The counting walk is done: the bar starts from the real total and what is already finished. */
  counted(): void {
    if (this.#stopped) return;
    this.#bar?.start(this.#total, this.#pages, {
      errors: this.#errors,
      rate: this.rate().toFixed(1),
    });
  }

  /** One more input counted ahead of extraction: the bar's total. */
  discovered(): void {
    this.#total++;
    this.#bar?.setTotal(this.#total);
  }

  finished(failed: boolean): void {
    this.#pages++;
    if (failed) this.#errors++;
    this.#bar?.increment({ errors: this.#errors, rate: this.rate().toFixed(1) });
  }

  /** An archive record that holds no page (a request, an image, a redirect…). */
  skipped(reason: SkipReason): void {
    this.#skipped.set(reason, (this.#skipped.get(reason) ?? 0) + 1);
  }

  /** Pages finished, failed ones included. */
  get pages(): number {
    return this.#pages;
  }

  get succeeded(): number {
    return this.#pages - this.#errors;
  }

  /**
   * Stops the bar and returns e.g. "2808 pages, 0 errors in 35.1 s (80.0 pages/s)", and after
   * archives "; WARC records skipped: 40 other record type, 3 HTTP status not 2xx, 12 not HTML".
   */
  stop(): string {
    this.#stopped = true;
    this.#bar?.stop();
    const seconds = (performance.now() - this.#started) / 1000;
    const errors = `${this.#errors} error${this.#errors === 1 ? "" : "s"}`;
    const skipped = [...this.#skipped].map(([reason, count]) => `${count} ${reason}`).join(", ");
    return `${this.#pages} page${this.#pages === 1 ? "" : "s"}, ${errors} in ${seconds.toFixed(1)} s (${this.rate().toFixed(1)} pages/s)${skipped === "" ? "" : `; WARC records skipped: ${skipped}`}`;
  }

  private rate(): number {
    const seconds = (performance.now() - this.#started) / 1000;
    return seconds > 0 ? this.#pages / seconds : 0;
  }
}
