import type { ExtractOptions } from "../extract/options.js";
import type { FormatOptions, OutputFormat } from "../output/format.js";
import type { ExtractResult } from "../output/result.js";
import type { PithErrorCode } from "../util/errors.js";

/**
 * `extract()` options that cross into a worker thread: plain data, so a model (and every site
 * model) is named (built-in name or file path) rather than passed loaded, and titles use the
 * shipped scorer.
 */
export type WorkerExtractOptions = Omit<ExtractOptions, "model" | "siteModels" | "titleScorer"> & {
  readonly model?: string;
  readonly siteModels?: Readonly<Record<string, string>>;
};

/** A page for a worker: HTML as a string, its bytes, or a file the worker reads itself. */
export type PageSource = string | Uint8Array | { readonly path: string };

export interface ExtractTask {
  readonly page: PageSource;
  readonly options?: WorkerExtractOptions;
  /** Also render the result in this format, in the worker (Markdown conversion is not cheap). */
  readonly render?: OutputFormat;
  /** How to render it: links as text, no images, front matter (`formatResult`'s options). */
  readonly renderOptions?: FormatOptions;
}

/**
 * Asks a worker to load a model without a page (`ExtractPool.loadModel`): the same model loading
 * its first page would do, so nothing is wasted.
 */
export interface ModelLoadTask {
  readonly loadModel: string;
}

/** What a worker is given. */
export type WorkerTask = ExtractTask | ModelLoadTask;

/** What became of a model load: `error` says why the model cannot be used. */
export type ModelLoadOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: string };

/** What became of a task. `ms`: the time `extract()` took (not reading, not waiting for a worker). */
export type TaskOutcome =
  | {
      readonly ok: true;
      readonly result: ExtractResult;
      readonly ms: number;
      readonly rendered?: string;
    }
  | {
      readonly ok: false;
      readonly error: string;
      /** The error's `PITH_*` code, when it has one. */
      readonly code?: PithErrorCode;
      readonly ms: number;
    };
