import type { ContentModel } from "./models/model.js";

/** Options of `extract()`. Every default lives in `DEFAULT_EXTRACT_OPTIONS` below. */
export interface ExtractOptions {
  /** Address of the page: resolves relative links and fills metadata. Defaults to none. */
  readonly url?: string;
  /**
   * The extractor: a baseline name (`simple-mss`, `longest-div`, `all-text`), a path to a model
   * file written by `pith train`, or a loaded model. Defaults to `simple-mss`.
   */
  readonly model?: string | ContentModel;
  /** Charset from the HTTP `Content-Type` header, when known. Defaults to none (sniffed). */
  readonly transportCharset?: string;
  /** Largest input accepted, in bytes after decompression. Defaults to 32 MiB. */
  readonly maxBytes?: number;
  /** Deeper DOM nesting is flattened to this depth. Defaults to 512 (browsers' own cap). */
  readonly maxDepth?: number;
}

export const DEFAULT_EXTRACT_OPTIONS = {
  model: "simple-mss",
  maxBytes: 32 * 1024 * 1024,
  maxDepth: 512,
} as const satisfies ExtractOptions;

export type ResolvedExtractOptions = ExtractOptions & typeof DEFAULT_EXTRACT_OPTIONS;

export function resolveExtractOptions(options: ExtractOptions = {}): ExtractOptions & {
  readonly model: string | ContentModel;
  readonly maxBytes: number;
  readonly maxDepth: number;
} {
  return {
    ...options,
    model: options.model ?? DEFAULT_EXTRACT_OPTIONS.model,
    maxBytes: options.maxBytes ?? DEFAULT_EXTRACT_OPTIONS.maxBytes,
    maxDepth: options.maxDepth ?? DEFAULT_EXTRACT_OPTIONS.maxDepth,
  };
}
