import type { SegmentedPage } from "./blocks/block.js";
import { segmentHtml } from "./blocks/segment-html.js";
import { decodePage } from "./decode/decode.js";
import { repairMojibake } from "./decode/mojibake.js";
import { PithError } from "./errors.js";
import { checkExtractArguments } from "./input-checks.js";
import { declaredArticleParagraphs } from "./metadata/article-body.js";
import { extractMetadata, metadataSources, type PageMetadata } from "./metadata/metadata.js";
import type { BlockPrediction } from "./models/model.js";
import { resolveModel } from "./models/resolve.js";
import { MIN_PLAUSIBLE_WORDS, selectedWords } from "./models/short-output-fallback.js";
import { type ExtractOptions, resolveExtractOptions } from "./options.js";
import { type BlockReport, blockReports } from "./output/blocks-report.js";
import { extractionConfidence } from "./output/confidence.js";
import { contentHtml, paragraphsHtml } from "./output/html.js";
import { applySelectors } from "./output/selectors.js";
import { selectedText } from "./output/text.js";
import { selectTitle } from "./output/title-score.js";
import { baseUrlOf } from "./output/urls.js";

export interface ExtractResult {
  readonly title: string;
  /**
   * Main content, one block per line: a data table's row on one line (cells between " | "), code
   * in `<pre>` with its own lines and indentation.
   */
  readonly text: string;
  /**
   * Main content as sanitised HTML rebuilt from the page (structure, links, pictures; no scripts,
   * handlers or unsafe URLs), without the title. A fragment: `formatResult(result, "html")` gives
   * a whole document, `formatResult(result, "markdown")` Markdown. Absent when the `html` option
   * is false.
   */
  readonly html?: string;
  readonly metadata: PageMetadata;
  /** Trust in this extraction, in [0, 1]: see `extractionConfidence`. */
  readonly confidence: number;
  /** Encoding the input bytes were decoded with ("" when the input was a string). */
  readonly encoding: string;
  /** Name of the model that chose the blocks. */
  readonly model: string;
  /**
   * With the `comments` option: user comments, one block per line; null when the model does not
   * label comments. Absent without the option.
   */
  readonly comments?: string | null;
  /** With the `blocks` option: every block with its label and probability. */
  readonly blocks?: readonly BlockReport[];
}

/** HTML (string, or bytes in any encoding, optionally gzipped) → segmented page. */
export function segmentPage(
  input: string | Uint8Array,
  options: ExtractOptions = {},
): { page: SegmentedPage; encoding: string } {
  checkExtractArguments(input, options);
  const resolved = resolveExtractOptions(options);
  const decoded =
    typeof input === "string"
      ? { html: input, encoding: "" }
      : decodePage(input, {
          transportCharset: resolved.transportCharset,
          maxBytes: resolved.maxBytes,
        });
  if (decoded.html.length > resolved.maxBytes) {
    throw new PithError(
      "PITH_TOO_LARGE",
      `input of ${decoded.html.length} characters exceeds the limit of ${resolved.maxBytes}`,
    );
  }
  return {
    page: segmentHtml(repairMojibake(decoded.html), resolved.maxDepth),
    encoding: decoded.encoding,
  };
}

/**
 * Main content of one page. Synchronous and free of shared mutable state, so it is safe to call
 * from many workers at once. When the model finds (almost) nothing — under MIN_PLAUSIBLE_WORDS
 * words, as on pages their scripts render — and the page declares its article in JSON-LD
 * (`articleBody`, 30 words or more), text and HTML are that declared article (not with site rules);
 * confidence stays the model's.
 */
export function extract(input: string | Uint8Array, options: ExtractOptions = {}): ExtractResult {
  checkExtractArguments(input, options);
  const resolved = resolveExtractOptions(options);
  const model = resolveModel(resolved.model);
  const { page, encoding } = segmentPage(input, resolved);
  const prediction = model.predict(page);
  const modelSelection = withoutComments(prediction);
  const { selected, excluded } = applySelectors(
    page,
    modelSelection,
    resolved.include,
    resolved.exclude,
  );
  const baseUrl = baseUrlOf(page.document, resolved.url);
  const sources = metadataSources(page.document, baseUrl);
  const blocksText = selectedText(page, selected);
  // Site rules say what the user knows of the site: the declared text never overrides them.
  const declared =
    selectedWords(page, selected) < MIN_PLAUSIBLE_WORDS &&
    resolved.include.length === 0 &&
    resolved.exclude.length === 0
      ? declaredArticleParagraphs(sources)
      : undefined;
  const text = declared?.join("\n") ?? blocksText;
  return {
    title: selectTitle(page, selected, sources, resolved.titleScorer),
    text,
    ...(resolved.html
      ? {
          html:
            declared === undefined
              ? contentHtml(page, selected, { baseUrl, keepStyle: resolved.keepStyle, excluded })
              : paragraphsHtml(declared),
        }
      : {}),
    metadata: extractMetadata(sources, text),
    confidence: extractionConfidence(page, selected, prediction.contentProbability),
    encoding,
    model: model.name,
    ...(resolved.comments
      ? { comments: prediction.comment ? selectedText(page, prediction.comment) : null }
      : {}),
    ...(resolved.blocks ? { blocks: blockReports(page, selected, prediction) } : {}),
  };
}

/** Comment blocks are not main content, even when a model also selects them. */
function withoutComments(prediction: BlockPrediction): Uint8Array {
  const comment = prediction.comment;
  if (comment === undefined) return prediction.selected;
  return prediction.selected.map((value, index) => (comment[index] === 1 ? 0 : value));
}
