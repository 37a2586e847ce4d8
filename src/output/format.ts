import type { ExtractResult } from "../extract.js";
import { htmlDocument } from "./document.js";
import { htmlToMarkdown } from "./markdown.js";

/** The output formats of `pith extract --format`. */
export const OUTPUT_FORMATS = ["text", "markdown", "html", "json"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/**
 * One extraction as the user asked for it: `text` (the content, one block per line), `markdown`
 * (GFM with `# Title` on top), `html` (a standalone sanitised document) or `json` (the whole result
 * on one line, for JSON Lines). Pure: the same result always gives the same string.
 */
export function formatResult(result: ExtractResult, format: OutputFormat): string {
  switch (format) {
    case "text":
      return result.text;
    case "markdown":
      return htmlToMarkdown(requireHtml(result, format), result.title);
    case "html":
      return htmlDocument({ ...result, html: requireHtml(result, format) });
    case "json":
      return JSON.stringify(result);
    default:
      throw new Error(
        `unknown output format "${format as string}": use one of ${OUTPUT_FORMATS.join(", ")}`,
      );
  }
}

/** Markdown and HTML are rendered from `result.html`, which `extract({ html: false })` leaves out. */
function requireHtml(result: ExtractResult, format: OutputFormat): string {
  if (result.html === undefined)
    throw new Error(
      `format "${format}" needs result.html: extract with the html option on (the default)`,
    );
  return result.html;
}
