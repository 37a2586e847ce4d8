import type { SegmentedPage } from "./blocks/block.js";
import { segmentBlocks } from "./blocks/segment.js";
import { decodePage } from "./decode/decode.js";
import type { BlockPrediction } from "./models/model.js";
import { resolveModel } from "./models/resolve.js";
import { type ExtractOptions, resolveExtractOptions } from "./options.js";
import { selectedText } from "./output/text.js";
import { guessTitle } from "./output/title.js";
import { parseHtml } from "./parse/parse.js";

export interface ExtractResult {
  readonly title: string;
  /** Main content, one block per line. */
  readonly text: string;
  /** Encoding the input bytes were decoded with ("" when the input was a string). */
  readonly encoding: string;
  /** Name of the model that chose the blocks. */
  readonly model: string;
}

/** HTML (string, or bytes in any encoding, optionally gzipped) → segmented page. */
export function segmentPage(
  input: string | Uint8Array,
  options: ExtractOptions = {},
): { page: SegmentedPage; encoding: string } {
  const resolved = resolveExtractOptions(options);
  const decoded =
    typeof input === "string"
      ? { html: input, encoding: "" }
      : decodePage(input, { transportCharset: resolved.transportCharset, maxBytes: resolved.maxBytes });
  if (decoded.html.length > resolved.maxBytes) {
    throw new Error(`input of ${decoded.html.length} characters exceeds the limit of ${resolved.maxBytes}`);
  }
  const document = parseHtml(decoded.html, resolved.maxDepth);
  return { page: segmentBlocks(document), encoding: decoded.encoding };
}

/**
 * Main content of one page. Synchronous and free of shared mutable state, so it is safe to call
 * from many workers at once.
 */
export function extract(input: string | Uint8Array, options: ExtractOptions = {}): ExtractResult {
  const resolved = resolveExtractOptions(options);
  const model = resolveModel(resolved.model);
  const { page, encoding } = segmentPage(input, resolved);
  const prediction: BlockPrediction = model.predict(page);
  return {
    title: guessTitle(page.document, page.titleText),
    text: selectedText(page, prediction.selected),
    encoding,
    model: model.name,
  };
}
