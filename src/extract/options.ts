import type { ContentModel } from "../models/model.js";
import type { TitleScorer } from "../title/title-score.js";
import type { SiteModels } from "./site-models.js";

/** Options of `extract()`. Every default lives in `DEFAULT_EXTRACT_OPTIONS` below. */
export interface ExtractOptions {
  /** Address of the page: resolves relative links and fills metadata. Defaults to none. */
  readonly url?: string;
  /**
   * The extractor: a built-in model (`default`), a baseline name (`simple-mss`, `longest-div`,
   * `all-text`), a path to a model file written by `pith train`, or a loaded model. Defaults to
   * `default`, the shipped CRF (models/default.json.gz, `npm run train-default`).
   */
  readonly model?: string | ContentModel;
  /**
   * Models of single sites (`pith train --base`), by host: a page whose `url` is on that host or
   * a subdomain of it is extracted with that site's model instead of `model`. Defaults to none.
   */
  readonly siteModels?: SiteModels;
  /** Charset from the HTTP `Content-Type` header, when known. Defaults to none (sniffed). */
  readonly transportCharset?: string;
  /** Largest input accepted, in bytes after decompression. Defaults to 32 MiB. */
  readonly maxBytes?: number;
  /** Deeper DOM nesting is flattened to this depth. Defaults to 512 (browsers' own cap). */
  readonly maxDepth?: number;
  /**
   * Rebuild the content as sanitised HTML in `ExtractResult.html` (needed for Markdown and HTML
   * output). Costs a walk over the page's DOM and a serialisation: callers that want only the text,
   * title and metadata turn it off. Defaults to true.
   */
  readonly html?: boolean;
  /**
   * Keep the page's look in `html`: class, id and style attributes and styling wrappers such as
   * `<span>` (Wang et al.: output "in the same visual style"). Defaults to false (clean HTML).
   */
  readonly keepStyle?: boolean;
  /**
   * CSS selectors (site rules): blocks inside a matching element are always content, whatever the
   * model says. Defaults to none.
   */
  readonly include?: readonly string[];
  /**
   * CSS selectors: blocks inside a matching element are never content, and the output skips the
   * element entirely (pictures included). Wins over `include`. Defaults to none.
   */
  readonly exclude?: readonly string[];
  /**
   * Return user comments apart, in `ExtractResult.comments`, when the model labels comment blocks.
   * Defaults to false.
   */
  readonly comments?: boolean;
  /** Return every block with its label and probability in `ExtractResult.blocks`. Defaults to false. */
  readonly blocks?: boolean;
  /** Scores title candidates. Defaults to the learned scorer in models/title.json (`npm run train-title`). */
  readonly titleScorer?: TitleScorer;
}

export const DEFAULT_EXTRACT_OPTIONS = {
  model: "default",
  siteModels: {},
  maxBytes: 32 * 1024 * 1024,
  maxDepth: 512,
  html: true,
  keepStyle: false,
  include: [],
  exclude: [],
  comments: false,
  blocks: false,
} as const satisfies ExtractOptions;

export type ResolvedExtractOptions = ExtractOptions & {
  readonly model: string | ContentModel;
  readonly siteModels: SiteModels;
  readonly maxBytes: number;
  readonly maxDepth: number;
  readonly html: boolean;
  readonly keepStyle: boolean;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly comments: boolean;
  readonly blocks: boolean;
};

export function resolveExtractOptions(options: ExtractOptions = {}): ResolvedExtractOptions {
  return {
    ...options,
    model: options.model ?? DEFAULT_EXTRACT_OPTIONS.model,
    siteModels: options.siteModels ?? DEFAULT_EXTRACT_OPTIONS.siteModels,
    maxBytes: options.maxBytes ?? DEFAULT_EXTRACT_OPTIONS.maxBytes,
    maxDepth: options.maxDepth ?? DEFAULT_EXTRACT_OPTIONS.maxDepth,
    html: options.html ?? DEFAULT_EXTRACT_OPTIONS.html,
    keepStyle: options.keepStyle ?? DEFAULT_EXTRACT_OPTIONS.keepStyle,
    include: options.include ?? DEFAULT_EXTRACT_OPTIONS.include,
    exclude: options.exclude ?? DEFAULT_EXTRACT_OPTIONS.exclude,
    comments: options.comments ?? DEFAULT_EXTRACT_OPTIONS.comments,
    blocks: options.blocks ?? DEFAULT_EXTRACT_OPTIONS.blocks,
  };
}
