import type { SegmentedPage } from "../blocks/block.js";
import { segmentHtml } from "../blocks/segment-html.js";
import { commentBlocks } from "../decision/comment-blocks.js";
import { decideContent } from "../decision/decide.js";
import { decodePage } from "../decode/decode.js";
import { repairMojibake } from "../decode/mojibake.js";
import { extractMetadata, metadataSources } from "../metadata/metadata.js";
import type { ContentModel } from "../models/model.js";
import { blockReports } from "../output/blocks-report.js";
import { bodyDates, splitBylines } from "../output/byline-lines.js";
import { commentList } from "../output/comments/comment-list.js";
import { contentHtml, paragraphsHtml } from "../output/html.js";
import type { ExtractResult } from "../output/result.js";
import { bodyText, selectedText } from "../output/text.js";
import { baseUrlOf } from "../parse/urls.js";
import { selectTitle } from "../title/title-score.js";
import { PithError } from "../util/errors.js";
import { checkExtractArguments } from "./input-checks.js";
import {
  type ExtractOptions,
  type ResolvedExtractOptions,
  resolveExtractOptions,
} from "./options.js";

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
 * Main content of one page: bytes are decoded and segmented into blocks, the model labels them,
 * the decision steps (`decideContent`, src/decision/) choose the content, and the output stage
 * renders it with its title and metadata. Synchronous and free of shared mutable state, so it is
 * safe to call from many workers at once. The model is already resolved: `extract()` (Node.js)
 * reads model files by name, the core's `extract()` (pith/core) takes loaded models only.
 */
export function extractWithModel(
  input: string | Uint8Array,
  resolved: ResolvedExtractOptions,
  model: ContentModel,
): ExtractResult {
  const { page, encoding } = segmentPage(input, resolved);
  const prediction = model.predict(page);
  const baseUrl = baseUrlOf(page.document, resolved.url);
  const sources = metadataSources(page.document, baseUrl);
  const decision = decideContent(page, prediction, sources, resolved);
  const { selected, declared } = decision;
  const title = selectTitle(page, selected, sources, resolved.titleScorer);
  const shown = bodyText(declared?.join("\n") ?? selectedText(page, selected), title);
  const metadata = extractMetadata(sources, shown);
  const { text, byline } = splitBylines(shown, bodyDates(page.document, shown), metadata.authors);
  return {
    title,
    text,
    byline,
    ...(resolved.html
      ? {
          html:
            declared === undefined
              ? contentHtml(page, selected, {
                  baseUrl,
                  keepStyle: resolved.keepStyle,
                  excluded: decision.excluded,
                })
              : paragraphsHtml(declared),
        }
      : {}),
    metadata,
    confidence: decision.confidence,
    encoding,
    model: model.name,
    ...(resolved.comments
      ? userComments(page, notSelected(commentBlocks(page, prediction.comment, selected), selected))
      : {}),
    ...(resolved.blocks ? { blocks: blockReports(page, selected, prediction) } : {}),
  };
}

/** Comment blocks without those the content kept (`withoutComments`): a block is one or the other. */
function notSelected(
  comment: Uint8Array | undefined,
  selected: Uint8Array,
): Uint8Array | undefined {
  return comment?.map((flag, i) => (selected[i] === 1 ? 0 : flag));
}

/** The result's `comments` and `commentList` from the comment blocks; null when there are none. */
function userComments(
  page: SegmentedPage,
  comment: Uint8Array | undefined,
): Pick<ExtractResult, "comments" | "commentList"> {
  return comment === undefined
    ? { comments: null, commentList: null }
    : { comments: selectedText(page, comment), commentList: commentList(page, comment) };
}
