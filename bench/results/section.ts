/** One section of docs/results.md (see bench/results.ts). */
export interface ResultsSection {
  /** Stable id: the section's markers in the file and its name for `--only`. */
  readonly id: string;
  /** Markdown of the section, starting with its own `##` heading. */
  render(): string | Promise<string>;
}
